/**
 * /profile driven by its machines: the `profile` machine (load, edit, save, the picture) and the
 * `deleteAccount` machine. The route renders it with the real clients (see profileSaving.ts) and the
 * change-password form; the profile flow stories render it with mocks.
 */
import type { ReactNode } from 'react';
import { useMachineView } from '../../machines/useMachineView';
import { type DeleteAccountDeps, provideDeleteAccount } from './deleteAccount.machine';
import { ProfileScreen } from './ProfileScreen';
import { type ProfileDeps, provideProfile } from './profile.machine';
import { toDeleteAccountView, toProfileView } from './profile.view';

export interface ConnectedProfileProps {
  /** the page's load, save and picture requests, the account's deletion and what follows it */
  services: ProfileDeps & DeleteAccountDeps;
  /** the change-password form the page shows */
  changePassword: ReactNode;
}

export function ConnectedProfile({ services, changePassword }: ConnectedProfileProps) {
  const [view, send] = useMachineView(() => provideProfile(services), toProfileView);
  const [deleteView, sendDelete] = useMachineView(() => provideDeleteAccount(services), toDeleteAccountView);
  return (
    <ProfileScreen
      view={view}
      deleteView={deleteView}
      changePassword={changePassword}
      onRetry={() => send({ type: 'load.retry' })}
      onEdit={() => send({ type: 'edit.start' })}
      onCancel={() => send({ type: 'edit.cancel' })}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
      onSubmit={() => send({ type: 'form.submit' })}
      onPictureSelect={(file) => send({ type: 'picture.select', file })}
      onPictureRemove={() => send({ type: 'picture.remove' })}
      onDeleteOpen={() => sendDelete({ type: 'delete.open' })}
      onDeleteCancel={() => sendDelete({ type: 'delete.cancel' })}
      onDeletePasswordChange={(value) => sendDelete({ type: 'field.change', value })}
      onDeleteConfirm={() => sendDelete({ type: 'delete.confirm' })}
    />
  );
}
