/**
 * Signals from the app shell to the services loaded after mount (app/consent.tsx): the footer's
 * 'Cookie settings' button reopens the cookie preferences. A press before those services have loaded
 * is kept and honoured when they arrive.
 */
export const COOKIE_SETTINGS_EVENT = 'skylink:cookie-settings';

let pending = false;

export function openCookieSettings(): void {
  pending = true;
  window.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT));
}

/** Whether 'Cookie settings' was pressed and not yet handled (clears the flag). */
export function takeCookieSettingsRequest(): boolean {
  const was = pending;
  pending = false;
  return was;
}
