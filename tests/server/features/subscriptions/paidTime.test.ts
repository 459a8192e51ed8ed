import { describe, expect, it } from 'vitest';
import {
  type CyclePrice,
  creditPurchase,
  paidTimeOf,
  planChangeConflict,
  type SubscriptionRow,
  subscriptionView,
} from '../../../../server/features/subscriptions/paidTime';
import { addDays, addMonths } from '../../../../src/features/billing/rules';

const now = new Date('2026-11-21T09:00:00.000Z');
const row = (over: Partial<SubscriptionRow> = {}): SubscriptionRow => ({
  id: 's1',
  userId: 'u1',
  planId: 'plan_basic_monthly',
  billingCycle: 'yearly',
  status: 'active',
  nextBillingDate: addMonths(now, 12),
  autoRenew: true,
  creditPesewas: 0,
  nextPlanId: null,
  nextBillingCycle: null,
  nextPaidUntil: null,
  nextPaidPesewas: 0,
  promiseFor: null,
  promiseDays: 0,
  promisedAt: null,
  createdAt: now,
  updatedAt: now,
  ...over,
});

/** Prices (pesewas per cycle) as the catalogue's: a cheap plan 'a', a dear plan 'b', a mid plan 'c'. */
const PRICES: Record<string, { monthly: number; yearly: number }> = {
  plan_basic_monthly: { monthly: 5_000, yearly: 50_000 },
  a: { monthly: 5_000, yearly: 50_000 },
  b: { monthly: 50_000, yearly: 500_000 },
  c: { monthly: 10_000, yearly: 100_000 },
};
const price: CyclePrice = (planId, cycle) => PRICES[planId]?.[cycle] ?? 0;
const buy = (planId: string, cycle: 'monthly' | 'yearly', months = 1) => ({
  planId,
  cycle,
  months,
  pricePesewas: price(planId, cycle) * (cycle === 'yearly' ? 1 : months),
});

