import { describe, expect, it } from 'vitest';
import {
  creditPurchase,
  paidTimeOf,
  planChangeConflict,
  type SubscriptionRow,
  subscriptionView,
} from '../../../../server/features/billing/subscriptions';
import { addMonths } from '../../../../src/features/billing/rules';

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
  createdAt: now,
  updatedAt: now,
  ...over,
});

describe('paid time (subscriptions.ts)', () => {
  it('starts now when nothing runs; extends the same plan; schedules another from the current end', () => {
    expect(creditPurchase(null, { planId: 'a', cycle: 'monthly', months: 2 }, now)).toMatchObject({
      outcome: 'started',
      current: { planId: 'a', until: addMonths(now, 2) },
      scheduled: null,
    });
    const time = paidTimeOf(row(), now);
    expect(creditPurchase(time, { planId: 'plan_basic_monthly', cycle: 'yearly', months: 1 }, now)).toMatchObject({
      outcome: 'extended',
      current: { until: addMonths(addMonths(now, 12), 12) },
    });
    // a cycle change is a plan change
    expect(creditPurchase(time, { planId: 'plan_basic_monthly', cycle: 'monthly', months: 1 }, now)).toMatchObject({
      outcome: 'scheduled',
      current: { cycle: 'yearly', until: addMonths(now, 12) },
      scheduled: { cycle: 'monthly', until: addMonths(addMonths(now, 12), 1) },
    });
  });

  it('extends a scheduled plan, and a conflicting late success extends it too (never lost)', () => {
    const s = row({ nextPlanId: 'b', nextBillingCycle: 'monthly', nextPaidUntil: addMonths(now, 13) });
    const time = paidTimeOf(s, now);
    expect(creditPurchase(time, { planId: 'b', cycle: 'monthly', months: 1 }, now)).toMatchObject({
      outcome: 'extended_scheduled',
      scheduled: { planId: 'b', until: addMonths(addMonths(now, 13), 1) },
    });
    expect(creditPurchase(time, { planId: 'c', cycle: 'monthly', months: 1 }, now).outcome).toBe('conflict');
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
});
