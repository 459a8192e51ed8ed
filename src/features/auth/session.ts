/**
 * The signed-in session on the client (spec §3, §4): the user record type, the token set and the
 * rules for restoring, refreshing and expiring it. Pure TypeScript with no zod, so the app shell
 * (session machine, token store, header) can use it without loading the validation library;
 * the zod schema of the user record lives in src/domain/user.ts.
 */
import type { Role } from '../../domain/roles';

/** The user as the client holds it (spec §3), from GET /api/auth/me. */
export interface User {
  id: string;
  email: string;
  username: string;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  isActive: boolean;
  isEmailVerified: boolean;
  createdAt: string | null;
  updatedAt: string | null;
  lastLoginAt: string | null;
  twoFactorEnabled: boolean;
  phoneNumber: string | null;
  dateOfBirth: string | null;
  profilePicture: string | null;
}

/** The token set (spec §3): expiresAt is epoch milliseconds. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: number;
  tokenType: 'Bearer';
}

/** Default token lifetime when the server omits expires_in (spec §9). */
export const DEFAULT_TOKEN_LIFETIME_S = 3600;
/** Refresh when less than this is left (spec §4). */
export const REFRESH_THRESHOLD_MS = 5 * 60 * 1000;
/** Refresh check and session check interval (spec §4, §9). */
export const SESSION_CHECK_INTERVAL_MS = 60 * 1000;

/** Build a token set from a login or refresh response. */
export function tokenSetFrom(
  response: { access_token: string; refresh_token?: string | null; expires_in?: number | null },
  now: number,
): TokenSet {
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

/** Spec §4: a stored session is restorable with an unexpired access token or a refresh token, and a stored user. */
export function canRestoreSession(tokens: TokenSet | null, user: User | null, now: number): boolean {
  if (!tokens || !user) return false;
  return isAccessTokenValid(tokens, now) || !!tokens.refreshToken;
}

/** Refresh is due when under 5 minutes remain (or the token already expired). */
export function needsRefresh(tokens: TokenSet | null, now: number): boolean {
  return !!tokens && tokens.expiresAt - now < REFRESH_THRESHOLD_MS;
}

/** Session monitor (spec §4): expired access token and no refresh token. */
export function isSessionExpired(tokens: TokenSet | null, now: number): boolean {
  return !!tokens && !isAccessTokenValid(tokens, now) && !tokens.refreshToken;
}

/** The name to show: full name, else first + last, else username, else the email. */
export function displayName(user: Pick<User, 'fullName' | 'firstName' | 'lastName' | 'username' | 'email'>): string {
  const joined = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.fullName || joined || user.username || user.email;
}
