/**
 * From a failed billing request to what the customer sees. The client (client.ts) turns every
 * `RequestFailure` into a `PaymentProblem` carrying the spec's payment error fields (§3: user_friendly_message,
 * retry_suggested, support_contact); machines read it with `paymentProblemOf`. Branches on kind, status and
 * the contract's error `code`, never on the wording of a message.
 */
import type { RequestFailure } from '../../services/http';
import type { BillingErrorCode, PaymentError } from './contract';
import {
  BILLING_MESSAGES,
  billingApiError,
  paymentFailedReason,
  paymentValidationFailed,
  paymentVerificationFailed,
} from './messages';
import type { PaymentErrorInfo } from './rules';

export class PaymentProblem extends Error {
  readonly info: PaymentErrorInfo;
  readonly code: string | undefined;
  /** the HTTP answer behind it (status and the server's text), when there was one */
  readonly http: { status: number; text?: string } | undefined;
  constructor(info: PaymentErrorInfo, code?: string, http?: { status: number; text?: string }) {
    super(info.user_friendly_message);
    this.name = 'PaymentProblem';
    this.info = info;
    this.code = code;
    this.http = http;
  }
}

/**
 * Why a billing read failed, for the line under a load failure ('Failed to load billing information',
 * 'Failed to load subscription data'): 'Billing API error (503) ...' (spec §8) for an HTTP answer, else the
 * problem's own text ('Network error', the breaker's message); null when there is nothing to add.
 */
export function loadFailureDetail(error: unknown): string | null {
  if (error instanceof PaymentProblem && error.http) {
    return billingApiError(error.http.status, error.http.text?.trim() || error.message);
  }
  if (error instanceof Error && error.message.trim()) return error.message;
  return null;
}

/** The HTTP status behind a failed billing call, or null (network, time-out, refused by the client itself). */
export function httpStatusOf(error: unknown): number | null {
  return error instanceof PaymentProblem && error.http ? error.http.status : null;
}

/** The server's own text of a refused request (4xx), to show as it is ("or the server error", spec §8). */
export function serverRefusal(error: unknown): string | null {
  if (!(error instanceof PaymentProblem) || !error.http) return null;
  const { status, text } = error.http;
  return status >= 400 && status < 500 && text?.trim() ? text.trim() : null;
}

const support = BILLING_MESSAGES.supportContact;

/** Codes after which trying again can work (the others need the customer to change something). */
const RETRYABLE: readonly string[] = [
  'payment_in_progress',
  'circuit_open',
  'provider_error',
  'rate_limited',
  'internal',
];

/** The payment error of a failed request. The server's text is shown for 4xx answers: it is the spec's. */
export function paymentErrorOf(failure: RequestFailure): PaymentErrorInfo {
  if (failure.kind === 'network' || failure.kind === 'timeout') {
    return { user_friendly_message: BILLING_MESSAGES.networkError, retry_suggested: true, support_contact: support };
  }
  if (failure.kind === 'invalid-response') {
    return { user_friendly_message: BILLING_MESSAGES.unexpected, retry_suggested: true, support_contact: support };
  }
  const code = failure.code as BillingErrorCode | undefined;
  const text = failure.text?.trim();
  if (failure.status === 401) {
    return { user_friendly_message: BILLING_MESSAGES.authRequired, retry_suggested: false, support_contact: support };
  }
  if (failure.status >= 500 && code !== 'circuit_open' && code !== 'payments_unavailable') {
    return {
      user_friendly_message: BILLING_MESSAGES.paymentFailedGeneric,
      retry_suggested: true,
      support_contact: support,
    };
  }
  return {
    user_friendly_message: text || BILLING_MESSAGES.paymentFailedGeneric,
    retry_suggested: code === undefined || RETRYABLE.includes(code) || failure.status === 429,
    support_contact: support,
  };
}

/** The payment error carried by a thrown value (an actor's rejection). */
export function paymentProblemOf(error: unknown): PaymentErrorInfo {
  if (error instanceof PaymentProblem) return error.info;
  if (error instanceof Error && error.message.trim()) {
    return { user_friendly_message: error.message, retry_suggested: true, support_contact: support };
  }
  return {
    user_friendly_message: BILLING_MESSAGES.paymentFailedGeneric,
    retry_suggested: true,
    support_contact: support,
  };
}

/** The spec's texts a stored reason may already start with (§8): not prefixed again. */
const ALREADY_SAID = [paymentFailedReason(''), paymentVerificationFailed(''), paymentValidationFailed('')];

/**
 * 'Payment failed: {reason}' (spec §8) for a reason the provider gave ('The payment was declined on your
 * phone.', 'Insufficient funds'). The server stores and sends the plain reason; this is the one place the
 * prefix is added. No reason: 'Payment failed'; a reason that already is one of the spec's payment failure
 * texts ('Payment failed', 'Payment verification failed: ...') stays as it is.
 */
function paymentFailedMessage(reason: string | null | undefined): string {
  const text = reason?.trim();
  if (!text) return BILLING_MESSAGES.paymentFailedGeneric;
  if (text === BILLING_MESSAGES.paymentFailedGeneric || ALREADY_SAID.some((start) => text.startsWith(start))) {
    return text;
  }
  return paymentFailedReason(text);
}

/**
 * The payment error of a payment that ended badly: the server's error object, else its failure reason.
 * A payment that failed at the provider (status 'failed') reads 'Payment failed: {reason}'; a cancelled or
 * abandoned one keeps its reason as it is.
 */
export function failedPaymentError(
  error: PaymentError | PaymentErrorInfo | null | undefined,
  payment: { status: string; failure_reason: string | null },
): PaymentErrorInfo {
  const reason = error?.user_friendly_message ?? payment.failure_reason;
  const failed = payment.status === 'failed';
  return {
    user_friendly_message: failed
      ? paymentFailedMessage(reason)
      : reason?.trim() || BILLING_MESSAGES.paymentFailedGeneric,
    retry_suggested: error ? error.retry_suggested : true,
    support_contact: error?.support_contact ?? support,
  };
}

/** The message of a thrown value, or the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}
