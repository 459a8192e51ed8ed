/** The admin panel's Support tab: the support wiring (src/features/admin/useSupportPanel.tsx) on the admin API. */
import { SupportInbox } from '../../src/features/admin/SupportInbox';
import { type SupportApi, useSupportPanel } from '../../src/features/admin/useSupportPanel';
import { adminClient } from '../adminClient';

const supportApi: SupportApi = {
  loadTickets: (query) => adminClient.tickets(query),
  loadTicket: (id) => adminClient.ticket(id),
  updateTicket: (id, change) => adminClient.updateTicket(id, change),
  sendReply: (id, message) => adminClient.reply(id, message),
};

export function PanelSupport() {
  return <SupportInbox {...useSupportPanel(supportApi)} />;
}
