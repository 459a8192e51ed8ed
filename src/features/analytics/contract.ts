/**
 * The contract of the analytics API (/api/analytics/dashboard|users|network|revenue) and the admin
 * reports (/api/admin/reports): the period query, the answers, the report types. Both sit behind the
 * one admin guard of server/app.ts.
 * Longer than 300 lines: the one contract of every analytics answer (dashboard, its sections and the reports).
 *
 * Conventions:
 * - A period is `period=7d|30d|90d` (the last 7, 30 or 90 days up to and including today) or
 *   `from=YYYY-MM-DD&to=YYYY-MM-DD` (both days included, at most MAX_SPAN_DAYS); nothing means 30d.
 *   Days are calendar days in Africa/Accra, which is UTC all year (no daylight saving).
 * - Money is integer pesewas (GH₵ 1.00 = 100) in every field ending in `Pesewas`.
 * - Every day series has one entry per day of the period, zeros included, oldest first.
 *
 * `analyticsEndpoints` declares the four JSON endpoints under ANALYTICS_BASE (the server mounts them from it,
 * the client calls them through it); the period is their query string, read with `periodQuerySchema`. The
 * reports are CSV files, not JSON: GET REPORTS_PATH is registered by hand and is not in the table.
 */
import { z } from 'zod';
import { ANALYTICS_EVENTS } from '../../domain/analyticsEvents';
import { COMMON_ERROR_CODES, errorBodySchema } from '../../domain/apiError';
import { NETWORK_NAMES } from '../../domain/format/phone';

export const ANALYTICS_BASE = '/api/analytics';
export const REPORTS_PATH = '/api/admin/reports';
export const ANALYTICS_SECTIONS = ['dashboard', 'users', 'network', 'revenue'] as const;
export type AnalyticsSection = (typeof ANALYTICS_SECTIONS)[number];

export const PERIODS = ['7d', '30d', '90d'] as const;
export type PeriodChoice = (typeof PERIODS)[number];
export const PERIOD_DAYS: Record<PeriodChoice, number> = { '7d': 7, '30d': 30, '90d': 90 };
export const DEFAULT_PERIOD: PeriodChoice = '30d';
/** the longest custom period (from/to), in days */
export const MAX_SPAN_DAYS = 366;

export const PERIOD_MESSAGES = {
  period: 'period must be one of 7d, 30d, 90d',
  from: 'from must be a date as YYYY-MM-DD',
  to: 'to must be a date as YYYY-MM-DD',
  both: 'from and to must be given together',
  mixed: 'give either period or from and to, not both',
  order: 'from must not be after to',
  span: `the period may span at most ${MAX_SPAN_DAYS} days`,
  type: 'type must be one of customers, payments, revenue',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
const isoDay = (field: 'from' | 'to') => z.string().refine(isIsoDay, PERIOD_MESSAGES[field]);

const DAY_MS = 86_400_000;

/** Inclusive days between two YYYY-MM-DD dates. */
export function spanDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The query of every analytics endpoint (and of the reports, with `type`). */
export const periodQuerySchema = z
  .object({
    period: z.enum(PERIODS, { error: PERIOD_MESSAGES.period }).optional(),
    from: isoDay('from').optional(),
    to: isoDay('to').optional(),
  })
  .superRefine((q, ctx) => {
    if (q.period && (q.from || q.to)) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: PERIOD_MESSAGES.mixed });
      return;
    }
    if ((q.from === undefined) !== (q.to === undefined)) {
      ctx.addIssue({ code: 'custom', path: [q.from ? 'to' : 'from'], message: PERIOD_MESSAGES.both });
      return;
    }
    if (q.from && q.to && isIsoDay(q.from) && isIsoDay(q.to)) {
      if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['from'], message: PERIOD_MESSAGES.order });
      else if (spanDays(q.from, q.to) > MAX_SPAN_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to'], message: PERIOD_MESSAGES.span });
    }
  });
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

export interface ResolvedPeriod {
  /** first day, YYYY-MM-DD */
  from: string;
  /** last day, YYYY-MM-DD (included) */
  to: string;
  days: number;
}

