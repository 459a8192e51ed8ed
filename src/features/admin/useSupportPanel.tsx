/**
 * The admin panel's Support tab, bound to its machines: the supportInbox machine for the list and, for
 * the open message, a supportTicket machine (one per message, rebuilt when another is opened). A change
 * or a reply to the message refreshes the list. The app gives it the admin API; the flow stories give it
 * mocks, so both run the same wiring.
 */

import { useMachineView } from '../../machines/useMachineView';
import type { AdminPerson, Ticket, TicketList } from './contract';
import type { SupportInboxProps } from './SupportInbox';
import { SupportTicket } from './SupportTicket';
import { type InboxQuery, provideSupportInbox } from './supportInbox.machine';
import { toSupportInboxView } from './supportInbox.view';
import { provideSupportTicket, type TicketChange } from './supportTicket.machine';
import { toSupportTicketView } from './supportTicket.view';

export interface SupportApi {
  loadTickets: (query: InboxQuery) => Promise<TicketList>;
  loadTicket: (id: number) => Promise<Ticket>;
  updateTicket: (id: number, change: TicketChange) => Promise<Ticket>;
  sendReply: (id: number, message: string) => Promise<Ticket>;
}

function OpenTicket({
  id,
  assignees,
  api,
  onChanged,
  onClose,
}: {
  id: number;
  assignees: readonly AdminPerson[];
  api: SupportApi;
  onChanged: () => void;
  onClose: () => void;
}) {
  const [view, send] = useMachineView(
    () =>
      provideSupportTicket({
        loadTicket: (ticketId) => api.loadTicket(ticketId),
        updateTicket: (ticketId, change) => api.updateTicket(ticketId, change),
        sendReply: (ticketId, message) => api.sendReply(ticketId, message),
        ticketChanged: () => onChanged(),
      }),
    toSupportTicketView,
    { input: { id } },
  );
  return (
    <SupportTicket
      view={view}
      assignees={assignees}
      onRetry={() => send({ type: 'ticket.retry' })}
      onClose={onClose}
      onSetStatus={(status) => send({ type: 'ticket.setStatus', status })}
      onAssign={(assigneeId) => send({ type: 'ticket.assign', assigneeId })}
      onDraftChange={(text) => send({ type: 'reply.change', text })}
      onReply={() => send({ type: 'reply.submit' })}
    />
  );
}

/** Everything `SupportInbox` takes, the open message included. */
export function useSupportPanel(api: SupportApi): SupportInboxProps {
  const [view, send] = useMachineView(
    () => provideSupportInbox({ loadTickets: (query) => api.loadTickets(query) }),
    toSupportInboxView,
  );
  const page = view.kind === 'loaded' ? view.page : view.kind === 'loading' ? view.previous : null;
  return {
    view,
    onFilter: (status) => send({ type: 'inbox.filter', status }),
    onSearch: (text) => send({ type: 'inbox.search', text }),
    onPage: (p) => send({ type: 'inbox.page', page: p }),
    onRetry: () => send({ type: 'inbox.retry' }),
    onOpen: (id) => send({ type: 'inbox.open', id }),
    ticket:
      view.selectedId !== null ? (
        <OpenTicket
          key={view.selectedId}
          id={view.selectedId}
          assignees={page?.assignees ?? []}
          api={api}
          onChanged={() => send({ type: 'inbox.refresh' })}
          onClose={() => send({ type: 'inbox.close' })}
        />
      ) : null,
  };
}
