import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { LoginScreen } from '../../src/features/auth/LoginScreen';
import { type LoginCredentials, loginMachine } from '../../src/features/auth/login.machine';
import { toLoginView } from '../../src/features/auth/login.view';
import { destinationFrom, type FromState } from '../auth/guards';
import { AuthSession, signIn } from '../auth/session';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Sign in — SkyLink Ghana',
  description: 'Sign in to your SkyLink Ghana account to manage your plan, payments and profile.',
};

export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const session = AuthSession.useActorRef();
  const destination = destinationFrom(location.state);
  const [alreadySignedIn] = useState(() => session.getSnapshot().matches('authenticated'));
  const [logic] = useState(() =>
    loginMachine.provide({
      actors: {
        submitLogin: fromPromise(({ input }: { input: LoginCredentials }) => signIn(session, input)),
      },
      actions: {
        goToDestination: () => navigate(destination, { replace: true }),
        clearSessionError: () => session.send({ type: 'auth.clearError' }),
      },
    }),
  );
  const actor = useActorRef(logic, { input: {} });
  const view = useSelector(actor, toLoginView);

  if (alreadySignedIn) return <Navigate to={destination} replace />;
  return (
    <LoginScreen
      view={view}
      notice={(location.state as FromState | null)?.message}
      onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
      onRememberChange={(value) => actor.send({ type: 'remember.change', value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
    />
  );
}
