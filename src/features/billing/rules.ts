/**
 * The billing rules, once for both sides (spec billing §3, §4, §5, §9; docs/product-rules.md "Payments
 * (client)"): the browser uses them to show and pre-check, the server imports the same functions and
 * constants to decide (what is owed, invoice numbers, masked numbers, rate limits, the breaker). A rule
 * both sides apply is never written again under server/.
 * Pure functions and pure state: no React, no xstate, no storage, no clock (callers pass `now`).
 *
 * Prices come from the one catalogue (src/domain/plans.ts); money is integer pesewas until it is shown.
 * Longer than 300 lines: the billing rules both sides apply (amounts owed, invoice numbers, masked numbers,
 * rate limits, the breaker) live once here by design, so the server imports them instead of writing them again.
 */
import { brand } from '../../domain/brand';
import { formatMoney, percentOf } from '../../domain/format/money';
import {
  formatGhanaPhone,
  INVALID_GHANA_PHONE_MESSAGE,
  isValidGhanaPhone,
  type MobileNetwork,
  NETWORK_NAMES,
  NETWORK_PREFIXES,
  NETWORK_USSD,
  NETWORK_WALLETS,
  normalizeGhanaPhone,
} from '../../domain/format/phone';
import type { Receipt } from '../../domain/format/receipt';
import {
  type BillingCycle,
  maxYearlySavingsPercent,
  type Plan,
  priceOf,
  yearlySavingsPercent,
} from '../../domain/plans';
import type { BREAKER_STATUSES } from './contract';
import { circuitBreakerOpen, rateLimitExceeded } from './messages';

export type { MobileNetwork } from '../../domain/format/phone';
export { NETWORK_USSD } from '../../domain/format/phone';
export type { BillingCycle, Plan } from '../../domain/plans';

// ---------------------------------------------------------------------------------------------------
// Plans for display
// ---------------------------------------------------------------------------------------------------

/** 'Unlimited' when the cap is 0, else '{n} GB' (spec §2, mobile money details). */
export function dataLabel(dataCapGb: number): string {
  return dataCapGb <= 0 ? 'Unlimited' : `${dataCapGb} GB`;
}

export function speedLabel(speedMbps: number): string {
  return `${speedMbps} Mbps`;
}

/** 'Save N%' for a plan's yearly price, or null when yearly saves nothing. */
export function savingsBadge(plan: Pick<Plan, 'priceMonthly' | 'priceYearly'>): string | null {
  const percent = yearlySavingsPercent(plan);
  return percent > 0 ? `Save ${percent}%` : null;
}

/** The packages page's yearly badge: 'Save up to N%' from the largest saving of the plans shown. */
export function savingsUpToLabel(plans: readonly Plan[]): string | null {
  const percent = maxYearlySavingsPercent(plans);
  return percent > 0 ? `Save up to ${percent}%` : null;
}

export interface PlanSummary {
  id: string;
  name: string;
  speed: string;
  data: string;
  cycle: BillingCycle;
  /** pesewas */
  amount: number;
  /** 'GH₵ 100.00' */
  amountText: string;
  /** '/month' or '/year' */
  period: string;
  savings: string | null;
}

/** What the payment screens show of a plan for one cycle. */
export function planSummary(plan: Plan, cycle: BillingCycle): PlanSummary {
  const amount = priceOf(plan, cycle);
  return {
    id: plan.id,
    name: plan.name,
    speed: speedLabel(plan.speedMbps),
    data: dataLabel(plan.dataCapGb),
    cycle,
    amount,
    amountText: formatPesewas(amount),
    period: cycle === 'yearly' ? '/year' : '/month',
    savings: cycle === 'yearly' ? savingsBadge(plan) : null,
  };
}

// ---------------------------------------------------------------------------------------------------
// Money in pesewas
// ---------------------------------------------------------------------------------------------------

