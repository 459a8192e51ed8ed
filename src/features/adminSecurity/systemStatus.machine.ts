/**
 * The console's System Status section: health tiles that refresh every 30 s (an `after`
 * transition, so fake clocks drive it), on demand, and not while the page is hidden.
 *
 * States
 *   loading      first load: invokes `loadHealth` (id loadHealth)
 *   failed       no figures yet: 'Failed to load dashboard data'; tries again after 30 s or on Refresh
 *   ready        the tiles; after 30 s -> refreshing
 *   refreshing   invokes `loadHealth` again (id loadHealth); the tiles stay
 *   stale        a refresh failed: the last tiles with a notice; tries again after 30 s or on Refresh
 *   paused       the page is hidden: no timer runs; showing the page refreshes at once
 *
 * Events
 *   status.refresh     the Refresh button
 *   page.hidden        the document became hidden (visibilitychange)
 *   page.visible       it became visible again
 *
 * Actors: loadHealth -> HealthResponse.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import type { HealthResponse } from './contract';
import { SECURITY_MESSAGES } from './messages';
import { STATUS_REFRESH_MS } from './rules';

export interface SystemStatusContext {
  data: HealthResponse | null;
  error: string | null;
}

export type SystemStatusEvent = { type: 'status.refresh' } | { type: 'page.hidden' } | { type: 'page.visible' };

/** The failure's words (the client's are the server's refusal or 'Failed to load dashboard data'). */
const errorText = (error: unknown): string =>
  error instanceof Error && error.message.trim() ? error.message : SECURITY_MESSAGES.loadFailed;

export const systemStatusMachine = setup({
  types: { context: {} as SystemStatusContext, events: {} as SystemStatusEvent },
  actors: {
    loadHealth: fromPromise<HealthResponse, void>(async () => notProvided('loadHealth')),
  },
  guards: {
    hasData: ({ context }) => context.data !== null,
  },
}).createMachine({
  id: 'systemStatus',
  context: { data: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadHealth',
        src: 'loadHealth',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {
      after: { [STATUS_REFRESH_MS]: 'loading' },
      on: { 'status.refresh': 'loading', 'page.hidden': 'paused' },
    },
    ready: {
      after: { [STATUS_REFRESH_MS]: 'refreshing' },
      on: { 'status.refresh': 'refreshing', 'page.hidden': 'paused' },
    },
    refreshing: {
      invoke: {
        id: 'loadHealth',
        src: 'loadHealth',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'stale', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    stale: {
      after: { [STATUS_REFRESH_MS]: 'refreshing' },
      on: { 'status.refresh': 'refreshing', 'page.hidden': 'paused' },
    },
    paused: {
      on: {
        'page.visible': [{ guard: 'hasData', target: 'refreshing' }, { target: 'loading' }],
        'status.refresh': [{ guard: 'hasData', target: 'refreshing' }, { target: 'loading' }],
      },
    },
  },
});

export interface SystemStatusDeps {
  loadHealth: () => Promise<HealthResponse>;
}

export function provideSystemStatus(deps: SystemStatusDeps) {
  return systemStatusMachine.provide({ actors: { loadHealth: fromPromise(() => deps.loadHealth()) } });
}
