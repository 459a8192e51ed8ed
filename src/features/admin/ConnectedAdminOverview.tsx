/**
 * The admin panel's Overview tab driven by the adminOverview machine: the live key figures. The /admin
 * route renders it with the admin API client; the flow stories with a mocked API.
 */
import { useMachineView } from '../../machines/useMachineView';
import { type AdminOverviewDeps, provideAdminOverview } from './adminOverview.machine';
import { toAdminOverviewView } from './adminOverview.view';
import { OverviewTab } from './OverviewTab';

export function ConnectedAdminOverview({ services }: { services: AdminOverviewDeps }) {
  const [view, send] = useMachineView(() => provideAdminOverview(services), toAdminOverviewView);
  return (
    <OverviewTab
      view={view}
      onRefresh={() => send({ type: 'overview.refresh' })}
      onRetry={() => send({ type: 'overview.retry' })}
    />
  );
}
