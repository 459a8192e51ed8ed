/**
 * From a failed billing request to what the customer sees. The client (client.ts) turns every
 * `RequestFailure` into a `PaymentProblem` carrying the spec's payment error fields (§3: user_friendly_message,
 * retry_suggested, support_contact); machines read it with `paymentProblemOf`. Branches on kind, status and
 * the contract's error `code`, never on the wording of a message.
 */
import type { RequestFailure } from '../../services/http';
import type { BillingErrorCode, PaymentError } from './contract';
import { BILLING_MESSAGES, billingApiError } from './messages';
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

/** The payment error of a payment that ended badly (the server's error object, else its failure reason). */
export function failedPaymentError(
  error: PaymentError | PaymentErrorInfo | null | undefined,
  failureReason: string | null | undefined,
): PaymentErrorInfo {
  if (error) {
    return {
      user_friendly_message: error.user_friendly_message,
      retry_suggested: error.retry_suggested,
      support_contact: error.support_contact ?? support,
    };
  }
  return {
    user_friendly_message: failureReason?.trim() || BILLING_MESSAGES.paymentFailedGeneric,
    retry_suggested: true,
    support_contact: support,
  };
}

/** The message of a thrown value, or the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}
