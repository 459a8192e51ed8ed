/** The admin panel's Overview tab, connected: the adminOverview machine over the admin API. */
import { provideAdminOverview } from '../../src/features/admin/adminOverview.machine';
import { toAdminOverviewView } from '../../src/features/admin/adminOverview.view';
import { OverviewTab } from '../../src/features/admin/OverviewTab';
import { useMachineView } from '../../src/machines/useMachineView';
import { adminClient } from '../adminClient';

export function PanelOverview() {
  const [view, send] = useMachineView(
    () => provideAdminOverview({ loadOverview: () => adminClient.overview() }),
    toAdminOverviewView,
  );
  return (
    <OverviewTab
      view={view}
      onRefresh={() => send({ type: 'overview.refresh' })}
      onRetry={() => send({ type: 'overview.retry' })}
    />
  );
}
