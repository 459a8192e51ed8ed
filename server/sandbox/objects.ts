/**
 * Paystack's objects, as the sandbox answers them: the transaction object (verify data, webhook data,
 * list items, a successful charge's data) with every field of Paystack's verify sample and the objects
 * Paystack always sends as objects (`{}` when empty), the mobile money and card authorizations, the
 * attempt log, and the charge state a charge or a check-pending-charge answers.
 */
import type { SandboxTransaction } from './store';

/** Paystack's Telecel (vod) sample: the customer makes a voucher and types it in (provider note §2.2, §10). */
const VOUCHER_TEXT = 'Please dial *110# to generate a voucher code. Then input the voucher';

function mobileAuthorization(tx: SandboxTransaction) {
  const names: Record<string, { bank: string; brand: string }> = {
    mtn: { bank: 'MTN Mobile Money', brand: 'Mtn mobile money' },
    vod: { bank: 'Vodafone Cash', brand: 'Vodafone cash' },
  };
  const name = names[tx.provider ?? ''] ?? { bank: 'AT Money', brand: 'At money' };
  const phone = tx.phone ?? '';
  return {
    authorization_code: `AUTH_${tx.access_code}`,
    bin: `${phone.slice(0, 3)}XXX`,
    last4: `X${phone.slice(-3)}`,
    exp_month: '12',
    exp_year: '9999',
    channel: 'mobile_money',
    card_type: '',
    bank: name.bank,
    country_code: 'GH',
    brand: name.brand,
    reusable: false,
    signature: null,
    account_name: null,
    mobile_money_number: tx.phone,
  };
}

const cardAuthorization = (tx: SandboxTransaction) => ({
  authorization_code: `AUTH_${tx.access_code}`,
  bin: '408408',
  last4: '4081',
  exp_month: '12',
  exp_year: '2030',
  channel: 'card',
  card_type: 'visa',
  bank: 'TEST BANK',
  country_code: 'GH',
  brand: 'visa',
  reusable: true,
  signature: `SIG_${tx.access_code}`,
  account_name: null,
});

/** Paystack's attempt log (null until a payment was attempted, as on an untouched checkout). */
function attemptLog(tx: SandboxTransaction, nowMs: number) {
  if (tx.chargedAt === null) return null;
  const start = Math.floor(tx.chargedAt / 1000);
  const end = tx.paid_at ? Date.parse(tx.paid_at) : nowMs;
  const spent = Math.max(0, Math.floor(end / 1000) - start);
  const settled = tx.status === 'success' || tx.status === 'failed';
  return {
    start_time: start,
    time_spent: spent,
    attempts: 1,
    errors: tx.status === 'failed' ? 1 : 0,
    success: tx.status === 'success',
    mobile: false,
    input: [],
    history: [
      { type: 'action', message: `Attempted to pay with ${tx.channel === 'card' ? 'card' : 'mobile money'}`, time: 0 },
      ...(settled
        ? [
            {
              type: tx.status === 'success' ? 'success' : 'error',
              message: tx.status === 'success' ? 'Successfully paid' : (tx.gateway_response ?? 'Failed'),
              time: spent,
            },
          ]
        : []),
    ],
  };
}

/** Paystack's transaction object for `tx`, read at `nowMs` (the attempt log's time spent). */
export function transactionObject(tx: SandboxTransaction, nowMs: number) {
  const mobile = tx.channel === 'mobile_money' && tx.phone;
  const paid = tx.status === 'success';
  const fees = paid ? Math.round(tx.amount * 0.0195) : null;
  return {
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    receipt_number: null,
    amount: tx.amount,
    message: tx.message,
    // an untouched checkout reads as Paystack's does: channel card, not completed
    gateway_response: tx.gateway_response ?? 'The transaction was not completed',
    paid_at: tx.paid_at,
    created_at: tx.created_at,
    channel: tx.channel ?? 'card',
    currency: tx.currency,
    ip_address: null,
    metadata: tx.metadata,
    log: attemptLog(tx, nowMs),
    fees,
    fees_split: null,
    authorization: paid ? (mobile ? mobileAuthorization(tx) : cardAuthorization(tx)) : {},
    customer: {
      id: tx.customer.id,
      first_name: null,
      last_name: null,
      email: tx.customer.email,
      customer_code: tx.customer.customer_code,
      phone: tx.phone,
      metadata: null,
      risk_action: 'default',
      international_format_phone: tx.phone ? `+233${tx.phone.slice(1)}` : null,
    },
    plan: {},
    split: {},
    order_id: null,
    paidAt: tx.paid_at,
    createdAt: tx.created_at,
    requested_amount: tx.amount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: tx.created_at,
    plan_object: {},
    subaccount: {},
  };
}

/** What a charge or a check-pending-charge answers for `tx`. */
export function chargeState(tx: SandboxTransaction, nowMs: number) {
  if (tx.status === 'success') return { ...transactionObject(tx, nowMs), status: 'success' };
  if (tx.status === 'failed')
    return {
      reference: tx.reference,
      status: tx.timedOut ? 'timeout' : 'failed',
      message: tx.message,
      gateway_response: tx.gateway_response,
    };
  if (tx.status === 'ongoing') return { reference: tx.reference, status: 'send_otp', display_text: VOUCHER_TEXT };
  return { reference: tx.reference, status: 'pending' };
}
