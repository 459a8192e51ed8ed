/**
 * The admin console's System Status section, connected (no props): health tiles from the real API,
 * refreshed every 30 s (paused while the page is hidden) and on demand. The console embeds it.
 */
import { useEffect } from 'react';
import { SystemStatusScreen } from '../../src/features/adminSecurity/SystemStatusScreen';
import { provideSystemStatus } from '../../src/features/adminSecurity/systemStatus.machine';
import { toSystemStatusView } from '../../src/features/adminSecurity/systemStatus.view';
import { useMachineView } from '../../src/machines/useMachineView';
import { loadAdminSecurityClient } from '../services';

export default function SystemStatusSection() {
  const [view, send] = useMachineView(
    () => provideSystemStatus({ loadHealth: async () => (await loadAdminSecurityClient()).health() }),
    toSystemStatusView,
  );
  useEffect(() => {
    const onVisibility = () => send({ type: document.hidden ? 'page.hidden' : 'page.visible' });
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [send]);
  return <SystemStatusScreen view={view} onRefresh={() => send({ type: 'status.refresh' })} />;
}

export { SystemStatusSection };
