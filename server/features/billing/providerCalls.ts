/**
 * Calling the payment provider: behind the breaker (read once per request), with transient errors
 * (network, 5xx, 429) retried with exponential back-off, and "what does the provider know of this
 * reference?" asked without ever throwing. Only the provider failing (network, time-out, 5xx) counts
 * against the breaker: its 429 says it throttles us, not that it is down, and our own limits never reach it.
 */
import { BILLING_MESSAGES as m } from '../../../src/features/billing/messages';
import { ApiError } from '../../http/errors';
import type { BreakerSeen, CircuitBreaker } from './breaker';
import { type PaymentProvider, type PaystackTransaction, ProviderError } from './providers/types';

export interface ProviderCallDeps {
  breaker: CircuitBreaker;
  /** null when payments are unavailable (production without live keys) */
  provider: PaymentProvider | null;
  /** base of the exponential back-off between retries (ms) */
  retryBaseMs: number;
}

export function providerCalls(core: ProviderCallDeps) {
  const { breaker } = core;

  function requireProvider(): PaymentProvider {
    if (!core.provider) throw new ApiError(503, 'payments_unavailable', m.paymentsUnavailable);
    return core.provider;
  }

  /**
   * Call the provider behind the breaker: transient errors (network, 5xx, 429) are retried up to 3
   * times with exponential back-off; a call that still fails counts one failure against the breaker,
   * unless the provider was throttling (429).
   */
  async function withProvider<T>(fn: (p: PaymentProvider) => Promise<T>, read?: BreakerSeen): Promise<T> {
    const provider = requireProvider();
    // the breaker is read once per request: by the caller (`read`), else here
    const seen = read ?? (await breaker.before());
    for (let attempt = 0; ; attempt += 1) {
      let result: T;
      try {
        result = await fn(provider);
      } catch (err) {
        const transient = err instanceof ProviderError && err.transient;
        if (transient && attempt < 3) {
          await new Promise((r) => setTimeout(r, core.retryBaseMs * 2 ** attempt));
          continue;
        }
        if (transient && !err.throttled) await breaker.failure();
        throw err;
      }
      // Outside the try: the provider answered; a database failure recording it is not a provider error.
      await breaker.success(seen);
      return result;
    }
  }

  /** What the provider knows of a reference: its transaction, 'unknown', or 'unreachable' (errors, breaker). */
  async function probe(
    reference: string,
    read?: BreakerSeen,
  ): Promise<PaystackTransaction | 'unknown' | 'unreachable'> {
    if (!core.provider) return 'unreachable';
    try {
      return (await withProvider((p) => p.verify(reference), read)) ?? 'unknown';
    } catch {
      return 'unreachable';
    }
  }

  return {
    requireProvider,
    withProvider,
    probe,
    /** the breaker as this request finds it (read once, then handed to each call) */
    readBreaker: () => breaker.before(),
    available: () => core.provider !== null,
  };
}

export type ProviderCalls = ReturnType<typeof providerCalls>;
