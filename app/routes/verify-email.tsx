import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../src/domain/paths';
import { ConnectedVerifyEmail } from '../../src/features/auth/ConnectedVerifyEmail';
import { useSession } from '../auth/session';
import type { PageMeta } from '../routeTable';
import { loadAuthClient } from '../services';

export const meta: PageMeta = {
  title: 'Verify your email — SkyLink Ghana',
  description: 'Confirm your email address to finish setting up your SkyLink Ghana account.',
};

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const email = params.get('email');
  return (
    <ConnectedVerifyEmail
      token={params.get('token')}
      email={email}
      services={{
        verifyEmail: async (request) => (await loadAuthClient()).verifyEmail(request),
        resendCode: async (request) => (await loadAuthClient()).resendCode(request),
        markEmailVerified: () => {
          const user = session.getSnapshot()?.context.user;
          if (user && email && user.email.toLowerCase() === email.trim().toLowerCase()) {
            session.send({ type: 'auth.emailVerified' });
          }
        },
        goToDashboard: () => navigate(paths.dashboard, { replace: true }),
      }}
    />
  );
}
