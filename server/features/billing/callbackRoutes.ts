/**
 * The payment callback page's answer, without a session (rule 8 of "One billing truth"): GET
 * /api/billing/callback/:reference. The provider sends the customer back to /payment/callback with our
 * reference, often in a browser that is not signed in (another device, an expired session); whoever holds
 * the reference sees that payment's outcome (status, amount, method, date, reference, a failed one's reason) and nothing else:
 * no email, no name, no other payment. Only our reference format is looked up; an unknown one is 404
 * payment_not_found. Limited per address (20 a minute) so references cannot be guessed in bulk. An open
 * payment is asked about at the provider first (the return usually comes before the webhook), as the
 * owned verify does.
 */
import type { Context, Hono } from 'hono';
import {
  billingEndpoints,
  PAYMENT_REFERENCE_PATTERN,
  type PaymentOutcomeRecord,
  type PaymentOutcomeResponse,
} from '../../../src/features/billing/contract';
import { BILLING_MESSAGES as m } from '../../../src/features/billing/messages';
import { rateLimiter } from '../../db/rateLimit';
import { route } from '../../http/contractRoute';
import { ApiError } from '../../http/errors';
import { tooMany } from './paymentLimits';
import type { Billing, PaymentRow } from './service';

/** Per address: 20 answers a minute (a person reloads the page a few times; a guesser needs millions). */
export const CALLBACK_LIMIT = { limit: 20, windowMs: 60_000 } as const;

export interface CallbackRouteDeps {
  billing: Billing;
  db: Parameters<typeof rateLimiter>[0];
  clock: () => Date;
  clientIp?: (c: Context) => string;
}

export function toOutcome(p: PaymentRow): PaymentOutcomeRecord {
  return {
    reference: p.reference,
    status: p.status,
    amount: p.amountPesewas,
    currency: 'GHS',
    method: p.channel,
    date: (p.paidAt ?? p.createdAt).toISOString(),
    transaction_id: p.providerReference,
    failure_reason: p.status === 'failed' ? p.failureReason : null,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: mounted on the billing app, whatever its env
export function callbackRoutes(app: Hono<any>, deps: CallbackRouteDeps) {
  const limiter = rateLimiter(deps.db, deps.clock);
  route(app, billingEndpoints.callbackOutcome, async (c, { params: { reference } }) => {
    if (!PAYMENT_REFERENCE_PATTERN.test(reference)) throw new ApiError(404, 'payment_not_found', m.paymentNotFound);
    const address = deps.clientIp?.(c) ?? 'unknown';
    const ticket = await limiter.consume([{ key: `billing:callback:${address}`, ...CALLBACK_LIMIT }]);
    if (ticket.limited) {
      const retryAt = new Date(Math.ceil((deps.clock().getTime() + ticket.retryAfterSeconds * 1000) / 1000) * 1000);
      throw tooMany({ retryAt, retryAfterSeconds: ticket.retryAfterSeconds });
    }
    const found = await deps.billing.paymentByReference(reference);
    if (!found) throw new ApiError(404, 'payment_not_found', m.paymentNotFound);
    // the provider unreachable or the breaker open: the outcome as our books have it
    const payment = await deps.billing.refresh(found, 'verify').catch((err: unknown) => {
      if (err instanceof ApiError && (err.code === 'circuit_open' || err.code === 'payments_unavailable')) return found;
      throw err;
    });
    const body: PaymentOutcomeResponse = { success: true, data: { outcome: toOutcome(payment) } };
    c.header('Cache-Control', 'no-store');
    return body;
  });
}
