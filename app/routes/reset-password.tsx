import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { AUTH_MESSAGES } from '../../src/features/auth/errors';
import { ResetPasswordScreen } from '../../src/features/auth/ResetPasswordScreen';
import { resetPasswordMachine } from '../../src/features/auth/resetPassword.machine';
import { toResetPasswordView } from '../../src/features/auth/resetPassword.view';
import type { FromState } from '../auth/guards';
import { authClient } from '../authClient';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Reset your password — SkyLink Ghana',
  description: 'Choose a new password for your SkyLink Ghana account.',
};

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [logic] = useState(() =>
    resetPasswordMachine.provide({
      actors: {
        resetPassword: fromPromise(async ({ input }: { input: { token: string; newPassword: string } }) => {
          await authClient.resetPassword(input);
        }),
      },
      actions: {
        goToLogin: () =>
          navigate('/login', {
            replace: true,
            state: { message: AUTH_MESSAGES.resetSuccessState } satisfies FromState,
          }),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { token: params.get('token') } });
  const view = useSelector(actor, toResetPasswordView);
  return (
    <ResetPasswordScreen
      view={view}
      onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
    />
  );
}
