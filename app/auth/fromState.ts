/** What a guard hands the login form in the navigation state (light: login pages import it, not the guards). */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
  /** a message for the login page (e.g. after a password reset) */
  message?: string;
}

/** The location a guard sent to the login form, as a path (null when there is none). */
export function fromLocation(state: unknown): string | null {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
