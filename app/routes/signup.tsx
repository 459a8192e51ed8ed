import { useNavigate } from 'react-router-dom';
import { paths } from '../../src/domain/paths';
import { SignupScreen } from '../../src/features/auth/SignupScreen';
import { provideSignup } from '../../src/features/auth/signup.machine';
import { toSignupView } from '../../src/features/auth/signup.view';
import { useMachineView } from '../../src/machines/useMachineView';
import { useSession } from '../auth/session';
import type { PageMeta } from '../routeTable';
import { loadAuthClient } from '../services';

export const meta: PageMeta = {
  title: 'Create an account — SkyLink Ghana',
  description:
    'Create a SkyLink Ghana account to subscribe to student, home or business satellite internet and pay by mobile money.',
};

export function Component() {
  const navigate = useNavigate();
  const session = useSession();
  const [view, send] = useMachineView(
    () =>
      provideSignup({
        // create the account, then sign in with it (not remembered)
        createAccount: async (account) => {
          const client = await loadAuthClient();
          await client.register(account);
          return client.login({ email: account.email, password: account.password, remember: false });
        },
        signedIn: (signedIn) => session.send({ type: 'auth.signedIn', ...signedIn }),
        goToDashboard: () => navigate(paths.dashboard, { replace: true }),
      }),
    toSignupView,
  );
  return (
    <SignupScreen
      view={view}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
