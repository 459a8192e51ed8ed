import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../src/domain/paths';
import { AUTH_MESSAGES } from '../../src/features/auth/messages';
import { ResetPasswordScreen } from '../../src/features/auth/ResetPasswordScreen';
import { provideResetPassword } from '../../src/features/auth/resetPassword.machine';
import { toResetPasswordView } from '../../src/features/auth/resetPassword.view';
import { useMachineView } from '../../src/machines/useMachineView';
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
  const [view, send] = useMachineView(
    () =>
      provideResetPassword({
        resetPassword: (request) => authClient.resetPassword(request),
        goToLogin: () =>
          navigate(paths.login, {
            replace: true,
            state: { message: AUTH_MESSAGES.resetSuccessState } satisfies FromState,
          }),
      }),
    toResetPasswordView,
    { input: { token: params.get('token') } },
  );
  return (
    <ResetPasswordScreen
      view={view}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
