/**
 * What other server features may use of auth (see FEATURE_DEPENDENCIES): the bearer middleware and
 * its context type, the token service type, and the users table (for foreign keys).
 */
export { type AuthEnv, bearerAuth, requireRole } from './bearer';
export { users } from './tables';
export type { TokenService } from './tokens';
