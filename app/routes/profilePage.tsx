/**
 * /profile (login required): the account (GET /api/auth/me via the session), the address (the
 * settings' profile section) and the plan (GET /api/billing/subscriptions) load together; edits go to
 * POST /api/auth/update-profile and PUT /api/user/settings/profile; the picture to
 * /api/auth/upload-profile-picture and DELETE /api/auth/profile-picture; the password and account
 * deletion to the auth API.
 */
import type { User } from '../../src/features/auth/contract';
import { displayName } from '../../src/features/auth/session';
import { provideDeleteAccount } from '../../src/features/profile/deleteAccount.machine';
import { PROFILE_MESSAGES } from '../../src/features/profile/messages';
import { ProfileScreen } from '../../src/features/profile/ProfileScreen';
import { type ProfileData, provideProfile } from '../../src/features/profile/profile.machine';
import { toDeleteAccountView, toProfileView } from '../../src/features/profile/profile.view';
import type { ProfileFields } from '../../src/features/profile/rules';
import { ChangePasswordForm } from '../../src/features/settings/ChangePasswordForm';
import { provideChangePassword } from '../../src/features/settings/changePassword.machine';
import { toChangePasswordView } from '../../src/features/settings/settings.view';
import { useMachineView } from '../../src/machines/useMachineView';
import { useSession, useSessionUser } from '../auth/session';
import { profileClient } from '../profileClient';
import { loadAuthClient } from '../services';
import { settingsClient } from '../settingsClient';

function profileOf(user: User, address: string, plan: ProfileData['plan']): ProfileData {
  return {
    fields: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email,
      phone: user.phoneNumber ?? '',
      address,
      currentPassword: '',
    },
    pictureUrl: user.profilePicture ?? null,
    isActive: user.isActive,
    createdAt: user.createdAt ?? null,
    plan,
    displayName: displayName(user),
    username: user.username,
  };
}

function PasswordCard() {
  const [view, send] = useMachineView(
    () => provideChangePassword({ changePassword: async (input) => (await loadAuthClient()).changePassword(input) }),
    toChangePasswordView,
    { input: { variant: 'profile' } },
  );
  return (
    <ChangePasswordForm
      view={view}
      idPrefix="profile-password"
      onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}

function ProfilePage({ user }: { user: User }) {
  const session = useSession();
  const [view, send] = useMachineView(
    () =>
      provideProfile({
        loadProfile: async () => {
          const [settings, plan] = await Promise.all([settingsClient.load(), profileClient.currentPlan()]);
          return profileOf(user, settings.settings.profile.address, plan);
        },
        saveProfile: async ({ draft, original }: { draft: ProfileFields; original: ProfileFields }) => {
          const auth = await loadAuthClient();
          const emailChanged = draft.email.trim().toLowerCase() !== original.email.trim().toLowerCase();
          const updated = await auth.updateProfile({
            firstName: draft.firstName.trim(),
            lastName: draft.lastName.trim(),
            phoneNumber: draft.phone.trim() || null,
            ...(emailChanged ? { email: draft.email.trim(), currentPassword: draft.currentPassword } : {}),
          });
          session.send({ type: 'auth.userUpdated', user: updated });
          const { settings } = await settingsClient.load();
          let address = settings.profile.address;
          if (draft.address.trim() !== address) {
            const saved = await settingsClient.saveSection(
              'profile',
              { ...settings.profile, address: draft.address.trim() },
              PROFILE_MESSAGES.profileFailed,
            );
            address = saved.settings.profile.address;
          }
          const plan = await profileClient.currentPlan().catch(() => null);
          return profileOf(updated, address, plan);
        },
        uploadPicture: async (file) => {
          const auth = await loadAuthClient();
          const url = await auth.uploadProfilePicture(file);
          const current = auth.restore()?.user;
          if (current) session.send({ type: 'auth.userUpdated', user: { ...current, profilePicture: url } });
          return url;
        },
        removePicture: async () => {
          const message = await profileClient.removePicture();
          const auth = await loadAuthClient();
          const current = auth.restore()?.user;
          if (current) session.send({ type: 'auth.userUpdated', user: { ...current, profilePicture: null } });
          return message;
        },
      }),
    toProfileView,
  );
  const [deleteView, sendDelete] = useMachineView(
    () =>
      provideDeleteAccount({
        deleteAccount: async (password) => (await loadAuthClient()).deleteAccount({ password }),
        // the session ends as signed out by choice and goes home, which says 'Account deleted successfully'
        accountDeleted: () => session.send({ type: 'auth.accountDeleted' }),
      }),
    toDeleteAccountView,
  );
  return (
    <ProfileScreen
      view={view}
      deleteView={deleteView}
      changePassword={<PasswordCard />}
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

export default function Page() {
  const user = useSessionUser();
  if (!user) return null;
  return <ProfilePage user={user} />;
}
