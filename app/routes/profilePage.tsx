/**
 * /profile (login required): the connected page (src/features/profile/ConnectedProfile.tsx) with the
 * auth, settings and profile clients and the session: the account comes from the session, the address
 * from the settings' profile section, the plan from GET /api/billing/subscriptions.
 */
import { useMemo } from 'react';
import type { User } from '../../src/features/auth/contract';
import { ConnectedProfile } from '../../src/features/profile/ConnectedProfile';
import { profileDeps } from '../../src/features/profile/profileSaving';
import { ConnectedChangePassword } from '../../src/features/settings/ConnectedChangePassword';
import { useSession, useSessionUser } from '../auth/session';
import { profileClient } from '../profileClient';
import { loadAuthClient } from '../services';
import { settingsClient } from '../settingsClient';

const changePassword = {
  changePassword: async (input: { currentPassword: string; newPassword: string }) =>
    (await loadAuthClient()).changePassword(input),
};

function ProfilePage({ user }: { user: User }) {
  const session = useSession();
  const services = useMemo(
    () => ({
      ...profileDeps(
        {
          loadStoredProfile: async () => (await settingsClient.load()).settings.profile,
          saveStoredProfile: async (profile, fallback) =>
            (await settingsClient.saveSection('profile', profile, fallback)).settings.profile,
          currentPlan: () => profileClient.currentPlan(),
          updateProfile: async (update) => (await loadAuthClient()).updateProfile(update),
          uploadPicture: async (file) => (await loadAuthClient()).uploadProfilePicture(file),
          removePicture: () => profileClient.removePicture(),
          currentUser: async () => (await loadAuthClient()).restore()?.user ?? null,
          userUpdated: (updated) => session.send({ type: 'auth.userUpdated', user: updated }),
        },
        user,
      ),
      deleteAccount: async (password: string) => (await loadAuthClient()).deleteAccount({ password }),
      // the session ends as signed out by choice and goes home, which says 'Account deleted successfully'
      accountDeleted: () => session.send({ type: 'auth.accountDeleted' }),
    }),
    [session, user],
  );
  return (
    <ConnectedProfile
      services={services}
      changePassword={
        <ConnectedChangePassword services={changePassword} variant="profile" idPrefix="profile-password" />
      }
    />
  );
}

export default function Page() {
  const user = useSessionUser();
  if (!user) return null;
  return <ProfilePage user={user} />;
}
