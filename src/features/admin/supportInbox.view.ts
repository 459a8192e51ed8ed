/** The Support tab's inbox view of the supportInbox machine. */
import type { SnapshotFrom } from 'xstate';
import type { AdminPerson, TicketSummary } from './contract';
import type { InboxQuery, supportInboxMachine } from './supportInbox.machine';

export interface InboxPage {
  tickets: TicketSummary[];
  total: number;
  page: number;
  pageCount: number;
  assignees: AdminPerson[];
}

export type SupportInboxView = {
  query: InboxQuery;
  selectedId: number | null;
} & (
  | { kind: 'loading'; previous: InboxPage | null }
  | { kind: 'loaded'; page: InboxPage }
  | { kind: 'error'; message: string }
);

export function toSupportInboxView(snapshot: SnapshotFrom<typeof supportInboxMachine>): SupportInboxView {
  const { context } = snapshot;
  const base = { query: context.query, selectedId: context.selectedId };
  const page: InboxPage | null = context.list
    ? {
        tickets: context.list.tickets,
        total: context.list.total,
        page: context.list.page,
        pageCount: Math.max(1, Math.ceil(context.list.total / context.list.pageSize)),
        assignees: context.list.assignees,
      }
    : null;
  if (snapshot.matches('loaded') && page) return { ...base, kind: 'loaded', page };
  if (snapshot.matches('error')) return { ...base, kind: 'error', message: context.error };
  return { ...base, kind: 'loading', previous: page };
}
