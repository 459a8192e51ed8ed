/**
 * Applies the signed-in user's stored theme and analytics choice (GET /api/user/settings) once the
 * session knows the user, on every device; signing out returns to the defaults. Renders nothing.
 * The settings client loads only for a signed-in user, after the page has mounted.
 */
import { useEffect } from 'react';
import { useSessionSelector } from './auth/session';
import { applyTheme, clearUserPreferences, setAnalyticsOff } from './preferences';

export default function UserPreferencesSync() {
  const userId = useSessionSelector<string | null | undefined>(
    (s) => (s.matches('authenticated') ? (s.context.user?.id ?? null) : s.matches('anonymous') ? null : undefined),
    undefined,
  );
  useEffect(() => {
    if (userId === undefined) return; // still loading
    if (userId === null) {
      clearUserPreferences();
      return;
    }
    let cancelled = false;
    import('./settingsClient')
      .then(({ settingsClient }) => settingsClient.load())
      .then(({ settings }) => {
        if (cancelled) return;
        applyTheme(settings.preferences.theme);
        setAnalyticsOff(!settings.privacy.analytics);
      })
      .catch(() => {
        // keep the cached choice; the next sign-in or visit to /settings tries again
      });
    return () => {
      cancelled = true;
    };
  }, [userId]);
  return null;
}
