/**
 * The analytics dashboard's view model: which of the six states to show, the period, the figures on
 * screen (the last loaded ones, also while refreshing and when stale), the failure and the live
 * announcement.
 */
import type { SnapshotFrom } from 'xstate';
import type { analyticsDashboardMachine } from './analyticsDashboard.machine';
import type { DashboardResponse, PeriodChoice } from './contract';
import { ANALYTICS_MESSAGES } from './messages';
import { isEmptyDashboard } from './rules';

export type AnalyticsDashboardStatus = 'loading' | 'loaded' | 'empty' | 'refreshing' | 'stale' | 'error';
const STATUSES: readonly AnalyticsDashboardStatus[] = ['loading', 'loaded', 'empty', 'refreshing', 'stale', 'error'];

export interface AnalyticsDashboardView {
  status: AnalyticsDashboardStatus;
  period: PeriodChoice;
  /** the figures on screen (null while loading and after a failed first load) */
  data: DashboardResponse | null;
  /** the figures on screen are all zero (empty, or refreshing/stale after empty): a panel instead of charts */
  empty: boolean;
  /** the failure to show (error and stale), starting with 'Failed to load dashboard data' */
  error: string | null;
  /** when the figures on screen were made (ISO), for 'Last updated' */
  updatedAt: string | null;
  /** a load is under way: Refresh and Export wait */
  busy: boolean;
}

type Snapshot = Pick<SnapshotFrom<typeof analyticsDashboardMachine>, 'context' | 'matches'>;

export function toAnalyticsDashboardView(snapshot: Snapshot): AnalyticsDashboardView {
  const status = STATUSES.find((s) => snapshot.matches(s)) ?? 'loading';
  const { context } = snapshot;
  const data = status === 'loading' || status === 'error' ? null : context.data;
  const error =
    status === 'error' || status === 'stale'
      ? context.failure && context.failure !== ANALYTICS_MESSAGES.loadFailed
        ? `${ANALYTICS_MESSAGES.loadFailed}: ${context.failure}`
        : ANALYTICS_MESSAGES.loadFailed
      : null;
  return {
    status,
    period: context.period,
    data,
    empty: data !== null && isEmptyDashboard(data),
    error,
    updatedAt: data?.generatedAt ?? null,
    busy: status === 'loading' || status === 'refreshing',
  };
}

/** The view of the machine's first snapshot (loading, 30 days). */
export const initialAnalyticsDashboardView: AnalyticsDashboardView = {
  status: 'loading',
  period: '30d',
  data: null,
  empty: false,
  error: null,
  updatedAt: null,
  busy: true,
};
