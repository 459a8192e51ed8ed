/**
 * The admin console's System Status section driven by its machine: health tiles refreshed every 30 s
 * (paused while the page is hidden) and on demand. The console renders it with the API client; the flow
 * stories with mocks.
 */
import { useEffect } from 'react';
import type { PageVisibility } from '../../machines/pageVisibility';
import { useMachineView } from '../../machines/useMachineView';
import { SystemStatusScreen } from './SystemStatusScreen';
import { provideSystemStatus, type SystemStatusDeps } from './systemStatus.machine';
import { toSystemStatusView } from './systemStatus.view';

export interface SystemStatusServices extends SystemStatusDeps {
  /** the page's visibility; without it the refresh never pauses */
  visibility?: PageVisibility;
}

export function ConnectedSystemStatus({ services }: { services: SystemStatusServices }) {
  const { visibility } = services;
  const [view, send] = useMachineView(() => provideSystemStatus(services), toSystemStatusView);
  useEffect(
    () => visibility?.subscribe((hidden) => send({ type: hidden ? 'page.hidden' : 'page.visible' })),
    [visibility, send],
  );
  return <SystemStatusScreen view={view} onRefresh={() => send({ type: 'status.refresh' })} />;
}
