import { AccountSummaryScreen } from '../../src/features/account/AccountSummaryScreen';
import { displayName } from '../../src/features/auth/session';
import { AuthSession, selectUser } from '../auth/session';

/** /dashboard (login required): the account summary until the billing dashboard replaces it. */
export function Component() {
  const session = AuthSession.useActorRef();
  const user = AuthSession.useSelector(selectUser);
  const signingOut = AuthSession.useSelector((s) => s.matches('loggingOut'));
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
