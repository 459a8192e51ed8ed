/**
 * The admin console's Security section driven by the security machine: failed sign-ins, locked accounts
 * with Unlock, active sessions with Revoke. The console renders it with the API client; the flow stories
 * with mocks.
 */
import { useMachineView } from '../../machines/useMachineView';
import { SecurityScreen } from './SecurityScreen';
import { provideSecurity, type SecurityDeps } from './security.machine';
import { toSecurityView } from './security.view';

export function ConnectedSecurity({ services }: { services: SecurityDeps }) {
  const [view, send] = useMachineView(() => provideSecurity(services), toSecurityView);
  return (
    <SecurityScreen
      view={view}
      onRefresh={() => send({ type: 'security.refresh' })}
      onUnlock={(target) => send({ type: 'unlock.request', target })}
      onRevoke={(target) => send({ type: 'revoke.request', target })}
      onConfirm={(reason) => send({ type: 'confirm.submit', reason })}
      onCancel={() => send({ type: 'confirm.cancel' })}
    />
  );
}
