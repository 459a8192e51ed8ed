import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { AUTH_MESSAGES } from '../../src/domain/auth/errors';
import { resetPasswordMachine } from '../../src/machines/resetPassword.machine';
import { ResetPasswordScreen } from '../../src/screens/auth/ResetPasswordScreen';
import { toResetPasswordView } from '../../src/screens/auth/resetPassword.view';
import type { FromState } from '../auth/guards';
import { authClient } from '../authClient';

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
