/**
 * The billing core, assembled: the provider calls (providerCalls.ts), settlement (settlement.ts: every
 * move of a payment, exactly once, whoever reports first), starting payments (paymentStart.ts), and the
 * reads the routes share. Routes only read requests, check limits and shape answers.
 */
import { and, eq } from 'drizzle-orm';
import { findPlan, type Plan } from '../../../src/domain/plans';
import { OPEN_PAYMENT_STATUSES } from '../../../src/features/billing/lifecycle';
import { BILLING_MESSAGES as m, paymentValidationFailed } from '../../../src/features/billing/messages';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { insertNotification } from '../notifications';
import { activePlans as activePlanList, bringUpToDate } from '../subscriptions';
import type { CircuitBreaker } from './breaker';
import type { PaymentRow } from './paymentRecords';
import { paymentStart } from './paymentStart';
import { claimStatusCheck } from './paymentWrites';
import { providerCalls } from './providerCalls';
import type { PaymentProvider } from './providers/types';
import { LATE_SUCCESS_WINDOW_MS, settlement } from './settlement';
import type { SmsAllowed } from './smsConfirmation';
import type { SuccessDeps } from './successEffects';
import { payments } from './tables';
import { PLANS_TTL_MS, timedCache } from './timedCache';
import { voucherSubmission } from './voucher';

export type { PaymentRow } from './paymentRecords';

/**
 * A customer's status polls ask the provider's verify about a payment at most this often (the page polls
 * every 3 s); the polls between answer from our books.
 */
export const STATUS_CHECK_EVERY_MS = 5_000;

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
  /** SMS confirmations (smsConfirmation.ts): who wants them, and the dispatcher's kick after a commit */
  smsAllowed?: SmsAllowed;
  smsQueued?: () => Promise<unknown>;
  /** in a success's transaction, once the subscription is credited (the service events) */
  onCredited?: SuccessDeps['onCredited'];
  autoRenewChosen?: SuccessDeps['autoRenewChosen'];
}

export function billingCore(core: BillingCore) {
  const { db, clock } = core;
  const calls = providerCalls(core);
  const { mailer, background, smsAllowed, smsQueued, onCredited, autoRenewChosen } = core;
  const settled = settlement({
    db,
    clock,
    mailer,
    background,
    calls,
    smsAllowed,
    smsQueued,
    onCredited,
    autoRenewChosen,
  });

  /**
   * The active plans, read at most every PLANS_TTL_MS (as GET /plans is): the catalogue only changes when a
   * server starts (seedPlans), so pricing a payment needs no read of its own. The plan a success credits
   * is read again inside its transaction (successEffects.ts).
   */
  const activePlans = timedCache(PLANS_TTL_MS, () => activePlanList(db));

  async function loadPlan(id: string): Promise<Plan> {
    const plan = findPlan(id, await activePlans());
    if (!plan) throw new ApiError(404, 'unknown_plan', m.unknownPlan);
    return plan;
  }

  const start = paymentStart({
    db,
    clock,
    calls,
    settlement: settled,
    loadPlan,
    providerName: core.providerName,
    publicUrl: core.publicUrl,
  });

  const voucher = voucherSubmission({ db, clock, calls, settlement: settled });

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

  /**
   * A customer's status poll: the payment as our books hold it, the provider's verify asked about it (and
   * its answer applied, settlement.ts `refresh`) at most once per STATUS_CHECK_EVERY_MS per payment, the
   * turn claimed in the database so parallel polls and several servers ask once. While the breaker is
   * open an open payment answers 503, as every provider call does; a given-up one (asked about a late
   * success for a day) is answered as it is.
   */
  async function pollStatus(userId: string, id: string, source: 'poll' | 'status'): Promise<PaymentRow> {
    const p = await ownPayment(userId, id);
    const open = OPEN_PAYMENT_STATUSES.includes(p.status);
    const late = p.status !== 'succeeded' && clock().getTime() - p.createdAt.getTime() <= LATE_SUCCESS_WINDOW_MS;
    if (!calls.available() || !(open || late)) return p;
    // while the breaker is open: an open payment answers 503; a given-up one is answered as it is
    const read = open ? await calls.readBreaker() : await calls.readBreaker().catch(() => null);
    if (!read) return p;
    const now = clock();
    const due = now.getTime() - STATUS_CHECK_EVERY_MS;
    // the row just read says it is not yet time: no statement at all
    if (p.statusCheckedAt && p.statusCheckedAt.getTime() > due) return p;
    // not claimed: another poll asks, or the payment was settled since it was read; our books as they are now
    if (!(await claimStatusCheck(db, p.id, now, STATUS_CHECK_EVERY_MS))) return settled.current(db, p.id);
    return settled.refresh(p, source, read);
  }

  /**
   * The customer stops waiting for approval (Cancel, Use another number). Paystack has no call that
   * withdraws a mobile money prompt, so the provider is asked first (an approval that came first wins),
   * then the open payment is cancelled on our side, which releases the one-payment lock. Should the phone
   * approve after all, that success is credited as a late success. An ended payment answers as it is.
   */
  async function cancelOpen(userId: string, id: string): Promise<PaymentRow> {
    const payment = await settled.refresh(await ownPayment(userId, id), 'customer');
    if (!OPEN_PAYMENT_STATUSES.includes(payment.status)) return payment;
    return settled.settle(
      payment.id,
      { status: 'cancelled', reason: m.paymentCancelled, code: 'cancelled' },
      'customer',
    );
  }

  async function paymentByReference(reference: string) {
    const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
    return row;
  }

  /**
   * Bring the subscription up to now when it is read (the subscriptions feature's bringUpToDate): a scheduled plan whose start has
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
      insertNotification(
        tx,
        clock(),
        userId,
        'payment_failed',
        m.notifyPaymentFailedTitle,
        paymentValidationFailed(reason),
        {
          stage: 'validation',
          reason,
        },
      ),
    );
  }

  return {
    loadPlan,
    price: start.price,
    payMobileMoney: start.payMobileMoney,
    initializeCheckout: start.initializeCheckout,
    settle: settled.settle,
    refresh: settled.refresh,
    submitOtp: voucher.submitOtp,
    applyTransaction: settled.applyTransaction,
    event: settled.event,
    current: (id: string) => settled.current(db, id),
    withProvider: calls.withProvider,
    ownPayment,
    pollStatus,
    cancelOpen,
    paymentByReference,
    expireIfDue,
    notifyValidationRefused,
  };
}

export type Billing = ReturnType<typeof billingCore>;
