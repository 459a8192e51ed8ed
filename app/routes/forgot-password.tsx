import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { ForgotPasswordScreen } from '../../src/features/auth/ForgotPasswordScreen';
import { forgotPasswordMachine } from '../../src/features/auth/forgotPassword.machine';
import { toForgotPasswordView } from '../../src/features/auth/forgotPassword.view';
import { authClient } from '../authClient';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Forgot your password — SkyLink Ghana',
  description: 'Get a link to reset the password of your SkyLink Ghana account.',
};

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
