/**
 * The change-password form driven by its machine: what the Security section of /settings and the
 * profile page render (with the auth client) and what the settings flow stories render (mocked).
 */
import { useMachineView } from '../../machines/useMachineView';
import { ChangePasswordForm } from './ChangePasswordForm';
import { type ChangePasswordDeps, provideChangePassword } from './changePassword.machine';
import type { PasswordVariant } from './rules';
import { toChangePasswordView } from './settings.view';

export interface ConnectedChangePasswordProps {
  /** the password change request */
  services: ChangePasswordDeps;
  /** where the form sits: its messages differ a little between the two pages */
  variant: PasswordVariant;
  /** the fields' id prefix (two forms may share a page's id space) */
  idPrefix?: string;
}

export function ConnectedChangePassword({ services, variant, idPrefix }: ConnectedChangePasswordProps) {
  const [view, send] = useMachineView(() => provideChangePassword(services), toChangePasswordView, {
    input: { variant },
  });
  return (
    <ChangePasswordForm
      view={view}
      idPrefix={idPrefix}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
