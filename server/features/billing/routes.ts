/**
 * The billing API (mounted at /api/billing) and the Flutterwave-style hosted checkout (/api/payment), assembled from one file per concern. This file holds
 * what they share: the body limits, the bearer, and which signed-in requests count toward the api limit.
 * Requests are read with the contract's schemas; answers are typed with its records; the work is in
 * service.ts (and, for paid time, the subscriptions feature).
 */
import { count } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Db } from '../../db/client';
import { bodyLimit } from '../../http/bodyLimit';
import { bodyTooLarge, errorResponse } from '../../http/errors';
import { type AuthEnv, bearerAuth, type TokenService } from '../auth';
import type { CircuitBreaker } from './breaker';
import { callbackRoutes } from './callbackRoutes';
import { billingLimits } from './paymentLimits';
import { paymentReadRoutes } from './paymentReadRoutes';
import { PAYMENT_START_PATH, payRoutes } from './payRoutes';
import { planRoutes } from './planRoutes';
import type { PaymentSetup } from './providers';
import { receiptRoutes } from './receiptRoutes';
import type { Billing } from './service';
import { subscriptionRoutes } from './subscriptionRoutes';
import { summaryRoutes } from './summaryRoutes';
import { payments } from './tables';
import { voucherRoute } from './voucherRoute';
import { webhookRoute } from './webhookRoute';

export interface BillingRouteDeps {
  db: Db;
  clock: () => Date;
  tokens: TokenService;
  billing: Billing;
  breaker: CircuitBreaker;
  payments: PaymentSetup;
  production: boolean;
  /** the caller's address (the public callback answer is limited per address) */
  clientIp?: (c: Context) => string;
}

export { PLANS_TTL_MS } from './timedCache';

const JSON_LIMIT = 16 * 1024;
const WEBHOOK_LIMIT = 256 * 1024;

export function billingRoutes(deps: BillingRouteDeps) {
  const { db, clock, billing } = deps;
  const limits = billingLimits(db, clock);
  const requireUser = bearerAuth(db, deps.tokens);

  const jsonLimit = bodyLimit({ maxSize: JSON_LIMIT, onError: (c) => errorResponse(c, bodyTooLarge()) });
  // Paystack's webhook carries the whole transaction (with its log): a larger allowance.
  const webhookLimit = bodyLimit({ maxSize: WEBHOOK_LIMIT, onError: (c) => errorResponse(c, bodyTooLarge()) });

  // ----- /api/billing: open to anyone -----------------------------------------------------------

  const app = new Hono<AuthEnv>();
  app.use('*', (c, next) => (c.req.path.endsWith('/paystack/webhook') ? webhookLimit(c, next) : jsonLimit(c, next)));
  planRoutes(app, { db, breaker: deps.breaker, payments: deps.payments, production: deps.production });
  webhookRoute(app, { billing, payments: deps.payments });
  // The callback page's answer: no session, the reference is the key.
  callbackRoutes(app, { billing, db, clock, clientIp: deps.clientIp });

  // Everything below belongs to a signed-in customer.
  const owned = new Hono<AuthEnv>();
  owned.use('*', requireUser);
  const uid = (c: Context<AuthEnv>) => c.get('user').id;
  /**
   * The spec's api limit (30 a minute, then 5 minutes blocked) on what changes data or reaches the payment
   * provider: every POST and DELETE, and the reads that ask the provider (`/paystack/*`). Reading one's own
   * records from our database (subscription, invoices, payments, receipts) is not counted: one dashboard load
   * makes four such reads, and a customer going back and forth between their pages would lock themselves out
   * for 5 minutes. The status polls are not counted here either (the client polls every few seconds): they
   * have their own, larger limit (paymentLimits.ts POLL_LIMIT).
   */
  owned.use('*', async (c, next) => {
    const changes = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    const asksProvider = c.req.path.includes('/paystack/');
    // a payment's start takes its api count with its payment counts, once it reaches the provider (payRoutes.ts)
    const startsPayment = c.req.method === 'POST' && PAYMENT_START_PATH.test(c.req.path);
    if ((changes || asksProvider) && !startsPayment && !/\/(poll-status|status)$/.test(c.req.path)) {
      await limits.take(uid(c), ['api']);
    }
    await next();
  });

  // ----- /api/payment (Flutterwave-style hosted checkout) ----------------------------------------

  const hosted = new Hono<AuthEnv>();
  hosted.use('*', jsonLimit);
  hosted.use('*', requireUser);

  subscriptionRoutes(owned, { db, clock, billing });
  payRoutes(owned, hosted, { db, billing, limits, clock, publicKey: deps.payments.publicKey });
  paymentReadRoutes(owned, hosted, { db, billing, limits, clock });
  voucherRoute(owned, { billing, db, clock });
  receiptRoutes(owned, { db, clock, billing });
  summaryRoutes(owned, { db, clock, billing });
  app.route('/', owned);

  return { billing: app, hosted };
}

/** Payments by status, for /api/metrics. */
export async function paymentsByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ status: payments.status, n: count() }).from(payments).groupBy(payments.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}
