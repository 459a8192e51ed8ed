/**
 * The billing core: pricing a payment, the one-payment-in-progress lock, calling the provider with
 * retries behind the breaker, and settling a payment exactly once whoever reports first (poll, verify
 * or webhook). Routes (routes.ts) only read requests, check limits and shape answers.
 *
 * Exactly once: the final transition is one UPDATE ... WHERE status IN ('pending','processing')
 * RETURNING inside a transaction; only the request whose UPDATE returns the row performs the effects
 * (invoice paid, subscription extended, notifications, receipt, rate-limit refund), in that same
 * transaction. A second reporter finds no open row and changes nothing.
 *
 * Late success: the provider may still take the money for a payment we had marked failed, cancelled or
 * abandoned (a checkout paid after we gave it up). Its success moves it from those statuses too, once (the
 * same UPDATE decides), flagged `late_success`, with the same effects, a 'late_success' event and a warning
 * in the audit log. What a success does to the subscription's paid time is in subscriptions.ts.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { formatMoney } from '../../../src/domain/format/money';
import { NETWORK_NAMES } from '../../../src/domain/format/phone';
import { type BillingCycle, findPlan, type Plan } from '../../../src/domain/plans';
import type { PaymentError, PaymentRecord, PaymentStatus } from '../../../src/features/billing/contract';
import {
  insufficientAmount,
  BILLING_MESSAGES as m,
  notifyPaymentFailed,
  notifyPaymentSuccess,
  notifyServiceActive,
  paymentValidationFailed,
  paymentVerificationFailed,
} from '../../../src/features/billing/messages';
import { amountOwed, maskPhone } from '../../../src/features/billing/rules';
import { recordAuditSafely } from '../../audit/log';
import type { Db } from '../../db/client';
import { ApiError, describeError, isDatabaseUnavailable, isUniqueViolation } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import type { BreakerSeen, CircuitBreaker } from './breaker';
import { insertInvoice, voidAttemptInvoice } from './invoices';
import { insertNotification, type NotificationType } from './notifications';
import { APPROVAL_WINDOW_MS } from './providers/sandboxData';
import { NETWORK_TO_PAYSTACK, type PaymentProvider, type PaystackTransaction, ProviderError } from './providers/types';
import { bringUpToDate, creditSubscription, refuseConflictingPlan } from './subscriptions';
import { invoices, paymentEvents, payments, plans, subscriptions } from './tables';

export type PaymentRow = typeof payments.$inferSelect;
/** What a success mails (the receipt) and how it credited the subscription. */
interface Receipt {
  to: string;
  payment: PaymentRow;
  plan: string;
  invoice: string | null;
  /** paid-until after this payment: the end of everything paid */
  until: Date;
  outcome: Awaited<ReturnType<typeof creditSubscription>>['outcome'];
}
export type Source = 'create' | 'poll' | 'verify' | 'webhook' | 'status' | 'sweep' | 'reconcile';
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const OPEN: PaymentStatus[] = ['pending', 'processing'];
/** Final statuses a provider success can still overturn (a late success). */
export const LATE: PaymentStatus[] = ['failed', 'cancelled', 'abandoned'];
/** How long after its creation a failed, cancelled or abandoned payment is still asked about (verify, poll). */
export const LATE_SUCCESS_WINDOW_MS = 24 * 3600_000;
/** A card checkout never attempted is given up after this long (its lock is released). */
export const CHECKOUT_ABANDON_MS = 30 * 60_000;
const PRODUCT_PREFIX = 'SKY';

export interface BillingCore {
  db: Db;
  clock: () => Date;
  mailer: Mailer;
  background: (task: () => Promise<void>) => void;
  breaker: CircuitBreaker;
  /** null when payments are unavailable (production without live keys) */
  provider: PaymentProvider | null;
  providerName: 'sandbox' | 'paystack';
  /** base of the exponential back-off between retries (ms) */
  retryBaseMs: number;
  publicUrl: string;
}