describe('paid time (paidTime.ts)', () => {
  it('starts now when nothing runs; extends the same plan; schedules another from the current end', () => {
    expect(creditPurchase(null, buy('a', 'monthly', 2), now, price)).toMatchObject({
      outcome: 'started',
      current: { planId: 'a', until: addMonths(now, 2) },
      scheduled: null,
    });
    const time = paidTimeOf(row(), now);
    expect(creditPurchase(time, buy('plan_basic_monthly', 'yearly', 1), now, price)).toMatchObject({
      outcome: 'extended',
      current: { until: addMonths(addMonths(now, 12), 12) },
    });
    // a cycle change is a plan change
    expect(creditPurchase(time, buy('plan_basic_monthly', 'monthly', 1), now, price)).toMatchObject({
      outcome: 'scheduled',
      current: { cycle: 'yearly', until: addMonths(now, 12) },
      scheduled: { cycle: 'monthly', until: addMonths(addMonths(now, 12), 1) },
    });
  });

  it('extends a scheduled plan with the months priced for it', () => {
    const s = row({ nextPlanId: 'b', nextBillingCycle: 'monthly', nextPaidUntil: addMonths(now, 13) });
    const time = paidTimeOf(s, now);
    expect(creditPurchase(time, buy('b', 'monthly', 1), now, price)).toMatchObject({
      outcome: 'extended_scheduled',
      scheduled: { planId: 'b', until: addMonths(addMonths(now, 13), 1) },
    });
    expect(planChangeConflict(s, { planId: 'c', cycle: 'monthly' }, now)?.startsAt).toEqual(addMonths(now, 12));
    expect(planChangeConflict(s, { planId: 'b', cycle: 'monthly' }, now)).toBeNull();
    expect(planChangeConflict(s, { planId: 'b', cycle: 'yearly' }, now)).not.toBeNull();
  });

  it('reads a scheduled plan whose start has passed as the current one, paid-until unchanged', () => {
    const s = row({ nextPlanId: 'b', nextBillingCycle: 'monthly', nextPaidUntil: addMonths(now, 13) });
    const before = subscriptionView(s, now);
    expect(before).toMatchObject({ planId: 'plan_basic_monthly', paidUntil: addMonths(now, 13) });
    expect(before.scheduled?.startsAt).toEqual(addMonths(now, 12));
    const later = new Date(addMonths(now, 12).getTime());
    expect(subscriptionView(s, later)).toMatchObject({
      planId: 'b',
      cycle: 'monthly',
      paidUntil: addMonths(now, 13),
      scheduled: null,
      standing: { status: 'active' },
    });
    expect(planChangeConflict(s, { planId: 'c', cycle: 'monthly' }, later)).toBeNull();
    expect(subscriptionView(row({ nextBillingDate: null, status: 'pending' }), now).standing).toBeNull();
  });

  describe('credit by value: a purchase priced for another plan than the one it extends', () => {
    // Basic monthly runs for a month; dear plan 'b' (monthly) is scheduled after it for a month.
    const s = row({
      billingCycle: 'monthly',
      nextBillingDate: addMonths(now, 1),
      nextPlanId: 'b',
      nextBillingCycle: 'monthly',
      nextPaidUntil: addMonths(now, 2),
    });
    const time = paidTimeOf(s, now);
    /** what the days bought are worth at the plan's price (a month is a twelfth of 365 days) */
    const worth = (planId: string, cycle: 'monthly' | 'yearly', days: number) =>
      (days * 12 * price(planId, cycle)) / (365 * (cycle === 'yearly' ? 12 : 1));

    it('a cheap yearly payment buys days of the dear scheduled plan, never its months', () => {
      const late = creditPurchase(time, buy('plan_basic_monthly', 'yearly'), now, price);
      // GH₵ 500 at GH₵ 5,000 a month (GH₵ 164.38 a day): 30 days, GH₵ 6.84 left as credit
      expect(late.outcome).toBe('credited_by_value');
      expect(late.byValue).toEqual({ planId: 'b', cycle: 'monthly', days: 30, valuePesewas: 50_000, leftPesewas: 684 });
      expect(late.current).toEqual(time.current);
      expect(late.scheduled).toEqual({ planId: 'b', cycle: 'monthly', until: addDays(addMonths(now, 2), 30) });
      expect(50_000 - 684 - worth('b', 'monthly', 30)).toBeLessThan(1); // the days' cost, rounded up to a pesewa
    });

    it('a dear payment is not lost to a cheap scheduled plan: it buys that plan by value', () => {
      const cheap = paidTimeOf(row({ ...s, nextPlanId: 'a' }), now);
      const late = creditPurchase(cheap, buy('b', 'monthly'), now, price);
      // GH₵ 500 at GH₵ 50 a month: 3,650 days / 12 = 304 days (10 months' worth), not one month
      expect(late.byValue).toMatchObject({ planId: 'a', days: 304 });
      expect(late.scheduled?.until).toEqual(addDays(addMonths(now, 2), 304));
      expect(worth('a', 'monthly', 304)).toBeLessThanOrEqual(50_000);
      expect(worth('a', 'monthly', 305)).toBeGreaterThan(50_000);
    });

    it('the plan in use, paid late while a change is scheduled, is credited by value too', () => {
      const late = creditPurchase(time, buy('plan_basic_monthly', 'monthly'), now, price);
      expect(late.outcome).toBe('credited_by_value');
      expect(late.byValue?.days).toBe(3); // GH₵ 50 buys 3 days of GH₵ 500 a month
      expect(late.current?.until).toEqual(addMonths(now, 1));
    });

    it('never more service value than money paid, whatever the plans, cycles and amounts', () => {
      for (const target of ['a', 'b', 'c'] as const) {
        for (const cycle of ['monthly', 'yearly'] as const) {
          const t = paidTimeOf(row({ ...s, nextPlanId: target, nextBillingCycle: cycle }), now);
          for (const paid of [1, 99, 5_000, 12_345, 50_000, 500_000, 1_234_567]) {
            const other = target === 'c' ? 'a' : 'c';
            const late = creditPurchase(
              t,
              { planId: other, cycle: 'monthly', months: 1, pricePesewas: paid },
              now,
              price,
            );
            const bought = late.byValue;
            expect(bought?.valuePesewas).toBe(paid);
            const value = worth(target, cycle, bought?.days ?? 0);
            expect(value).toBeLessThanOrEqual(paid);
            expect(value + (bought?.leftPesewas ?? 0)).toBeGreaterThan(paid - 1);
            expect(bought?.leftPesewas).toBeGreaterThanOrEqual(0);
            // what is left is less than one more day's worth
            expect(worth(target, cycle, (bought?.days ?? 0) + 1)).toBeGreaterThan(paid);
          }
        }
      }
    });

    it('a scheduled plan without a known price buys no days: the whole value is kept as credit', () => {
      const late = creditPurchase(time, buy('c', 'monthly'), now, () => 0);
      expect(late.byValue).toMatchObject({ days: 0, leftPesewas: 10_000 });
      expect(late.scheduled?.until).toEqual(addMonths(now, 2));
    });
  });
});