/** 10000 -> 'GH₵ 100.00'. */
export function formatPesewas(pesewas: number, currency = 'GHS'): string {
  return formatMoney(pesewas, { currency, minorUnits: true });
}

/** The product's amount message, or null (reuses src/domain/format/amount.ts). */
export { amountError, parseAmount } from '../../domain/format/amount';

/** Multi-month prepayment of a monthly plan: 5% off from 3 months (spec §5, §9). */
export const MULTI_MONTH_DISCOUNT_FROM = 3;
export const MULTI_MONTH_DISCOUNT_PERCENT = 5;

/**
 * What a customer owes, in pesewas, decided by the server from the plan and the cycle (never from the
 * client; spec §5, §9): the yearly price, or the monthly price times the months prepaid, with 5% off at 3
 * or more months, rounded to the nearest pesewa. `months` is 1..12 (the contract's monthsSchema); a
 * yearly payment ignores it.
 */
export function amountOwed(plan: Pick<Plan, 'priceMonthly' | 'priceYearly'>, cycle: BillingCycle, months = 1): number {
  if (cycle === 'yearly') return priceOf(plan, 'yearly');
  const full = priceOf(plan, 'monthly') * months;
  return months >= MULTI_MONTH_DISCOUNT_FROM ? percentOf(full, 100 - MULTI_MONTH_DISCOUNT_PERCENT) : full;
}

/** How many months a payment covers: a yearly payment 12, a monthly one the months prepaid. */
export function monthsCovered(cycle: BillingCycle, months = 1): number {
  return cycle === 'yearly' ? 12 : months;
}

// ---------------------------------------------------------------------------------------------------
// Email for payment (spec §5): the shared rule in src/domain/format/email.ts
// ---------------------------------------------------------------------------------------------------

export { PAYMENT_EMAIL_MESSAGES, paymentEmailError } from '../../domain/format/email';

// ---------------------------------------------------------------------------------------------------
// Mobile numbers and networks (spec §3, §5, §9; provider note §7)
// ---------------------------------------------------------------------------------------------------

/** Number validation result (spec §3). */
export interface NumberValidation {
  is_valid: boolean;
  error_message: string | null;
  /** '055 123 4987' when valid, else the digits typed */
  formatted_number: string;
}

export function validateMobileNumber(input: string): NumberValidation {
  const digits = normalizeGhanaPhone(input);
  if (!isValidGhanaPhone(input)) {
    return { is_valid: false, error_message: INVALID_GHANA_PHONE_MESSAGE, formatted_number: digits };
  }
  return { is_valid: true, error_message: null, formatted_number: formatGhanaPhone(digits) };
}

/** Network detection result (spec §3). */
export interface NetworkDetection {
  is_valid: boolean;
  /** 0..1 */
  confidence: number;
  detected_network: MobileNetwork | null;
  formatted_number: string;
}

/**
 * Prefixes the provider note calls unconfirmed (community code gives 025 and 053 to MTN; they are not in
 * libphonenumber's carrier table). They still count as MTN but below the auto-detect threshold, so the
 * customer's choice stands. Number portability makes every prefix a guess, hence 0.95, not 1.
 */
const UNCONFIRMED_PREFIXES = new Set(['025', '053']);
export const CONFIDENT = 0.95;
export const UNCONFIRMED = 0.6;
export const AUTO_DETECT_MIN_LENGTH = 10;
export const AUTO_DETECT_MIN_CONFIDENCE = 0.8;

export function detectNetwork(input: string): NetworkDetection {
  const digits = normalizeGhanaPhone(input);
  const valid = isValidGhanaPhone(input);
  const prefix = digits.slice(0, 3);
  const network =
    (Object.keys(NETWORK_PREFIXES) as MobileNetwork[]).find((n) => NETWORK_PREFIXES[n].includes(prefix)) ?? null;
  const confidence = !valid || !network ? 0 : UNCONFIRMED_PREFIXES.has(prefix) ? UNCONFIRMED : CONFIDENT;
  return {
    is_valid: valid && network !== null,
    confidence,
    detected_network: valid ? network : null,
    formatted_number: valid ? formatGhanaPhone(digits) : digits,
  };
}