/** The days a query covers, `today` being the server's date in Accra (UTC). */
export function resolvePeriod(query: PeriodQuery, today: Date): ResolvedPeriod {
  if (query.from && query.to) return { from: query.from, to: query.to, days: spanDays(query.from, query.to) };
  const days = PERIOD_DAYS[query.period ?? DEFAULT_PERIOD];
  const end = today.toISOString().slice(0, 10);
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from: start, to: end, days };
}

/** Every day of a period, oldest first. */
export function daysOf(period: Pick<ResolvedPeriod, 'from' | 'to'>): string[] {
  const out: string[] = [];
  const end = Date.parse(`${period.to}T00:00:00Z`);
  for (let t = Date.parse(`${period.from}T00:00:00Z`); t <= end; t += DAY_MS)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

// ----- answers -------------------------------------------------------------------------------------

const periodSchema = z.object({ from: z.string(), to: z.string(), days: z.number().int() });
const dayCount = z.object({ date: z.string(), count: z.number().int() });
const dayMoney = z.object({ date: z.string(), pesewas: z.number().int(), payments: z.number().int() });

export const usersSectionSchema = z.object({
  /** customer accounts (role user) created in the period */
  signups: z.number().int(),
  signupsByDay: z.array(dayCount),
  /** customers whose subscription is active and paid up at the time of the request */
  activeCustomers: z.number().int(),
  /** customer accounts in total (at the time of the request) */
  totalCustomers: z.number().int(),
  /** distinct customers with a succeeded payment in the period */
  payingCustomers: z.number().int(),
});

const planFamilySchema = z.enum(['residential', 'packages']);

export const revenueSectionSchema = z.object({
  /** sum of succeeded payments paid in the period */
  revenuePesewas: z.number().int(),
  revenueByDay: z.array(dayMoney),
  /** by plan, grouped by the catalogue's family (satellite service first), largest first within a family */
  revenueByPlan: z.array(
    z.object({
      planId: z.string(),
      planName: z.string(),
      /** the catalogue's family; null for a plan id the catalogue does not know */
      family: planFamilySchema.nullable(),
      /** 'Satellite service', 'City broadband' (the catalogue's), 'Other' for an unknown plan */
      familyName: z.string(),
      pesewas: z.number().int(),
      payments: z.number().int(),
    }),
  ),
  /** by family: every family of the catalogue, 0 included, in the catalogue's order */
  revenueByFamily: z.array(
    z.object({
      family: planFamilySchema,
      familyName: z.string(),
      pesewas: z.number().int(),
      payments: z.number().int(),
    }),
  ),
  payments: z.object({
    /** payments started in the period that reached an outcome */
    settled: z.number().int(),
    succeeded: z.number().int(),
    /** failed, cancelled or abandoned */
    unsuccessful: z.number().int(),
    /** still pending or processing */
    open: z.number().int(),
    /** succeeded / settled, 0..1, null when none settled */
    successRate: z.number().min(0).max(1).nullable(),
  }),
  /** unsuccessful payments by failure code (src/features/billing/lifecycle.ts), with the code's label */
  failureReasons: z.array(z.object({ code: z.string(), reason: z.string(), count: z.number().int() })),
});

export const NETWORKS = ['MTN', 'VODAFONE', 'AIRTELTIGO'] as const;
/** The networks as people know them today ('Telecel', 'AT (AirtelTigo)'): the one table of src/domain. */
export const NETWORK_LABELS: Readonly<Record<(typeof NETWORKS)[number], string>> = NETWORK_NAMES;

export const networkSectionSchema = z.object({
  /** succeeded mobile money payments in the period by network, every network listed */
  networkShare: z.array(
    z.object({
      network: z.enum(NETWORKS),
      payments: z.number().int(),
      pesewas: z.number().int(),
      /** of the succeeded mobile money payments, 0..1 (0 when there are none) */
      share: z.number().min(0).max(1),
    }),
  ),
  /** coverage requests for unserved areas in the period, by place (the normalised address), most first */
  coverageByArea: z.array(z.object({ area: z.string(), requests: z.number().int() })),
  coverageRequests: z.number().int(),
});

export const FUNNEL_STEPS = ['package_viewed', 'package_selected', 'payment_initiated', 'payment_completed'] as const;
export const FUNNEL_LABELS: Record<(typeof FUNNEL_STEPS)[number], string> = {
  package_viewed: 'Viewed a package',
  package_selected: 'Selected a package',
  payment_initiated: 'Started a payment',
  payment_completed: 'Completed a payment',
};

export const trafficSectionSchema = z.object({
  pageViews: z.number().int(),
  pageViewsByDay: z.array(dayCount),
  /** browser sessions with each event in the period */
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), sessions: z.number().int() })),
  /** every event name of the vocabulary (docs/analytics.md), in its order: how many in the period, in how many sessions */
  events: z.array(z.object({ name: z.enum(ANALYTICS_EVENTS), count: z.number().int(), sessions: z.number().int() })),
  /** the latest errors the error screen reported (error_occurred) in the period, newest first */
  recentErrors: z.array(
    z.object({ at: z.string(), type: z.string(), message: z.string(), page: z.string(), userAction: z.string() }),
  ),
});

