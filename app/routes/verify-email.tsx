import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../src/domain/paths';
import { VerifyEmailScreen } from '../../src/features/auth/VerifyEmailScreen';
import { initialVerifyEmailView, toVerifyEmailView } from '../../src/features/auth/verifyEmail.view';
import { useDeferredMachineView } from '../../src/machines/useDeferredMachineView';
import { useSession } from '../auth/session';
import type { PageMeta } from '../routeTable';
import { loadAfterZod, loadAuthClient } from '../services';

export const meta: PageMeta = {
  title: 'Verify your email — SkyLink Ghana',
  description: 'Confirm your email address to finish setting up your SkyLink Ghana account.',
};

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const email = params.get('email');
  // the machine (with xstate and the rules) loads after hydration: see useDeferredMachineView
  const [view, send] = useDeferredMachineView(
    () =>
      loadAfterZod(() => import('../../src/features/auth/verifyEmail.machine')).then(({ provideVerifyEmail }) => ({
        machine: provideVerifyEmail({
          verifyEmail: async (request) => (await loadAuthClient()).verifyEmail(request),
          resendCode: async (request) => (await loadAuthClient()).resendCode(request),
          markEmailVerified: () => {
            const user = session.getSnapshot()?.context.user;
            if (user && email && user.email.toLowerCase() === email.trim().toLowerCase()) {
              session.send({ type: 'auth.emailVerified' });
            }
          },
          goToDashboard: () => navigate(paths.dashboard, { replace: true }),
        }),
        view: toVerifyEmailView,
        options: { input: { token: params.get('token'), email } },
      })),
    initialVerifyEmailView(),
  );
  return <VerifyEmailScreen view={view} onResend={() => send({ type: 'code.resend' })} />;
}
