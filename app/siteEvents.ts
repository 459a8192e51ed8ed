/**
 * Signals from the app shell to the services loaded after mount (app/consent.tsx): the footer's
 * 'Cookie settings' button reopens the cookie preferences.
 */
export const COOKIE_SETTINGS_EVENT = 'skylink:cookie-settings';

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT));
}
