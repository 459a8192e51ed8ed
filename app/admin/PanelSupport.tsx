/**
 * The admin panel's Support tab, connected: the supportInbox machine for the list and, for the open
 * message, a supportTicket machine (one per message, rebuilt when another is opened). A change or a
 * reply to the message refreshes the list.
 */
import type { AdminPerson } from '../../src/features/admin/contract';
import { SupportInbox } from '../../src/features/admin/SupportInbox';
import { SupportTicket } from '../../src/features/admin/SupportTicket';
import { provideSupportInbox } from '../../src/features/admin/supportInbox.machine';
import { toSupportInboxView } from '../../src/features/admin/supportInbox.view';
import { provideSupportTicket } from '../../src/features/admin/supportTicket.machine';
import { toSupportTicketView } from '../../src/features/admin/supportTicket.view';
import { useMachineView } from '../../src/machines/useMachineView';
import { adminClient } from '../adminClient';

function OpenTicket({
  id,
  assignees,
  onChanged,
  onClose,
}: {
  id: number;
  assignees: readonly AdminPerson[];
  onChanged: () => void;
  onClose: () => void;
}) {
  const [view, send] = useMachineView(
    () =>
      provideSupportTicket({
        loadTicket: (ticketId) => adminClient.ticket(ticketId),
        updateTicket: (ticketId, change) => adminClient.updateTicket(ticketId, change),
        sendReply: (ticketId, message) => adminClient.reply(ticketId, message),
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

export function PanelSupport() {
  const [view, send] = useMachineView(
    () => provideSupportInbox({ loadTickets: (query) => adminClient.tickets(query) }),
    toSupportInboxView,
  );
  const page = view.kind === 'loaded' ? view.page : view.kind === 'loading' ? view.previous : null;
  return (
    <SupportInbox
      view={view}
      onFilter={(status) => send({ type: 'inbox.filter', status })}
      onSearch={(text) => send({ type: 'inbox.search', text })}
      onPage={(p) => send({ type: 'inbox.page', page: p })}
      onRetry={() => send({ type: 'inbox.retry' })}
      onOpen={(id) => send({ type: 'inbox.open', id })}
      ticket={
        view.selectedId !== null ? (
          <OpenTicket
            key={view.selectedId}
            id={view.selectedId}
            assignees={page?.assignees ?? []}
            onChanged={() => send({ type: 'inbox.refresh' })}
            onClose={() => send({ type: 'inbox.close' })}
          />
        ) : null
      }
    />
  );
}
