/**
 * The signed-in user as the client holds it (spec §3), read from GET /api/auth/me, and the
 * token set. Pure TypeScript + zod: shared by services (parsing) and machines (types).
 */
import { z } from 'zod';
import { isRole, type Role } from './auth/roles';

const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

export const userSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  email: z.string(),
  username: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  fullName: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  firstName: optionalText,
  lastName: optionalText,
  /** unknown roles fall back to the least privileged one */
  role: z
    .string()
    .nullish()
    .transform((v): Role => (isRole(v) ? v : 'user')),
  isActive: z.boolean().default(true),
  isEmailVerified: z.boolean().default(false),
  createdAt: optionalText,
  updatedAt: optionalText,
  lastLoginAt: optionalText,
  twoFactorEnabled: z.boolean().default(false),
  phoneNumber: optionalText,
  dateOfBirth: optionalText,
  profilePicture: optionalText,
});

export type User = z.output<typeof userSchema>;

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
