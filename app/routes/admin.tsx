/**
 * /admin (admins only, behind RequireAdmin in app/router.tsx): the admin panel. The tab lives in the
 * URL (?tab=network) so links and Back work; the overview is the default. Each tab's container is
 * mounted when its tab is shown (react-aria renders only the selected panel), so a tab loads its data
 * when opened.
 */
import { useSearchParams } from 'react-router-dom';
import { ComingSoonPanel } from '@/components';
import { AdminPanelScreen } from '../../src/features/admin/AdminPanelScreen';
import { ConnectedAdminNetwork } from '../../src/features/admin/ConnectedAdminNetwork';
import { ConnectedAdminOutbox } from '../../src/features/admin/ConnectedAdminOutbox';
import { ConnectedAdminOverview } from '../../src/features/admin/ConnectedAdminOverview';
import { ConnectedSupportInbox } from '../../src/features/admin/ConnectedSupportInbox';
import { ADMIN_MESSAGES } from '../../src/features/admin/messages';
import { adminTabOf } from '../../src/features/admin/tabs';
import { ConnectedPeople } from '../../src/features/adminUsers/ConnectedPeople';
import { ConnectedAnalyticsDashboard } from '../../src/features/analytics/ConnectedAnalyticsDashboard';
import { analyticsServices, peopleDeps, useViewer } from '../admin/services';
import { adminClient } from '../adminClient';
import { useSession, useSessionUser } from '../auth/session';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Admin Panel — SkyLink Ghana',
  description: 'The SkyLink Ghana admin panel: overview, analytics, customers, network, support and outbox.',
};

/** The panel's own tabs on the admin API client, which loads with this route. */
const overviewServices = { loadOverview: adminClient.overview };
const networkServices = { loadStats: adminClient.networkStats, updateRequest: adminClient.updateRequest };
const outboxServices = { loadOutbox: adminClient.outbox };
const supportServices = {
  loadTickets: adminClient.tickets,
  loadTicket: adminClient.ticket,
  updateTicket: adminClient.updateTicket,
  sendReply: adminClient.reply,
};

export function Component() {
  const session = useSession();
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const viewer = useViewer();
  if (!user) return null;
  const tab = adminTabOf(params.get('tab'));
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.fullName || user.email;
  return (
    <AdminPanelScreen
      name={name}
      roleLabel={user.role === 'super_admin' ? ADMIN_MESSAGES.superRoleLabel : ADMIN_MESSAGES.roleLabel}
      tab={tab}
      onTabChange={(next) => setParams(next === 'overview' ? {} : { tab: next })}
      onSignOut={() => session.send({ type: 'auth.logout' })}
      panels={{
        overview: <ConnectedAdminOverview services={overviewServices} />,
        analytics: <ConnectedAnalyticsDashboard services={analyticsServices} />,
        customers: <ConnectedPeople services={peopleDeps} scope="customers" viewer={viewer} />,
        network: <ConnectedAdminNetwork services={networkServices} />,
        support: <ConnectedSupportInbox services={supportServices} />,
        outbox: <ConnectedAdminOutbox services={outboxServices} origin={window.location.origin} />,
        settings: (
          <ComingSoonPanel
            feature="Settings"
            headingLevel={2}
            backLabel="Back to Overview"
            onBack={() => setParams({})}
          />
        ),
      }}
    />
  );
}
