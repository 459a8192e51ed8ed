import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../src/domain/paths';
import { ConnectedResetPassword } from '../../src/features/auth/ConnectedResetPassword';
import { AUTH_MESSAGES } from '../../src/features/auth/messages';
import type { FromState } from '../auth/fromState';
import type { PageMeta } from '../routeTable';
import { loadAuthClient } from '../services';

export const meta: PageMeta = {
  title: 'Reset your password — SkyLink Ghana',
  description: 'Choose a new password for your SkyLink Ghana account.',
};

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <ConnectedResetPassword
      token={params.get('token')}
      services={{
        resetPassword: async (request) => (await loadAuthClient()).resetPassword(request),
        goToLogin: () =>
          navigate(paths.login, {
            replace: true,
            state: { message: AUTH_MESSAGES.resetSuccessState } satisfies FromState,
          }),
      }}
    />
  );
}
