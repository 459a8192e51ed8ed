/** The admin panel's Network tab, connected: the adminNetwork machine over the admin API. */
import { provideAdminNetwork } from '../../src/features/admin/adminNetwork.machine';
import { toAdminNetworkView } from '../../src/features/admin/adminNetwork.view';
import { NetworkTab } from '../../src/features/admin/NetworkTab';
import { useMachineView } from '../../src/machines/useMachineView';
import { adminClient } from '../adminClient';

export function PanelNetwork() {
  const [view, send] = useMachineView(
    () =>
      provideAdminNetwork({
        loadStats: () => adminClient.networkStats(),
        updateRequest: (id, status) => adminClient.updateRequest(id, status),
      }),
    toAdminNetworkView,
  );
  return (
    <NetworkTab
      view={view}
      onRetry={() => send({ type: 'network.retry' })}
      onRefresh={() => send({ type: 'network.refresh' })}
      onSetStatus={(id, status) => send({ type: 'request.setStatus', id, status })}
    />
  );
}