export interface AutoDetected {
  network: MobileNetwork;
  formatted: string;
  /** 'Auto-detected: MTN | 055 123 4987' */
  message: string;
}

/**
 * Auto-detection (spec §5): runs once the number has 10 or more characters and applies only when the
 * detection is valid with confidence above 0.8.
 */
export function autoDetectNetwork(input: string): AutoDetected | null {
  if (input.trim().length < AUTO_DETECT_MIN_LENGTH) return null;
  const detection = detectNetwork(input);
  if (!detection.is_valid || detection.confidence <= AUTO_DETECT_MIN_CONFIDENCE || !detection.detected_network) {
    return null;
  }
  const network = detection.detected_network;
  return {
    network,
    formatted: detection.formatted_number,
    message: `Auto-detected: ${NETWORK_NAMES[network]} | ${detection.formatted_number}`,
  };
}

/** The approve-on-your-phone instruction while a payment is processing (our wording; spec is silent). */
export function approvalInstruction(network: MobileNetwork): string {
  return `Approve the payment on your ${NETWORK_NAMES[network]} phone with your mobile money PIN. If no prompt appears, dial ${NETWORK_USSD[network]} to find and approve it.`;
}

/** Time between two status polls of a mobile money payment (ours; the provider says no sooner than 10 s for
 * its own check-pending call, which our server makes, not the browser). */
export const POLL_INTERVAL_MS = 3000;

/**
 * Masked number for receipts, lists and the payments table: '0551234987' and '+233 55 123 4987' ->
 * '055XXXX987'. Anything too short to keep 6 digits and hide one is all 'XXXX', so a fragment is never
 * shown unmasked.
 */
export function maskPhone(input: string): string {
  const digits = normalizeGhanaPhone(input);
  if (digits.length < 7) return 'XXXX';
  return `${digits.slice(0, 3)}${'X'.repeat(digits.length - 6)}${digits.slice(-3)}`;
}

/**
 * The number a prompt went to, as the warning after a cancel says it ('024 XXX 0222'): enough for the customer to
 * know the phone, not the whole number (the screen and the SMS say the same).
 */
export function promptNumber(input: string): string {
  const digits = normalizeGhanaPhone(input);
  return digits.length < 8 ? 'your phone' : `${digits.slice(0, 3)} XXX ${digits.slice(-4)}`;
}

// ---------------------------------------------------------------------------------------------------
// References, invoice numbers, dates, late fees (spec §9 helper rules)
// ---------------------------------------------------------------------------------------------------

/**
 * A payment reference (spec §9: the product prefix plus a timestamp): SKY-<epoch ms>-<8 hex digits from
 * 4 random bytes>, so two payments in the same millisecond differ. Only letters, digits and '-' (Paystack's
 * reference charset). The server makes them (with crypto random bytes); PAYMENT_REFERENCE_PATTERN in
 * contract.ts reads them.
 */
export function paymentReference(nowMs: number, random: Uint8Array): string {
  const tail = Array.from(random.subarray(0, 4), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
  return `SKY-${Math.floor(nowMs)}-${tail.padStart(8, '0')}`;
}

/**
 * INV-{year}-{month}-{first 4 letters or digits of id, uppercased}-{last 6 digits of the timestamp} (UTC;
 * spec §9). The server numbers every invoice with it (invoices.ts).
 */
export function invoiceNumber(id: string, timestampMs: number): string {
  const d = new Date(timestampMs);
  const month = String(d.getUTCMonth() + 1).padStart(2, '0');
  const id4 = id
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 4)
    .toUpperCase();
  const ts6 = String(Math.floor(timestampMs)).slice(-6).padStart(6, '0');
  return `INV-${d.getUTCFullYear()}-${month}-${id4}-${ts6}`;
}

