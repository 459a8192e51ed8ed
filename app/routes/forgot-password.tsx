import { ForgotPasswordScreen } from '../../src/features/auth/ForgotPasswordScreen';
import { provideForgotPassword } from '../../src/features/auth/forgotPassword.machine';
import { toForgotPasswordView } from '../../src/features/auth/forgotPassword.view';
import { useMachineView } from '../../src/machines/useMachineView';
import { authClient } from '../authClient';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Forgot your password — SkyLink Ghana',
  description: 'Get a link to reset the password of your SkyLink Ghana account.',
};

export function Component() {
  const [view, send] = useMachineView(
    () => provideForgotPassword({ sendResetEmail: (request) => authClient.forgotPassword(request) }),
    toForgotPasswordView,
    { input: {} },
  );
  return (
    <ForgotPasswordScreen
      view={view}
      onEmailChange={(value) => send({ type: 'field.change', field: 'email', value })}
      onSubmit={() => send({ type: 'form.submit' })}
      onResend={() => send({ type: 'email.resend' })}
    />
  );
}
