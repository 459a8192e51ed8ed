/**
 * The billing API (mounted at /api/billing), the notifications API (/api/notifications) and the
 * Flutterwave-style hosted checkout (/api/payment). Requests are read with the contract's schemas;
 * answers are typed with its records; the work is in service.ts. Longer than 300 lines: one file per
 * API surface would split the shared rate-limit and ownership helpers three ways.
 */
import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { toPesewas } from '../../../src/domain/format/amount';
import { type Receipt, receiptFileName } from '../../../src/domain/format/receipt';
import { paths, sameSitePath } from '../../../src/domain/paths';
import { yearlySavingsPercent } from '../../../src/domain/plans';
import {
  createPaymentRequestSchema,
  createSubscriptionRequestSchema,
  hostedInitializeRequestSchema,
  type InvoiceRecord,
  mobileMoneyPayRequestSchema,
  type PlanRecord,
  paystackInitializeRequestSchema,
  type ReceiptRecord,
  type SubscriptionRecord,
  subscriptionPayRequestSchema,
  type TransactionRecord,
} from '../../../src/features/billing/contract';
import { BILLING_MESSAGES as m, rateLimitExceeded } from '../../../src/features/billing/messages';
import { invoiceStanding, receiptOf } from '../../../src/features/billing/rules';
import type { Db } from '../../db/client';
import { rateLimiter } from '../../db/rateLimit';
import { bodyLimit } from '../../http/bodyLimit';
import { ApiError, bodyTooLarge, errorResponse, isUniqueViolation, readJson } from '../../http/errors';
import { requestHeader } from '../../http/node';
import { type AuthEnv, bearerAuth, type TokenService } from '../auth';
import { BELL_STREAM_DEFAULTS, type BellStreamOptions, streamRoute, streamTicketRoute } from './bellStream';
import type { CircuitBreaker } from './breaker';
import { listNotifications, toNotification } from './notifications';
import { clockTime } from './pricing';
import type { PaymentSetup } from './providers';
import { verifyWebhookSignature } from './providers/paystack';
import { SANDBOX_CARDS, SANDBOX_NUMBERS } from './providers/sandboxData';
import { type PaystackTransaction, ProviderError } from './providers/types';
import { receiptPdf } from './receiptPdf';
import {
  type Billing,
  epochSeconds,
  OPEN,
  type PaymentRow,
  paymentErrorOf,
  planFromRow,
  toPaymentRecord,
} from './service';
import { invoices, notifications, payments, plans, subscriptions } from './tables';

export interface BillingRouteDeps {
  db: Db;
  clock: () => Date;
  tokens: TokenService;
  billing: Billing;
  breaker: CircuitBreaker;
  payments: PaymentSetup;
  production: boolean;
  /** the notification stream's timings (tests shorten them) */
  bellStream?: Partial<BellStreamOptions>;
}

/** §9 rate limits per customer: limit per 60 s, then blocked for `blockMs`. */
export const BILLING_LIMITS = {
  payment: { limit: 5, windowMs: 60_000, blockMs: 10 * 60_000 },
  mobile_money: { limit: 3, windowMs: 60_000, blockMs: 15 * 60_000 },
  api: { limit: 30, windowMs: 60_000, blockMs: 5 * 60_000 },
} as const;
type LimitKind = keyof typeof BILLING_LIMITS;

/** What the billing service needs to start a mobile money payment. */
type MobileMoneyOrder = Parameters<Billing['payMobileMoney']>[0];

const JSON_LIMIT = 16 * 1024;
const WEBHOOK_LIMIT = 256 * 1024;

