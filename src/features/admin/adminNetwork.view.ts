/** The Network tab's view of the adminNetwork machine. */
import type { SnapshotFrom } from 'xstate';
import type { AdminNetworkContext, adminNetworkMachine, Notice } from './adminNetwork.machine';
import type { NetworkStats } from './contract';

export type AdminNetworkView =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | {
      kind: 'loaded';
      stats: NetworkStats;
      /** the request whose status is being saved */
      updatingId: string | null;
      notice: Notice | null;
    };

export function toAdminNetworkView(snapshot: SnapshotFrom<typeof adminNetworkMachine>): AdminNetworkView {
  const context: AdminNetworkContext = snapshot.context;
  if (snapshot.matches('loaded') && context.stats) {
    return {
      kind: 'loaded',
      stats: context.stats,
      updatingId: snapshot.matches({ loaded: 'updating' }) ? (context.pending?.id ?? null) : null,
      notice: context.notice,
    };
  }
  if (snapshot.matches('error')) return { kind: 'error', message: context.error };
  return { kind: 'loading' };
}
