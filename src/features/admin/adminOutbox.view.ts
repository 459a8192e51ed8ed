/** The Outbox tab's view of the adminOutbox machine. */
import type { SnapshotFrom } from 'xstate';
import type { AdminOutboxContext, adminOutboxMachine } from './adminOutbox.machine';
import type { OutboxMail, OutboxSms } from './contract';
import type { RecipientFilter } from './outbox';

export interface OutboxLists {
  /** newest first */
  mail: OutboxMail[];
  /** newest first */
  sms: OutboxSms[];
}

export type AdminOutboxView = {
  /** the filter the lists answer, or are being loaded for */
  filter: RecipientFilter;
  /** why the typed recipient was refused */
  fieldError: string | null;
} & (
  | { kind: 'loading'; previous: OutboxLists | null }
  | { kind: 'filtering'; previous: OutboxLists | null }
  | ({ kind: 'loaded' } & OutboxLists)
  | { kind: 'empty' }
  | { kind: 'error'; message: string }
  | { kind: 'unavailable' }
);

const newestFirst = <T extends { id: number; createdAt: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

export function toAdminOutboxView(snapshot: SnapshotFrom<typeof adminOutboxMachine>): AdminOutboxView {
  const context: AdminOutboxContext = snapshot.context;
  const base = { filter: context.filter, fieldError: context.fieldError };
  const lists: OutboxLists = { mail: newestFirst(context.mail), sms: newestFirst(context.sms) };
  if (snapshot.matches('loaded')) return { ...base, kind: 'loaded', ...lists };
  if (snapshot.matches('empty')) return { ...base, kind: 'empty' };
  if (snapshot.matches('error')) return { ...base, kind: 'error', message: context.error };
  if (snapshot.matches('unavailable')) return { ...base, kind: 'unavailable' };
  const previous = context.hasLists ? lists : null;
  if (snapshot.matches('filtering')) return { ...base, kind: 'filtering', previous };
  return { ...base, kind: 'loading', previous };
}
