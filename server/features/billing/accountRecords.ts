/**
 * What other features read and change of a customer's billing, as queries and commands rather than
 * billing's tables: the settings' billing section (auto-renew, the subscription's once there is one), the
 * customer's own payments for the data export and the payments CSV, the admin area's customer detail, and
 * the counts the admin overview and the console's stats show. Billing keeps its tables to itself.
 */
import { and, count, desc, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import { standingDates } from '../../../src/features/billing/rules';
import type { Db } from '../../db/client';
import { paidTimeRunning, subscriptionView } from './subscriptions';
import { invoices, payments, plans, subscriptions } from './tables';

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

/** How many invoices and payments a customer's billing lists (the admin detail's limits). */
export interface BillingLimits {
  invoices: number;
  payments: number;
}

/**
 * A customer's billing as the admin area's customer detail shows it: the subscription as the customer's own
 * API answers it at `now` (paid-until, standing, a promise to pay, a scheduled change), and the newest
 * invoices and payments.
 */
export async function customerBilling(db: Db, id: string, now: Date, limits: BillingLimits) {
  const [subscriptionRows, invoiceRows, paymentRows] = await Promise.all([
    db
      .select({ subscription: subscriptions, planName: plans.name })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.userId, id))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1),
    db.select().from(invoices).where(eq(invoices.userId, id)).orderBy(desc(invoices.issueDate)).limit(limits.invoices),
    db.select().from(payments).where(eq(payments.userId, id)).orderBy(desc(payments.createdAt)).limit(limits.payments),
  ]);
  const sub = subscriptionRows[0];
  // the subscription as the customer's API answers it at now: paid-until, standing, a scheduled change
  const view = sub ? subscriptionView(sub.subscription, now) : null;
  const [scheduledPlan] = view?.scheduled
    ? await db.select({ name: plans.name }).from(plans).where(eq(plans.id, view.scheduled.planId)).limit(1)
    : [];
  const [currentPlan] =
    sub && view && view.planId !== sub.subscription.planId
      ? await db.select({ name: plans.name }).from(plans).where(eq(plans.id, view.planId)).limit(1)
      : [];
  return {
    subscription: sub
      ? {
          id: sub.subscription.id,
          planId: view?.planId ?? sub.subscription.planId,
          planName: currentPlan?.name ?? sub.planName,
          billingCycle: view?.cycle ?? sub.subscription.billingCycle,
          status: sub.subscription.status,
          nextBillingDate: view?.paidUntil?.toISOString() ?? null,
          autoRenew: sub.subscription.autoRenew,
          standing: view?.standing?.status ?? null,
          graceDaysLeft: view?.standing?.graceDaysLeft ?? null,
          promise:
            view?.paidUntil && view.promiseDays > 0
              ? {
                  days: view.promiseDays,
                  suspendsAt: standingDates(view.paidUntil.getTime(), view.promiseDays).suspendsAt.toISOString(),
                }
              : null,
          scheduledChange: view?.scheduled
            ? {
                planId: view.scheduled.planId,
                planName: scheduledPlan?.name ?? view.scheduled.planId,
                billingCycle: view.scheduled.cycle,
                startsAt: view.scheduled.startsAt.toISOString(),
              }
            : null,
        }
      : null,
    invoices: invoiceRows.map((row) => ({
      id: row.id,
      number: row.number,
      amount: row.amountPesewas,
      status: row.status,
      issueDate: row.issueDate.toISOString(),
      dueDate: row.dueDate.toISOString(),
    })),
    payments: paymentRows.map((row) => ({
      id: row.id,
      reference: row.reference,
      amount: row.amountPesewas,
      status: row.status,
      channel: row.channel,
      network: row.network,
      createdAt: row.createdAt.toISOString(),
      failureReason: row.failureReason,
      lateSuccess: row.lateSuccess,
    })),
  };
}

/**
 * The admin overview's billing counts at `now`: subscriptions whose paid time runs, revenue since the month
 * began (pesewas, succeeded payments by their paid-at), and today's (from `today`, UTC) open and failed payments.
 */
export async function billingOverview(db: Db, now: Date, monthStart: Date, today: Date) {
  const [active, revenue, pending, failed] = await Promise.all([
    db.select({ n: count() }).from(subscriptions).where(paidTimeRunning(now)),
    db
      .select({ total: sum(payments.amountPesewas) })
      .from(payments)
      .where(and(eq(payments.status, 'succeeded'), gte(payments.paidAt, monthStart))),
    db
      .select({ n: count() })
      .from(payments)
      .where(and(inArray(payments.status, ['pending', 'processing']), gte(payments.createdAt, today))),
    db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.status, 'failed'), gte(payments.updatedAt, today))),
  ]);
  const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
  return {
    activeSubscriptions: n(active),
    revenuePesewas: Number(revenue[0]?.total ?? 0),
    pendingToday: n(pending),
    failedToday: n(failed),
  };
}

/** Late successes (credited after the payment had ended) paid since `since`: the console's warning count. */
export async function lateSuccessesSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.lateSuccess, true), gte(payments.paidAt, since)));
  return Number(row?.n ?? 0);
}
