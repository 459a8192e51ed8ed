/**
 * The renewal link's API at /api/renewals (src/features/subscriptions/contract.ts): no session, the token is
 * the key. Every answer is limited per address (a person reloads and polls; a guesser needs 2^96 tries), and
 * the payment steps take the customer's own billing limits as the payment page does: the start counts the
 * api, payment and mobile money limits once it holds the one-payment lock, the polls the poll limit. Below it,
 * the signed-in customer's own actions (/api/subscriptions) and the administrators' service events.
 */
import type { Context, Hono } from 'hono';
import { normalizeGhanaPhone } from '../../../src/domain/format/phone';
import {
  customerSubscriptionEndpoints,
  renewalEndpoints,
  subscriptionsAdminEndpoints,
} from '../../../src/features/subscriptions/contract';
import type { Db } from '../../db/client';
import { rateLimiter } from '../../db/rateLimit';
import { route } from '../../http/contractRoute';
import { type AuthEnv, bearerAuth, type TokenService } from '../auth';
import type { SubscriptionPayments } from '../billing';
import { holdService } from './promise';
import type { RenewalService } from './renewal';
import { listServiceEvents } from './serviceEvents';

/** Per address, a minute: the page and its polls every 3 s (20), a reload or two, a second tab. */
export const RENEWAL_READ_LIMIT = { limit: 60, windowMs: 60_000 } as const;
/** Per address, a minute: starting, cancelling and sending a voucher. */
export const RENEWAL_WRITE_LIMIT = { limit: 10, windowMs: 60_000 } as const;

export interface RenewalRouteDeps {
  db: Db;
  clock: () => Date;
  /** billing's payments, as the app hands them to subscriptions */
  payments: SubscriptionPayments;
  renewals: RenewalService;
  clientIp?: (c: Context) => string;
}

// biome-ignore lint/suspicious/noExplicitAny: mounted on the app, whatever its env
export function renewalRoutes(app: Hono<any>, deps: RenewalRouteDeps) {
  const { payments, renewals } = deps;
  const { limits, envelope } = payments;
  const limiter = rateLimiter(deps.db, deps.clock);
  async function perAddress(c: Context, kind: 'read' | 'write') {
    const address = deps.clientIp?.(c) ?? 'unknown';
    const rule = kind === 'read' ? RENEWAL_READ_LIMIT : RENEWAL_WRITE_LIMIT;
    const ticket = await limiter.consume([{ key: `renewal:${kind}:${address}`, ...rule }]);
    if (ticket.limited) {
      const retryAt = new Date(Math.ceil((deps.clock().getTime() + ticket.retryAfterSeconds * 1000) / 1000) * 1000);
      throw payments.tooMany({ retryAt, retryAfterSeconds: ticket.retryAfterSeconds });
    }
  }

  route(app, renewalEndpoints.openRenewal, async (c, { params }) => {
    await perAddress(c, 'read');
    return { renewal: await renewals.view(params.token) };
  });

  route(app, renewalEndpoints.payRenewal, async (c, { params, body }) => {
    await perAddress(c, 'write');
    const { userId } = await renewals.ownerOf(params.token);
    await limits.check(userId, ['api', 'payment', 'mobile_money']);
    const payment = await renewals.pay(
      params.token,
      { phone: body.mobile_number && normalizeGhanaPhone(body.mobile_number), network: body.mobile_network },
      (id) => limits.take(id, ['api', 'payment', 'mobile_money']),
    );
    return envelope(payment);
  });

  route(app, renewalEndpoints.pollRenewalPayment, async (c, { params }) => {
    await perAddress(c, 'read');
    const { userId } = await renewals.ownerOf(params.token);
    await limits.take(userId, ['poll']);
    return envelope(await payments.pollStatus(userId, params.id, 'poll'));
  });

  route(app, renewalEndpoints.submitRenewalVoucher, async (c, { params, body }) => {
    await perAddress(c, 'write');
    const { userId, payment } = await renewals.payment(params.token, params.id);
    await limits.take(userId, ['api']);
    return envelope(await payments.submitOtp(payment, body.otp));
  });

  route(app, renewalEndpoints.promiseRenewal, async (c, { params, body }) => {
    await perAddress(c, 'write');
    return { renewal: await renewals.promise(params.token, body.days) };
  });

  route(app, renewalEndpoints.cancelRenewalPayment, async (c, { params }) => {
    await perAddress(c, 'write');
    const { userId } = await renewals.ownerOf(params.token);
    await limits.take(userId, ['api']);
    return envelope(await payments.cancelOpen(userId, params.id));
  });
}

/**
 * The signed-in customer's own subscription actions (/api/subscriptions): POST /promise holds the service a
 * few days in grace (promise.ts), counted against the customer's API limit.
 */
export function customerSubscriptionRoutes(
  app: Hono<AuthEnv>,
  deps: { db: Db; clock: () => Date; tokens: TokenService; payments: Pick<SubscriptionPayments, 'limits'> },
) {
  const { limits } = deps.payments;
  app.use('*', bearerAuth(deps.db, deps.tokens));
  route(app, customerSubscriptionEndpoints.promiseToPay, async (c, { body }) => {
    const userId = c.get('user').id;
    await limits.take(userId, ['api']);
    const held = await holdService(deps.db, deps.clock(), { userId }, body.days);
    return { promise: { days: held.days, suspends_at: held.suspendsAt.toISOString() } };
  });
}

/** GET /api/admin/service-events?customer=<email> (mounted behind the admin guard). */
// biome-ignore lint/suspicious/noExplicitAny: mounted on the app, whatever its env
export function subscriptionsAdminRoutes(app: Hono<any>, deps: { db: Db }) {
  route(app, subscriptionsAdminEndpoints.adminServiceEvents, async (_c, { query }) => ({
    events: await listServiceEvents(deps.db, query.customer),
  }));
}
