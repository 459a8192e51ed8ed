import { useNavigate } from 'react-router-dom';
import { paths } from '../../src/domain/paths';
import { ConnectedSignup } from '../../src/features/auth/ConnectedSignup';
import { AUTH_MESSAGES } from '../../src/features/auth/messages';
import { useSession } from '../auth/session';
import { track } from '../billingTrack';
import type { PageMeta } from '../routeTable';
import { loadAuthClient } from '../services';

export const meta: PageMeta = {
  title: 'Create an account — SkyLink Ghana',
  description:
    'Create a SkyLink Ghana account to subscribe to student, home or business satellite internet and pay by mobile money.',
};

export function Component() {
  const navigate = useNavigate();
  const session = useSession();
  return (
    <ConnectedSignup
      services={{
        // create the account, then sign in with it, remembered (localStorage): the verification link
        // opens in another tab, which must find the session; it lasts until the customer signs out
        createAccount: async (account) => {
          const client = await loadAuthClient();
          await client.register(account);
          const signedIn = await client.login({ email: account.email, password: account.password, remember: true });
          // a new account has no second factor; a second step here is a failure like any other
          if (!('user' in signedIn)) throw new Error(AUTH_MESSAGES.signupPageFailed);
          return signedIn;
        },
        signedIn: (signedIn) => session.send({ type: 'auth.signedIn', ...signedIn }),
        track,
        goToDashboard: () => navigate(paths.dashboard, { replace: true }),
      }}
    />
  );
}
