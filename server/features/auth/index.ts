/**
 * What other server features may use of auth (see FEATURE_DEPENDENCIES): the bearer middleware and
 * its context type, the token service type, the users table (for foreign keys) and the sessions table
 * (the notification stream ends when its session is signed out), and the verification mail (the admin
 * area resends it).
 */
export { type AuthEnv, bearerAuth, requireRole } from './bearer';
export { authSessions, users } from './tables';
export type { TokenService } from './tokens';
export type { UserRow } from './users';
export { type CodeMailDeps, sendVerificationMail } from './verification';
