import { ForgotPasswordScreen } from '../../src/features/auth/ForgotPasswordScreen';
import {
  initialForgotPasswordView,
  previewForgotPassword,
  toForgotPasswordView,
} from '../../src/features/auth/forgotPassword.view';
import { useDeferredMachineView } from '../../src/machines/useDeferredMachineView';
import type { PageMeta } from '../routeTable';
import { loadAfterZod, loadAuthClient } from '../services';

export const meta: PageMeta = {
  title: 'Forgot your password — SkyLink Ghana',
  description: 'Get a link to reset the password of your SkyLink Ghana account.',
};

export function Component() {
  // the form machine (with xstate and the rules) loads after hydration: see useDeferredMachineView
  const [view, send] = useDeferredMachineView(
    () =>
      loadAfterZod(() => import('../../src/features/auth/forgotPassword.machine')).then(
        ({ provideForgotPassword }) => ({
          machine: provideForgotPassword({
            sendResetEmail: async (request) => (await loadAuthClient()).forgotPassword(request),
          }),
          view: toForgotPasswordView,
          options: { input: {} },
        }),
      ),
    initialForgotPasswordView(),
    previewForgotPassword,
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
