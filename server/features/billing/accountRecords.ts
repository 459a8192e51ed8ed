/**
 * What other features read and change of a customer's billing, as queries and commands rather than
 * billing's tables: the settings' billing section (auto-renew, the subscription's once there is one) and
 * the customer's own payments for the data export and the payments CSV. Billing keeps its tables to itself.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, plans, subscriptions } from './tables';

/** Anything that can run a statement: the database or an open transaction (a caller's, to stay atomic). */
type Runner = Pick<Db, 'select' | 'update'>;

/** The subscription's auto-renew, or null before the first payment (no subscription yet). */
export async function subscriptionAutoRenew(db: Runner, userId: string): Promise<boolean | null> {
  const [sub] = await db
    .select({ autoRenew: subscriptions.autoRenew })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return sub ? sub.autoRenew : null;
}

/** Set the subscription's auto-renew (nothing when there is none yet), inside the caller's transaction. */
export async function setSubscriptionAutoRenew(tx: Runner, userId: string, on: boolean, now: Date): Promise<void> {
  await tx.update(subscriptions).set({ autoRenew: on, updatedAt: now }).where(eq(subscriptions.userId, userId));
}

/** The customer's payments, newest first, each with its plan's name. */
export function paymentsWithPlanName(db: Runner, userId: string) {
  return db
    .select({ payment: payments, planName: plans.name })
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(sql`${payments.id}`));
}
