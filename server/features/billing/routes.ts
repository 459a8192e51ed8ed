/**
 * The billing API (mounted at /api/billing), the notifications API (/api/notifications) and the
 * Flutterwave-style hosted checkout (/api/payment). Requests are read with the contract's schemas;
 * answers are typed with its records; the work is in service.ts. Longer than 300 lines: one file per
 * API surface would split the shared rate-limit and ownership helpers three ways.
 */
import { createHash } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { type Receipt, receiptFileName } from '../../../src/domain/format/receipt';
import { yearlySavingsPercent } from '../../../src/domain/plans';
import {
  createSubscriptionRequestSchema,
  type InvoiceRecord,
  type PlanRecord,
  type ReceiptRecord,
  type SubscriptionRecord,
} from '../../../src/features/billing/contract';
import { BILLING_MESSAGES as m } from '../../../src/features/billing/messages';
import { invoiceStanding, receiptOf } from '../../../src/features/billing/rules';
import type { Db } from '../../db/client';
import { bodyLimit } from '../../http/bodyLimit';
import { ApiError, bodyTooLarge, errorResponse, isUniqueViolation, readJson } from '../../http/errors';
import { requestHeader } from '../../http/node';
import { type AuthEnv, bearerAuth, type TokenService } from '../auth';
import { BELL_STREAM_DEFAULTS, type BellStreamOptions, streamRoute, streamTicketRoute } from './bellStream';
import type { CircuitBreaker } from './breaker';
import { callbackRoutes } from './callbackRoutes';
import { listNotifications, toNotification } from './notifications';
import { billingLimits } from './paymentLimits';
import { isUuid, PAYMENT_START_PATH, paymentEnvelope, payRoutes } from './payRoutes';
import type { PaymentSetup } from './providers';
import { verifyWebhookSignature } from './providers/paystack';
import { SANDBOX_CARDS, SANDBOX_NUMBERS } from './providers/sandboxData';
import type { PaystackTransaction } from './providers/types';
import { receiptPdf } from './receiptPdf';
import { type Billing, epochSeconds, OPEN, planFromRow, toPaymentRecord } from './service';
import { hasPaidTime, type SubscriptionView, subscriptionView } from './subscriptions';
import { paystackStatus, summaryRoutes } from './summaryRoutes';
import { invoices, notifications, payments, plans, subscriptions } from './tables';

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
  /** the notification stream's timings (tests shorten them) */
  bellStream?: Partial<BellStreamOptions>;
}

export { BILLING_LIMITS } from './paymentLimits';

const JSON_LIMIT = 16 * 1024;
const WEBHOOK_LIMIT = 256 * 1024;

