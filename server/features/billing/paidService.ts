/**
 * What a succeeded payment bought, as the books stand now: the plan it is of, the customer's paid-until
 * (the one date every screen shows) and, when the payment scheduled a plan change, the day that plan starts.
 * The payment screens' success step says these from here, not from a date the browser worked out.
 */
import type { PaidServiceRecord } from '../../../src/features/billing/contract';
import type { Db } from '../../db/client';
import { planNameOf, subscriptionOf, subscriptionView } from '../subscriptions';
import { epochSeconds, type PaymentRow, paymentEnvelope } from './paymentRecords';

export async function paidServiceOf(
  db: Pick<Db, 'select'>,
  now: Date,
  p: Pick<PaymentRow, 'status' | 'userId' | 'planId'>,
): Promise<PaidServiceRecord | null> {
  if (p.status !== 'succeeded' || !p.userId) return null;
  const sub = await subscriptionOf(db, p.userId);
  if (!sub) return null;
  const view = subscriptionView(sub, now);
  if (!view.paidUntil) return null;
  // the payment bought the scheduled plan: it starts when the current one ends. Otherwise it extended the
  // plan in service (a late success for another plan is credited to it by value).
  const starts = view.scheduled && view.scheduled.planId === p.planId ? view.scheduled : null;
  return {
    plan_name: await planNameOf(db, starts ? starts.planId : view.planId),
    billing_cycle: starts ? starts.cycle : view.cycle,
    paid_until: epochSeconds(view.paidUntil) ?? 0,
    starts_at: starts ? epochSeconds(starts.startsAt) : null,
  };
}

/** The payment routes' answer: the envelope, with what the payment bought once it succeeded. */
export const answerPayment = (db: Pick<Db, 'select'>, clock: () => Date) => async (p: PaymentRow) =>
  paymentEnvelope(p, await paidServiceOf(db, clock(), p));
