/**
 * A subscription's paid time, the one billing truth (docs/product-rules.md "Subscription standing",
 * "Plan changes"). A subscription holds at most two segments of paid time:
 *
 * - the current plan (`plan_id`, `billing_cycle`) paid until `next_billing_date`;
 * - a scheduled plan (`next_plan_id`, `next_billing_cycle`) paid until `next_paid_until`, bought while the
 *   current plan was running: it starts when the current paid time ends ("plan changes take effect on the
 *   next billing cycle"). A cycle change (Basic monthly to Basic yearly) is a plan change.
 *
 * Paid-until, the date every screen shows (the API's next_billing_date), is the end of everything paid:
 * the scheduled segment's end when there is one. The standing (active, grace period, suspended,
 * terminated) is computed from it with src/features/billing/standing.ts.
 *
 * The pure functions (paidTime.ts) read a row as it stands at `now` (a scheduled plan whose start has passed
 * is the current one); `bringUpToDate` writes that roll-over once (the UPDATE decides), and a payment's
 * success writes it with its credit (by value when it was priced for another plan), under the row lock.
 * Longer than 300 lines: the one place that writes paid time (credit, roll-over, a change cancelled, credit
 * spent as days) keeps every write under the same row lock and the same segment rules.
 */
import { and, eq, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { formatDate } from '../../../src/domain/format/date';
import { formatMoney } from '../../../src/domain/format/money';
import { planWithCycle, priceOf } from '../../../src/domain/plans';
import {
  BILLING_MESSAGES as m,
  notifyChangeCancelled,
  notifyServiceActive,
  notifyServiceExpired,
  planChangeScheduled,
} from '../../../src/features/billing/messages';
import {
  addDays,
  monthsCovered,
  type Standing,
  standingDates,
  subscriptionStanding,
  valueInDays,
} from '../../../src/features/billing/rules';
import { recordAudit } from '../../audit/log';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { insertNotification } from '../notifications';
import { planById, planNameOf } from './catalogue';
import {
  type CreditOutcome,
  type CyclePrice,
  creditPurchase,
  type Purchase,
  paidTimeOf,
  paidUntilOf,
  planChangeConflict,
  promiseDaysOf,
  type Segment,
  type SubscriptionRow,
  type ValueCredit,
} from './paidTime';
import { subscriptions } from './tables';

export { type SubscriptionView, subscriptionView } from './paidTime';

/** A transaction of the application's database (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whether a payment of the customer's is still open (billing's; asked under the subscription's row lock). */
export type OpenPaymentCheck = (tx: Tx, userId: string) => Promise<boolean>;

/**
 * Refuse (409 plan_change_scheduled) a payment for another plan than the one already scheduled: called
 * before any rate limit is counted or the provider is asked.
 */
export async function refuseConflictingPlan(
  db: Db,
  userId: string,
  buy: Pick<Purchase, 'planId' | 'cycle'>,
  now: Date,
) {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  const conflict = planChangeConflict(sub, buy, now);
  if (!conflict) return;
  const name = planWithCycle(await planNameOf(db, conflict.scheduled.planId), conflict.scheduled.cycle);
  throw new ApiError(409, 'plan_change_scheduled', planChangeScheduled(name, formatDate(conflict.startsAt)));
}

/**
 * Credit a successful payment to the customer's subscription (inside the payment's transaction, under the
 * row lock): create it, or write its paid time with the purchase (creditPurchase). A purchase credited by
 * value leaves what it could not buy as credit, beside the payment's own credit. Answers the subscription,
 * paid-until (the end of everything paid), the end of the plan bought and what was bought by value.
 */
export async function creditSubscription(
  tx: Tx,
  p: Purchase & { userId: string; creditPesewas: number },
  now: Date,
  /** a new subscription's auto-renew: the customer's saved choice (settings), off when absent */
  autoRenewChosen?: (userId: string) => SQL,
): Promise<{
  subscriptionId: string;
  paidUntil: Date;
  planUntil: Date;
  /** when the plan bought starts: the current plan's end when the payment scheduled (or added to) a change; null when it is in service now */
  startsAt: Date | null;
  outcome: CreditOutcome;
  byValue: ValueCredit | null;
  /** the standing the payment found (null: never paid) and the plan in service after it */
  before: Standing | null;
  servicePlanId: string;
}> {
  // One credit per customer at a time, held to the commit: the row lock below cannot serialise a first
  // subscription (there is no row yet), and two successes may land at once (a replaced attempt approved
  // after all, beside the one that replaced it): the second then sees the first's paid time, and is the one
  // successEffects flags as a duplicate.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`credit:${p.userId}`}, 0))`);
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, p.userId)).for('update').limit(1);
  const time = sub ? paidTimeOf(sub, now) : null;
  const paidBefore = time ? paidUntilOf(time) : null;
  const before =
    sub && paidBefore
      ? (subscriptionStanding(paidBefore.getTime(), now.getTime(), promiseDaysOf(sub, paidBefore))?.status ?? null)
      : null;
  const prices = time?.scheduled ? await planById(tx, time.scheduled.planId) : null;
  const cyclePrice: CyclePrice = (planId, cycle) => (prices && prices.id === planId ? priceOf(prices, cycle) : 0);
  const credit = creditPurchase(time, p, now, cyclePrice);
  // the credit held before this payment (a cancelled change's money, an earlier overpayment) is spent on it:
  // whole days of the plan it bought, at that plan's price; less than a day's cost stays as credit
  const held = sub?.creditPesewas ?? 0;
  const spent = held > 0 && credit.outcome !== 'credited_by_value' ? await spendCredit(tx, credit, p, held) : null;
  const current = credit.current as Segment;
  // what the scheduled plan's time cost: a cancelled change gives back exactly this
  const scheduledCost =
    credit.outcome === 'scheduled'
      ? p.pricePesewas
      : credit.outcome === 'extended_scheduled'
        ? (sub?.nextPaidPesewas ?? 0) + p.pricePesewas
        : credit.outcome === 'credited_by_value' && credit.byValue
          ? (sub?.nextPaidPesewas ?? 0) + credit.byValue.valuePesewas - credit.byValue.leftPesewas
          : 0;
  const values = {
    planId: current.planId,
    billingCycle: current.cycle,
    nextBillingDate: current.until,
    nextPlanId: credit.scheduled?.planId ?? null,
    nextBillingCycle: credit.scheduled?.cycle ?? null,
    nextPaidUntil: credit.scheduled?.until ?? null,
    nextPaidPesewas: credit.scheduled ? scheduledCost + (spent?.intoScheduled ?? 0) : 0,
    status: 'active' as const,
    updatedAt: now,
  };
  const addedCredit = p.creditPesewas + (credit.byValue?.leftPesewas ?? 0);
  let subscriptionId: string;
  if (!sub) {
    const [created] = await tx
      .insert(subscriptions)
      .values({
        ...values,
        userId: p.userId,
        creditPesewas: addedCredit,
        createdAt: now,
        autoRenew: autoRenewChosen ? sql<boolean>`${autoRenewChosen(p.userId)}` : false,
      })
      .returning({ id: subscriptions.id });
    subscriptionId = created?.id ?? '';
  } else {
    await tx
      .update(subscriptions)
      .set({ ...values, creditPesewas: (spent ? spent.leftPesewas : sub.creditPesewas) + addedCredit })
      .where(eq(subscriptions.id, sub.id));
    subscriptionId = sub.id;
  }
  const paidUntil = paidUntilOf(credit) ?? current.until;
  const planUntil = credit.outcome === 'started' || credit.outcome === 'extended' ? current.until : paidUntil;
  const schedules = credit.outcome === 'scheduled' || credit.outcome === 'extended_scheduled';
  return {
    subscriptionId,
    paidUntil,
    planUntil,
    startsAt: schedules ? current.until : null,
    outcome: credit.outcome,
    byValue: credit.byValue,
    before,
    servicePlanId: current.planId,
  };
}

