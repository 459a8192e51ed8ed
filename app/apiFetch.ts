/**
 * The fetch the app's API clients use: the browser's fetch (http.ts's platformFetch), plus one signal. When the server refuses
 * our bearer token as invalid (401 with `WWW-Authenticate: Bearer error="invalid_token"`: the session
 * was revoked by an administrator or signed out elsewhere), the session hears of it and refreshes at
 * once, so a revoked session ends on the login page instead of an error panel.
 */
import { type FetchLike, platformFetch } from '../src/services/http';

const listeners = new Set<() => void>();

/** Subscribe to refused tokens (the session actor does); returns the unsubscribe. */
export function onTokenRejected(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const carriesBearer = (init?: RequestInit) => /^Bearer\s/i.test(new Headers(init?.headers).get('authorization') ?? '');

export const apiFetch: FetchLike = async (input, init) => {
  const response = await platformFetch(input, init);
  if (
    response.status === 401 &&
    carriesBearer(init) &&
    /error="invalid_token"/.test(response.headers.get('www-authenticate') ?? '')
  ) {
    for (const listener of listeners) listener();
  }
  return response;
};
