/**
 * The admin panel's Overview tab: the live KPIs from GET /api/admin/overview.
 *
 * States
 *   loading    invokes `loadOverview` (id loadOverview)
 *   loaded     the figures are shown; Refresh loads them again
 *   error      'Failed to load dashboard data' (or the server's words), Try again
 *
 * Events
 *   overview.refresh   from loaded: load again
 *   overview.retry     from error: load again
 *
 * Actors: loadOverview() -> Overview.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import type { Overview } from './contract';
import { ADMIN_MESSAGES as m } from './messages';

export interface AdminOverviewContext {
  overview: Overview | null;
  error: string;
}

export type AdminOverviewEvent = { type: 'overview.refresh' } | { type: 'overview.retry' };

export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export const adminOverviewMachine = setup({
  types: { context: {} as AdminOverviewContext, events: {} as AdminOverviewEvent },
  actors: { loadOverview: fromPromise<Overview>(async () => notProvided('loadOverview')) },
}).createMachine({
  id: 'adminOverview',
  context: { overview: null, error: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        onDone: { target: 'loaded', actions: assign({ overview: ({ event }) => event.output, error: '' }) },
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => messageOf(event.error, m.overviewFailed) }),
        },
      },
    },
    loaded: { on: { 'overview.refresh': { target: 'loading' } } },
    error: { on: { 'overview.retry': { target: 'loading' } } },
  },
});

/** What the overview machine asks of its caller: the admin API's key figures. */
export interface AdminOverviewDeps {
  loadOverview: () => Promise<Overview>;
}

export function provideAdminOverview(deps: AdminOverviewDeps) {
  return adminOverviewMachine.provide({ actors: { loadOverview: fromPromise(() => deps.loadOverview()) } });
}