/**
 * Spend `held` credit on a purchase just credited: whole days of the plan it bought (the current plan when it
 * started or extended it, the scheduled one when it scheduled or extended that), added to that plan's paid
 * time in `credit` (mutated). Answers what is left (less than a day's cost) and what went into the scheduled
 * plan's time (part of its cost, given back if the change is cancelled).
 */
async function spendCredit(
  tx: Tx,
  credit: ReturnType<typeof creditPurchase>,
  p: Purchase,
  held: number,
): Promise<{ leftPesewas: number; intoScheduled: number; days: number }> {
  const prices = await planById(tx, p.planId);
  const bought = valueInDays(held, prices ? priceOf(prices, p.cycle) : 0, monthsCovered(p.cycle));
  if (bought.days === 0) return { leftPesewas: held, intoScheduled: 0, days: 0 };
  const intoScheduled = credit.outcome === 'scheduled' || credit.outcome === 'extended_scheduled';
  const segment = intoScheduled ? credit.scheduled : credit.current;
  if (!segment) return { leftPesewas: held, intoScheduled: 0, days: 0 };
  segment.until = addDays(segment.until, bought.days);
  return { leftPesewas: bought.leftPesewas, intoScheduled: intoScheduled ? bought.usedPesewas : 0, days: bought.days };
}

/**
 * Cancel the scheduled plan change (the customer's choice): under the row lock, its paid time goes and what
 * it cost (`next_paid_pesewas`) is added to the subscription's credit, never more; paid-until is the current
 * plan's end again. Refused with no change scheduled (or one that has started: 409 no_scheduled_change) and
 * while a payment is open (409 payment_in_progress: its success would schedule the change again; billing
 * answers `openPayment`).
 */
