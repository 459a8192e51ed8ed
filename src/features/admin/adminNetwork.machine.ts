/**
 * The admin panel's Network tab: coverage demand by region and zone, served areas, and the coverage
 * requests to follow up, each with a status change (new, contacted, closed).
 *
 * States
 *   loading           invokes `loadStats` (id loadStats)
 *   error             'Failed to load network data' (or the server's words), Try again
 *   loaded            the figures and the follow-up list
 *     loaded.idle       a status can be changed
 *     loaded.updating   invokes `updateRequest` (id updateRequest); done: the list reloads in place, the
 *                       change is announced; error: the message is announced, the list stays
 *
 * Events
 *   network.retry       from error
 *   network.refresh     from loaded.idle: load again
 *   request.setStatus   {id, status} from loaded.idle
 *
 * Actors: loadStats() -> NetworkStats; updateRequest({id, status}) -> AdminCoverageRequest.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import { messageOf } from './adminOverview.machine';
import type { AdminCoverageRequest, CoverageRequestStatus, NetworkStats } from './contract';
import { ADMIN_MESSAGES as m } from './messages';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

export interface AdminNetworkContext {
  stats: NetworkStats | null;
  error: string;
  notice: Notice | null;
  /** the request whose status is being changed */
  pending: { id: string; status: CoverageRequestStatus } | null;
}

export type AdminNetworkEvent =
  | { type: 'network.retry' }
  | { type: 'network.refresh' }
  | { type: 'request.setStatus'; id: string; status: CoverageRequestStatus };

/** The stats with one request's new status applied (closed requests leave the follow-up list). */
export function withRequest(stats: NetworkStats, request: AdminCoverageRequest): NetworkStats {
  const was = stats.followUp.find((r) => r.id === request.id);
  const followUp =
    request.status === 'closed'
      ? stats.followUp.filter((r) => r.id !== request.id)
      : stats.followUp.map((r) => (r.id === request.id ? request : r));
  const closedNow = was && was.status !== 'closed' && request.status === 'closed' ? 1 : 0;
  return { ...stats, followUp, totals: { ...stats.totals, openRequests: stats.totals.openRequests - closedNow } };
}

export const adminNetworkMachine = setup({
  types: { context: {} as AdminNetworkContext, events: {} as AdminNetworkEvent },
  actors: {
    loadStats: fromPromise<NetworkStats>(async () => notProvided('loadStats')),
    updateRequest: fromPromise<AdminCoverageRequest, { id: string; status: CoverageRequestStatus }>(async () =>
      notProvided('updateRequest'),
    ),
  },
}).createMachine({
  id: 'adminNetwork',
  context: { stats: null, error: '', notice: null, pending: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStats',
        src: 'loadStats',
        onDone: { target: 'loaded', actions: assign({ stats: ({ event }) => event.output, error: '' }) },
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => messageOf(event.error, m.networkFailed) }),
        },
      },
    },
    error: { on: { 'network.retry': { target: 'loading' } } },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'network.refresh': { target: '#adminNetwork.loading', actions: assign({ notice: null }) },
            'request.setStatus': {
              target: 'updating',
              actions: assign({ pending: ({ event }) => ({ id: event.id, status: event.status }), notice: null }),
            },
          },
        },
        updating: {
          invoke: {
            id: 'updateRequest',
            src: 'updateRequest',
            input: ({ context }) => context.pending as { id: string; status: CoverageRequestStatus },
            onDone: {
              target: 'idle',
              actions: assign({
                stats: ({ context, event }) => withRequest(context.stats as NetworkStats, event.output),
                notice: { tone: 'success', text: m.requestUpdated },
                pending: null,
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                notice: ({ event }) => ({ tone: 'error', text: messageOf(event.error, m.requestUpdateFailed) }),
                pending: null,
              }),
            },
          },
        },
      },
    },
  },
});

/** What the network machine asks of its caller: the demand figures and a request's status change. */
export interface AdminNetworkDeps {
  loadStats: () => Promise<NetworkStats>;
  updateRequest: (id: string, status: CoverageRequestStatus) => Promise<AdminCoverageRequest>;
}

export function provideAdminNetwork(deps: AdminNetworkDeps) {
  return adminNetworkMachine.provide({
    actors: {
      loadStats: fromPromise(() => deps.loadStats()),
      updateRequest: fromPromise(({ input }: { input: { id: string; status: CoverageRequestStatus } }) =>
        deps.updateRequest(input.id, input.status),
      ),
    },
  });
}
