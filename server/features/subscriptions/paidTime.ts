/**
 * A subscription's paid time as pure functions of its row and a moment (docs/product-rules.md "Subscription
 * standing", "Plan changes", "Credit by value"); subscriptions.ts reads and writes the rows with them.
 */
import type { BillingCycle } from '../../../src/domain/plans';
import {
  addDays,
  addMonths,
  monthsCovered,
  type StandingResult,
  subscriptionStanding,
  valueInDays,
} from '../../../src/features/billing/rules';
import type { subscriptions } from './tables';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** One plan's paid time. */
export interface Segment {
  planId: string;
  cycle: BillingCycle;
  until: Date;
}

/** A subscription's paid time as it stands at some moment. */
export interface PaidTime {
  /** null: nothing paid yet (a chosen plan whose invoice is unpaid) */
  current: Segment | null;
  /** the plan that starts when `current` ends */
  scheduled: Segment | null;
}

/** The row's segments as they stand at `now`: a scheduled plan whose start has passed is current. */
export function paidTimeOf(s: SubscriptionRow, now: Date): PaidTime {
  const current = s.nextBillingDate ? { planId: s.planId, cycle: s.billingCycle, until: s.nextBillingDate } : null;
  const scheduled =
    current && s.nextPlanId && s.nextBillingCycle && s.nextPaidUntil
      ? { planId: s.nextPlanId, cycle: s.nextBillingCycle, until: s.nextPaidUntil }
      : null;
  if (current && scheduled && now.getTime() >= current.until.getTime()) return { current: scheduled, scheduled: null };
  return { current, scheduled };
}

/** Paid-until: the end of everything paid (null: never paid). */
export function paidUntilOf(time: PaidTime): Date | null {
  return time.scheduled?.until ?? time.current?.until ?? null;
}

/**
 * A purchase: the plan and cycle paid for, the months it buys (a yearly payment buys 12) and what was paid
 * for them (the price part of the payment: any amount above the price is credit of its own).
 */
export interface Purchase {
  planId: string;
  cycle: BillingCycle;
  months: number;
  pricePesewas: number;
}

/**
 * 'credited_by_value': the purchase was priced for another plan or cycle than the one it extends (a late
 * success, or any success while another plan is scheduled): its value bought days of that plan.
 */
export type CreditOutcome = 'started' | 'extended' | 'scheduled' | 'extended_scheduled' | 'credited_by_value';

/** What a purchase credited by value bought: whole days of a plan, and what was left over (kept as credit). */
export interface ValueCredit {
  planId: string;
  cycle: BillingCycle;
  days: number;
  valuePesewas: number;
  leftPesewas: number;
}

/** One cycle's price of a plan (pesewas). */
export type CyclePrice = (planId: string, cycle: BillingCycle) => number;

const samePlan = (s: Segment, buy: Pick<Purchase, 'planId' | 'cycle'>) =>
  s.planId === buy.planId && s.cycle === buy.cycle;

/**
 * What a successful purchase does to the paid time (pure). Nothing running: the plan starts now. Running
 * with nothing scheduled: the same plan is extended; another plan is scheduled from the current end.
 * Running with a scheduled plan: that plan is extended by the months bought when they were priced for it.
 * Another plan is refused before payment (`planChangeConflict`); should one still succeed (a late success
 * of an older attempt), its months were priced for another plan, so it is credited by its value: whole days
 * of the scheduled plan at that plan's price (`valueInDays`), the rest kept as credit. Service value never
 * exceeds money paid, in either direction (a cheap plan's months never buy a dear plan's, and a dear
 * payment is not lost to a cheap plan's months).
 */
export function creditPurchase(
  time: PaidTime | null,
  buy: Purchase,
  now: Date,
  cyclePrice: CyclePrice,
): PaidTime & { outcome: CreditOutcome; byValue: ValueCredit | null } {
  const months = monthsCovered(buy.cycle, buy.months);
  const current = time?.current;
  if (!current || current.until.getTime() <= now.getTime()) {
    const started = { planId: buy.planId, cycle: buy.cycle, until: addMonths(now, months) };
    return { current: started, scheduled: null, outcome: 'started', byValue: null };
  }
  const scheduled = time.scheduled;
  if (!scheduled) {
    if (samePlan(current, buy)) {
      const extended = { ...current, until: addMonths(current.until, months) };
      return { current: extended, scheduled: null, outcome: 'extended', byValue: null };
    }
    const next = { planId: buy.planId, cycle: buy.cycle, until: addMonths(current.until, months) };
    return { current, scheduled: next, outcome: 'scheduled', byValue: null };
  }
  if (samePlan(scheduled, buy)) {
    const extended = { ...scheduled, until: addMonths(scheduled.until, months) };
    return { current, scheduled: extended, outcome: 'extended_scheduled', byValue: null };
  }
  const bought = valueInDays(
    buy.pricePesewas,
    cyclePrice(scheduled.planId, scheduled.cycle),
    monthsCovered(scheduled.cycle),
  );
  return {
    current,
    scheduled: { ...scheduled, until: addDays(scheduled.until, bought.days) },
    outcome: 'credited_by_value',
    byValue: {
      planId: scheduled.planId,
      cycle: scheduled.cycle,
      days: bought.days,
      valuePesewas: buy.pricePesewas,
      leftPesewas: bought.leftPesewas,
    },
  };
}

/** The scheduled plan a new payment for `buy` would conflict with, or null when it may be paid. */
export function planChangeConflict(
  s: SubscriptionRow | undefined,
  buy: Pick<Purchase, 'planId' | 'cycle'>,
  now: Date,
): { scheduled: Segment; startsAt: Date } | null {
  if (!s) return null;
  const time = paidTimeOf(s, now);
  if (!time.current || !time.scheduled) return null;
  if (samePlan(time.scheduled, buy)) return null;
  return { scheduled: time.scheduled, startsAt: time.current.until };
}

/** What the API and the admin detail show of a subscription at `now`. */
export interface SubscriptionView {
  planId: string;
  cycle: BillingCycle;
  paidUntil: Date | null;
  standing: StandingResult | null;
  scheduled: { planId: string; cycle: BillingCycle; startsAt: Date } | null;
  /** the days of a promise to pay made for this paid-until (0: none) */
  promiseDays: number;
}

/** The days of the promise to pay made for `paidUntil` (0: none, or one made for an earlier period). */
export function promiseDaysOf(s: Pick<SubscriptionRow, 'promiseFor' | 'promiseDays'>, paidUntil: Date | null): number {
  return paidUntil && s.promiseFor && s.promiseFor.getTime() === paidUntil.getTime() ? s.promiseDays : 0;
}

export function subscriptionView(s: SubscriptionRow, now: Date): SubscriptionView {
  const time = paidTimeOf(s, now);
  const paidUntil = paidUntilOf(time);
  const promiseDays = promiseDaysOf(s, paidUntil);
  return {
    planId: time.current?.planId ?? s.planId,
    cycle: time.current?.cycle ?? s.billingCycle,
    paidUntil,
    promiseDays,
    standing: subscriptionStanding(paidUntil ? paidUntil.getTime() : null, now.getTime(), promiseDays),
    scheduled:
      time.current && time.scheduled
        ? { planId: time.scheduled.planId, cycle: time.scheduled.cycle, startsAt: time.current.until }
        : null,
  };
}
