/**
 * The sandbox's test numbers and cards (listed on /payment-test and by GET /api/billing/config).
 * `0551234987` and the cards are Paystack's documented test data (provider note §2.5); every other
 * number is OURS, a sandbox-only behaviour, and says so.
 */
export type SandboxPhoneBehaviour = 'approve' | 'decline' | 'insufficient' | 'silent' | 'manual';

export interface SandboxNumber {
  number: string;
  network: 'MTN' | 'VODAFONE' | 'AIRTELTIGO';
  behaviour: string;
  kind: SandboxPhoneBehaviour;
}

export const SANDBOX_NUMBERS: readonly SandboxNumber[] = [
  {
    number: '0551234987',
    network: 'MTN',
    kind: 'approve',
    behaviour: "Paystack's MTN test number: the phone approves after a few seconds",
  },
  {
    number: '0201234987',
    network: 'VODAFONE',
    kind: 'approve',
    behaviour: 'Sandbox only: approves after a few seconds',
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

export interface SandboxCard {
  number: string;
  cvv: string;
  pin: string | null;
  otp: string | null;
  behaviour: string;
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

/** Customers must approve within 180 s (provider note §2.2). */
export const APPROVAL_WINDOW_MS = 180_000;

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