const envelope = { period: periodSchema, generatedAt: z.string() };
export const dashboardResponseSchema = z.object({
  ...envelope,
  users: usersSectionSchema,
  revenue: revenueSectionSchema,
  network: networkSectionSchema,
  traffic: trafficSectionSchema,
});
export const usersResponseSchema = z.object({ ...envelope, users: usersSectionSchema, traffic: trafficSectionSchema });
export const revenueResponseSchema = z.object({ ...envelope, revenue: revenueSectionSchema });
export const networkResponseSchema = z.object({ ...envelope, network: networkSectionSchema });

export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
export type UsersSection = z.infer<typeof usersSectionSchema>;
export type RevenueSection = z.infer<typeof revenueSectionSchema>;
export type NetworkSection = z.infer<typeof networkSectionSchema>;
export type TrafficSection = z.infer<typeof trafficSectionSchema>;

// ----- reports -------------------------------------------------------------------------------------

export const REPORT_TYPES = ['customers', 'payments', 'revenue'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const reportQuerySchema = z
  .object({ type: z.enum(REPORT_TYPES, { error: PERIOD_MESSAGES.type }) })
  .and(periodQuerySchema);

/** The common codes, and the admin guard's in front of every route (no token, a bad one, a disabled account, not an administrator). */
export const ANALYTICS_ERROR_CODES = [
  ...COMMON_ERROR_CODES,
  'auth_required',
  'invalid_token',
  'account_disabled',
  'forbidden',
] as const;
export const analyticsErrorBodySchema = errorBodySchema(z.enum(ANALYTICS_ERROR_CODES));
type AnalyticsErrorCode = (typeof ANALYTICS_ERROR_CODES)[number];

// ----- endpoints ----------------------------------------------------------------------------------

interface Endpoint {
  method: 'GET';
  path: string;
  auth: boolean;
  query: z.ZodType;
  status: 200;
  response: z.ZodType;
  errors: readonly AnalyticsErrorCode[];
}

/** What every analytics endpoint can answer: the admin guard's refusals, a period that breaks its rules, a crash. */
const SECTION_ERRORS = [
  'auth_required',
  'invalid_token',
  'account_disabled',
  'forbidden',
  'validation_failed',
  'internal',
] as const satisfies readonly AnalyticsErrorCode[];

/** The analytics API, endpoint by endpoint (paths under ANALYTICS_BASE; the period in the query string: periodQuerySchema). */
export const analyticsEndpoints = {
  analyticsDashboard: {
    method: 'GET',
    path: '/dashboard',
    auth: true,
    query: periodQuerySchema,
    status: 200,
    response: dashboardResponseSchema,
    errors: SECTION_ERRORS,
  },
  analyticsUsers: {
    method: 'GET',
    path: '/users',
    auth: true,
    query: periodQuerySchema,
    status: 200,
    response: usersResponseSchema,
    errors: SECTION_ERRORS,
  },
  analyticsRevenue: {
    method: 'GET',
    path: '/revenue',
    auth: true,
    query: periodQuerySchema,
    status: 200,
    response: revenueResponseSchema,
    errors: SECTION_ERRORS,
  },
  analyticsNetwork: {
    method: 'GET',
    path: '/network',
    auth: true,
    query: periodQuerySchema,
    status: 200,
    response: networkResponseSchema,
    errors: SECTION_ERRORS,
  },
} as const satisfies Record<string, Endpoint>;