export function newReference(clock: () => Date): string {
  return `${PRODUCT_PREFIX}-${clock().getTime()}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
const money = (pesewas: number) => formatMoney(pesewas, { minorUnits: true });

export function toPaymentRecord(p: PaymentRow): PaymentRecord {
  return {
    id: p.id,
    reference: p.reference,
    invoice_id: p.invoiceId,
    subscription_id: p.subscriptionId,
    plan_id: p.planId,
    billing_cycle: p.billingCycle,
    months: p.months,
    amount: p.amountPesewas,
    credit: p.creditPesewas,
    currency: 'GHS',
    channel: p.channel,
    network: p.network,
    phone_masked: p.phoneMasked,
    status: p.status,
    provider: p.provider,
    provider_reference: p.providerReference,
    gateway_response: p.gatewayResponse,
    display_text: p.displayText,
    failure_reason: p.failureReason,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    paid_at: p.paidAt ? p.paidAt.toISOString() : null,
    late_success: p.lateSuccess,
  };
}

/** The payment error box of a failed payment (spec §3 "Payment error"), or null. */
export function paymentErrorOf(p: PaymentRow): PaymentError | null {
  if (p.status === 'failed' || p.status === 'cancelled' || p.status === 'abandoned') {
    return {
      code: p.status === 'failed' ? 'payment_failed' : `payment_${p.status}`,
      user_friendly_message: p.failureReason ?? m.paymentFailedGeneric,
      retry_suggested: true,
      support_contact: m.supportContact,
    };
  }
  return null;
}

export { seconds as epochSeconds };

/** What the audit log keeps of a payment (no phone number, no card data). */
function paymentDetails(p: PaymentRow) {
  return {
    paymentId: p.id,
    reference: p.reference,
    status: p.status,
    amountPesewas: p.amountPesewas,
    currency: p.currency,
    channel: p.channel,
    network: p.network,
    planId: p.planId,
  };
}

export function billingCore(core: BillingCore) {
  const { db, clock, breaker } = core;

  // ----- plans --------------------------------------------------------------------------------

  async function loadPlan(id: string): Promise<Plan> {
    const rows = (await db.select().from(plans).where(eq(plans.isActive, true))).map(planFromRow);
    const plan = findPlan(id, rows);
    if (!plan) throw new ApiError(404, 'unknown_plan', m.unknownPlan);
    return plan;
  }

  // ----- provider calls -----------------------------------------------------------------------

  function requireProvider(): PaymentProvider {
    if (!core.provider) throw new ApiError(503, 'payments_unavailable', m.paymentsUnavailable);
    return core.provider;
  }

  /**
   * Call the provider behind the breaker: transient errors (network, 5xx, 429) are retried up to 3
   * times with exponential back-off; a call that still fails counts one failure against the breaker.
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
        if (transient) await breaker.failure();
        throw err;
      }
      // Outside the try: the provider answered; a database failure recording it is not a provider error.
      await breaker.success(seen);
      return result;
    }
  }

  // ----- events and notifications -------------------------------------------------------------

  async function event(
    tx: Pick<Db, 'insert'>,
    paymentId: string,
    type: string,
    source: Source,
    detail: Record<string, unknown> | null = null,
    from: string | null = null,
    to: string | null = null,
  ) {
    await tx.insert(paymentEvents).values({
      paymentId,
      type,
      source,
      fromStatus: from,
      toStatus: to,
      detail,
      createdAt: clock(),
    });
  }

  async function notify(
    tx: Pick<Db, 'insert' | 'execute'>,
    userId: string,
    type: NotificationType,
    title: string,
    message: string,
    data: Record<string, unknown>,
  ) {
    await insertNotification(tx, clock(), userId, type, title, message, data);
  }

  // ----- creating a payment -------------------------------------------------------------------

  interface NewPayment {
    userId: string;
    email: string;
    planId: string;
    cycle: BillingCycle;
    months: number;
    /** pesewas the client says it pays (optional): must cover the price; extra is credited */
    offeredPesewas?: number;
    channel: 'mobile_money' | 'card';
    network?: 'MTN' | 'VODAFONE' | 'AIRTELTIGO';
    phone?: string;
    invoiceId?: string;
  }

  /**
   * Price the payment; refuse what is short, or another plan than a change already scheduled (409
   * plan_change_scheduled, before the rate limits count and before the provider); what to charge and the credit.
   */
  async function price(input: Pick<NewPayment, 'userId' | 'planId' | 'cycle' | 'months' | 'offeredPesewas'>) {
    const plan = await loadPlan(input.planId);
    await refuseConflictingPlan(db, input.userId, { planId: plan.id, cycle: input.cycle }, clock());
    const months = input.cycle === 'yearly' ? 1 : input.months;
    const owed = amountOwed(plan, input.cycle, months);
    if (input.offeredPesewas !== undefined && input.offeredPesewas < owed) {
      throw new ApiError(400, 'insufficient_amount', insufficientAmount(money(input.offeredPesewas), money(owed)), {
        issues: [{ path: 'amount', message: insufficientAmount(money(input.offeredPesewas), money(owed)) }],
      });
    }
    const charge = Math.max(owed, input.offeredPesewas ?? owed);
    return { plan, months, owed, charge, credit: charge - owed };
  }

  /**
   * Before a new payment: bring this customer's open payments up to date. A card checkout never
   * attempted (or older than 30 min) is given up; a mobile money prompt past its 180 s window is asked
   * about once more. Whatever is still open holds the lock.
   */
  async function sweepOpen(userId: string) {
    const open = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), inArray(payments.status, OPEN)));
    for (const p of open) {
      if (p.channel === 'card') {
        const known = await probe(p.reference);
        const old = clock().getTime() - p.createdAt.getTime() > CHECKOUT_ABANDON_MS;
        if (known === 'unreachable') continue; // never guess while the provider cannot say
        if (known !== 'unknown' && known.status !== 'abandoned') await applyTransaction(p, known, 'sweep');
        else await settle(p.id, { status: 'abandoned', reason: m.paymentCancelled }, 'sweep', { old });
      } else if (clock().getTime() - p.createdAt.getTime() > APPROVAL_WINDOW_MS) {
        await refresh(p, 'sweep');
      }
    }
  }

  /** What the provider knows of a reference: its transaction, 'unknown', or 'unreachable' (errors, breaker). */
  async function probe(reference: string): Promise<PaystackTransaction | 'unknown' | 'unreachable'> {
    if (!core.provider) return 'unreachable';
    try {
      return (await withProvider((p) => p.verify(reference))) ?? 'unknown';
    } catch {
      return 'unreachable';
    }
  }

  /** Insert the payment (pending) and its invoice; the partial unique index refuses a second open one. */
  async function insertPayment(input: NewPayment, priced: Awaited<ReturnType<typeof price>>): Promise<PaymentRow> {
    const now = clock();
    try {
      const created = await db.transaction(async (tx) => {
        const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, input.userId)).limit(1);
        let invoiceId = input.invoiceId ?? null;
        if (!invoiceId) {
          const [unpaid] = await tx
            .select()
            .from(invoices)
            .where(
              and(
                eq(invoices.userId, input.userId),
                eq(invoices.planId, priced.plan.id),
                eq(invoices.billingCycle, input.cycle),
                eq(invoices.amountPesewas, priced.owed),
                inArray(invoices.status, ['unpaid', 'overdue']),
              ),
            )
            .orderBy(desc(invoices.issueDate))
            .limit(1);
          invoiceId =
            unpaid?.id ??
            (await createInvoice(tx, input.userId, sub?.id ?? null, priced.plan.id, input.cycle, priced.owed, true)).id;
        }
        const [row] = await tx
          .insert(payments)
          .values({
            reference: newReference(clock),
            userId: input.userId,
            email: input.email,
            invoiceId,
            subscriptionId: sub?.id ?? null,
            planId: priced.plan.id,
            billingCycle: input.cycle,
            months: priced.months,
            amountPesewas: priced.charge,
            creditPesewas: priced.credit,
            currency: 'GHS',
            channel: input.channel,
            network: input.network ?? null,
            phoneMasked: input.phone ? maskPhone(input.phone) : null,
            status: 'pending',
            provider: core.providerName,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('payment insert returned nothing');
        await event(
          tx,
          row.id,
          'created',
          'create',
          { amount: row.amountPesewas, channel: row.channel },
          null,
          'pending',
        );
        return row;
      });
      await recordAuditSafely(db, clock(), {
        action: 'payment.initiated',
        userId: created.userId,
        details: paymentDetails(created),
      });
      return created;
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError(409, 'payment_in_progress', m.paymentInProgress);
      throw err;
    }
  }

  /** The breaker, read once for the whole request (answered for withProvider), then the open payments swept. */
  async function guardNewPayment(userId: string): Promise<BreakerSeen> {
    requireProvider();
    const seen = await breaker.before();
    await sweepOpen(userId);
    return seen;
  }

  /**
   * The rate limits are counted here, once the payment holds the one-payment lock and is about to reach
   * the provider (`admit`, from the routes): a request refused before counts nothing. When `admit` refuses
   * (a 429: another attempt took the last place meanwhile), the payment just created is given up as
   * cancelled, never sent.
   */
  async function admitted(payment: PaymentRow, admit: (() => Promise<unknown>) | undefined) {
    if (!admit) return;
    try {
      await admit();
    } catch (err) {
      const reason = err instanceof ApiError ? err.message : m.paymentFailedGeneric;
      await settle(payment.id, { status: 'cancelled', reason }, 'create', { refused: 'rate_limited' });
      throw err;
    }
  }

  /** A mobile money payment: price, lock, charge (pay_offline), and the payment as it stands. */
  async function payMobileMoney(input: NewPayment, admit?: () => Promise<unknown>): Promise<PaymentRow> {
    const priced = await price(input);
    const seen = await guardNewPayment(input.userId);
    const payment = await insertPayment(input, priced);
    await admitted(payment, admit);
    let result: Awaited<ReturnType<PaymentProvider['chargeMobileMoney']>>;
    try {
      result = await withProvider(
        (p) =>
          p.chargeMobileMoney({
            email: payment.email,
            amount: payment.amountPesewas,
            currency: 'GHS',
            reference: payment.reference,
            phone: input.phone ?? '',
            provider: NETWORK_TO_PAYSTACK[input.network ?? 'MTN'],
            metadata: metadataOf(payment, priced.plan),
          }),
        seen,
      );
    } catch (err) {
      // The database went away (a restart) after the charge may have reached the provider: decide
      // nothing; the payment stays pending and the next poll asks the provider (the caller gets 503).
      if (isDatabaseUnavailable(err)) throw err;
      console.error(`billing: charge ${payment.reference} failed:`, describeError(err));
      // The charge may have reached the provider before the failure: ask before failing it.
      const known = await probe(payment.reference);
      if (known !== 'unknown' && known !== 'unreachable') return applyTransaction(payment, known, 'create');
      if (known === 'unknown') {
        const reason = err instanceof ApiError ? err.message : m.providerError;
        await settle(payment.id, { status: 'failed', reason }, 'create', { error: describeError(err) });
      }
      // Unreachable: the payment stays pending; a later poll or sweep reconciles it with verify.
      if (err instanceof ApiError) throw err;
      throw new ApiError(502, 'provider_error', m.providerError);
    }
    await event(db, payment.id, 'provider_answer', 'create', {
      status: result.status,
      display_text: result.display_text,
    });
    if (result.status === 'success') {
      const tx = await probe(payment.reference);
      if (tx !== 'unknown' && tx !== 'unreachable') return applyTransaction(payment, tx, 'create');
    }
    if (result.status === 'failed' || result.status === 'timeout') {
      return settle(
        payment.id,
        { status: 'failed', reason: result.message ?? m.declined, gateway: result.gateway_response },
        'create',
      );
    }
    const display = result.display_text ?? `${m.approveOnPhone} (${NETWORK_NAMES[input.network ?? 'MTN']})`;
    return settle(payment.id, { status: 'processing', display }, 'create');
  }

  /** A card/popup (or hosted) payment: price, lock, initialise at the provider. */
  async function initializeCheckout(
    input: NewPayment & { callbackPath: string; flutterwave?: boolean; extraMetadata?: Record<string, unknown> },
    admit?: () => Promise<unknown>,
  ) {
    const priced = await price(input);
    const seen = await guardNewPayment(input.userId);
    const payment = await insertPayment(input, priced);
    await admitted(payment, admit);
    try {
      const init = await withProvider(
        (p) =>
          p.initialize({
            email: payment.email,
            amount: payment.amountPesewas,
            currency: 'GHS',
            reference: payment.reference,
            callback_url: `${core.publicUrl}${input.callbackPath}`,
            metadata: {
              ...input.extraMetadata,
              ...metadataOf(payment, priced.plan),
              ...(input.flutterwave ? { checkout_style: 'flutterwave' } : {}),
            },
          }),
        seen,
      );
      const [row] = await db
        .update(payments)
        .set({ accessCode: init.access_code, updatedAt: clock() })
        .where(eq(payments.id, payment.id))
        .returning();
      return { payment: row ?? payment, init };
    } catch (err) {
      console.error(`billing: initialize ${payment.reference} failed:`, describeError(err));
      // Nothing can have been paid without an access code: the checkout is given up.
      await settle(payment.id, { status: 'failed', reason: m.providerError }, 'create', { error: describeError(err) });
      if (err instanceof ApiError) throw err;
      throw new ApiError(502, 'provider_error', m.providerError);
    }
  }

  function metadataOf(p: PaymentRow, plan: Plan) {
    return {
      payment_id: p.id,
      user_id: p.userId,
      plan_id: plan.id,
      plan_name: plan.name,
      package_name: plan.name,
      billing_cycle: p.billingCycle,
      months: p.months,
      custom_fields: [
        { display_name: 'Package', variable_name: 'package', value: plan.name },
        { display_name: 'Billing cycle', variable_name: 'billing_cycle', value: p.billingCycle },
      ],
    };
  }

  // ----- settling -------------------------------------------------------------------------------

  interface Outcome {
    status: 'processing' | 'succeeded' | 'failed' | 'cancelled' | 'abandoned';
    reason?: string | null;
    gateway?: string | null;
    display?: string | null;
    providerId?: string | null;
  }

  /**
   * Move a payment forward, once. `processing` only from `pending`; a final status only from an open
   * one, with every effect of success or failure in the same transaction; success also from failed,
   * cancelled or abandoned (a late success, flagged). A failure voids the invoice the attempt created for
   * itself. Answers the row as it is afterwards (unchanged when someone else got there first).
   */
  async function settle(
    paymentId: string,
    outcome: Outcome,
    source: Source,
    detail: Record<string, unknown> | null = null,
  ): Promise<PaymentRow> {
    const now = clock();
    let receipt: Receipt | null = null;
    // Set only by the call whose UPDATE made the final transition: the audit entry is written once.
    let settledNow: PaymentRow | null = null;
    const row = await db.transaction(async (tx) => {
      if (outcome.status === 'processing') {
        const [moved] = await tx
          .update(payments)
          .set({
            status: 'processing',
            displayText: outcome.display ?? null,
            providerReference: outcome.providerId ?? sql`${payments.providerReference}`,
            updatedAt: now,
          })
          .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
          .returning();
        if (moved) {
          await event(tx, paymentId, 'status_changed', source, detail, 'pending', 'processing');
          await notify(tx, moved.userId, 'payment_pending', m.notifyPaymentPendingTitle, pendingText(moved), {
            payment_id: moved.id,
            reference: moved.reference,
          });
        }
        return moved ?? (await current(tx, paymentId));
      }
      const succeeded = outcome.status === 'succeeded';
      const [before] = await tx
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, paymentId))
        .for('update');
      const [done] = await tx
        .update(payments)
        .set({
          status: outcome.status,
          // evaluated on the row before the update: a success over a final failure is a late one
          ...(succeeded ? { lateSuccess: sql`${payments.status} in ('failed', 'cancelled', 'abandoned')` } : {}),
          failureReason: outcome.status === 'succeeded' ? null : (outcome.reason ?? m.paymentFailedGeneric),
          gatewayResponse: outcome.gateway ?? sql`${payments.gatewayResponse}`,
          providerReference: outcome.providerId ?? sql`${payments.providerReference}`,
          displayText: null,
          paidAt: outcome.status === 'succeeded' ? now : null,
          updatedAt: now,
        })
        .where(and(eq(payments.id, paymentId), inArray(payments.status, succeeded ? [...OPEN, ...LATE] : OPEN)))
        .returning();
      if (!done) return current(tx, paymentId);
      settledNow = done;
      const type = done.lateSuccess ? 'late_success' : 'status_changed';
      await event(tx, paymentId, type, source, detail, before?.status ?? null, outcome.status);
      if (succeeded) {
        receipt = await applySuccess(tx, done);
        if (done.lateSuccess && receipt.outcome === 'conflict') {
          await event(tx, paymentId, 'late_success_plan_conflict', source, {
            plan_id: done.planId,
            applied_to: 'scheduled plan',
          });
        }
      } else {
        // The invoice this attempt created for itself was never owed: void (a bill owed stays unpaid).
        await voidAttemptInvoice(tx, done.invoiceId);
        await notify(
          tx,
          done.userId,
          'payment_failed',
          m.notifyPaymentFailedTitle,
          notifyPaymentFailed(money(done.amountPesewas), done.failureReason ?? m.paymentFailedGeneric),
          { payment_id: done.id, reference: done.reference, reason: done.failureReason },
        );
      }
      return done;
    });
    if (receipt) sendReceipt(receipt);
    const final = settledNow as PaymentRow | null;
    if (final?.lateSuccess) {
      // Money the provider took after we had given the payment up: credited now, flagged for administrators.
      await recordAuditSafely(db, now, {
        action: 'payment.late_success',
        userId: final.userId,
        level: 'warn',
        details: { ...paymentDetails(final), source, lateSuccess: true },
      });
    } else if (final) {
      await recordAuditSafely(db, now, {
        action: final.status === 'succeeded' ? 'payment.succeeded' : 'payment.failed',
        userId: final.userId,
        // cancelled and abandoned payments are failures of a milder kind
        level: final.status === 'succeeded' || final.status === 'failed' ? undefined : 'warn',
        details: { ...paymentDetails(final), source, reason: final.failureReason },
      });
    }
    return row;
  }

  async function current(tx: Tx | Db, id: string): Promise<PaymentRow> {
    const [row] = await tx.select().from(payments).where(eq(payments.id, id)).limit(1);
    if (!row) throw new ApiError(404, 'payment_not_found', m.paymentNotFound);
    return row;
  }

  const pendingText = (p: PaymentRow) =>
    `Your payment of ${money(p.amountPesewas)} is waiting for approval on your phone.`;

  /**
   * Success effects: subscription credited (subscriptions.ts: started, extended or a plan change scheduled),
   * invoice paid (a voided one too: a late success), notifications, rate-limit refund.
   */
  async function applySuccess(tx: Tx, p: PaymentRow): Promise<Receipt> {
    const now = clock();
    const plan = (await loadPlanTx(tx, p.planId)) ?? { name: p.planId };
    const { subscriptionId, paidUntil, planUntil, outcome } = await creditSubscription(
      tx,
      { userId: p.userId, planId: p.planId, cycle: p.billingCycle, months: p.months, creditPesewas: p.creditPesewas },
      now,
    );
    await tx.update(payments).set({ subscriptionId }).where(eq(payments.id, p.id));
    let invoiceNo: string | null = null;
    if (p.invoiceId) {
      const [inv] = await tx
        .update(invoices)
        .set({ status: 'paid', paidAt: now, subscriptionId })
        .where(eq(invoices.id, p.invoiceId))
        .returning({ number: invoices.number });
      invoiceNo = inv?.number ?? null;
    }
    await notify(
      tx,
      p.userId,
      'payment_success',
      m.notifyPaymentSuccessTitle,
      notifyPaymentSuccess(money(p.amountPesewas), plan.name),
      {
        payment_id: p.id,
        reference: p.reference,
        amount: p.amountPesewas,
        invoice_number: invoiceNo,
      },
    );
    await notify(
      tx,
      p.userId,
      'service_active',
      m.notifyServiceActiveTitle,
      notifyServiceActive(plan.name, planUntil.toISOString().slice(0, 10)),
      { subscription_id: subscriptionId, next_billing_date: seconds(paidUntil) },
    );
    // §9: a successful payment refunds one count of the customer's payment rate limit.
    await tx.execute(sql`delete from rate_events where id = (
      select id from rate_events where key = ${`billing:payment:${p.userId}`} order by at desc limit 1)`);
    return {
      to: p.email,
      payment: { ...p, subscriptionId },
      plan: plan.name,
      invoice: invoiceNo,
      until: paidUntil,
      outcome,
    };
  }

  async function loadPlanTx(tx: Tx, id: string) {
    const [row] = await tx.select().from(plans).where(eq(plans.id, id)).limit(1);
    return row;
  }

  function sendReceipt(r: Receipt) {
    core.background(async () => {
      const lines = [
        'Thank you for your payment.',
        '',
        `Reference: ${r.payment.reference}`,
        `Amount: ${money(r.payment.amountPesewas)}`,
        `Plan: ${r.plan} (${r.payment.billingCycle})`,
        r.invoice ? `Invoice: ${r.invoice}` : null,
        r.payment.phoneMasked ? `Paid from: ${r.payment.phoneMasked}` : null,
        `Date: ${(r.payment.paidAt ?? clock()).toISOString().slice(0, 10)}`,
        `Service active until: ${r.until.toISOString().slice(0, 10)}`,
      ].filter((l): l is string => l !== null);
      try {
        await core.mailer.send({ to: r.to, subject: `Payment receipt ${r.payment.reference}`, text: lines.join('\n') });
      } catch (err) {
        console.error('billing: receipt mail failed:', describeError(err));
      }
    });
  }

  // ----- reading the provider's view ------------------------------------------------------------

  /**
   * Apply a provider transaction (verify data or webhook data) to a payment. Success counts only with
   * data.status 'success' AND our amount AND GHS; a mismatch never credits and is logged (and, from a
   * verify or poll, fails the payment).
   */
  async function applyTransaction(p: PaymentRow, t: PaystackTransaction, source: Source): Promise<PaymentRow> {
    const providerId = t.id ? String(t.id) : null;
    if (t.status === 'success') {
      if (t.amount !== p.amountPesewas || t.currency !== 'GHS') {
        const detail = { expected: p.amountPesewas, got: t.amount, currency: t.currency };
        // A final payment asked again (verify, poll) is not logged again; a webhook always is.
        if (!OPEN.includes(p.status) && source !== 'webhook') return p;
        console.warn(
          `billing: ${source} for ${p.reference} reports ${t.amount} ${t.currency}, expected ${p.amountPesewas} GHS`,
        );
        await event(db, p.id, 'amount_mismatch', source, detail);
        if (source === 'webhook') return current(db, p.id);
        return settle(
          p.id,
          { status: 'failed', reason: paymentVerificationFailed('amount or currency does not match'), providerId },
          source,
          detail,
        );
      }
      return settle(p.id, { status: 'succeeded', gateway: t.gateway_response, providerId }, source);
    }
    if (t.status === 'failed' || t.status === 'reversed') {
      const reason =
        t.gateway_response === 'Timeout' ? m.approvalTimedOut : (t.message ?? t.gateway_response ?? m.declined);
      return settle(p.id, { status: 'failed', reason, gateway: t.gateway_response, providerId }, source);
    }
    if (t.status === 'abandoned') {
      if (p.channel === 'mobile_money')
        return settle(p.id, { status: 'failed', reason: m.approvalTimedOut, providerId }, source);
      return current(db, p.id);
    }
    // Still waiting and already processing: nothing would move (settle would only read the row back).
    if (p.status === 'processing') return p;
    return settle(p.id, { status: 'processing', display: p.displayText, providerId }, source);
  }

  /**
   * Ask the provider about an open payment and apply the answer. A failed, cancelled or abandoned one is
   * asked too for a day (the provider may still have taken the money: a late success); succeeded ones are
   * answered as they are.
   */
  async function refresh(p: PaymentRow, source: Source): Promise<PaymentRow> {
    if (!core.provider) return p;
    if (LATE.includes(p.status)) return lateCheck(p, source);
    if (!OPEN.includes(p.status)) return p;
    let t: PaystackTransaction | null;
    try {
      t = await withProvider((prov) => prov.verify(p.reference));
    } catch (err) {
      if (err instanceof ApiError) throw err;
      console.error(`billing: verify ${p.reference} failed:`, describeError(err));
      return p;
    }
    if (!t) {
      await event(db, p.id, 'provider_unknown_reference', source);
      // A charge the provider never registered, past the approval window, cannot succeed any more.
      if (p.channel === 'mobile_money' && clock().getTime() - p.createdAt.getTime() > APPROVAL_WINDOW_MS) {
        return settle(p.id, { status: 'failed', reason: m.providerError }, source);
      }
      return p;
    }
    return applyTransaction(p, t, source);
  }

  /** A given-up payment within the window: only a success at the provider changes it; never an error. */
  async function lateCheck(p: PaymentRow, source: Source): Promise<PaymentRow> {
    if (clock().getTime() - p.createdAt.getTime() > LATE_SUCCESS_WINDOW_MS) return p;
    const t = await probe(p.reference);
    if (t === 'unknown' || t === 'unreachable' || t.status !== 'success') return p;
    return applyTransaction(p, t, source);
  }

  async function ownPayment(userId: string, id: string): Promise<PaymentRow> {
    const byId = /^[0-9a-f-]{36}$/i.test(id);
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), byId ? eq(payments.id, id) : eq(payments.reference, id)))
      .limit(1);
    if (!row) throw new ApiError(404, 'payment_not_found', m.paymentNotFound);
    return row;
  }

  async function paymentByReference(reference: string) {
    const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
    return row;
  }

  /**
   * Bring the subscription up to now when it is read (subscriptions.ts): a scheduled plan whose start has
   * passed becomes current, then paid time run out expires it, each once (the UPDATE decides).
   */
  async function expireIfDue(userId: string) {
    await bringUpToDate(db, userId, clock());
  }

  /**
   * A payment request refused for its input (400 validation_failed or fields_empty, before any limit is
   * taken): the customer's payment_failed notification 'Payment validation failed: {reason}' (spec §8).
   */
  async function notifyValidationRefused(userId: string, reason: string) {
    await db.transaction((tx) =>
      notify(tx, userId, 'payment_failed', m.notifyPaymentFailedTitle, paymentValidationFailed(reason), {
        stage: 'validation',
        reason,
      }),
    );
  }

  /** An unpaid invoice (invoices.ts); `forAttempt`: one a payment attempt creates for itself. */
  function createInvoice(
    tx: Tx | Db,
    userId: string,
    subscriptionId: string | null,
    planId: string,
    cycle: BillingCycle,
    amount: number,
    forAttempt = false,
  ) {
    return insertInvoice(tx, clock(), { userId, subscriptionId, planId, cycle, amount, forAttempt });
  }

  return {
    loadPlan,
    price,
    payMobileMoney,
    initializeCheckout,
    settle,
    refresh,
    applyTransaction,
    ownPayment,
    paymentByReference,
    createInvoice,
    withProvider,
    event,
    current: (id: string) => current(db, id),
    expireIfDue,
    notifyValidationRefused,
  };
}

export type Billing = ReturnType<typeof billingCore>;

export function planFromRow(r: typeof plans.$inferSelect): Plan {
  return {
    id: r.id,
    family: r.family,
    name: r.name,
    description: r.description,
    priceMonthly: r.priceMonthly,
    priceYearly: r.priceYearly,
    speedMbps: r.speedMbps,
    dataCapGb: r.dataCapGb,
    features: r.features,
    badge: (r.badge as Plan['badge']) ?? null,
    audience: r.audience as Plan['audience'],
    currency: 'GHS',
    paymentMethodsSupported: ['mobile_money'],
    isActive: r.isActive,
    sortOrder: r.sortOrder,
  };
}
