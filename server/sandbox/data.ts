/**
 * The sandbox's test numbers and cards (listed on /payment-test and by GET /api/billing/config).
 *
 * PAYSTACK'S (provider note §2.5, §10): `0551234987` (MTN) succeeds at once, in the charge answer itself,
 * with no prompt; the voucher way a Telecel (`vod`) charge goes (send_otp, "dial *110#", the voucher to
 * /charge/submit_otp) is Paystack's sample flow; the cards are Paystack's test cards.
 * OURS (sandbox only, and each says so): every other number, the few seconds an approving phone takes,
 * the voucher `123456` (Paystack publishes no Telecel test voucher), declines, insufficient funds and the
 * silent phone that times out; and that only `0201234110` goes the voucher way. The payment page takes
 * vouchers (its voucher step sends them through POST /api/billing/payments/:id/otp), but other Telecel
 * numbers keep a prompt on the phone (`pay_offline`): whether Telecel still uses vouchers after its rebrand
 * is unconfirmed (provider note §2.2), and Paystack may answer either way, so the sandbox offers both.
 */
import type { TestCard, TestNumber } from '../features/billing/providers/types';

export type SandboxPhoneBehaviour =
  | 'instant'
  | 'approve'
  | 'voucher'
  | 'decline'
  | 'insufficient'
  | 'silent'
  | 'manual';

export interface SandboxNumber extends TestNumber {
  kind: SandboxPhoneBehaviour;
}

/** Ours: the voucher a Telecel voucher charge accepts (any other is "Provided registration token is invalid"). */
export const SANDBOX_VOUCHER = '123456';

export const SANDBOX_NUMBERS: readonly SandboxNumber[] = [
  {
    number: '0551234987',
    network: 'MTN',
    kind: 'instant',
    behaviour: "Paystack's MTN test number: paid at once, with no prompt on the phone",
  },
  {
    number: '0241234987',
    network: 'MTN',
    kind: 'approve',
    behaviour: 'Sandbox only: the phone approves after a few seconds',
  },
  {
    number: '0201234987',
    network: 'VODAFONE',
    kind: 'approve',
    behaviour: 'Sandbox only: approves after a few seconds',
  },
  {
    number: '0201234110',
    network: 'VODAFONE',
    kind: 'voucher',
    behaviour: `Paystack's Telecel voucher flow: asks for a voucher (dial *110#); sandbox voucher ${SANDBOX_VOUCHER}`,
  },
  {
    number: '0271234987',
    network: 'AIRTELTIGO',
    kind: 'approve',
    behaviour: 'Sandbox only: approves after a few seconds',
  },
  { number: '0551234000', network: 'MTN', kind: 'decline', behaviour: 'Sandbox only: the customer declines' },
  {
    number: '0551234111',
    network: 'MTN',
    kind: 'insufficient',
    behaviour: 'Sandbox only: fails with Insufficient funds',
  },
  {
    number: '0551234999',
    network: 'MTN',
    kind: 'silent',
    behaviour: 'Sandbox only: never answers; times out after 180 seconds',
  },
];

/** Any other valid number waits for Approve or Decline on /sandbox/phone (180 s time-out). */
export function phoneBehaviour(phone: string): SandboxPhoneBehaviour {
  return SANDBOX_NUMBERS.find((n) => n.number === phone)?.kind ?? 'manual';
}

export interface SandboxCard extends TestCard {
  outcome: 'success' | 'declined' | 'insufficient';
}

export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { number: '4084084084084081', cvv: '408', pin: null, otp: null, behaviour: 'Success', outcome: 'success' },
  {
    number: '507850785078507812',
    cvv: '081',
    pin: '1111',
    otp: null,
    behaviour: 'Success after PIN',
    outcome: 'success',
  },
  { number: '4084080000005408', cvv: '001', pin: null, otp: null, behaviour: 'Declined', outcome: 'declined' },
  {
    number: '4084080000670037',
    cvv: '787',
    pin: null,
    otp: null,
    behaviour: 'Insufficient funds',
    outcome: 'insufficient',
  },
];

/**
 * Webhook retries. Paystack (provider note §3, §10): a delivery not answered 200 within 30 s is tried
 * again; in test mode hourly for 10 hours (live: every 3 minutes 4 times, then hourly for 72 hours). The
 * sandbox is a test-mode integration and keeps Paystack's count and spacing, 1000 times faster (an hour
 * is 3.6 s), so a development server sees retries within a minute and tests drive them with the clock.
 * The time-out is Paystack's 30 s; it is real time (it bounds how long our endpoint may take).
 */
export const WEBHOOK_RETRY = {
  retries: 10,
  intervalMs: 3_600,
  timeoutMs: 30_000,
};

/**
 * What the sandbox keeps and reads (it is reachable by anyone wherever it is mounted, outside production).
 * `maxTransactions`: far above a day of development or a test run, small enough that a flood of anonymous
 * checkouts cannot grow the process (each keeps at most `bodyBytes` of metadata). `maxAgeMs`: a day, long
 * after our server has settled or given up every payment. `bodyBytes`: our server's bodies are under 2 KB.
 */
export interface SandboxLimits {
  maxTransactions: number;
  maxAgeMs: number;
  bodyBytes: number;
}

export const SANDBOX_LIMITS: SandboxLimits = {
  maxTransactions: 1000,
  maxAgeMs: 24 * 60 * 60 * 1000,
  bodyBytes: 16 * 1024,
};
