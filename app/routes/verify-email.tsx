import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../src/domain/paths';
import { VerifyEmailScreen } from '../../src/features/auth/VerifyEmailScreen';
import { provideVerifyEmail } from '../../src/features/auth/verifyEmail.machine';
import { toVerifyEmailView } from '../../src/features/auth/verifyEmail.view';
import { useMachineView } from '../../src/machines/useMachineView';
import { useSession } from '../auth/session';
import { authClient } from '../authClient';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Verify your email — SkyLink Ghana',
  description: 'Confirm your email address to finish setting up your SkyLink Ghana account.',
};

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const email = params.get('email');
  const [view, send] = useMachineView(
    () =>
      provideVerifyEmail({
        verifyEmail: (request) => authClient.verifyEmail(request),
        resendCode: (request) => authClient.resendCode(request),
        markEmailVerified: () => {
          const user = session.getSnapshot()?.context.user;
          if (user && email && user.email.toLowerCase() === email.trim().toLowerCase()) {
            session.send({ type: 'auth.emailVerified' });
          }
        },
        goToDashboard: () => navigate(paths.dashboard, { replace: true }),
      }),
    toVerifyEmailView,
    { input: { token: params.get('token'), email } },
  );
  return <VerifyEmailScreen view={view} onResend={() => send({ type: 'code.resend' })} />;
}