/** The invoice id as the product shows it: its last 8 characters (spec §3). */
export function shortInvoiceId(id: string): string {
  return id.slice(-8);
}

/**
 * Whole months on, in UTC, the time of day kept (paid-until and the next billing date, spec §9: one
 * month or, for a yearly payment, 12). A day that does not exist in the target month falls back to its
 * last day (31 Jan + 1 month = 28/29 Feb), rather than spilling into the next month.
 */
export function addMonths(from: Date, months: number): Date {
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(from.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(y, m, day, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()),
  );
}

/**
 * Money credited by its value, never by the months it was priced for (docs/product-rules.md "Credit by
 * value"): `valuePesewas` buys whole days of a plan whose one cycle (`cycleMonths`: 1 or 12) costs
 * `cyclePricePesewas`, a month being a twelfth of 365 days. The days never cost more than the value (the
 * days are rounded down, their cost up); what is left over is less than one day's cost and is kept as
 * credit. A plan without a price buys nothing: the whole value is left over.
 */
export function valueInDays(
  valuePesewas: number,
  cyclePricePesewas: number,
  cycleMonths: number,
): { days: number; usedPesewas: number; leftPesewas: number } {
  const value = Math.max(0, Math.trunc(valuePesewas));
  if (!(cyclePricePesewas > 0) || !(cycleMonths > 0)) return { days: 0, usedPesewas: 0, leftPesewas: value };
  const daysPerCycle = 365 * cycleMonths;
  const pricePerCycle = 12 * cyclePricePesewas;
  const days = Math.floor((value * daysPerCycle) / pricePerCycle);
  const usedPesewas = Math.ceil((days * pricePerCycle) / daysPerCycle);
  return { days, usedPesewas, leftPesewas: value - usedPesewas };
}

/** `days` whole days after `from` (the time of day kept). */
export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * 24 * 3600_000);
}

/** Late fee in pesewas: 0 when not late, 2% up to 15 days late, 5% beyond (spec §9). */
export function lateFee(amountPesewas: number, daysLate: number): number {
  if (!(daysLate > 0)) return 0;
  return percentOf(amountPesewas, daysLate <= 15 ? 2 : 5);
}

const DAY_MS = 24 * 3600_000;

/** Whole days past the due date, a started day counting as one; 0 on or before it. */
export function daysLate(dueMs: number, nowMs: number): number {
  return nowMs > dueMs ? Math.ceil((nowMs - dueMs) / DAY_MS) : 0;
}

export type InvoiceStatus = 'paid' | 'unpaid' | 'overdue';

/**
 * Where an invoice stands now (spec §4 "Invoice and subscription", §9 late fee): an unpaid invoice past its
 * due date is overdue and owes the late fee; a paid one owes nothing. The server answers these fields
 * (GET /invoices) and the dashboard shows them; both use this one rule.
 */
export function invoiceStanding(
  invoice: { status: InvoiceStatus; amountPesewas: number; dueMs: number },
  nowMs: number,
): { status: InvoiceStatus; daysLate: number; lateFee: number } {
  if (invoice.status === 'paid') return { status: 'paid', daysLate: 0, lateFee: 0 };
  const late = daysLate(invoice.dueMs, nowMs);
  return { status: late > 0 ? 'overdue' : 'unpaid', daysLate: late, lateFee: lateFee(invoice.amountPesewas, late) };
}

// ---------------------------------------------------------------------------------------------------
// Time in messages
// ---------------------------------------------------------------------------------------------------

/**
 * '14:05:09 GMT', for 'Try again at {time}' in the rate-limit and breaker messages of both sides. Ghana
 * keeps GMT all year, so UTC's wall clock is Accra's: read from the ISO string, with no Intl formatter
 * to create (and none of the '24:05:09' some engines print for midnight with hour12: false).
 */
