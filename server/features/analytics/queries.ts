/**
 * The analytics figures, each one grouped query over a period (no row-by-row reads):
 * sign-ups and customers from `users` and `subscriptions`, revenue, success rate, failure reasons and
 * network share from `payments`, page views, the package -> payment funnel, every event's count and the latest
 * client errors (error_occurred) from `analytics_events`,
 * coverage demand from `coverage_requests`. Days are calendar days in Africa/Accra (UTC, no DST), so a
 * timestamp's day is its UTC date.
 */
import { and, count, countDistinct, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { ANALYTICS_EVENTS } from '../../../src/domain/analyticsEvents';
import { findPlan, PLAN_FAMILIES, PLAN_FAMILY_ORDER } from '../../../src/domain/plans';
import {
  daysOf,
  FUNNEL_STEPS,
  NETWORKS,
  type NetworkSection,
  type ResolvedPeriod,
  type RevenueSection,
  type TrafficSection,
  type UsersSection,
} from '../../../src/features/analytics/contract';
import { FAILURE_LABELS, type FailureCode } from '../../../src/features/billing/lifecycle';
import type { Db } from '../../db/client';
import { users } from '../auth';
import { payments } from '../billing';
import { coverageRequests } from '../coverage';
import { analyticsEvents } from '../site';
import { paidTimeRunning, subscriptions } from '../subscriptions';

const DAY_MS = 86_400_000;

/** The period as a half-open instant range [start, end). */
export function bounds(period: Pick<ResolvedPeriod, 'from' | 'to'>): { start: Date; end: Date } {
  return {
    start: new Date(`${period.from}T00:00:00Z`),
    end: new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY_MS),
  };
}

/** A timestamp column's day in Accra (= UTC) as YYYY-MM-DD. */
const dayOf = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

function fillDays<T extends { date: string }>(period: ResolvedPeriod, rows: T[], empty: (date: string) => T): T[] {
  const byDay = new Map(rows.map((row) => [row.date, row]));
  return daysOf(period).map((date) => byDay.get(date) ?? empty(date));
}

/**
 * Attempts that failed. A checkout opened and left (abandoned) or a payment the customer cancelled is not a
 * failed attempt: it counts neither way in the success rate.
 */
const UNSUCCESSFUL = ['failed'] as const;
const OPEN = ['pending', 'processing'] as const;

export async function usersSection(db: Db, period: ResolvedPeriod, now: Date): Promise<UsersSection> {
  const { start, end } = bounds(period);
  const inPeriod = and(eq(users.role, 'user'), gte(users.createdAt, start), lt(users.createdAt, end));
  const [byDay, [totals], [active], [paying]] = await Promise.all([
    db
      .select({ date: dayOf(users.createdAt), count: count() })
      .from(users)
      .where(inPeriod)
      .groupBy(dayOf(users.createdAt)),
    db.select({ total: count() }).from(users).where(eq(users.role, 'user')),
    db
      .select({ active: countDistinct(subscriptions.userId) })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(and(eq(users.role, 'user'), paidTimeRunning(now))),
    db
      .select({ paying: countDistinct(payments.userId) })
      .from(payments)
      .where(and(eq(payments.status, 'succeeded'), gte(payments.paidAt, start), lt(payments.paidAt, end))),
  ]);
  const signupsByDay = fillDays(
    period,
    byDay.map((r) => ({ date: r.date, count: Number(r.count) })),
    (date) => ({ date, count: 0 }),
  );
  return {
    signups: signupsByDay.reduce((sum, d) => sum + d.count, 0),
    signupsByDay,
    activeCustomers: Number(active?.active ?? 0),
    totalCustomers: Number(totals?.total ?? 0),
    payingCustomers: Number(paying?.paying ?? 0),
  };
}

/** Unknown plan ids (none today) are listed after the catalogue's families. */
const OTHER_FAMILY = 'Other';

/**
 * Revenue by plan grouped by the catalogue's family (satellite service, then city broadband, then unknown ids),
 * largest first within a family; and the total of each family, 0 included.
 */
