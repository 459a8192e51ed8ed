import { AccountSummaryScreen } from '../../src/features/account/AccountSummaryScreen';
import { displayName } from '../../src/features/auth/session';
import { useSession, useSessionSelector, useSessionUser } from '../auth/session';

/**
 * /user-dashboard (login required): the account summary it showed before the customer dashboard took
 * /dashboard. INTERIM: the subscriber dashboard branch (wt-subscriber) replaces this module; delete it then.
 */
export function Component() {
  const session = useSession();
  const user = useSessionUser();
  const signingOut = useSessionSelector((s) => s.matches('loggingOut'), false);
  if (!user) return null;
  return (
    <AccountSummaryScreen
      name={displayName(user)}
      email={user.email}
      isEmailVerified={user.isEmailVerified}
      onSignOut={() => session.send({ type: 'auth.logout' })}
      isSigningOut={signingOut}
    />
  );
}
