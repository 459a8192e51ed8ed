/**
 * The signed-in user's display and analytics preferences as the browser applies them, without React:
 *
 * - Theme: 'light' | 'dark' | 'auto' on <html> (the class the theme's variables key on). Cached in
 *   localStorage so /theme-boot.js applies it before the first paint on the next visit; the server's
 *   value (GET /api/user/settings, loaded after sign-in) confirms or corrects it.
 * - Analytics: a signed-in user with analytics off sends no events (analyticsSetup.ts asks
 *   `analyticsBlocked()`); cached the same way so a reload sends nothing before the settings load.
 *   Signing out clears both (a visitor sees the default theme; consent alone governs analytics).
 */
import type { ThemeChoice } from '../src/features/settings';

const THEME_KEY = 'skylink.theme';
const ANALYTICS_OFF_KEY = 'skylink.analytics-off';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

let analyticsOff = storage()?.getItem(ANALYTICS_OFF_KEY) === '1';
let mediaQuery: MediaQueryList | null = null;
let current: ThemeChoice = 'light';

const prefersDark = () =>
  typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;

function paint(choice: ThemeChoice) {
  if (typeof document === 'undefined') return;
  const dark = choice === 'dark' || (choice === 'auto' && prefersDark());
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(dark ? 'dark' : 'light');
}

function followDevice() {
  if (current === 'auto') paint('auto');
}

/** Apply a theme now and remember it for the next visit's first paint. */
export function applyTheme(choice: ThemeChoice) {
  current = choice;
  paint(choice);
  const store = storage();
  if (choice === 'light') store?.removeItem(THEME_KEY);
  else store?.setItem(THEME_KEY, choice);
  if (typeof window !== 'undefined' && window.matchMedia && !mediaQuery) {
    mediaQuery = window.matchMedia('(prefers-color-scheme: dark)');
    mediaQuery.addEventListener('change', followDevice);
  }
}

/** The theme the page shows now. */
export const currentTheme = (): ThemeChoice => {
  const stored = storage()?.getItem(THEME_KEY);
  return stored === 'dark' || stored === 'auto' ? stored : 'light';
};

/** True when the signed-in user turned analytics off. */
export const analyticsBlocked = () => analyticsOff;

export function setAnalyticsOff(off: boolean) {
  analyticsOff = off;
  const store = storage();
  if (off) store?.setItem(ANALYTICS_OFF_KEY, '1');
  else store?.removeItem(ANALYTICS_OFF_KEY);
}

/** Sign-out: back to the defaults. */
export function clearUserPreferences() {
  setAnalyticsOff(false);
  applyTheme('light');
}
