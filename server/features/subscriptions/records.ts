/**
 * The subscription row as other features read and change it, as queries and commands rather than the table:
 * billing's subscription routes (choose a plan, auto-renew, cancel), its receipts and payment lists, the
 * settings' billing section, the admin area's customer detail and overview. What a payment does to paid time
 * is subscriptions.ts; these are the reads and the writes that do not touch paid time.
 */
import { type AnyColumn, and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { BillingCycle } from '../../../src/domain/plans';
import { standingDates } from '../../../src/features/billing/rules';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import { planNameOf } from './catalogue';
import { type SubscriptionRow, subscriptionView } from './paidTime';
import { hasPaidTime, paidTimeRunning, type Tx } from './subscriptions';
import { plans, subscriptions } from './tables';

/** Anything that can run a statement: the database or an open transaction (a caller's, to stay atomic). */
type Runner = Pick<Db, 'select' | 'update'>;

/** The customer's subscription (one per customer), or null before there is one. */
export async function subscriptionOf(db: Pick<Db, 'select'>, userId: string): Promise<SubscriptionRow | null> {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return sub ?? null;
}

/**
 * The customer's subscription id as a scalar subquery (null when there is none), for a statement of billing's
 * that reads it at the moment it runs (a payment inserted in one statement: a sweep just before may have
 * created the subscription).
 */
export function subscriptionIdOf(userId: string): SQL {
  return sql`(select ${subscriptions.id} from ${subscriptions} where ${subscriptions.userId} = ${userId})`;
}

/** The subscription `id` when it is `userId`'s, else null (another customer's id reads as none). */
export async function ownSubscription(db: Pick<Db, 'select'>, id: string, userId: string) {
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
    .limit(1);
  return sub ?? null;
}

/** Paid-until at `now` (the one date every screen shows), or null with no subscription or no paid time. */
export async function paidUntilNow(db: Pick<Db, 'select'>, userId: string, now: Date): Promise<Date | null> {
  const sub = await subscriptionOf(db, userId);
  return sub ? subscriptionView(sub, now).paidUntil : null;
}

/**
 * Choose a plan with no paid time running (spec §4, POST /subscriptions): inside the caller's transaction,
 * under a per-customer advisory lock, so two parallel requests cannot both find none and create two (the
 * unique index on user_id is the last line). Answers null when the customer already has one that is active,
 * pending or paid for; else the pending subscription, created or reused.
 */
export async function openSubscription(
  tx: Tx,
  userId: string,
  choice: { planId: string; cycle: BillingCycle },
  now: Date,
): Promise<SubscriptionRow | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`billing:subscription:${userId}`}, 0))`);
  const [existing] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  if (existing && (existing.status === 'active' || existing.status === 'pending' || hasPaidTime(existing, now))) {
    return null;
  }
  const values = {
    planId: choice.planId,
    billingCycle: choice.cycle,
    status: 'pending' as const,
    nextBillingDate: null,
    nextPlanId: null,
    nextBillingCycle: null,
    nextPaidUntil: null,
    updatedAt: now,
  };
  const [sub] = existing
    ? await tx.update(subscriptions).set(values).where(eq(subscriptions.id, existing.id)).returning()
    : await tx
        .insert(subscriptions)
        .values({ ...values, userId, creditPesewas: 0, createdAt: now })
        .returning();
  if (!sub) throw new Error('subscription write returned nothing');
  return sub;
}

/** The subscription's auto-renew, or null before the first payment (no subscription yet). */
export async function subscriptionAutoRenew(db: Pick<Db, 'select'>, userId: string): Promise<boolean | null> {
  const [sub] = await db
    .select({ autoRenew: subscriptions.autoRenew })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return sub ? sub.autoRenew : null;
}

/** Set the subscription's auto-renew (the database or the caller's transaction); null when there is none yet. */
export async function setSubscriptionAutoRenew(
  tx: Runner,
  userId: string,
  on: boolean,
  now: Date,
): Promise<SubscriptionRow | null> {
  const [sub] = await tx
    .update(subscriptions)
    .set({ autoRenew: on, updatedAt: now })
    .where(eq(subscriptions.userId, userId))
    .returning();
  return sub ?? null;
}

/** Cancel the subscription (and its auto-renew): its paid time still runs to its end. Null when there is none. */
export async function cancelSubscription(db: Runner, userId: string, now: Date): Promise<SubscriptionRow | null> {
  const [sub] = await db
    .update(subscriptions)
    .set({ status: 'cancelled', autoRenew: false, updatedAt: now })
    .where(eq(subscriptions.userId, userId))
    .returning();
  return sub ?? null;
}

/**
 * The customer's latest subscription as columns of another feature's list (the admin area's customers, one
 * row per user, `userId` its user id column): its status at `now` (an 'active' row whose paid time, a
 * scheduled plan's included, has ended reads 'expired', as bringUpToDate will write it when the customer is
 * next seen, so the list agrees with the customer's own dashboard), and its plan's id and name.
 */
export function latestSubscriptionColumns(userId: AnyColumn, now: Date) {
  const user = qualified(userId);
  const latest = (select: SQL) =>
    sql`(select ${select} from ${subscriptions} where ${subscriptions.userId} = ${user} order by ${subscriptions.createdAt} desc, ${subscriptions.id} desc limit 1)`;
  const planId = latest(sql`${subscriptions.planId}`);
  return {
    status: latest(
      sql`case when ${subscriptions.status} = 'active' and coalesce(${subscriptions.nextPaidUntil}, ${subscriptions.nextBillingDate}) <= ${now.toISOString()}::timestamptz then 'expired' else ${subscriptions.status} end`,
    ) as SQL<string | null>,
    planId: planId as SQL<string | null>,
    planName: sql<string | null>`(select ${plans.name} from ${plans} where ${plans.id} = ${planId})`,
  };
}

/** How many subscriptions have paid time running at `now` (the admin overview's active count). */
export async function runningSubscriptions(db: Pick<Db, 'select'>, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(subscriptions).where(paidTimeRunning(now));
  return Number(row?.n ?? 0);
}

/**
 * A customer's subscription as the admin area's customer detail shows it: as the customer's own API answers
 * it at `now` (paid-until, standing, a promise to pay, a scheduled change), or null.
 */
export async function subscriptionDetail(db: Pick<Db, 'select'>, userId: string, now: Date) {
  const [sub] = await db
    .select({ subscription: subscriptions, planName: plans.name })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  if (!sub) return null;
  const view = subscriptionView(sub.subscription, now);
  const scheduledName = view.scheduled ? await planNameOf(db, view.scheduled.planId) : null;
  const planName = view.planId !== sub.subscription.planId ? await planNameOf(db, view.planId) : sub.planName;
  return {
    id: sub.subscription.id,
    planId: view.planId,
    planName,
    billingCycle: view.cycle,
    status: sub.subscription.status,
    nextBillingDate: view.paidUntil?.toISOString() ?? null,
    autoRenew: sub.subscription.autoRenew,
    standing: view.standing?.status ?? null,
    graceDaysLeft: view.standing?.graceDaysLeft ?? null,
    promise:
      view.paidUntil && view.promiseDays > 0
        ? {
            days: view.promiseDays,
            suspendsAt: standingDates(view.paidUntil.getTime(), view.promiseDays).suspendsAt.toISOString(),
          }
        : null,
    scheduledChange:
      view.scheduled && scheduledName !== null
        ? {
            planId: view.scheduled.planId,
            planName: scheduledName,
            billingCycle: view.scheduled.cycle,
            startsAt: view.scheduled.startsAt.toISOString(),
          }
        : null,
  };
}