export function billingRoutes(deps: BillingRouteDeps) {
  const { db, clock, billing } = deps;
  const limits = billingLimits(db, clock);
  const requireUser = bearerAuth(db, deps.tokens);

  const jsonLimit = bodyLimit({ maxSize: JSON_LIMIT, onError: (c) => errorResponse(c, bodyTooLarge()) });
  // Paystack's webhook carries the whole transaction (with its log): a larger allowance.
  const webhookLimit = bodyLimit({ maxSize: WEBHOOK_LIMIT, onError: (c) => errorResponse(c, bodyTooLarge()) });

  // ----- /api/billing -------------------------------------------------------------------------

  /**
   * GET /plans from memory, read again at most every PLANS_TTL_MS. The catalogue only changes when a server
   * starts with a new src/domain/plans.ts (seedPlans upserts it): with several servers, each sees the new
   * catalogue within the TTL, well inside the minute browsers and proxies may already keep it
   * (Cache-Control: public, max-age=60). Parallel requests share one read.
   */
  const planAnswers = timedCache(PLANS_TTL_MS, async () => {
    const rows = (await db.select().from(plans).where(eq(plans.isActive, true))).sort(
      (a, b) => a.family.localeCompare(b.family) || a.sortOrder - b.sortOrder,
    );
    const answers = new Map<string, { body: string; etag: string }>();
    for (const family of ['all', 'packages', 'residential']) {
      const list = rows.filter((r) => family === 'all' || r.family === family).map(toPlanRecord);
      const body = JSON.stringify({ success: true as const, data: { plans: list } });
      answers.set(family, { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` });
    }
    return answers;
  });

  /** The API's subscription at now: paid-until, standing and any scheduled change (subscriptions.ts). */
  async function subscriptionRecord(s: typeof subscriptions.$inferSelect): Promise<SubscriptionRecord> {
    const view = subscriptionView(s, clock());
    const [next] = view.scheduled
      ? await db.select({ name: plans.name }).from(plans).where(eq(plans.id, view.scheduled.planId)).limit(1)
      : [];
    return toSubscription(s, view, next?.name ?? view.scheduled?.planId ?? null);
  }

  const app = new Hono<AuthEnv>();
  app.use('*', (c, next) => (c.req.path.endsWith('/paystack/webhook') ? webhookLimit(c, next) : jsonLimit(c, next)));

  app.get('/health', async (c) =>
    c.json({
      status: deps.payments.provider ? 'ok' : 'degraded',
      provider: deps.payments.providerName,
      payments_enabled: deps.payments.provider !== null,
      breaker: await deps.breaker.state(),
    }),
  );

  app.get('/plans', async (c) => {
    const family = c.req.query('family');
    if (family !== undefined && family !== 'packages' && family !== 'residential') {
      throw new ApiError(400, 'validation_failed', 'family must be packages or residential', {
        issues: [{ path: 'family', message: 'family must be packages or residential' }],
      });
    }
    const answer = (await planAnswers()).get(family ?? 'all');
    if (!answer) throw new Error('plans answer missing');
    const headers: Record<string, string> = { 'Cache-Control': PLANS_CACHE_CONTROL, ETag: answer.etag };
    const held = requestHeader(c, 'if-none-match');
    if (held?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
      return new Response(null, { status: 304, headers });
    }
    // A plain header record: @hono/node-server writes it as it is (c.json would build a web Headers here).
    return new Response(answer.body, { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });
  });

  app.get('/config', (c) => {
    const sandbox = deps.payments.providerName === 'sandbox';
    return c.json({
      success: true as const,
      data: {
        provider: deps.payments.providerName,
        mode: deps.payments.mode,
        public_key: deps.payments.publicKey,
        inline_script_url: deps.payments.inlineScriptUrl,
        currency: 'GHS' as const,
        payments_enabled: deps.payments.provider !== null,
        test_tools: !deps.production,
        test_numbers: sandbox
          ? SANDBOX_NUMBERS.map(({ number, network, behaviour }) => ({ number, network, behaviour }))
          : [],
        test_cards: sandbox
          ? SANDBOX_CARDS.map(({ number, cvv, pin, otp, behaviour }) => ({ number, cvv, pin, otp, behaviour }))
          : [],
      },
    });
  });

  // The webhook: no bearer, the signature is the authentication (raw body, constant-time compare).
  app.post('/paystack/webhook', async (c) => {
    const raw = await c.req.text();
    const key = deps.payments.secretKey;
    if (!key || !verifyWebhookSignature(raw, c.req.header('x-paystack-signature'), key)) {
      console.warn('billing: webhook refused (bad or missing signature)');
      throw new ApiError(401, 'invalid_signature', m.invalidSignature);
    }
    let event: { event?: unknown; data?: Partial<PaystackTransaction> };
    try {
      event = JSON.parse(raw);
    } catch {
      throw new ApiError(400, 'invalid_body', 'Invalid request body');
    }
    const data = event.data;
    if (event.event !== 'charge.success' || !data || typeof data.reference !== 'string') {
      return c.json({ received: true as const });
    }
    const payment = await billing.paymentByReference(data.reference);
    if (!payment) {
      console.info(`billing: webhook for unknown reference ${data.reference} acknowledged and ignored`);
      return c.json({ received: true as const });
    }
    await billing.applyTransaction(payment, data as PaystackTransaction, 'webhook');
    return c.json({ received: true as const });
  });

  // The callback page's answer: no session, the reference is the key (callbackRoutes.ts).
  callbackRoutes(app, { billing, db, clock, clientIp: deps.clientIp });

  // Everything below belongs to a signed-in customer.
  const owned = new Hono<AuthEnv>();
  owned.use('*', requireUser);
  const uid = (c: Context<AuthEnv>) => c.get('user').id;
  const email = (c: Context<AuthEnv>) => c.get('user').email;
  /**
   * The spec's api limit (30 a minute, then 5 minutes blocked) on what changes data or reaches the payment
   * provider: every POST and DELETE, and the reads that ask the provider (`/paystack/*`). Reading one's own
   * records from our database (subscription, invoices, payments, receipts) is not counted: one dashboard load
   * makes four such reads, and a customer going back and forth between their pages would lock themselves out
   * for 5 minutes. The status polls are not counted either (the client polls every few seconds).
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

  /**
   * Choose a plan (spec §4: with no subscription, one is created and its invoice goes on top of the list).
   * One transaction under a per-customer advisory lock: two parallel requests cannot both find "none"
   * and create two subscriptions (the unique index on user_id is the last line: a violation is a 409 too).
   */
  owned.post('/subscriptions', async (c) => {
    const body = await readJson(c, createSubscriptionRequestSchema);
    const plan = await billing.loadPlan(body.plan_id);
    const now = clock();
    const userId = uid(c);
    let created: { sub: typeof subscriptions.$inferSelect; invoice: typeof invoices.$inferSelect };
    try {
      created = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`billing:subscription:${userId}`}, 0))`);
        const [existing] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
        // paid time still running (a cancelled subscription keeps it): choosing anew would erase it
        if (existing && (existing.status === 'active' || existing.status === 'pending' || hasPaidTime(existing, now))) {
          throw new ApiError(409, 'subscription_exists', m.subscriptionExists);
        }
        const values = {
          planId: plan.id,
          billingCycle: body.billing_cycle,
          status: 'pending' as const,
          nextBillingDate: null,
          nextPlanId: null,
          nextBillingCycle: null,
          nextPaidUntil: null,
          autoRenew: true,
          updatedAt: now,
        };
        const [sub] = existing
          ? await tx.update(subscriptions).set(values).where(eq(subscriptions.id, existing.id)).returning()
          : await tx
              .insert(subscriptions)
              .values({ ...values, userId, creditPesewas: 0, createdAt: now })
              .returning();
        if (!sub) throw new Error('subscription write returned nothing');
        const amount = body.billing_cycle === 'yearly' ? plan.priceYearly : plan.priceMonthly;
        const invoice = await billing.createInvoice(tx, userId, sub.id, plan.id, body.billing_cycle, amount);
        return { sub, invoice };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError(409, 'subscription_exists', m.subscriptionExists);
      throw err;
    }
    return c.json(
      {
        success: true as const,
        data: { subscription: await subscriptionRecord(created.sub), invoice: toInvoice(created.invoice, now) },
      },
      201,
    );
  });

  owned.get('/subscriptions', async (c) => {
    await billing.expireIfDue(uid(c));
    const [sub] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, uid(c)))
      .limit(1);
    if (!sub) throw new ApiError(404, 'no_subscription', m.noSubscription);
    const record = await subscriptionRecord(sub);
    const [plan] = await db.select().from(plans).where(eq(plans.id, record.plan_id)).limit(1);
    if (!plan) throw new ApiError(404, 'unknown_plan', m.unknownPlan);
    return c.json({ success: true as const, data: { subscription: record, plan: toPlanRecord(plan) } });
  });

  owned.delete('/subscriptions', async (c) => {
    const [sub] = await db
      .update(subscriptions)
      .set({ status: 'cancelled', autoRenew: false, updatedAt: clock() })
      .where(eq(subscriptions.userId, uid(c)))
      .returning();
    if (!sub) throw new ApiError(404, 'no_subscription', m.noSubscription);
    return c.json({ success: true as const, data: { subscription: await subscriptionRecord(sub) } });
  });

  owned.get('/invoices', async (c) => {
    const rows = await db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, uid(c)))
      .orderBy(desc(invoices.issueDate), desc(invoices.id));
    const now = clock();
    return c.json({ success: true as const, data: { invoices: rows.map((r) => toInvoice(r, now)) } });
  });

  // Prepared once: the SQL is not rebuilt per request, and PostgreSQL plans it once per connection
  // (it reads payments_user_idx: user_id, created_at).
  const paymentsOf = db
    .select()
    .from(payments)
    .where(eq(payments.userId, sql.placeholder('userId')))
    .orderBy(desc(payments.createdAt))
    .prepare('billing_payments_of_user');
  owned.get('/payments', async (c) => {
    const rows = await paymentsOf.execute({ userId: uid(c) });
    return c.json({ success: true as const, data: { payments: rows.map(toPaymentRecord) } });
  });

  owned.get('/subscriptions/:id/payments', async (c) => {
    const id = c.req.param('id');
    const [sub] = isUuid(id)
      ? await db
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, uid(c))))
          .limit(1)
      : [];
    if (!sub) throw new ApiError(404, 'no_subscription', m.noSubscription);
    const rows = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, uid(c)), eq(payments.subscriptionId, sub.id)))
      .orderBy(desc(payments.createdAt));
    return c.json({ success: true as const, data: { payments: rows.map(toPaymentRecord) } });
  });

  const poll = (source: 'poll' | 'status') => async (c: Context<AuthEnv>) => {
    const payment = await billing.ownPayment(uid(c), c.req.param('id') ?? '');
    return c.json(paymentEnvelope(await billing.refresh(payment, source)));
  };
  owned.get('/payments/:id/status', poll('status'));
  owned.get('/mobile-money/payments/:id/poll-status', poll('poll'));

  /** The receipt of one of this customer's payments (another customer's id: 404, as if it did not exist). */
  async function receiptFor(c: Context<AuthEnv>): Promise<{ id: string; receipt: Receipt }> {
    const payment = await billing.ownPayment(uid(c), c.req.param('id') ?? '');
    const [plan] = await db.select({ name: plans.name }).from(plans).where(eq(plans.id, payment.planId)).limit(1);
    const user = c.get('user');
    const receipt = receiptOf({
      reference: payment.reference,
      providerReference: payment.providerReference,
      paidAt: payment.paidAt?.toISOString() ?? null,
      createdAt: payment.createdAt.toISOString(),
      amount: payment.amountPesewas,
      channel: payment.channel,
      network: payment.network,
      status: payment.status,
      billingCycle: payment.billingCycle,
      months: payment.months,
      planName: plan?.name ?? payment.planId,
      customerName: user.fullName || null,
      customerEmail: payment.email || user.email,
    });
    if (payment.status === 'succeeded') {
      // the one paid-until every screen shows (GET /subscriptions' next_billing_date)
      const [sub] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, uid(c)))
        .limit(1);
      const paidUntil = sub ? subscriptionView(sub, clock()).paidUntil : null;
      if (paidUntil) receipt.paidUntil = paidUntil;
    }
    return { id: payment.id, receipt };
  }
  owned.get('/payments/:id/receipt', async (c) => {
    const { id, receipt: r } = await receiptFor(c);
    const record: ReceiptRecord = {
      payment_id: id,
      brand_name: r.brandName,
      reference: r.reference,
      transaction_id: r.transactionId ?? null,
      paid_at: new Date(r.paidAt).toISOString(),
      amount: Math.round(r.amount * 100),
      currency: 'GHS',
      method: r.method,
      description: r.description,
      status: r.status as ReceiptRecord['status'],
      customer_name: r.customerName ?? null,
      customer_email: r.customerEmail ?? null,
      billing_cycle: r.billingCycle ?? 'monthly',
      paid_until: r.paidUntil === undefined ? null : epochSeconds(new Date(r.paidUntil)),
    };
    return c.json({ success: true as const, data: { receipt: record } });
  });
  owned.get('/payments/:id/receipt.pdf', async (c) => {
    const { receipt: r } = await receiptFor(c);
    const name = receiptFileName(r).replace(/\.txt$/, '.pdf');
    return c.body(receiptPdf(r), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    });
  });

  owned.get('/paystack/verify/:reference', async (c) => {
    const payment = await billing.refresh(await billing.ownPayment(uid(c), c.req.param('reference')), 'verify');
    const paid = payment.status === 'succeeded';
    return c.json({
      success: true,
      status: true,
      message: paid ? 'Verification successful' : `Payment is ${payment.status}`,
      data: {
        status: paystackStatus(payment.status),
        reference: payment.reference,
        amount: payment.amountPesewas,
        currency: payment.currency,
        channel: payment.channel,
        gateway_response: payment.gatewayResponse,
        paid_at: payment.paidAt ? payment.paidAt.toISOString() : null,
        payment: toPaymentRecord(payment),
      },
    });
  });

  owned.get('/paystack/customer/:email', async (c) => {
    const wanted = c.req.param('email').trim().toLowerCase();
    if (wanted !== email(c).toLowerCase()) throw new ApiError(403, 'forbidden', m.customerNotYours);
    let customer: Awaited<ReturnType<NonNullable<PaymentSetup['provider']>['customer']>>;
    try {
      customer = await billing.withProvider((p) => p.customer(wanted));
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw new ApiError(502, 'provider_error', m.providerError);
    }
    if (!customer) throw new ApiError(404, 'not_found', 'No payment provider customer for this email yet');
    return c.json({
      success: true as const,
      data: {
        id: customer.id,
        customer_code: customer.customer_code,
        email: customer.email,
        first_name: customer.first_name ?? null,
        last_name: customer.last_name ?? null,
        total_transactions: customer.total_transactions ?? 0,
      },
    });
  });

  // ----- /api/payment (Flutterwave-style hosted checkout) ----------------------------------------

  const hosted = new Hono<AuthEnv>();
  hosted.use('*', jsonLimit);
  hosted.use('*', requireUser);

  // Starting payments (payRoutes.ts) and the transactions and billing summary (summaryRoutes.ts).
  payRoutes(owned, hosted, { db, billing, limits, publicKey: deps.payments.publicKey });
  summaryRoutes(owned, { db, clock, billing });

  app.route('/', owned);

  // ----- /api/notifications ---------------------------------------------------------------------

  const bell = new Hono<AuthEnv>();
  const streamDeps = { db, clock, options: { ...BELL_STREAM_DEFAULTS, ...deps.bellStream } };
  // The stream authenticates with its single-use ticket (EventSource sends no header): before the bearer.
  streamRoute(bell, streamDeps);
  bell.use('*', requireUser);
  bell.get('/', async (c) => c.json({ success: true as const, data: await listNotifications(db, uid(c)) }));
  streamTicketRoute(bell, streamDeps);
  bell.post('/read-all', async (c) => {
    const rows = await db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, uid(c)), eq(notifications.isRead, false)))
      .returning({ id: notifications.id });
    return c.json({ success: true as const, data: { updated: rows.length } });
  });
  bell.post('/:id/read', async (c) => {
    const id = c.req.param('id');
    const [row] = isUuid(id)
      ? await db
          .update(notifications)
          .set({ isRead: true })
          .where(and(eq(notifications.id, id), eq(notifications.userId, uid(c))))
          .returning()
      : [];
    if (!row) throw new ApiError(404, 'notification_not_found', m.notificationNotFound);
    return c.json({ success: true as const, data: { notification: toNotification(row) } });
  });
  bell.delete('/', async (c) => {
    const rows = await db
      .delete(notifications)
      .where(eq(notifications.userId, uid(c)))
      .returning({ id: notifications.id });
    return c.json({ success: true as const, data: { updated: rows.length } });
  });

  hosted.get('/verify/:transactionId', async (c) => {
    const transactionId = c.req.param('transactionId');
    if (!/^\d{1,20}$/.test(transactionId))
      throw new ApiError(404, 'payment_not_found', 'No transaction was found for this id');
    await limits.take(uid(c), ['api']);
    let [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, uid(c)), eq(payments.providerReference, transactionId)))
      .limit(1);
    if (!payment) {
      // The id is learnt at the first verify: look among this customer's recent checkouts without one.
      const candidates = await db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, uid(c)), eq(payments.channel, 'card'), isNull(payments.providerReference)))
        .orderBy(desc(payments.createdAt))
        .limit(5);
      for (const candidate of candidates) {
        const t = await billing.withProvider((p) => p.verify(candidate.reference)).catch(() => null);
        if (t && String(t.id) === transactionId) {
          payment = await billing.applyTransaction(candidate, t, 'verify');
          break;
        }
      }
    }
    if (!payment) throw new ApiError(404, 'payment_not_found', 'No transaction was found for this id');
    payment = await billing.refresh(payment, 'verify');
    const status =
      payment.status === 'succeeded'
        ? ('successful' as const)
        : payment.status === 'failed'
          ? ('failed' as const)
          : OPEN.includes(payment.status)
            ? ('pending' as const)
            : ('cancelled' as const);
    return c.json({
      status: 'success' as const,
      message: 'Transaction fetched successfully',
      data: {
        id: payment.providerReference ?? transactionId,
        tx_ref: payment.reference,
        amount: payment.amountPesewas / 100,
        currency: payment.currency,
        status,
        payment_type: payment.channel === 'mobile_money' ? 'mobilemoneygh' : 'card',
        created_at: payment.createdAt.toISOString(),
      },
    });
  });

  return { billing: app, notifications: bell, hosted };
}

// ----- mapping ----------------------------------------------------------------------------------

function toPlanRecord(r: typeof plans.$inferSelect): PlanRecord {
  const p = planFromRow(r);
  return {
    id: p.id,
    family: p.family,
    name: p.name,
    description: p.description,
    price_monthly: p.priceMonthly,
    price_yearly: p.priceYearly,
    speed_mbps: p.speedMbps,
    data_cap_gb: p.dataCapGb,
    features: [...p.features],
    is_active: p.isActive,
    payment_methods_supported: [...p.paymentMethodsSupported],
    currency: 'GHS',
    badge: p.badge,
    audience: p.audience,
    sort_order: p.sortOrder,
    yearly_savings_percent: yearlySavingsPercent(p),
  };
}

function toSubscription(
  s: typeof subscriptions.$inferSelect,
  view: SubscriptionView,
  scheduledName: string | null,
): SubscriptionRecord {
  return {
    id: s.id,
    plan_id: view.planId,
    billing_cycle: view.cycle,
    status: s.status,
    // paid-until: the end of everything paid, a scheduled change's time included
    next_billing_date: epochSeconds(view.paidUntil),
    standing: view.standing?.status ?? null,
    grace_days_left: view.standing?.graceDaysLeft ?? null,
    scheduled_change: view.scheduled
      ? {
          plan_id: view.scheduled.planId,
          plan_name: scheduledName ?? view.scheduled.planId,
          billing_cycle: view.scheduled.cycle,
          starts_at: epochSeconds(view.scheduled.startsAt) ?? 0,
        }
      : null,
    auto_renew: s.autoRenew,
    credit: s.creditPesewas,
    created_at: epochSeconds(s.createdAt) ?? 0,
  };
}

function toInvoice(i: typeof invoices.$inferSelect, now: Date): InvoiceRecord {
  // a void invoice (a failed attempt's) is never owed: not late, no fee
  const standing =
    i.status === 'void'
      ? { status: 'void' as const, daysLate: 0, lateFee: 0 }
      : invoiceStanding(
          { status: i.status, amountPesewas: i.amountPesewas, dueMs: i.dueDate.getTime() },
          now.getTime(),
        );
  return {
    id: i.id,
    number: i.number,
    subscription_id: i.subscriptionId,
    plan_id: i.planId,
    billing_cycle: i.billingCycle,
    amount: i.amountPesewas,
    currency: 'GHS',
    status: standing.status,
    issue_date: epochSeconds(i.issueDate) ?? 0,
    due_date: epochSeconds(i.dueDate) ?? 0,
    paid_at: epochSeconds(i.paidAt),
    days_late: standing.daysLate,
    late_fee: standing.lateFee,
  };
}

/** Payments by status, for /api/metrics. */
export async function paymentsByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ status: payments.status, n: count() }).from(payments).groupBy(payments.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** How long a server answers GET /plans from memory before reading the table again. */
export const PLANS_TTL_MS = 5_000;
const PLANS_CACHE_CONTROL = 'public, max-age=60';

/**
 * A value computed at most once per `ttlMs` (wall time), shared by parallel callers; a failed read is
 * not kept (the next caller tries again).
 */
function timedCache<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let held: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = performance.now();
    if (!held || now - held.at >= ttlMs) {
      const value = load();
      held = { at: now, value };
      value.catch(() => {
        if (held?.value === value) held = undefined;
      });
    }
    return held.value;
  };
}