export function byFamily(rows: readonly { planId: string; pesewas: string | number; payments: number }[]) {
  const rank = (family: string | null) =>
    family === null ? PLAN_FAMILY_ORDER.length : PLAN_FAMILY_ORDER.indexOf(family as never);
  const revenueByPlan = rows
    .map((r) => {
      const plan = findPlan(r.planId);
      return {
        planId: r.planId,
        planName: plan?.name ?? r.planId,
        family: plan?.family ?? null,
        familyName: plan ? PLAN_FAMILIES[plan.family].name : OTHER_FAMILY,
        pesewas: Number(r.pesewas),
        payments: Number(r.payments),
      };
    })
    .sort((a, b) => rank(a.family) - rank(b.family) || b.pesewas - a.pesewas || a.planName.localeCompare(b.planName));
  const revenueByFamily = PLAN_FAMILY_ORDER.map((family) => {
    const mine = revenueByPlan.filter((p) => p.family === family);
    return {
      family,
      familyName: PLAN_FAMILIES[family].name,
      pesewas: mine.reduce((sum, p) => sum + p.pesewas, 0),
      payments: mine.reduce((sum, p) => sum + p.payments, 0),
    };
  });
  return { revenueByPlan, revenueByFamily };
}

export async function revenueSection(db: Db, period: ResolvedPeriod): Promise<RevenueSection> {
  const { start, end } = bounds(period);
  const paid = and(eq(payments.status, 'succeeded'), gte(payments.paidAt, start), lt(payments.paidAt, end));
  const started = and(gte(payments.createdAt, start), lt(payments.createdAt, end));
  const pesewas = sql<string>`coalesce(sum(${payments.amountPesewas}), 0)`;
  const [byDay, byPlan, byStatus, reasons] = await Promise.all([
    db
      .select({ date: dayOf(payments.paidAt), pesewas, payments: count() })
      .from(payments)
      .where(paid)
      .groupBy(dayOf(payments.paidAt)),
    db
      .select({ planId: payments.planId, pesewas, payments: count() })
      .from(payments)
      .where(paid)
      .groupBy(payments.planId),
    db.select({ status: payments.status, n: count() }).from(payments).where(started).groupBy(payments.status),
    db
      .select({
        // grouped by the stable code, never by the provider's words (rows from before codes: by status)
        code: sql<string>`coalesce(${payments.failureCode}, case ${payments.status} when 'failed' then 'provider_error' else ${payments.status} end)`,
        n: count(),
      })
      .from(payments)
      .where(and(started, inArray(payments.status, [...UNSUCCESSFUL])))
      .groupBy(sql`1`)
      .orderBy(desc(count()), sql`1`),
  ]);
  const revenueByDay = fillDays(
    period,
    byDay.map((r) => ({ date: r.date, pesewas: Number(r.pesewas), payments: Number(r.payments) })),
    (date) => ({ date, pesewas: 0, payments: 0 }),
  );
  const statusCount = (names: readonly string[]) =>
    byStatus.filter((r) => names.includes(r.status)).reduce((sum, r) => sum + Number(r.n), 0);
  const succeeded = statusCount(['succeeded']);
  const unsuccessful = statusCount(UNSUCCESSFUL);
  const settled = succeeded + unsuccessful;
  return {
    revenuePesewas: revenueByDay.reduce((sum, d) => sum + d.pesewas, 0),
    revenueByDay,
    ...byFamily(byPlan),
    payments: {
      settled,
      succeeded,
      unsuccessful,
      open: statusCount(OPEN),
      successRate: settled === 0 ? null : succeeded / settled,
    },
    failureReasons: reasons.map((r) => {
      const code = r.code as FailureCode;
      return { code, reason: FAILURE_LABELS[code] ?? r.code, count: Number(r.n) };
    }),
  };
}

/** How many areas the coverage chart lists (the rest are still counted in coverageRequests). */
export const TOP_AREAS = 10;

