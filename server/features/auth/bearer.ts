import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { hasRole, type Role } from '../../../src/domain/roles';
import { AUTH_MESSAGES as m } from '../../../src/features/auth/messages';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { requestHeader } from '../../http/node';
import { authSessions, users } from './tables';
import type { TokenService } from './tokens';
import type { UserRow } from './users';

export type AuthEnv = { Variables: { user: UserRow; sessionId: string } };

/**
 * Bearer authentication: a valid signature, every claim in shape and unexpired, a live session and
 * an active user, read from the database on every request (so a role change or a sign-out counts at once).
 */
export function bearerAuth(db: Db, tokens: TokenService) {
  // The two refusals are the same every time: made once (an Error captures a stack trace when made,
  // which a refusal to a caller without a token has no use for). Thrown, never changed.
  const authRequired = new ApiError(401, 'auth_required', m.authRequired, {
    headers: { 'WWW-Authenticate': 'Bearer' },
  });
  const invalidToken = new ApiError(401, 'invalid_token', m.invalidAccessToken, {
    headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
  });
  // The session and its user in one round trip, as a prepared statement: the SQL is built once (not per
  // request) and PostgreSQL parses and plans it once per connection.
  const liveSession = db
    .select({ user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sid')),
        eq(authSessions.userId, sql.placeholder('sub')),
        isNull(authSessions.revokedAt),
      ),
    )
    .limit(1)
    .prepare('bearer_live_session');
  return createMiddleware<AuthEnv>(async (c, next) => {
    const header = requestHeader(c, 'authorization');
    if (!header) throw authRequired;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) throw authRequired;
    const claims = await tokens.readAccessToken(match[1]);
    if (!claims) throw invalidToken;
    const [row] = await liveSession.execute({ sid: claims.sid, sub: claims.sub });
    if (!row) throw invalidToken;
    if (!row.user.isActive) throw new ApiError(403, 'account_disabled', m.accountDisabled);
    c.set('user', row.user);
    c.set('sessionId', claims.sid);
    await next();
  });
}

/** After bearerAuth: the user's role (from the database) must be one of these; 403 otherwise. */
export function requireRole(roles: readonly Role[]) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    if (!hasRole(c.get('user'), roles)) throw new ApiError(403, 'forbidden', m.forbidden);
    await next();
  });
}

/**
 * The signed-in user's id when the request carries a valid bearer token, checked as every signed-in route
 * checks it (signature, claims, live session, active account); null for no token or a bad one. For public
 * routes that only note who asked (analytics events) and never refuse.
 */
export function optionalUserId(db: Db, tokens: TokenService): (c: Context) => Promise<string | null> {
  const requireUser = bearerAuth(db, tokens);
  return async (c) => {
    if (!requestHeader(c, 'authorization')) return null;
    const authed = c as unknown as Context<AuthEnv>;
    let userId: string | null = null;
    try {
      await requireUser(authed, async () => {
        userId = authed.get('user').id;
      });
    } catch (err) {
      if (err instanceof ApiError) return null;
      throw err;
    }
    return userId;
  };
}
