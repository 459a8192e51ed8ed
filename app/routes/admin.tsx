/**
 * /admin (admins only, behind RequireAdmin in app/router.tsx): the admin panel. The tab lives in the
 * URL (?tab=network) so links and Back work; the overview is the default. Each tab's container is
 * mounted when its tab is shown (react-aria renders only the selected panel), so a tab loads its data
 * when opened.
 */
import { useSearchParams } from 'react-router-dom';
import { ComingSoonPanel } from '../../src/components/ComingSoonPanel/ComingSoonPanel';
import { AdminPanelScreen } from '../../src/features/admin/AdminPanelScreen';
import { ADMIN_MESSAGES } from '../../src/features/admin/messages';
import { adminTabOf } from '../../src/features/admin/tabs';
import AnalyticsTab from '../admin/AnalyticsTab';
import CustomersTab from '../admin/CustomersTab';
import { PanelNetwork } from '../admin/PanelNetwork';
import { PanelOutbox } from '../admin/PanelOutbox';
import { PanelOverview } from '../admin/PanelOverview';
import { PanelSupport } from '../admin/PanelSupport';
import { useSession, useSessionUser } from '../auth/session';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Admin Panel — SkyLink Ghana',
  description: 'The SkyLink Ghana admin panel: overview, analytics, customers, network, support and outbox.',
};

export function Component() {
  const session = useSession();
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
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
        overview: <PanelOverview />,
        analytics: <AnalyticsTab />,
        customers: <CustomersTab />,
        network: <PanelNetwork />,
        support: <PanelSupport />,
        outbox: <PanelOutbox />,
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
