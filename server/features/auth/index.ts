/**
 * What other server features may use of auth (see FEATURE_DEPENDENCIES): the bearer middleware and
 * its context type, the token service type, the users table (for foreign keys) and the sessions table
 * (the notification stream ends when its session is signed out); for the admin console's Security
 * section the refresh tokens table and the sign-in limiter's policy and keys; and the verification
 * mail (the admin area resends it). The settings feature implements the port for an account's own
 * Security preferences (OwnSecurityReader), which the app assembly hands to the token service.
 */
export { type AuthEnv, bearerAuth, optionalUserId, requireRole } from './bearer';
export {
  authPolicy,
  LOGIN_ACCOUNT_KEY_PREFIX,
  LOGIN_ADDRESS_KEY_PREFIX,
  loginAccountKey,
} from './policy';
export type { OwnSecurityPreferences, OwnSecurityReader } from './security';
export { authSessions, refreshTokens, users } from './tables';
export type { TokenService } from './tokens';
export type { UserRow } from './users';
export { type CodeMailDeps, sendVerificationMail } from './verification';
