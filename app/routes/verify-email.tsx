import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { VerifyEmailScreen } from '../../src/features/auth/VerifyEmailScreen';
import { verifyEmailMachine } from '../../src/features/auth/verifyEmail.machine';
import { toVerifyEmailView } from '../../src/features/auth/verifyEmail.view';
import { AuthSession } from '../auth/session';
import { authClient } from '../authClient';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Verify your email — SkyLink Ghana',
  description: 'Confirm your email address to finish setting up your SkyLink Ghana account.',
};

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = AuthSession.useActorRef();
  const email = params.get('email');
  const [logic] = useState(() =>
    verifyEmailMachine.provide({
      actors: {
        verifyEmail: fromPromise(({ input }: { input: { email: string; code: string } }) =>
          authClient.verifyEmail(input),
        ),
        resendCode: fromPromise(({ input }: { input: { email: string } }) => authClient.resendCode(input)),
      },
      actions: {
        markEmailVerified: () => {
          const user = session.getSnapshot().context.user;
          if (user && email && user.email.toLowerCase() === email.trim().toLowerCase()) {
            session.send({ type: 'auth.emailVerified' });
          }
        },
        goToDashboard: () => navigate('/dashboard', { replace: true }),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { token: params.get('token'), email } });
  const view = useSelector(actor, toVerifyEmailView);
  return <VerifyEmailScreen view={view} onResend={() => actor.send({ type: 'code.resend' })} />;
}
