/**
 * A payment's life, in one place for the server and the pages: its statuses, the moves between them,
 * and why a payment that did not succeed ended (a stable failure code beside the sentence the customer
 * reads). Provider-neutral: each provider adapter says which code its answers mean
 * (server/features/billing/providers/failures.ts); the server stores the code with the payment; the pages
 * branch on it and analytics group on it, never on the sentence, which a provider may word differently.
 */

export const PAYMENT_STATUSES = ['pending', 'processing', 'succeeded', 'failed', 'cancelled', 'abandoned'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment that can still change: the one-payment-in-progress lock holds while a payment is one of these. */
export const OPEN_PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'processing'];

/**
 * Ended without success, but a provider success can still overturn it: a late success (the provider took
 * the money after we gave the payment up). It is credited once and flagged, never kept without service.
 */
export const LATE_SUCCESS_FROM: readonly PaymentStatus[] = ['failed', 'cancelled', 'abandoned'];

/**
 * The allowed moves. `processing` only from `pending` (the provider has the charge); a final status only
 * from an open one; `succeeded` also from a given-up one (a late success). Nothing leaves `succeeded`.
 */
export const PAYMENT_MOVES: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['processing', 'succeeded', 'failed', 'cancelled', 'abandoned'],
  processing: ['succeeded', 'failed', 'cancelled', 'abandoned'],
  succeeded: [],
  failed: ['succeeded'],
  cancelled: ['succeeded'],
  abandoned: ['succeeded'],
};

export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_MOVES[from].includes(to);
}

/** The statuses a payment may be in for a move to `to` (the WHERE of the one UPDATE that settles it). */
export function movableTo(to: PaymentStatus): PaymentStatus[] {
  return PAYMENT_STATUSES.filter((from) => canMove(from, to));
}

/** Why a payment ended without success. Stable: pages, analytics and exports key on these. */
export const FAILURE_CODES = [
  /** the customer refused the prompt on their phone, or the card was declined */
  'declined',
  'insufficient_funds',
  /** the prompt was not approved within the approval window */
  'timeout',
  /** the provider could not be reached, or payments are paused (breaker open) */
  'provider_unavailable',
  /** the provider refused the mobile money number */
  'invalid_number',
  /** the customer (or our own refusal at the door, e.g. a rate limit met meanwhile) cancelled it */
  'cancelled',
  /** a card checkout opened and never completed */
  'abandoned',
  /** the provider reported another amount or currency than ours: never credited */
  'amount_mismatch',
  /** the provider answered with an error it did not explain */
  'provider_error',
  /** too many wrong voucher codes for one payment (server/features/billing/voucher.ts) */
  'too_many_attempts',
] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

/** What each code means, in words an administrator reads on the analytics dashboard and in exports. */
export const FAILURE_LABELS: Readonly<Record<FailureCode, string>> = {
  declined: 'Declined by the customer',
  insufficient_funds: 'Insufficient funds',
  timeout: 'Not approved in time',
  provider_unavailable: 'Provider unavailable',
  invalid_number: 'Invalid mobile money number',
  cancelled: 'Cancelled',
  abandoned: 'Checkout abandoned',
  amount_mismatch: 'Amount or currency mismatch',
  provider_error: 'Provider error',
  too_many_attempts: 'Too many wrong voucher codes',
};

/** Whether trying again as it is can help (an amount mismatch needs support, not another attempt). */
export function retrySuggested(code: FailureCode | null): boolean {
  return code !== 'amount_mismatch';
}

/**
 * The customer ended it (refused on the phone, closed the checkout): spec analytics' USER_CANCELLED;
 * everything else is a TECHNICAL_ERROR.
 */
export function customerEnded(code: FailureCode | null): boolean {
  return code === 'declined' || code === 'cancelled' || code === 'abandoned';
}

/** A failure code of a payment status that ended without one recorded (rows from before codes were kept). */
export function failureCodeOfStatus(status: PaymentStatus): FailureCode | null {
  if (status === 'cancelled') return 'cancelled';
  if (status === 'abandoned') return 'abandoned';
  if (status === 'failed') return 'provider_error';
  return null;
}
