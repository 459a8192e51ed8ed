/**
 * The admin panel's Support tab, bound to its machines: the supportInbox machine for the list and, for
 * the open message, a supportTicket machine (one per message, rebuilt when another is opened). A change
 * or a reply to the message refreshes the list. The /admin route renders it with the admin API client;
 * the flow stories with a mocked API, so both run the same wiring.
 */
import { useMachineView } from '../../machines/useMachineView';
import type { AdminPerson } from './contract';
import { SupportInbox } from './SupportInbox';
import { SupportTicket } from './SupportTicket';
import { provideSupportInbox, type SupportInboxDeps } from './supportInbox.machine';
import { toSupportInboxView } from './supportInbox.view';
import { provideSupportTicket, type SupportTicketDeps } from './supportTicket.machine';
import { toSupportTicketView } from './supportTicket.view';

/** The admin API calls the Support tab makes: the inbox's list and the open message's reads and writes. */
export interface SupportInboxServices extends SupportInboxDeps, Omit<SupportTicketDeps, 'ticketChanged'> {}

function OpenTicket({
  id,
  assignees,
  services,
  onChanged,
  onClose,
}: {
  id: number;
  assignees: readonly AdminPerson[];
  services: SupportInboxServices;
  onChanged: () => void;
  onClose: () => void;
}) {
  const [view, send] = useMachineView(
    () =>
      provideSupportTicket({
        loadTicket: services.loadTicket,
        updateTicket: services.updateTicket,
        sendReply: services.sendReply,
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

export function ConnectedSupportInbox({ services }: { services: SupportInboxServices }) {
  const [view, send] = useMachineView(() => provideSupportInbox(services), toSupportInboxView);
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
            services={services}
            onChanged={() => send({ type: 'inbox.refresh' })}
            onClose={() => send({ type: 'inbox.close' })}
          />
        ) : null
      }
    />
  );
}
