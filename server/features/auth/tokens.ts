/**
 * Longer than 300 lines: access tokens, refresh-token rotation with its grace window, session rows and their
 * encryption are one piece of security code; kept together so each rule is read next to the others it depends
 * on.
 */
import { createHash, createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import { z } from 'zod';
import type { TokenResponse } from '../../../src/features/auth/contract';
import { AUTH_MESSAGES as m } from '../../../src/features/auth/messages';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { openText, randomToken, sealText, sha256 } from './crypto';
import { authPolicy, TOKEN_ISSUER } from './policy';
import { type EffectiveSecurity, type OwnSecurityReader, securityReader } from './security';
import { authSessions, refreshTokens } from './tables';
import type { UserRow } from './users';

/** What sign-in and refresh answer (the contract's token response). */
export type TokenPair = TokenResponse;

/** Every claim of our access tokens, checked after the signature: a token we did not shape is refused. */
const accessClaimsSchema = z.object({
  sub: z.uuid(),
  sid: z.uuid(),
  iss: z.literal(TOKEN_ISSUER),
  iat: z.number().int().nonnegative(),
  exp: z.number().int().positive(),
  role: z.string().optional(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

/*
 * The successor of a rotated refresh token is kept sealed with a key derived from the old token
 * (AES-256-GCM), so during the grace window whoever presents the old token can be handed the same
 * successor, while the database alone (a leak) still yields no live token.
 */
function sealKey(oldToken: string): Buffer {
  return createHash('sha256').update(`skylink-refresh-successor:${oldToken}`).digest();
}

export function sealSuccessor(oldToken: string, successor: string): string {
  return sealText(sealKey(oldToken), successor);
}

export function openSuccessor(oldToken: string, sealed: string): string | null {
  return openText(sealKey(oldToken), sealed);
}

/**
 * The payload of a compact JWS signed with HS256 by `key`, or null: three base64url parts, a header whose
 * alg is HS256 (no other algorithm is accepted, `none` least of all), a signature equal (in constant time)
 * to HMAC-SHA256 over the first two parts, and a JSON object for a payload. The claims are checked by the
 * caller. Node's HMAC, synchronous: hono/jwt's verify goes through WebCrypto, whose per-call job costs
 * more than the HMAC itself on every bearer check.
 */
export function verifyHs256(token: string, key: KeyObject): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head = '', body = '', signature = ''] = parts;
  const base64url = /^[A-Za-z0-9_-]+$/;
  if (!base64url.test(head) || !base64url.test(body) || !base64url.test(signature)) return null;
  const expected = createHmac('sha256', key).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as unknown;
    if (!header || typeof header !== 'object' || (header as { alg?: unknown }).alg !== 'HS256') return null;
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const invalidRefresh = () => new ApiError(401, 'invalid_refresh_token', m.invalidRefreshToken);
const timedOut = () => new ApiError(401, 'invalid_refresh_token', m.sessionTimedOut);

/**
 * The access token's lifetime under a session timeout (the account's effective one): at most an hour, and
 * at most half the timeout, so a live client (which refreshes 5 minutes before expiry) always refreshes
 * within the timeout.
 */
export function accessSecondsFor(sessionTimeoutMinutes: number): number {
  return Math.min(authPolicy.accessTokenSeconds, Math.floor((sessionTimeoutMinutes * 60) / 2));
}

type Rotation =
  | { failure: ApiError }
  | { sessionId: string; userId: string; refreshToken: string; sessionTimeoutMinutes: number };

/**
 * Issuing, rotating and checking tokens. `ownSecurity` reads an account's own Security preferences (the
 * settings feature's, given by the app assembly): the session timeout and allowed devices that apply are the
 * stricter of the system settings and the account's own.
 */
export function tokenService(
  db: Db,
  clock: () => Date,
  signingKey: () => Promise<string>,
  ownSecurity?: OwnSecurityReader,
) {
  const securityOf = securityReader(ownSecurity);
  /** The signing key as a Node KeyObject, made once per key (not per bearer check). */
  let keyObject: { secret: string; key: KeyObject } | undefined;
  async function verifyingKey(): Promise<KeyObject> {
    const secret = await signingKey();
    if (keyObject?.secret !== secret) keyObject = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
    return keyObject.key;
  }

  async function signAccess(user: UserRow, sid: string, now: Date, seconds: number) {
    const iat = Math.floor(now.getTime() / 1000);
    return sign(
      { sub: user.id, sid, role: user.role, iss: TOKEN_ISSUER, iat, exp: iat + seconds },
      await signingKey(),
      'HS256',
    );
  }

  const pair = async (
    user: UserRow,
    sid: string,
    refreshToken: string,
    now: Date,
    sessionTimeoutMinutes: number,
  ): Promise<TokenPair> => {
    const seconds = accessSecondsFor(sessionTimeoutMinutes);
    return {
      access_token: await signAccess(user, sid, now, seconds),
      refresh_token: refreshToken,
      expires_in: seconds,
      token_type: 'Bearer',
    };
  };

  /**
   * A new session (sign-in): its tokens, its id, and the sessions it pushed out. With `limits.allowedDevices`
   * (the account's effective limit), the user's oldest live sessions beyond it are revoked in the same
   * transaction, under a per-user lock, so parallel sign-ins never leave more than the limit (nor revoke each
   * other's fresh session and leave fewer). Without `limits`, the account's effective limits are read here
   * and only the session timeout applies.
   */
  async function openSession(
    user: UserRow,
    limits?: Pick<EffectiveSecurity, 'allowedDevices' | 'sessionTimeoutMinutes'>,
  ): Promise<{ tokens: TokenPair; sessionId: string; revoked: string[] }> {
    const now = clock();
    const allowedDevices = limits?.allowedDevices;
    const sessionTimeoutMinutes =
      limits?.sessionTimeoutMinutes ?? (await securityOf(db, user.id)).sessionTimeoutMinutes;
    const refreshToken = randomToken();
    const { sessionId, revoked } = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sessions:${user.id}`}, 0))`);
      const [session] = await tx
        .insert(authSessions)
        .values({ userId: user.id, createdAt: now })
        .returning({ id: authSessions.id });
      if (!session) throw new Error('session not created');
      await tx.insert(refreshTokens).values({
        sessionId: session.id,
        tokenHash: sha256(refreshToken),
        createdAt: now,
        expiresAt: new Date(now.getTime() + authPolicy.refreshTokenMs),
      });
      if (allowedDevices === undefined) return { sessionId: session.id, revoked: [] as string[] };
      const others = await tx
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(and(eq(authSessions.userId, user.id), isNull(authSessions.revokedAt), ne(authSessions.id, session.id)))
        .orderBy(desc(authSessions.createdAt), desc(authSessions.id));
      const out = others.slice(Math.max(0, allowedDevices - 1)).map((row) => row.id);
      if (out.length > 0) {
        await tx
          .update(authSessions)
          .set({ revokedAt: now, revokedReason: 'device_limit' })
          .where(inArray(authSessions.id, out));
      }
      return { sessionId: session.id, revoked: out };
    });
    return { tokens: await pair(user, sessionId, refreshToken, now, sessionTimeoutMinutes), sessionId, revoked };
  }

  return {
    /** The limits that apply to an account now: the stricter of the system settings and its own choices. */
    securityOf,

    /** A new session (sign-in) with its first refresh token. */
    async startSession(user: UserRow): Promise<TokenPair> {
      return (await openSession(user)).tokens;
    },

    openSession,

    /**
     * Rotate a refresh token. The token's row is locked for the rotation, so of many parallel
     * requests one rotates and the others wait for it. A token presented again within the grace
     * window gets the same successor; later, the reuse ends the whole session (someone holds a copy).
     */
    async rotate(presented: string, loadUser: (userId: string) => Promise<UserRow | undefined>): Promise<TokenPair> {
      const now = clock();
      const outcome = await db.transaction(async (tx): Promise<Rotation> => {
        const [found] = await tx
          .select({ token: refreshTokens, session: authSessions })
          .from(refreshTokens)
          .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
          .where(eq(refreshTokens.tokenHash, sha256(presented)))
          .limit(1)
          .for('update');
        if (!found || found.session.revokedAt) return { failure: invalidRefresh() };
        if (found.token.expiresAt.getTime() <= now.getTime()) return { failure: invalidRefresh() };
        const { token, session } = found;
        // The session timeout (the stricter of the system's and the account's own): a token not used within
        // it (the device gone quiet) ends its session. Within the grace window a just-rotated token is not
        // idle (its successor is brand new).
        const { sessionTimeoutMinutes } = await securityOf(tx, session.userId);
        const idleLimitMs = sessionTimeoutMinutes * 60_000;
        if (!token.usedAt && now.getTime() - token.createdAt.getTime() > idleLimitMs) {
          await tx
            .update(authSessions)
            .set({ revokedAt: now, revokedReason: 'idle_timeout' })
            .where(and(eq(authSessions.id, session.id), isNull(authSessions.revokedAt)));
          return { failure: timedOut() };
        }
        if (token.usedAt) {
          const sinceUse = now.getTime() - token.usedAt.getTime();
          const successor = token.successorSealed ? openSuccessor(presented, token.successorSealed) : null;
          if (successor && sinceUse <= authPolicy.refreshGraceMs) {
            return { sessionId: session.id, userId: session.userId, refreshToken: successor, sessionTimeoutMinutes };
          }
          await tx
            .update(authSessions)
            .set({ revokedAt: now, revokedReason: 'refresh_token_reuse' })
            .where(and(eq(authSessions.id, session.id), isNull(authSessions.revokedAt)));
          return { failure: new ApiError(401, 'refresh_reused', m.refreshReused) };
        }
        const successor = randomToken();
        await tx.insert(refreshTokens).values({
          sessionId: session.id,
          tokenHash: sha256(successor),
          createdAt: now,
          expiresAt: new Date(now.getTime() + authPolicy.refreshTokenMs),
        });
        await tx
          .update(refreshTokens)
          .set({ usedAt: now, successorSealed: sealSuccessor(presented, successor) })
          .where(eq(refreshTokens.id, token.id));
        return { sessionId: session.id, userId: session.userId, refreshToken: successor, sessionTimeoutMinutes };
      });
      if ('failure' in outcome) throw outcome.failure;
      const user = await loadUser(outcome.userId);
      if (!user) throw invalidRefresh();
      if (!user.isActive) throw new ApiError(403, 'account_disabled', m.accountDisabled);
      return pair(user, outcome.sessionId, outcome.refreshToken, now, outcome.sessionTimeoutMinutes);
    },

    /**
     * End one session by one of its refresh tokens (idempotent). Answers the user whose session this
     * call ended (undefined when unknown or already ended).
     */
    async endSessionOf(presented: string): Promise<string | undefined> {
      const [found] = await db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(presented)))
        .limit(1);
      if (!found) return undefined;
      const [ended] = await db
        .update(authSessions)
        .set({ revokedAt: clock(), revokedReason: 'logout' })
        .where(and(eq(authSessions.id, found.sessionId), isNull(authSessions.revokedAt)))
        .returning({ userId: authSessions.userId });
      return ended?.userId;
    },

    /** End every session of a user (but one, when given). */
    async revokeSessions(userId: string, reason: string, exceptSessionId?: string): Promise<void> {
      await db
        .update(authSessions)
        .set({ revokedAt: clock(), revokedReason: reason })
        .where(
          and(
            eq(authSessions.userId, userId),
            isNull(authSessions.revokedAt),
            exceptSessionId ? ne(authSessions.id, exceptSessionId) : undefined,
          ),
        );
    },

    /**
     * End one session (all its refresh tokens; its access tokens fail at the next bearer check), unless it
     * has already ended. One statement, so of parallel calls exactly one gets the session back.
     */
    async revokeSession(sessionId: string, reason: string): Promise<{ userId: string; revokedAt: Date } | null> {
      const [ended] = await db
        .update(authSessions)
        .set({ revokedAt: clock(), revokedReason: reason })
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
        .returning({ userId: authSessions.userId, revokedAt: authSessions.revokedAt });
      return ended?.revokedAt ? { userId: ended.userId, revokedAt: ended.revokedAt } : null;
    },

    /** The claims of a well-signed, unexpired (by our clock) access token with every claim in shape; else null. */
    async readAccessToken(token: string): Promise<AccessClaims | null> {
      const payload = verifyHs256(token, await verifyingKey());
      if (payload === null) return null;
      const claims = accessClaimsSchema.safeParse(payload);
      if (!claims.success) return null;
      if (claims.data.exp * 1000 <= clock().getTime()) return null;
      return claims.data;
    },
  };
}

export type TokenService = ReturnType<typeof tokenService>;
