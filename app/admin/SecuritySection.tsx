/**
 * The admin console's Security section, connected (no props): failed sign-ins, locked accounts with
 * Unlock, active sessions with Revoke, on the real API. The console (/admin-dashboard) embeds it.
 */

import { SecurityScreen } from '../../src/features/adminSecurity/SecurityScreen';
import { provideSecurity } from '../../src/features/adminSecurity/security.machine';
import { toSecurityView } from '../../src/features/adminSecurity/security.view';
import { useMachineView } from '../../src/machines/useMachineView';
import { loadAdminSecurityClient } from '../services';

export default function SecuritySection() {
  const [view, send] = useMachineView(
    () =>
      provideSecurity({
        loadSecurity: async () => (await loadAdminSecurityClient()).security(),
        unlockAccount: async (id, reason) => (await loadAdminSecurityClient()).unlockAccount(id, reason),
        revokeSession: async (id, reason) => (await loadAdminSecurityClient()).revokeSession(id, reason),
      }),
    toSecurityView,
  );
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

export { SecuritySection };
