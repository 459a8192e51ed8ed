/**
 * The analytics dashboard of the admin panel (spec billing §2 "Analytics dashboard", §8, §9;
 * docs/product-rules.md "Analytics dashboard").
 *
 * States
 *   loading     first load, or a new period: invokes `loadDashboard` (id loadDashboard); nothing shown yet
 *   loaded      the figures and charts of the period
 *   empty       the period has no activity at all (no sign-ups, payments, views or coverage requests)
 *   refreshing  the 30 s timer or Refresh: invokes `loadDashboard` again; the shown figures stay
 *   stale       a refresh failed: the old figures stay, with when they were made and the failure
 *   error       the first load (or a new period's) failed: 'Failed to load dashboard data', nothing to show
 *
 * Timers: in loaded, empty, stale and error an `after` of REFRESH_MS (30 s) reloads, unless the tab is
 * hidden; then the reload waits (`due`) and happens as soon as the tab is visible again.
 *
 * Events
 *   dashboard.refresh           the Refresh button (and Try again)
 *   period.select { period }    the period picker: loads that period from scratch
 *   tab.hidden / tab.visible    document.visibilityState, sent by the container
 *
 * Actors: loadDashboard({ period }) -> DashboardResponse.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import { type DashboardResponse, DEFAULT_PERIOD, type PeriodChoice } from './contract';
import { ANALYTICS_MESSAGES } from './messages';
import { isEmptyDashboard, REFRESH_MS } from './rules';

export interface AnalyticsDashboardContext {
  period: PeriodChoice;
  /** the last figures loaded (kept while refreshing and when a refresh fails) */
  data: DashboardResponse | null;
  /** why the last load failed */
  failure: string | null;
  /** the tab is hidden: timers do not reload */
  hidden: boolean;
  /** a reload fell due while hidden: it happens when the tab is visible again */
  due: boolean;
}

export interface AnalyticsDashboardInput {
  period?: PeriodChoice;
  /** document.visibilityState === 'hidden' when the dashboard starts */
  hidden?: boolean;
}

export type AnalyticsDashboardEvent =
  | { type: 'dashboard.refresh' }
  | { type: 'period.select'; period: PeriodChoice }
  | { type: 'tab.hidden' }
  | { type: 'tab.visible' };

const failureOf = (error: unknown) =>
  error instanceof Error && error.message.trim() ? error.message : ANALYTICS_MESSAGES.loadFailed;

const IDLE = {
  after: {
    [REFRESH_MS]: [{ guard: 'visible', target: 'refreshing' }, { actions: 'markDue' }],
  },
  on: {
    'dashboard.refresh': 'refreshing',
    'tab.visible': [{ guard: 'due', target: 'refreshing', actions: 'show' }, { actions: 'show' }],
  },
} as const;

export const analyticsDashboardMachine = setup({
  types: {
    context: {} as AnalyticsDashboardContext,
    events: {} as AnalyticsDashboardEvent,
    input: {} as AnalyticsDashboardInput,
  },
  actors: {
    loadDashboard: fromPromise<DashboardResponse, { period: PeriodChoice }>(async () => notProvided('loadDashboard')),
  },
  guards: {
    visible: ({ context }) => !context.hidden,
    due: ({ context }) => context.due,
    emptyResult: ({ event }) => isEmptyDashboard((event as unknown as { output: DashboardResponse }).output),
  },
  actions: {
    markDue: assign({ due: true }),
    show: assign({ hidden: false }),
  },
}).createMachine({
  id: 'analyticsDashboard',
  context: ({ input }) => ({
    period: input.period ?? DEFAULT_PERIOD,
    data: null,
    failure: null,
    hidden: input.hidden === true,
    due: false,
  }),
  initial: 'loading',
  on: {
    'tab.hidden': { actions: assign({ hidden: true }) },
    'tab.visible': { actions: 'show' },
    'period.select': {
      target: '.loading',
      reenter: true,
      actions: assign({ period: ({ event }) => event.period, data: null, failure: null }),
    },
  },
  states: {
    loading: {
      entry: assign({ due: false }),
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        input: ({ context }) => ({ period: context.period }),
        onDone: [
          {
            guard: 'emptyResult',
            target: 'empty',
            actions: assign({ data: ({ event }) => event.output, failure: null }),
          },
          { target: 'loaded', actions: assign({ data: ({ event }) => event.output, failure: null }) },
        ],
        onError: { target: 'error', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    loaded: IDLE,
    empty: IDLE,
    refreshing: {
      entry: assign({ due: false }),
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        input: ({ context }) => ({ period: context.period }),
        onDone: [
          {
            guard: 'emptyResult',
            target: 'empty',
            actions: assign({ data: ({ event }) => event.output, failure: null }),
          },
          { target: 'loaded', actions: assign({ data: ({ event }) => event.output, failure: null }) },
        ],
        onError: { target: 'stale', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    stale: IDLE,
    error: {
      after: {
        [REFRESH_MS]: [{ guard: 'visible', target: 'loading' }, { actions: 'markDue' }],
      },
      on: {
        'dashboard.refresh': 'loading',
        'tab.visible': [{ guard: 'due', target: 'loading', actions: 'show' }, { actions: 'show' }],
      },
    },
  },
});

/** What the dashboard needs from the app. */
export interface AnalyticsDashboardDeps {
  loadDashboard: (period: PeriodChoice) => Promise<DashboardResponse>;
}

export function provideAnalyticsDashboard(deps: AnalyticsDashboardDeps) {
  return analyticsDashboardMachine.provide({
    actors: {
      loadDashboard: fromPromise(({ input }: { input: { period: PeriodChoice } }) => deps.loadDashboard(input.period)),
    },
  });
}
