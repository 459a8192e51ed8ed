import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../src/domain/paths';
import { AUTH_MESSAGES } from '../../src/features/auth/messages';
import { ResetPasswordScreen } from '../../src/features/auth/ResetPasswordScreen';
import {
  initialResetPasswordView,
  previewResetPassword,
  toResetPasswordView,
} from '../../src/features/auth/resetPassword.view';
import { useDeferredMachineView } from '../../src/machines/useDeferredMachineView';
import type { FromState } from '../auth/fromState';
import type { PageMeta } from '../routeTable';
import { loadAfterZod, loadAuthClient } from '../services';

export const meta: PageMeta = {
  title: 'Reset your password — SkyLink Ghana',
  description: 'Choose a new password for your SkyLink Ghana account.',
};

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // the form machine (with xstate and the rules) loads after hydration: see useDeferredMachineView
  const [view, send] = useDeferredMachineView(
    () =>
      loadAfterZod(() => import('../../src/features/auth/resetPassword.machine')).then(({ provideResetPassword }) => ({
        machine: provideResetPassword({
          resetPassword: async (request) => (await loadAuthClient()).resetPassword(request),
          goToLogin: () =>
            navigate(paths.login, {
              replace: true,
              state: { message: AUTH_MESSAGES.resetSuccessState } satisfies FromState,
            }),
        }),
        view: toResetPasswordView,
        options: { input: { token: params.get('token') } },
      })),
    initialResetPasswordView(),
    previewResetPassword,
  );
  return (
    <ResetPasswordScreen
      view={view}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
