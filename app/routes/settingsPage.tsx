/**
 * /settings (login required): the connected page (src/features/settings/ConnectedSettings.tsx) with the
 * settings and auth clients, the session, and the browser's theme, analytics choice and file download.
 */
import { useMemo } from 'react';
import { ConnectedSettings, type SettingsServices } from '../../src/features/settings/ConnectedSettings';
import { useSession, useSessionUser } from '../auth/session';
import { applyTheme, setAnalyticsOff } from '../preferences';
import { saveFile } from '../saveFile';
import { loadAuthClient } from '../services';
import { settingsClient } from '../settingsClient';

export default function Page() {
  const user = useSessionUser();
  const session = useSession();
  const services = useMemo<SettingsServices>(
    () => ({
      loadSettings: () => settingsClient.load(),
      saveSection: (section, values, fallback) => settingsClient.saveSection(section, values, fallback),
      updateProfile: async (update) => (await loadAuthClient()).updateProfile(update),
      userUpdated: (updated) => session.send({ type: 'auth.userUpdated', user: updated }),
      changePassword: async (input) => (await loadAuthClient()).changePassword(input),
      startSetup: async () => (await loadAuthClient()).startTwoFactorSetup(),
      enable: async (code) => (await loadAuthClient()).enableTwoFactor(code),
      disable: async (code) => (await loadAuthClient()).disableTwoFactor(code),
      download: async (kind) => saveFile(await settingsClient.download(kind)),
      applyTheme,
      setAnalyticsOff,
    }),
    [session],
  );
  if (!user) return null;
  return <ConnectedSettings services={services} user={user} />;
}
