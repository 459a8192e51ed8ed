/** One ticket's view of the supportTicket machine. */
import type { SnapshotFrom } from 'xstate';
import type { Notice } from './adminNetwork.machine';
import type { Ticket } from './contract';
import type { supportTicketMachine } from './supportTicket.machine';

export type SupportTicketView =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | {
      kind: 'shown';
      ticket: Ticket;
      draft: string;
      replyError: string;
      notice: Notice | null;
      /** a status or assignee change is being saved */
      updating: boolean;
      /** the reply is being sent */
      replying: boolean;
    };

export function toSupportTicketView(snapshot: SnapshotFrom<typeof supportTicketMachine>): SupportTicketView {
  const { context } = snapshot;
  if (snapshot.matches('shown') && context.ticket) {
    return {
      kind: 'shown',
      ticket: context.ticket,
      draft: context.draft,
      replyError: context.replyError,
      notice: context.notice,
      updating: snapshot.matches({ shown: 'updating' }),
      replying: snapshot.matches({ shown: 'replying' }),
    };
  }
  if (snapshot.matches('error')) return { kind: 'error', message: context.error };
  return { kind: 'loading' };
}
