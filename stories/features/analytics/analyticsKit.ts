/**
 * Sample figures for the analytics dashboard's stories and tests (30 days to 22 Nov 2026, a few
 * customers paying by MTN and Telecel), an all-zero period, and snapshots of the machine's states.
 */
import { ANALYTICS_EVENTS, type AnalyticsEventName } from '../../../src/domain/analyticsEvents';
import type { AnalyticsDashboardContext } from '../../../src/features/analytics/analyticsDashboard.machine';
import { type DashboardResponse, daysOf } from '../../../src/features/analytics/contract';

const period = { from: '2026-10-24', to: '2026-11-22', days: 30 };
const days = daysOf(period);
/** a repeatable wave of small numbers, so the charts have a shape */
/** A month of a small site's events as [count, sessions] (the funnel's steps as in `funnel`; the rest 0). */
const SAMPLE_EVENT_COUNTS: Partial<Record<AnalyticsEventName, [number, number]>> = {
  page_view: [1480, 410],
  app_launched: [410, 410],
  app_initialized: [410, 410],
  package_viewed: [300, 120],
  package_selected: [70, 64],
  payment_initiated: [45, 41],
  payment_completed: [35, 35],
  payment_failed: [8, 7],
  user_login: [96, 90],
  user_registration: [22, 22],
  dashboard_viewed: [150, 88],
  error_occurred: [1, 1],
};

const wave = (i: number, scale: number) => Math.round(((Math.sin(i / 3) + 1.2) * scale) / 2);

export function sampleDashboard(generatedAt = '2026-11-22T12:00:00.000Z'): DashboardResponse {
  const revenueByDay = days.map((date, i) => ({ date, pesewas: wave(i, 4) * 10000, payments: wave(i, 4) }));
  const revenuePesewas = revenueByDay.reduce((s, d) => s + d.pesewas, 0);
  const paid = revenueByDay.reduce((s, d) => s + d.payments, 0);
  const signupsByDay = days.map((date, i) => ({ date, count: wave(i + 2, 3) }));
  const pageViewsByDay = days.map((date, i) => ({ date, count: 40 + wave(i, 30) }));
  return {
    period,
    generatedAt,
    users: {
      signups: signupsByDay.reduce((s, d) => s + d.count, 0),
      signupsByDay,
      activeCustomers: 42,
      totalCustomers: 57,
      payingCustomers: 31,
    },
    revenue: {
      revenuePesewas,
      revenueByDay,
      revenueByPlan: [
        {
          planId: 'skylink-home',
          planName: 'Home',
          family: 'residential',
          familyName: 'Satellite service',
          pesewas: 170000,
          payments: 2,
        },
        {
          planId: 'plan_standard_monthly',
          planName: 'Standard Internet',
          family: 'packages',
          familyName: 'City broadband',
          pesewas: revenuePesewas - 320000,
          payments: paid - 6,
        },
        {
          planId: 'plan_basic_monthly',
          planName: 'Basic Internet',
          family: 'packages',
          familyName: 'City broadband',
          pesewas: 100000,
          payments: 2,
        },
        {
          planId: 'plan_premium_monthly',
          planName: 'Premium Internet',
          family: 'packages',
          familyName: 'City broadband',
          pesewas: 50000,
          payments: 2,
        },
      ],
      revenueByFamily: [
        { family: 'residential', familyName: 'Satellite service', pesewas: 170000, payments: 2 },
        { family: 'packages', familyName: 'City broadband', pesewas: revenuePesewas - 170000, payments: paid - 2 },
      ],
      payments: { settled: paid + 6, succeeded: paid, unsuccessful: 6, open: 1, successRate: paid / (paid + 6) },
      failureReasons: [
        { code: 'declined', reason: 'Declined by the customer', count: 4 },
        { code: 'insufficient_funds', reason: 'Insufficient funds', count: 2 },
      ],
    },
    network: {
      networkShare: [
        { network: 'MTN', payments: 40, pesewas: 400000, share: 0.625 },
        { network: 'VODAFONE', payments: 18, pesewas: 180000, share: 0.28125 },
        { network: 'AIRTELTIGO', payments: 6, pesewas: 60000, share: 0.09375 },
      ],
      coverageByArea: [
        { area: 'Tamale', requests: 5 },
        { area: 'Bolgatanga', requests: 3 },
        { area: 'Lomé, Togo', requests: 1 },
      ],
      coverageRequests: 9,
    },
    traffic: {
      pageViews: pageViewsByDay.reduce((s, d) => s + d.count, 0),
      pageViewsByDay,
      funnel: [
        { step: 'package_viewed', sessions: 120 },
        { step: 'package_selected', sessions: 64 },
        { step: 'payment_initiated', sessions: 41 },
        { step: 'payment_completed', sessions: 35 },
      ],
      events: ANALYTICS_EVENTS.map((name) => {
        const [count, sessions] = SAMPLE_EVENT_COUNTS[name] ?? [0, 0];
        return { name, count, sessions };
      }),
      recentErrors: [
        {
          at: '2026-11-22T09:12:00.000Z',
          type: 'page_load_failed',
          message: 'TypeError: Failed to fetch dynamically imported module',
          page: '/packages',
          userAction: 'open_page',
        },
      ],
    },
  };
}

/** A period with no activity at all (customers still exist: they are counted as of now). */
export function emptyDashboard(generatedAt = '2026-11-22T12:00:00.000Z'): DashboardResponse {
  const zeros = days.map((date) => ({ date, count: 0 }));
  return {
    period,
    generatedAt,
    users: { signups: 0, signupsByDay: zeros, activeCustomers: 3, totalCustomers: 4, payingCustomers: 0 },
    revenue: {
      revenuePesewas: 0,
      revenueByDay: days.map((date) => ({ date, pesewas: 0, payments: 0 })),
      revenueByPlan: [],
      revenueByFamily: [
        { family: 'residential', familyName: 'Satellite service', pesewas: 0, payments: 0 },
        { family: 'packages', familyName: 'City broadband', pesewas: 0, payments: 0 },
      ],
      payments: { settled: 0, succeeded: 0, unsuccessful: 0, open: 0, successRate: null },
      failureReasons: [],
    },
    network: {
      networkShare: [
        { network: 'MTN', payments: 0, pesewas: 0, share: 0 },
        { network: 'VODAFONE', payments: 0, pesewas: 0, share: 0 },
        { network: 'AIRTELTIGO', payments: 0, pesewas: 0, share: 0 },
      ],
      coverageByArea: [],
      coverageRequests: 0,
    },
    traffic: {
      pageViews: 0,
      pageViewsByDay: zeros,
      funnel: [
        { step: 'package_viewed', sessions: 0 },
        { step: 'package_selected', sessions: 0 },
        { step: 'payment_initiated', sessions: 0 },
        { step: 'payment_completed', sessions: 0 },
      ],
      events: ANALYTICS_EVENTS.map((name) => ({ name, count: 0, sessions: 0 })),
      recentErrors: [],
    },
  };
}

const baseContext: AnalyticsDashboardContext = { period: '30d', data: null, failure: null, hidden: false, due: false };

/** A snapshot of the machine in `state` with `context`: what the view function reads. */
export function snapshotIn(state: string, context: Partial<AnalyticsDashboardContext> = {}) {
  return {
    context: { ...baseContext, ...context },
    matches: (value: unknown) => value === state,
  } as never;
}
