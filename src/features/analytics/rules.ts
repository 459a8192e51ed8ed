/**
 * The analytics dashboard's pure rules: the refresh interval (spec billing §9: 30 s), what counts as
 * an empty period, and the CSV of what the dashboard shows (src/domain/csv.ts, so no cell is a formula).
 */
import { csvDocument } from '../../domain/csv';
import { cedisDecimal } from '../../domain/format/money';
import { planWithFamily } from '../../domain/plans';
import { type DashboardResponse, FUNNEL_LABELS, NETWORK_LABELS } from './contract';

/** Automatic refresh (spec billing §2 "Analytics dashboard", §9 "Analytics refresh 30 s"). */
export const REFRESH_MS = 30_000;

/** Nothing happened in the period: no sign-ups, payments, page views, funnel events or coverage requests. */
export function isEmptyDashboard(d: DashboardResponse): boolean {
  return (
    d.users.signups === 0 &&
    d.revenue.payments.settled + d.revenue.payments.open === 0 &&
    d.revenue.revenuePesewas === 0 &&
    d.traffic.pageViews === 0 &&
    d.traffic.funnel.every((step) => step.sessions === 0) &&
    d.network.coverageRequests === 0
  );
}

type RevenuePlan = DashboardResponse['revenue']['revenueByPlan'][number];

/** The plans of each family in the server's order (grouped by family): one 'Revenue by plan' chart per family. */
export function revenuePlanGroups(plans: readonly RevenuePlan[]): { familyName: string; plans: RevenuePlan[] }[] {
  const groups: { familyName: string; plans: RevenuePlan[] }[] = [];
  for (const p of plans) {
    const group = groups.find((g) => g.familyName === p.familyName);
    if (group) group.plans.push(p);
    else groups.push({ familyName: p.familyName, plans: [p] });
  }
  return groups;
}

const percent = (share: number | null) => (share === null ? '' : (share * 100).toFixed(1));

/**
 * The dashboard as one CSV: a row per figure, `section, item, metric, value`, in the order the screen
 * shows them. Money in GH₵ with two decimals, shares in percent with one.
 */
export function dashboardCsv(d: DashboardResponse): string {
  const rows: string[][] = [
    ['Period', 'from', 'date', d.period.from],
    ['Period', 'to', 'date', d.period.to],
    ['Period', 'generated', 'time', d.generatedAt],
    ['Summary', 'Sign-ups', 'count', String(d.users.signups)],
    ['Summary', 'Active customers', 'count', String(d.users.activeCustomers)],
    ['Summary', 'Paying customers', 'count', String(d.users.payingCustomers)],
    ['Summary', 'Revenue', 'GHS', cedisDecimal(d.revenue.revenuePesewas)],
    ['Summary', 'Payment success rate', 'percent', percent(d.revenue.payments.successRate)],
    ['Summary', 'Page views', 'count', String(d.traffic.pageViews)],
    ['Summary', 'Coverage requests', 'count', String(d.network.coverageRequests)],
  ];
  for (const day of d.revenue.revenueByDay) rows.push(['Revenue by day', day.date, 'GHS', cedisDecimal(day.pesewas)]);
  for (const day of d.users.signupsByDay) rows.push(['Sign-ups by day', day.date, 'count', String(day.count)]);
  for (const day of d.traffic.pageViewsByDay) rows.push(['Page views by day', day.date, 'count', String(day.count)]);
  for (const family of d.revenue.revenueByFamily)
    rows.push(['Revenue by family', family.familyName, 'GHS', cedisDecimal(family.pesewas)]);
  // named with its family, as both families have a 'Business'
  for (const plan of d.revenue.revenueByPlan)
    rows.push(['Revenue by plan', planWithFamily(plan.planName, plan.familyName), 'GHS', cedisDecimal(plan.pesewas)]);
  for (const n of d.network.networkShare)
    rows.push(['Mobile money networks', NETWORK_LABELS[n.network], 'percent', percent(n.share)]);
  for (const step of d.traffic.funnel)
    rows.push(['Package to payment funnel', FUNNEL_LABELS[step.step], 'sessions', String(step.sessions)]);
  for (const reason of d.revenue.failureReasons)
    rows.push(['Payment failure reasons', reason.reason, 'count', String(reason.count)]);
  for (const area of d.network.coverageByArea)
    rows.push(['Coverage requests by area', area.area, 'count', String(area.requests)]);
  return csvDocument(['Section', 'Item', 'Metric', 'Value'], rows);
}

export const dashboardCsvName = (d: DashboardResponse) => `skylink-analytics-${d.period.from}_${d.period.to}.csv`;
