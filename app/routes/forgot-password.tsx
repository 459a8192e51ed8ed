import { ConnectedForgotPassword } from '../../src/features/auth/ConnectedForgotPassword';
import type { PageMeta } from '../routeTable';
import { loadAuthClient } from '../services';

export const meta: PageMeta = {
  title: 'Forgot your password — SkyLink Ghana',
  description: 'Get a link to reset the password of your SkyLink Ghana account.',
};

export function Component() {
  return (
    <ConnectedForgotPassword
      services={{ sendResetEmail: async (request) => (await loadAuthClient()).forgotPassword(request) }}
    />
  );
}