export async function cancelScheduledChange(db: Db, userId: string, now: Date, openPayment: OpenPaymentCheck) {
  return db.transaction(async (tx) => {
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update').limit(1);
    if (!sub) throw new ApiError(404, 'no_subscription', m.noSubscription);
    const time = paidTimeOf(sub, now);
    if (!time.current || !time.scheduled || time.current.until.getTime() <= now.getTime()) {
      throw new ApiError(409, 'no_scheduled_change', m.noScheduledChange);
    }
    if (await openPayment(tx, userId)) throw new ApiError(409, 'payment_in_progress', m.paymentInProgress);
    const credited = sub.nextPaidPesewas;
    const [updated] = await tx
      .update(subscriptions)
      .set({
        nextPlanId: null,
        nextBillingCycle: null,
        nextPaidUntil: null,
        nextPaidPesewas: 0,
        creditPesewas: sub.creditPesewas + credited,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, sub.id))
      .returning();
    if (!updated) throw new Error('the subscription vanished under its lock');
    const plan = planWithCycle(await planNameOf(tx, time.scheduled.planId), time.scheduled.cycle);
    await insertNotification(
      tx,
      now,
      userId,
      'plan_change_cancelled',
      m.notifyChangeCancelledTitle,
      notifyChangeCancelled({
        plan,
        credit: formatMoney(credited, { minorUnits: true }),
        until: formatDate(time.current.until),
      }),
      { subscription_id: sub.id, credit: credited },
    );
    await recordAudit(tx, now, {
      action: 'subscription.change_cancelled',
      userId,
      actorId: userId,
      details: {
        planId: time.scheduled.planId,
        cycle: time.scheduled.cycle,
        paidUntil: time.scheduled.until.toISOString(),
        creditedPesewas: credited,
      },
    });
    return { subscription: updated, credited };
  });
}

/**
 * Bring a customer's subscription up to `now`, once whoever asks (each UPDATE decides): a scheduled plan
 * whose start has passed becomes the current one (service_active notification); then a subscription whose
 * paid time has run out expires (service_expired notification).
 */
export async function bringUpToDate(db: Db, userId: string, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.transaction(async (tx) => {
    const [rolled] = await tx
      .update(subscriptions)
      .set({
        planId: sql`${subscriptions.nextPlanId}`,
        billingCycle: sql`${subscriptions.nextBillingCycle}`,
        nextBillingDate: sql`${subscriptions.nextPaidUntil}`,
        nextPlanId: null,
        nextBillingCycle: null,
        nextPaidUntil: null,
        nextPaidPesewas: 0,
        updatedAt: now,
      })
      .where(
        and(
          eq(subscriptions.userId, userId),
          isNotNull(subscriptions.nextPlanId),
          isNotNull(subscriptions.nextBillingCycle),
          isNotNull(subscriptions.nextPaidUntil),
          lte(subscriptions.nextBillingDate, at),
        ),
      )
      .returning();
    if (rolled?.nextBillingDate && rolled.nextBillingDate > now) {
      const name = await planNameOf(tx, rolled.planId);
      await insertNotification(
        tx,
        now,
        userId,
        'service_active',
        m.notifyServiceActiveTitle,
        notifyServiceActive(name, formatDate(rolled.nextBillingDate)),
        { subscription_id: rolled.id, next_billing_date: Math.floor(rolled.nextBillingDate.getTime() / 1000) },
      );
    }
    const [expired] = await tx
      .update(subscriptions)
      .set({ status: 'expired', updatedAt: now })
      .where(
        and(
          eq(subscriptions.userId, userId),
          eq(subscriptions.status, 'active'),
          sql`${subscriptions.nextBillingDate} < ${at}`,
        ),
      )
      .returning();
    if (!expired?.nextBillingDate) return;
    const name = await planNameOf(tx, expired.planId);
    const paidUntil = expired.nextBillingDate;
    await insertNotification(
      tx,
      now,
      userId,
      'service_expired',
      m.notifyServiceExpiredTitle,
      notifyServiceExpired(
        name,
        formatDate(standingDates(paidUntil.getTime(), promiseDaysOf(expired, paidUntil)).suspendsAt),
      ),
      { subscription_id: expired.id },
    );
  });
}

/**
 * SQL: the subscription has paid time running at `now`, its standing is `active` (paid-until, a scheduled
 * plan's end included, is after now). For counts over many customers (the admin overview, analytics): the
 * `status` column is only brought up to date when its customer is next seen (bringUpToDate), so it may still
 * say 'active' for paid time that ended while nobody looked.
 */
export function paidTimeRunning(now: Date) {
  return sql`coalesce(${subscriptions.nextPaidUntil}, ${subscriptions.nextBillingDate}) > ${now.toISOString()}::timestamptz`;
}

/**
 * A subscription at `now`: paid-until and the last segment of paid time (the plan the customer will be on
 * when it ends: what one more period buys).
 */
export function paidTimeNow(s: SubscriptionRow, now: Date): { paidUntil: Date | null; last: Segment | null } {
  const time = paidTimeOf(s, now);
  return { paidUntil: paidUntilOf(time), last: time.scheduled ?? time.current };
}

/** Whether a subscription still has paid time running at `now` (POST /subscriptions must not reset it). */
export function hasPaidTime(s: SubscriptionRow, now: Date): boolean {
  const until = paidUntilOf(paidTimeOf(s, now));
  return until !== null && until.getTime() > now.getTime();
}