export async function networkSection(db: Db, period: ResolvedPeriod): Promise<NetworkSection> {
  const { start, end } = bounds(period);
  const [byNetwork, areas, [total]] = await Promise.all([
    db
      .select({
        network: payments.network,
        payments: count(),
        pesewas: sql<string>`coalesce(sum(${payments.amountPesewas}), 0)`,
      })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'succeeded'),
          eq(payments.channel, 'mobile_money'),
          gte(payments.paidAt, start),
          lt(payments.paidAt, end),
        ),
      )
      .groupBy(payments.network),
    db
      .select({ area: sql<string>`min(${coverageRequests.address})`, requests: count() })
      .from(coverageRequests)
      .where(and(gte(coverageRequests.createdAt, start), lt(coverageRequests.createdAt, end)))
      .groupBy(coverageRequests.normalizedAddress)
      .orderBy(desc(count()), sql`min(${coverageRequests.address})`)
      .limit(TOP_AREAS),
    db
      .select({ n: count() })
      .from(coverageRequests)
      .where(and(gte(coverageRequests.createdAt, start), lt(coverageRequests.createdAt, end))),
  ]);
  const all = byNetwork.reduce((sum, r) => sum + (r.network ? Number(r.payments) : 0), 0);
  return {
    networkShare: NETWORKS.map((network) => {
      const row = byNetwork.find((r) => r.network === network);
      const n = Number(row?.payments ?? 0);
      return { network, payments: n, pesewas: Number(row?.pesewas ?? 0), share: all === 0 ? 0 : n / all };
    }),
    coverageByArea: areas.map((r) => ({ area: r.area, requests: Number(r.requests) })),
    coverageRequests: Number(total?.n ?? 0),
  };
}

/** How many of the period's client errors the dashboard lists (all are counted in `events`). */
export const RECENT_ERRORS = 10;

export async function trafficSection(db: Db, period: ResolvedPeriod): Promise<TrafficSection> {
  const { start, end } = bounds(period);
  const when = and(gte(analyticsEvents.occurredAt, start), lt(analyticsEvents.occurredAt, end));
  const text = (key: string) => sql<string | null>`${analyticsEvents.properties}->>${key}`;
  const [views, steps, byName, errors] = await Promise.all([
    db
      .select({ date: dayOf(analyticsEvents.occurredAt), count: count() })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.name, 'page_view'), when))
      .groupBy(dayOf(analyticsEvents.occurredAt)),
    db
      .select({ name: analyticsEvents.name, sessions: countDistinct(analyticsEvents.sessionId) })
      .from(analyticsEvents)
      .where(and(inArray(analyticsEvents.name, [...FUNNEL_STEPS]), when))
      .groupBy(analyticsEvents.name),
    db
      .select({ name: analyticsEvents.name, n: count(), sessions: countDistinct(analyticsEvents.sessionId) })
      .from(analyticsEvents)
      .where(when)
      .groupBy(analyticsEvents.name),
    db
      .select({
        at: analyticsEvents.occurredAt,
        type: text('error_type'),
        message: text('error_message'),
        page: text('page'),
        userAction: text('user_action'),
      })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.name, 'error_occurred'), when))
      .orderBy(desc(analyticsEvents.occurredAt), desc(analyticsEvents.id))
      .limit(RECENT_ERRORS),
  ]);
  const pageViewsByDay = fillDays(
    period,
    views.map((r) => ({ date: r.date, count: Number(r.count) })),
    (date) => ({ date, count: 0 }),
  );
  return {
    pageViews: pageViewsByDay.reduce((sum, d) => sum + d.count, 0),
    pageViewsByDay,
    funnel: FUNNEL_STEPS.map((step) => ({
      step,
      sessions: Number(steps.find((r) => r.name === step)?.sessions ?? 0),
    })),
    events: ANALYTICS_EVENTS.map((name) => {
      const row = byName.find((r) => r.name === name);
      return { name, count: Number(row?.n ?? 0), sessions: Number(row?.sessions ?? 0) };
    }),
    recentErrors: errors.map((r) => ({
      at: r.at.toISOString(),
      type: r.type ?? '',
      message: r.message ?? '',
      page: r.page ?? '',
      userAction: r.userAction ?? '',
    })),
  };
}