export function billingRoutes(deps: BillingRouteDeps) {
  const { db, clock, billing } = deps;
  const limiter = rateLimiter(db, clock);
  const requireUser = bearerAuth(db, deps.tokens);

  /** Refuse while blocked, else count one attempt per kind; a refused count blocks the kind. */
  async function limit(userId: string, kinds: LimitKind[]) {
    for (const kind of kinds) {
      const rule = BILLING_LIMITS[kind];
      const blockKey = `billing:block:${kind}:${userId}`;
      const blocked = await limiter.check([{ key: blockKey, limit: 1, windowMs: rule.blockMs }]);
      if (blocked.limited) throw tooMany(blocked.retryAfterSeconds);
      const ticket = await limiter.consume([
        { key: `billing:${kind}:${userId}`, limit: rule.limit, windowMs: rule.windowMs },
      ]);
      if (ticket.limited) {
        await limiter.record([blockKey], rule.blockMs);
        throw tooMany(Math.ceil(rule.blockMs / 1000));
      }
    }
  }
  function tooMany(retryAfterSeconds: number) {
    const until = new Date(clock().getTime() + retryAfterSeconds * 1000);
    return new ApiError(429, 'rate_limited', rateLimitExceeded(clockTime(until)), {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }

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
    if ((changes || asksProvider) && !/\/(poll-status|status)$/.test(c.req.path)) await limit(uid(c), ['api']);
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
        if (existing && (existing.status === 'active' || existing.status === 'pending')) {
          throw new ApiError(409, 'subscription_exists', m.subscriptionExists);
        }
        const values = {
          planId: plan.id,
          billingCycle: body.billing_cycle,
          status: 'pending' as const,
          nextBillingDate: null,
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
        data: { subscription: toSubscription(created.sub), invoice: toInvoice(created.invoice, now) },
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
    const [plan] = await db.select().from(plans).where(eq(plans.id, sub.planId)).limit(1);
    if (!plan) throw new ApiError(404, 'unknown_plan', m.unknownPlan);
    return c.json({ success: true as const, data: { subscription: toSubscription(sub), plan: toPlanRecord(plan) } });
  });

  owned.delete('/subscriptions', async (c) => {
    const [sub] = await db
      .update(subscriptions)
      .set({ status: 'cancelled', autoRenew: false, updatedAt: clock() })
      .where(eq(subscriptions.userId, uid(c)))
      .returning();
    if (!sub) throw new ApiError(404, 'no_subscription', m.noSubscription);
    return c.json({ success: true as const, data: { subscription: toSubscription(sub) } });
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

  const paymentEnvelope = (p: PaymentRow) => ({
    success: p.status !== 'failed' && p.status !== 'cancelled' && p.status !== 'abandoned',
    data: { payment: toPaymentRecord(p) },
    error: paymentErrorOf(p),
  });

  async function mobileMoney(
    c: Context<AuthEnv>,
    schema: typeof mobileMoneyPayRequestSchema | typeof createPaymentRequestSchema,
  ) {
    const body = await readJson(c, schema);
    return payByMobileMoney(c, body, {
      planId: body.plan_id,
      cycle: body.billing_cycle,
      months: body.months,
      offeredPesewas: body.amount === undefined ? undefined : toPesewas(body.amount),
    });
  }

  /** Past the payment and mobile money limits, start the prompt to the customer's wallet: 201 with the payment. */
  async function payByMobileMoney(
    c: Context<AuthEnv>,
    wallet: { mobile_network: NonNullable<MobileMoneyOrder['network']>; mobile_number: string },
    order: Pick<MobileMoneyOrder, 'planId' | 'cycle' | 'months' | 'offeredPesewas' | 'invoiceId'>,
  ) {
    await limit(uid(c), ['payment', 'mobile_money']);
    const payment = await billing.payMobileMoney({
      ...order,
      userId: uid(c),
      email: email(c),
      channel: 'mobile_money',
      network: wallet.mobile_network,
      phone: normalizePhone(wallet.mobile_number),
    });
    return c.json(paymentEnvelope(payment), 201);
  }

  owned.post('/mobile-money/pay-with-retry', (c) => mobileMoney(c, mobileMoneyPayRequestSchema));
  owned.post('/payments', (c) => mobileMoney(c, createPaymentRequestSchema));

  owned.post('/subscriptions/pay', async (c) => {
    const body = await readJson(c, subscriptionPayRequestSchema);
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(
        body.invoice_id
          ? and(
              eq(invoices.userId, uid(c)),
              eq(invoices.id, isUuid(body.invoice_id) ? body.invoice_id : '00000000-0000-0000-0000-000000000000'),
            )
          : and(eq(invoices.userId, uid(c)), inArray(invoices.status, ['unpaid', 'overdue'])),
      )
      .orderBy(desc(invoices.issueDate))
      .limit(1);
    if (!invoice) throw new ApiError(404, 'no_unpaid_invoice', m.noUnpaidInvoice);
    if (invoice.status === 'paid') throw new ApiError(409, 'invoice_paid', m.invoicePaid);
    return payByMobileMoney(c, body, {
      planId: invoice.planId,
      cycle: invoice.billingCycle,
      months: 1,
      offeredPesewas: invoice.amountPesewas,
      invoiceId: invoice.id,
    });
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

  owned.post('/paystack/initialize', async (c) => {
    const body = await readJson(c, paystackInitializeRequestSchema);
    if (body.email && body.email.toLowerCase() !== email(c).toLowerCase()) {
      throw new ApiError(403, 'forbidden', m.customerNotYours);
    }
    const callbackPath = safePath(body.callback_url, 'callback_url');
    await limit(uid(c), ['payment']);
    const { payment, init } = await billing.initializeCheckout({
      userId: uid(c),
      email: email(c),
      planId: body.plan_id,
      cycle: body.billing_cycle,
      months: body.months,
      offeredPesewas: body.amount,
      channel: 'card',
      callbackPath,
      extraMetadata: body.metadata,
    });
    return c.json(
      {
        success: true as const,
        data: {
          authorization_url: init.authorization_url,
          access_code: init.access_code,
          reference: payment.reference,
          public_key: deps.payments.publicKey,
          email: payment.email,
          amount: payment.amountPesewas,
          currency: 'GHS' as const,
          payment: toPaymentRecord(payment),
        },
      },
      201,
    );
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

  const listQuery = z.object({
    customer: z.string().trim().max(254).optional(),
    limit: z.coerce
      .number()
      .int('limit must be a whole number')
      .min(1, 'limit must be between 1 and 100')
      .max(100, 'limit must be between 1 and 100')
      .default(50),
  });

  /** The customer's transactions: from the provider (customer id by email), else our own records. */
  async function transactionsOf(c: Context<AuthEnv>) {
    const query = listQuery.safeParse({ customer: c.req.query('customer') || undefined, limit: c.req.query('limit') });
    if (!query.success) {
      const message = query.error.issues[0]?.message ?? 'Invalid query';
      throw new ApiError(400, 'validation_failed', message, {
        issues: query.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      });
    }
    const filterEmail = (query.data.customer ?? email(c)).toLowerCase();
    if (filterEmail !== email(c).toLowerCase()) throw new ApiError(403, 'forbidden', m.customerNotYours);
    const ours = await db
      .select()
      .from(payments)
      .where(eq(payments.userId, uid(c)))
      .orderBy(desc(payments.createdAt));
    const planNames = new Map(
      (await db.select({ id: plans.id, name: plans.name }).from(plans)).map((p) => [p.id, p.name]),
    );
    try {
      const customer = await billing.withProvider((p) => p.customer(filterEmail));
      if (!customer) {
        return {
          transactions: [],
          matchedCount: 0,
          totalCount: 0,
          fallbackApplied: false,
          filterEmail,
          message: 'No transactions found',
        };
      }
      const list = await billing.withProvider((p) =>
        p.listTransactions({ customer: customer.id, perPage: query.data.limit }),
      );
      const oursByReference = new Map(ours.map((p) => [p.reference, p]));
      const transactions: TransactionRecord[] = list.data.map((t) => {
        const own = oursByReference.get(t.reference);
        const metadata = packageMetadata(t.metadata);
        return {
          id: t.id,
          reference: t.reference,
          created_at: t.created_at,
          amount: t.amount,
          currency: t.currency,
          status: t.status,
          channel: t.channel ?? 'unknown',
          // the package we sold when the provider's metadata does not name it
          metadata:
            own && !metadata?.package_name
              ? { ...metadata, package_name: planNames.get(own.planId) ?? own.planId }
              : metadata,
          customer: { email: t.customer?.email ?? filterEmail },
          matches_filter: (t.customer?.email ?? '').toLowerCase() === filterEmail,
          payment_id: own?.id ?? null,
        };
      });
      const matched = transactions.filter((t) => t.matches_filter);
      return {
        transactions: matched,
        matchedCount: matched.length,
        totalCount: list.total,
        fallbackApplied: false,
        filterEmail,
        message: 'Transactions retrieved',
      };
    } catch (err) {
      const unavailable =
        err instanceof ProviderError ||
        (err instanceof ApiError && (err.code === 'circuit_open' || err.code === 'payments_unavailable'));
      if (!unavailable) throw err;
      // The provider is unreachable or the breaker is open: our own records, said so.
      const transactions: TransactionRecord[] = ours.slice(0, query.data.limit).map((p) => ({
        id: p.providerReference ?? p.id,
        reference: p.reference,
        created_at: p.createdAt.toISOString(),
        amount: p.amountPesewas,
        currency: p.currency,
        status: paystackStatus(p.status),
        channel: p.channel,
        metadata: { package_name: planNames.get(p.planId) ?? p.planId },
        customer: { email: p.email },
        matches_filter: true,
        payment_id: p.id,
      }));
      return {
        transactions,
        matchedCount: transactions.length,
        totalCount: ours.length,
        fallbackApplied: true,
        filterEmail,
        message: 'Payment provider unavailable: showing the payments SkyLink recorded',
      };
    }
  }

  owned.get('/paystack/transactions', async (c) => c.json({ success: true as const, ...(await transactionsOf(c)) }));

  owned.get('/paystack/billing-summary', async (c) => {
    const list = await transactionsOf(c);
    const now = clock();
    const paid = list.transactions.filter((t) => t.status === 'success');
    const year = now.getUTCFullYear();
    const inYear = paid.filter((t) => new Date(t.created_at).getUTCFullYear() === year);
    const inMonth = inYear.filter((t) => new Date(t.created_at).getUTCMonth() === now.getUTCMonth());
    const sum = (ts: TransactionRecord[]) => ts.reduce((s, t) => s + t.amount, 0);
    return c.json({
      success: true as const,
      data: {
        totalThisYear: sum(inYear),
        totalThisMonth: sum(inMonth),
        averageMonthly: Math.round(sum(inYear) / (now.getUTCMonth() + 1)),
        totalPayments: paid.length,
        pendingPayments: list.transactions.filter((t) =>
          ['pending', 'ongoing', 'processing', 'queued'].includes(t.status),
        ).length,
        lastPayment: paid[0] ?? null,
        currency: 'GHS' as const,
        fallbackApplied: list.fallbackApplied,
        matchedCount: list.matchedCount,
        totalCount: list.totalCount,
        filterEmail: list.filterEmail,
        message: list.message,
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

  // ----- /api/payment (Flutterwave-style hosted checkout) ----------------------------------------

  const hosted = new Hono<AuthEnv>();
  hosted.use('*', jsonLimit);
  hosted.use('*', requireUser);
  hosted.post('/initialize', async (c) => {
    const body = await readJson(c, hostedInitializeRequestSchema);
    await limit(uid(c), ['api', 'payment']);
    const { payment, init } = await billing.initializeCheckout({
      userId: uid(c),
      email: email(c),
      planId: body.plan_id,
      cycle: body.billing_cycle,
      months: body.months,
      offeredPesewas: body.amount === undefined ? undefined : toPesewas(body.amount),
      channel: 'card',
      callbackPath: safePath(body.redirect_url, 'redirect_url'),
      flutterwave: true,
    });
    return c.json({
      status: 'success' as const,
      message: 'Hosted Link',
      data: { link: init.authorization_url, tx_ref: payment.reference },
    });
  });
  hosted.get('/verify/:transactionId', async (c) => {
    const transactionId = c.req.param('transactionId');
    if (!/^\d{1,20}$/.test(transactionId))
      throw new ApiError(404, 'payment_not_found', 'No transaction was found for this id');
    await limit(uid(c), ['api']);
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

const isUuid = (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

function normalizePhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('00233')) digits = `0${digits.slice(5)}`;
  else if (digits.startsWith('233')) digits = `0${digits.slice(3)}`;
  return digits;
}

/**
 * A return path on our own site, normalised: '/payment/callback' by default. Same-site is the shared rule
 * (sameSitePath: resolved first, so '/.//host' is refused); the provider appends its own query to the
 * result, so only plain path and query characters (no hash) are taken.
 */
function safePath(value: string | undefined, field: 'callback_url' | 'redirect_url'): string {
  if (!value) return paths.paymentCallback;
  const path = sameSitePath(value);
  if (path === null || !/^\/[\w\-./?=&%]*$/.test(path)) {
    const message = `${field} must be a path on this site`;
    throw new ApiError(400, 'validation_failed', message, { issues: [{ path: field, message }] });
  }
  return path;
}

/** Our payment status as Paystack's data.status. */
function paystackStatus(status: PaymentRow['status']): string {
  if (status === 'succeeded') return 'success';
  if (status === 'failed') return 'failed';
  if (status === 'cancelled' || status === 'abandoned') return 'abandoned';
  return 'pending';
}

function packageMetadata(metadata: unknown): TransactionRecord['metadata'] {
  if (!metadata || typeof metadata !== 'object' || Array.isArray(metadata)) return null;
  const name = (metadata as Record<string, unknown>).package_name;
  return typeof name === 'string' ? { package_name: name } : {};
}

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

function toSubscription(s: typeof subscriptions.$inferSelect): SubscriptionRecord {
  return {
    id: s.id,
    plan_id: s.planId,
    billing_cycle: s.billingCycle,
    status: s.status,
    next_billing_date: epochSeconds(s.nextBillingDate),
    auto_renew: s.autoRenew,
    credit: s.creditPesewas,
    created_at: epochSeconds(s.createdAt) ?? 0,
  };
}

function toInvoice(i: typeof invoices.$inferSelect, now: Date): InvoiceRecord {
  const standing = invoiceStanding(
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
