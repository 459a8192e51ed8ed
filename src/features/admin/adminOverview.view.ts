/** The Overview tab's view of the adminOverview machine. */
import type { SnapshotFrom } from 'xstate';
import type { adminOverviewMachine } from './adminOverview.machine';
import type { Overview } from './contract';

export type AdminOverviewView =
  /** `previous`: the figures shown before a refresh, kept on screen while it loads */
  | { kind: 'loading'; previous: Overview | null }
  | { kind: 'loaded'; overview: Overview }
  | { kind: 'error'; message: string };

export function toAdminOverviewView(snapshot: SnapshotFrom<typeof adminOverviewMachine>): AdminOverviewView {
  const { context } = snapshot;
  if (snapshot.matches('loaded') && context.overview) return { kind: 'loaded', overview: context.overview };
  if (snapshot.matches('error')) return { kind: 'error', message: context.error };
  return { kind: 'loading', previous: context.overview };
}
