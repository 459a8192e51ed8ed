import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { SignupScreen } from '../../src/features/auth/SignupScreen';
import { type NewAccount, signupMachine } from '../../src/features/auth/signup.machine';
import { toSignupView } from '../../src/features/auth/signup.view';
import { AuthSession, registerAccount } from '../auth/session';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Create an account — SkyLink Ghana',
  description:
    'Create a SkyLink Ghana account to subscribe to student, home or business satellite internet and pay by mobile money.',
};

export function Component() {
  const navigate = useNavigate();
  const session = AuthSession.useActorRef();
  const [logic] = useState(() =>
    signupMachine.provide({
      actors: {
        createAccount: fromPromise(({ input }: { input: NewAccount }) => registerAccount(session, input)),
      },
      actions: {
        goToDashboard: () => navigate('/dashboard', { replace: true }),
        clearSessionError: () => session.send({ type: 'auth.clearError' }),
      },
    }),
  );
  const actor = useActorRef(logic);
  const view = useSelector(actor, toSignupView);
  return (
    <SignupScreen
      view={view}
      onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
    />
  );
}