export function clockTime(at: number | Date): string {
  return `${new Date(at).toISOString().slice(11, 19)} GMT`;
}

// ---------------------------------------------------------------------------------------------------
// Rate limits (spec §9): the client's limiter below, pure state, and the server's (paymentLimits.ts)
// count with the same RATE_LIMITS
// ---------------------------------------------------------------------------------------------------

export type RateLimitKind = 'payment' | 'mobile_money' | 'api';

export interface RateLimitRule {
  max: number;
  windowMs: number;
  blockMs: number;
  /** a success gives one count back (payment only) */
  refundOnSuccess: boolean;
}

export const RATE_LIMITS: Record<RateLimitKind, RateLimitRule> = {
  payment: { max: 5, windowMs: 60_000, blockMs: 10 * 60_000, refundOnSuccess: true },
  mobile_money: { max: 3, windowMs: 60_000, blockMs: 15 * 60_000, refundOnSuccess: false },
  api: { max: 30, windowMs: 60_000, blockMs: 5 * 60_000, refundOnSuccess: false },
};

export const RATE_LIMIT_CLEANUP_MS = 5 * 60_000;

export interface RateLimitState {
  /** times of the counted attempts inside the window */
  hits: readonly number[];
  blockedUntil: number | null;
}

export const emptyRateLimit: RateLimitState = { hits: [], blockedUntil: null };

export type RateLimitDecision =
  | { allowed: true; state: RateLimitState; remaining: number }
  | { allowed: false; state: RateLimitState; retryAt: number; message: string };

export function rateLimitMessage(retryAt: number): string {
  return rateLimitExceeded(clockTime(retryAt));
}

/**
 * Count one attempt. Within the window at most `max` are allowed; the attempt beyond that starts a block
 * of `blockMs`, during which everything is refused.
 */
export function consumeRateLimit(state: RateLimitState, rule: RateLimitRule, now: number): RateLimitDecision {
  if (state.blockedUntil !== null && now < state.blockedUntil) {
    return { allowed: false, state, retryAt: state.blockedUntil, message: rateLimitMessage(state.blockedUntil) };
  }
  const hits = state.hits.filter((t) => now - t < rule.windowMs);
  if (hits.length >= rule.max) {
    const blockedUntil = now + rule.blockMs;
    return {
      allowed: false,
      state: { hits, blockedUntil },
      retryAt: blockedUntil,
      message: rateLimitMessage(blockedUntil),
    };
  }
  const next = [...hits, now];
  return { allowed: true, state: { hits: next, blockedUntil: null }, remaining: rule.max - next.length };
}

/** A success gives the newest count back, for rules that refund (payment). */
export function refundRateLimit(state: RateLimitState, rule: RateLimitRule): RateLimitState {
  if (!rule.refundOnSuccess || state.hits.length === 0) return state;
  return { ...state, hits: state.hits.slice(0, -1) };
}

/** Cleanup (every 5 minutes): drops old counts and ended blocks; null when nothing is left to keep. */
export function cleanupRateLimit(state: RateLimitState, rule: RateLimitRule, now: number): RateLimitState | null {
  const hits = state.hits.filter((t) => now - t < rule.windowMs);
  const blockedUntil = state.blockedUntil !== null && now < state.blockedUntil ? state.blockedUntil : null;
  return hits.length === 0 && blockedUntil === null ? null : { hits, blockedUntil };
}

// ---------------------------------------------------------------------------------------------------
// Circuit breaker (spec §4, §9): the client's around payment history, pure state, and the server's
// around the payment provider (breaker.ts, its state in the database), both with HISTORY_BREAKER
// ---------------------------------------------------------------------------------------------------

export type BreakerStatus = (typeof BREAKER_STATUSES)[number];

export interface BreakerRule {
  failureThreshold: number;
  recoveryMs: number;
  successThreshold: number;
}

