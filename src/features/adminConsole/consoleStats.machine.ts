/**
 * The console's Overview: the live admin stats (GET /api/admin/stats).
 *
 * States
 *   loading      invokes `loadStats` (id loadStats); nothing to show yet
 *   loaded       the stats and when they were made; `stats.refresh` loads again
 *   refreshing   invokes `loadStats` again while the last stats stay on screen
 *   failed       'Failed to load dashboard data' (or the server's text); `stats.retry` loads again
 *
 * Events: stats.refresh, stats.retry
 * Actors: loadStats() -> StatsResponse
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import type { StatsResponse } from './contract';
import { CONSOLE_MESSAGES } from './messages';

export interface ConsoleStatsContext {
  data: StatsResponse | null;
  error: string | null;
}

export type ConsoleStatsEvent = { type: 'stats.refresh' } | { type: 'stats.retry' };

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : CONSOLE_MESSAGES.statsFailed;

export const consoleStatsMachine = setup({
  types: { context: {} as ConsoleStatsContext, events: {} as ConsoleStatsEvent },
  actors: {
    loadStats: fromPromise<StatsResponse>(async () => notProvided('loadStats')),
  },
}).createMachine({
  id: 'consoleStats',
  context: { data: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadStats',
        src: 'loadStats',
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    loaded: { on: { 'stats.refresh': 'refreshing' } },
    refreshing: {
      invoke: {
        id: 'loadStats',
        src: 'loadStats',
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'stats.retry': 'loading' } },
  },
});

export interface ConsoleStatsDeps {
  loadStats: () => Promise<StatsResponse>;
}

export function provideConsoleStats(deps: ConsoleStatsDeps) {
  return consoleStatsMachine.provide({ actors: { loadStats: fromPromise(() => deps.loadStats()) } });
}
