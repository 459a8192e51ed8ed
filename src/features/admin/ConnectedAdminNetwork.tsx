/**
 * The admin panel's Network tab driven by the adminNetwork machine: coverage demand, the served areas and
 * the coverage requests to follow up. The /admin route renders it with the admin API client; the flow
 * stories with a mocked API.
 */
import { useMachineView } from '../../machines/useMachineView';
import { type AdminNetworkDeps, provideAdminNetwork } from './adminNetwork.machine';
import { toAdminNetworkView } from './adminNetwork.view';
import { NetworkTab } from './NetworkTab';

export function ConnectedAdminNetwork({ services }: { services: AdminNetworkDeps }) {
  const [view, send] = useMachineView(() => provideAdminNetwork(services), toAdminNetworkView);
  return (
    <NetworkTab
      view={view}
      onRetry={() => send({ type: 'network.retry' })}
      onRefresh={() => send({ type: 'network.refresh' })}
      onSetStatus={(id, status) => send({ type: 'request.setStatus', id, status })}
    />
  );
}