export const HISTORY_BREAKER: BreakerRule = { failureThreshold: 3, recoveryMs: 15_000, successThreshold: 2 };
/** defined by the product as a default and unused (spec §4) */
export const DEFAULT_BREAKER: BreakerRule = { failureThreshold: 5, recoveryMs: 30_000, successThreshold: 3 };

export interface BreakerState {
  status: BreakerStatus;
  failures: number;
  successes: number;
  /** when the breaker may try again (open only) */
  nextAttemptAt: number | null;
}

export const closedBreaker: BreakerState = { status: 'closed', failures: 0, successes: 0, nextAttemptAt: null };

export function breakerMessage(state: BreakerState): string {
  const at = state.nextAttemptAt === null ? 'now' : clockTime(state.nextAttemptAt);
  return circuitBreakerOpen(state.status, at);
}

export type BreakerDecision =
  | { allowed: true; state: BreakerState }
  | { allowed: false; state: BreakerState; message: string };

/** Before a request: open refuses until the recovery time, then half-open lets requests through. */
export function breakerAllows(state: BreakerState, now: number): BreakerDecision {
  if (state.status !== 'open') return { allowed: true, state };
  if (state.nextAttemptAt !== null && now >= state.nextAttemptAt) {
    return { allowed: true, state: { status: 'half-open', failures: 0, successes: 0, nextAttemptAt: null } };
  }
  return { allowed: false, state, message: breakerMessage(state) };
}

export function breakerSuccess(state: BreakerState, rule: BreakerRule): BreakerState {
  if (state.status === 'half-open') {
    const successes = state.successes + 1;
    return successes >= rule.successThreshold ? closedBreaker : { ...state, successes };
  }
  if (state.status === 'closed') return closedBreaker;
  return state;
}

export function breakerFailure(state: BreakerState, rule: BreakerRule, now: number): BreakerState {
  if (state.status === 'half-open') {
    return { status: 'open', failures: rule.failureThreshold, successes: 0, nextAttemptAt: now + rule.recoveryMs };
  }
  if (state.status === 'open') return state;
  const failures = state.failures + 1;
  if (failures >= rule.failureThreshold) {
    return { status: 'open', failures, successes: 0, nextAttemptAt: now + rule.recoveryMs };
  }
  return { ...state, failures };
}

// ---------------------------------------------------------------------------------------------------
// Payment errors (spec §3, §8)
// ---------------------------------------------------------------------------------------------------

export interface PaymentErrorInfo {
  user_friendly_message: string;
  retry_suggested: boolean;
  support_contact?: string | null;
}

/** The payment error box: 'Payment Error', the user_friendly_message and, if retry is suggested, the retry line. */
export function paymentErrorBox(error: PaymentErrorInfo): { title: string; message: string; retryLine: string | null } {
  return {
    title: 'Payment Error',
    message: error.user_friendly_message,
    retryLine:
      error.retry_suggested && error.support_contact
        ? `You can try again or contact support at ${error.support_contact}`
        : null,
  };
}

// ---------------------------------------------------------------------------------------------------
// Callback parameters and verification (spec §4 "Callback page"; provider note §1.3, §1.4, §6)
// ---------------------------------------------------------------------------------------------------

export type CallbackParams =
  | { kind: 'paystack'; reference: string }
  | { kind: 'flutterwave'; status: string; txRef: string; transactionId: string | null }
  | { kind: 'invalid' };

/** Paystack sends `reference` (and `trxref`, same value); Flutterwave `status`, `tx_ref`, `transaction_id`. */
export function parseCallbackParams(search: URLSearchParams): CallbackParams {
  const reference = (search.get('reference') ?? search.get('trxref') ?? '').trim();
  if (reference) return { kind: 'paystack', reference };
  const status = (search.get('status') ?? '').trim();
  const txRef = (search.get('tx_ref') ?? '').trim();
  const transactionId = (search.get('transaction_id') ?? '').trim() || null;
  // a cancelled Flutterwave return carries no transaction id
  if (status && txRef && (transactionId || status === 'cancelled')) {
    return { kind: 'flutterwave', status, txRef, transactionId };
  }
  return { kind: 'invalid' };
}

