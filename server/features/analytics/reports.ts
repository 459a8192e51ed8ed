/**
 * The admin reports as CSV (GET /api/admin/reports?type=): every cell through src/domain/csv.ts, so a
 * value a customer typed (a name like =HYPERLINK("...")) reaches the spreadsheet as text, never a formula.
 *
 * - customers: every customer account (role user) with its subscription, oldest first (the period does
 *   not filter it: the list is how things stand now).
 * - payments: every payment started in the period, with its customer, oldest first.
 * - revenue: succeeded payments paid in the period, by day and plan.
 */
import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import { csvDocument } from '../../../src/domain/csv';
import { cedisDecimal } from '../../../src/domain/format/money';
import { findPlan, planLabel } from '../../../src/domain/plans';
import type { ReportType, ResolvedPeriod } from '../../../src/features/analytics/contract';
import type { Db } from '../../db/client';
import { users } from '../auth';
import { payments } from '../billing';
import { subscriptions } from '../subscriptions';
import { bounds } from './queries';

const iso = (value: Date | null) => (value ? value.toISOString() : '');
/** 'Business (Satellite service)': named with its family, as both families have a 'Business'. */
const planName = (id: string | null) => {
  const plan = id ? findPlan(id) : undefined;
  return plan ? planLabel(plan) : (id ?? '');
};

export interface Report {
  csv: string;
  rows: number;
}

async function customersReport(db: Db): Promise<Report> {
  const rows = await db
    .select({
      id: users.id,
      name: users.fullName,
      email: users.email,
      phone: users.phoneNumber,
      isActive: users.isActive,
      verifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      planId: subscriptions.planId,
      cycle: subscriptions.billingCycle,
      status: subscriptions.status,
      next: subscriptions.nextBillingDate,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.role, 'user'))
    .orderBy(asc(users.createdAt), asc(users.email));
  const header = [
    'Customer ID',
    'Name',
    'Email',
    'Phone',
    'Account',
    'Email verified',
    'Signed up',
    'Plan',
    'Billing cycle',
    'Subscription',
    'Next billing',
  ];
  const body = rows.map((r) => [
    r.id,
    r.name,
    r.email,
    r.phone ?? '',
    r.isActive ? 'active' : 'inactive',
    r.verifiedAt ? 'yes' : 'no',
    iso(r.createdAt),
    planName(r.planId),
    r.cycle ?? '',
    r.status ?? 'none',
    iso(r.next),
  ]);
  return { csv: csvDocument(header, body), rows: body.length };
}

async function paymentsReport(db: Db, period: ResolvedPeriod): Promise<Report> {
  const { start, end } = bounds(period);
  const rows = await db
    .select({
      reference: payments.reference,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
      name: users.fullName,
      email: payments.email,
      planId: payments.planId,
      cycle: payments.billingCycle,
      amount: payments.amountPesewas,
      status: payments.status,
      channel: payments.channel,
      network: payments.network,
      reason: payments.failureReason,
    })
    .from(payments)
    // a left join: a deleted account's payments stay in the books, with no customer
    .leftJoin(users, eq(users.id, payments.userId))
    .where(and(gte(payments.createdAt, start), lt(payments.createdAt, end)))
    .orderBy(asc(payments.createdAt), asc(payments.reference));
  const header = [
    'Reference',
    'Started',
    'Paid',
    'Customer',
    'Email',
    'Plan',
    'Billing cycle',
    'Amount (GHS)',
    'Status',
    'Channel',
    'Network',
    'Failure reason',
  ];
  const body = rows.map((r) => [
    r.reference,
    iso(r.createdAt),
    iso(r.paidAt),
    r.name ?? '',
    r.email,
    planName(r.planId),
    r.cycle,
    cedisDecimal(r.amount),
    r.status,
    r.channel,
    r.network ?? '',
    r.reason ?? '',
  ]);
  return { csv: csvDocument(header, body), rows: body.length };
}

async function revenueReport(db: Db, period: ResolvedPeriod): Promise<Report> {
  const { start, end } = bounds(period);
  const day = sql<string>`to_char(${payments.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      planId: payments.planId,
      payments: count(),
      pesewas: sql<string>`coalesce(sum(${payments.amountPesewas}), 0)`,
    })
    .from(payments)
    .where(and(eq(payments.status, 'succeeded'), gte(payments.paidAt, start), lt(payments.paidAt, end)))
    .groupBy(day, payments.planId)
    .orderBy(day, payments.planId);
  const header = ['Date', 'Plan', 'Payments', 'Revenue (GHS)'];
  const body = rows.map((r) => [r.date, planName(r.planId), String(r.payments), cedisDecimal(Number(r.pesewas))]);
  return { csv: csvDocument(header, body), rows: body.length };
}

export function buildReport(db: Db, type: ReportType, period: ResolvedPeriod): Promise<Report> {
  if (type === 'customers') return customersReport(db);
  if (type === 'payments') return paymentsReport(db, period);
  return revenueReport(db, period);
}

/** skylink-payments-2026-10-23_2026-11-21.csv */
export function reportFileName(type: ReportType, period: ResolvedPeriod, today: string): string {
  return type === 'customers' ? `skylink-customers-${today}.csv` : `skylink-${type}-${period.from}_${period.to}.csv`;
}
