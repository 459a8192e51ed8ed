/**
 * What other features read of a customer's billing, as queries rather than billing's tables: the customer's
 * own payments for the data export and the payments CSV, the admin area's customer detail (with the
 * subscription as subscriptions answers it), and the counts the admin overview and the console's stats show.
 * Billing keeps its tables to itself.
 */
import { type AnyColumn, and, count, desc, eq, gte, inArray, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import { planNames, runningSubscriptions, subscriptionDetail } from '../subscriptions';
import { invoices, payments } from './tables';

/** Anything that can run a statement: the database or an open transaction (a caller's, to stay atomic). */
type Runner = Pick<Db, 'select'>;

/** The customer's payments, newest first, each with its plan's name. */
export async function paymentsWithPlanName(db: Runner, userId: string) {
  const [rows, names] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(sql`${payments.id}`)),
    planNames(db),
  ]);
  return rows.map((payment) => ({ payment, planName: names.get(payment.planId) ?? payment.planId }));
}

/**
 * The customer's latest payment as columns of another feature's list (the admin area's customers, one row per
 * user, `userId` its user id column): its amount (pesewas), status and when it was made.
 */
export function latestPaymentColumns(userId: AnyColumn) {
  const latest = (column: AnyColumn) =>
    sql`(select ${column} from ${payments} where ${payments.userId} = ${qualified(userId)} order by ${payments.createdAt} desc, ${payments.id} desc limit 1)`;
  return {
    amount: latest(payments.amountPesewas) as SQL<number | null>,
    status: latest(payments.status) as SQL<string | null>,
    createdAt: latest(payments.createdAt) as SQL<string | Date | null>,
  };
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
  const [subscription, invoiceRows, paymentRows] = await Promise.all([
    subscriptionDetail(db, id, now),
    db.select().from(invoices).where(eq(invoices.userId, id)).orderBy(desc(invoices.issueDate)).limit(limits.invoices),
    db.select().from(payments).where(eq(payments.userId, id)).orderBy(desc(payments.createdAt)).limit(limits.payments),
  ]);
  return {
    subscription,
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
      duplicateOf: row.duplicateOf,
    })),
  };
}

/**
 * The admin overview's billing counts at `now`: subscriptions whose paid time runs, revenue since the month
 * began (pesewas, succeeded payments by their paid-at), and today's (from `today`, UTC) open and failed payments.
 */
export async function billingOverview(db: Db, now: Date, monthStart: Date, today: Date) {
  const [active, revenue, pending, failed] = await Promise.all([
    runningSubscriptions(db, now),
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
    activeSubscriptions: active,
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
