/** The scheduled-change stories' subscription: Premium monthly scheduled from 26 Dec 2026, its time cost GH₵ 200. */
import type { ScheduledChangeFacts } from '../../../src/features/subscriptions/scheduledChange.machine';

export const PREMIUM_SCHEDULED: ScheduledChangeFacts = {
  scheduled: {
    planId: 'plan_premium_monthly',
    planName: 'Premium Internet',
    cycle: 'monthly',
    startsAt: Date.UTC(2026, 11, 26, 9),
  },
  credit: 0,
  cost: 20_000,
};