/** Paystack verify answers status true for any transaction it found: only data.status 'success' is paid. */
export function isPaystackPaid(verify: { status?: unknown; data?: { status?: unknown } | null }): boolean {
  return verify.status === true && verify.data?.status === 'success';
}

export interface FlutterwaveExpected {
  txRef: string;
  /** major units, as Flutterwave reports them */
  amount?: number;
  currency?: string;
}

/** Flutterwave: status 'success', data.status 'successful', and the tx_ref, amount and currency we expected. */
export function isFlutterwavePaid(
  verify: {
    status?: unknown;
    data?: { status?: unknown; tx_ref?: unknown; amount?: unknown; currency?: unknown } | null;
  },
  expected: FlutterwaveExpected,
): boolean {
  const data = verify.data;
  if (verify.status !== 'success' || !data || data.status !== 'successful') return false;
  if (data.tx_ref !== expected.txRef) return false;
  if (expected.currency !== undefined && data.currency !== expected.currency) return false;
  if (expected.amount !== undefined && !(typeof data.amount === 'number' && data.amount >= expected.amount)) {
    return false;
  }
  return true;
}

// ----- receipts (spec §2 "Receipt modal", §3 Payment and Displayed payment row) ---------------------

/** How the payment was made, in words: the wallet ('MTN Mobile Money', 'Telecel Cash', 'AT Money'), or 'Card'. */
export function paymentMethodLabel(channel: 'mobile_money' | 'card', network: MobileNetwork | null): string {
  if (channel === 'card') return 'Card';
  return network ? NETWORK_WALLETS[network] : 'Mobile Money';
}

/** What a receipt says was bought: 'Standard Internet', or 'Standard Internet, 3 months'. */
export function receiptDescription(planName: string, months: number): string {
  return months > 1 ? `${planName}, ${months} months` : planName;
}

/** The facts a receipt needs from a payment (the API's payment record fields, plus the plan name and the customer). */
export interface ReceiptSource {
  reference: string;
  providerReference: string | null;
  paidAt: string | null;
  createdAt: string;
  /** pesewas */
  amount: number;
  channel: 'mobile_money' | 'card';
  network: MobileNetwork | null;
  status: string;
  billingCycle: BillingCycle;
  months: number;
  planName: string;
  customerName: string | null;
  customerEmail: string | null;
  /** a second payment for the same period: the reference of the payment that had already paid it */
  duplicateOf?: string | null;
}

/**
 * One receipt for the modal, the text file and the PDF (so all three carry the same fields):
 * our brand name, the amount in pesewas, the date paid (or created while unpaid).
 */
export function receiptOf(p: ReceiptSource): Receipt {
  return {
    brandName: brand.name,
    reference: p.reference,
    transactionId: p.providerReference ?? undefined,
    paidAt: p.paidAt ?? p.createdAt,
    amount: p.amount,
    currency: 'GHS',
    method: paymentMethodLabel(p.channel, p.network),
    description: receiptDescription(p.planName, p.months),
    status: p.status,
    customerName: p.customerName ?? undefined,
    customerEmail: p.customerEmail ?? undefined,
    billingCycle: p.billingCycle,
    duplicateOf: p.duplicateOf ?? undefined,
  };
}

// ----- subscription standing (from paid-until; the server computes it, screens show it) ------------
export {
  GRACE_DAYS,
  PROMISE_MAX_DAYS,
  STANDINGS,
  type Standing,
  type StandingResult,
  SUSPENSION_DAYS,
  standingDates,
  standingLabel,
  subscriptionStanding,
} from './standing';
