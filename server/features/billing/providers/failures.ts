/**
 * What a provider's refusal means, as a stable failure code (src/features/billing/lifecycle.ts). The
 * provider's words stay the customer's reason; the code is what the pages, analytics and exports use.
 *
 * Paystack words a failed transaction in `gateway_response` and `message` ("Declined", "Insufficient
 * Funds", "Transaction timed out", ...), and refuses a charge it cannot start with a 4xx whose message
 * names the problem ("Invalid phone number"). The words are matched loosely, case-insensitively: a
 * failed transaction whose words say nothing we know is a decline (the provider refused the charge).
 */
import type { FailureCode } from '../../../../src/features/billing/lifecycle';
import { ApiError } from '../../../http/errors';
import { ProviderError } from './types';

/** The code of a transaction the provider reports as failed (or a charge it answered 'failed'/'timeout'). */
export function failureCodeOfTransaction(t: {
  status?: string | null;
  gateway_response?: string | null;
  message?: string | null;
}): FailureCode {
  if (t.status === 'timeout') return 'timeout';
  const words = `${t.gateway_response ?? ''} ${t.message ?? ''}`.toLowerCase();
  if (words.includes('insufficient')) return 'insufficient_funds';
  if (/timed? ?out|expired|not approved in time/.test(words)) return 'timeout';
  if (/invalid.*(number|phone|msisdn|account)|(number|phone).*(invalid|not registered)/.test(words)) {
    return 'invalid_number';
  }
  return 'declined';
}

/**
 * The code of an error met calling the provider: unreachable, failing or paused (breaker open, payments
 * off) is `provider_unavailable`; a refusal naming the phone number is `invalid_number`; any other
 * refusal is `provider_error`.
 */
export function failureCodeOfError(err: unknown): FailureCode {
  if (err instanceof ApiError) {
    return err.status === 503 || err.code === 'circuit_open' || err.code === 'payments_unavailable'
      ? 'provider_unavailable'
      : 'provider_error';
  }
  if (err instanceof ProviderError) {
    if (err.transient) return 'provider_unavailable';
    if (/invalid.*(number|phone|msisdn)|(number|phone).*(invalid|not registered)/i.test(err.message)) {
      return 'invalid_number';
    }
    return 'provider_error';
  }
  return 'provider_unavailable';
}
