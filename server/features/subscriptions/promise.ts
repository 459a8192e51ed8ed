/**
 * A promise to pay (docs/product-rules.md "Standing changes"): in grace, once per period, the customer moves
 * the suspension (and the termination) by 1 to 3 days, from the renewal link's page or the dashboard. The
 * update decides under the subscription's row lock: a second ask, from another tab or page, finds it made.
 */
import { eq } from 'drizzle-orm';
import { standingDates } from '../../../src/features/billing/rules';
import { SUBSCRIPTIONS_MESSAGES as m } from '../../../src/features/subscriptions/messages';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { subscriptionView } from './paidTime';
import { subscriptions } from './tables';

/**
 * Hold the service of `where` (a subscription's id, or a customer's) by `days`. With `forPaidUntil`, only
 * while paid-until is still that date (the renewal link's period). Answers the days held and the new
 * suspension date.
 */
export async function holdService(
  db: Db,
  now: Date,
  where: { subscriptionId: string } | { userId: string },
  days: number,
  forPaidUntil?: Date,
): Promise<{ days: number; suspendsAt: Date }> {
  return db.transaction(async (tx) => {
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(
        'subscriptionId' in where ? eq(subscriptions.id, where.subscriptionId) : eq(subscriptions.userId, where.userId),
      )
      .for('update');
    if (!sub) throw new ApiError(409, 'promise_unavailable', m.promiseUnavailable);
    const view = subscriptionView(sub, now);
    if (!view.paidUntil || (forPaidUntil && view.paidUntil.getTime() !== forPaidUntil.getTime())) {
      throw new ApiError(409, 'promise_unavailable', m.promiseUnavailable);
    }
    if (view.promiseDays > 0) throw new ApiError(409, 'promise_already_made', m.promiseAlreadyMade);
    if (view.standing?.status !== 'grace_period') throw new ApiError(409, 'promise_unavailable', m.promiseUnavailable);
    await tx
      .update(subscriptions)
      .set({ promiseFor: view.paidUntil, promiseDays: days, promisedAt: now, updatedAt: now })
      .where(eq(subscriptions.id, sub.id));
    return { days, suspendsAt: standingDates(view.paidUntil.getTime(), days).suspendsAt };
  });
}
