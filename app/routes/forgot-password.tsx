import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '../../src/machines/forgotPassword.machine';
import { ForgotPasswordScreen } from '../../src/screens/auth/ForgotPasswordScreen';
import { toForgotPasswordView } from '../../src/screens/auth/forgotPassword.view';
import { authClient } from '../authClient';

export function Component() {
  const [logic] = useState(() =>
    forgotPasswordMachine.provide({
      actors: {
        sendResetEmail: fromPromise(async ({ input }: { input: { email: string; resend: boolean } }) => {
          await authClient.forgotPassword(input);
        }),
      },
    }),
  );
  const actor = useActorRef(logic, { input: {} });
  const view = useSelector(actor, toForgotPasswordView);
  return (
    <ForgotPasswordScreen
      view={view}
      onEmailChange={(value) => actor.send({ type: 'field.change', field: 'email', value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      onResend={() => actor.send({ type: 'email.resend' })}
    />
  );
}
