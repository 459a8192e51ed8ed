/**
 * The signed-in session on the client: the token set and the rules for restoring, refreshing and
 * expiring it. No zod at run time, so the app shell (session machine, token store, header) can use it
 * without loading the validation library; the user record's schema is in contract.ts.
 */
import type { TokenResponse, User } from './contract';

/** The token set as the client keeps it: expiresAt is epoch milliseconds. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: number;
  tokenType: 'Bearer';
}

/** A signed-in user with their tokens. */
export interface Session {
  user: User;
  tokens: TokenSet;
}

/** Default token lifetime when the server omits expires_in. */
export const DEFAULT_TOKEN_LIFETIME_S = 3600;
/** Refresh when less than this is left. */
export const REFRESH_THRESHOLD_MS = 5 * 60 * 1000;
/** Refresh check and session check interval. */
export const SESSION_CHECK_INTERVAL_MS = 60 * 1000;

/** Build a token set from a login or refresh response. */
export function tokenSetFrom(response: TokenResponse, now: number): TokenSet {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? null,
    expiresAt: now + (response.expires_in ?? DEFAULT_TOKEN_LIFETIME_S) * 1000,
    tokenType: 'Bearer',
  };
}

export function isAccessTokenValid(tokens: TokenSet | null, now: number): boolean {
  return !!tokens?.accessToken && tokens.expiresAt > now;
}

/** A stored session is restorable with an unexpired access token or a refresh token, and a stored user. */
export function canRestoreSession(tokens: TokenSet | null, user: User | null, now: number): boolean {
  if (!tokens || !user) return false;
  return isAccessTokenValid(tokens, now) || !!tokens.refreshToken;
}

/** Refresh is due when under 5 minutes remain (or the token already expired). */
export function needsRefresh(tokens: TokenSet | null, now: number): boolean {
  return !!tokens && tokens.expiresAt - now < REFRESH_THRESHOLD_MS;
}

/** Session monitor: expired access token and no refresh token. */
export function isSessionExpired(tokens: TokenSet | null, now: number): boolean {
  return !!tokens && !isAccessTokenValid(tokens, now) && !tokens.refreshToken;
}

/** The name to show: full name, else first + last, else username, else the email. */
export function displayName(user: Pick<User, 'fullName' | 'firstName' | 'lastName' | 'username' | 'email'>): string {
  const joined = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.fullName || joined || user.username || user.email;
}

/** A sign-in whose password was right and which needs its second step: a code, or (an administrator) enrolment. */
export interface SecondStep {
  step: 'verify' | 'enrol';
  challengeToken: string;
}

/** A new authenticator secret: the key to type and the otpauth:// URI. */
export interface TwoFactorSetup {
  secret: string;
  uri: string;
}
