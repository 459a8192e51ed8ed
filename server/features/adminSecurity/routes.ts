/**
 * The admin console's Security and System Status API (src/features/adminSecurity/contract.ts), mounted
 * under /api/admin behind the one admin guard of server/app.ts (no role check here), each route from its
 * declaration in `adminSecurityEndpoints`:
 *
 *   GET  /security                        failed sign-ins, locked accounts, active sessions
 *   POST /security/sessions/:id/revoke    { reason }: end one session (audited admin.session_revoked)
 *   POST /security/accounts/:id/unlock    { reason }: clear the account's failed sign-ins (audited admin.account_unlocked)
 *   GET  /system/health                   database, uptime, latency p50/p95, error rate, breaker, mail, version
 *
 * Failed sign-ins and locks come from the sign-in limiter's own records (rate_events 'login:account:*'
 * and 'login:ip:*', server/features/auth/policy.ts): every attempt is counted before the password is
 * checked, a success takes its events back and clears the account's count, so what is left is the
 * failures still counting against the limit. An account is locked while it has the limit's number of
 * failures inside the window, until the oldest of them leaves it (the limiter's own rule).
 * Longer than 300 lines: the Security and System Status handlers share the limiter's records, the audit hooks
 * and the health checks they read.
 */
import { and, asc, count, desc, eq, exists, gt, isNull, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  type ActiveSession,
  adminSecurityEndpoints as e,
  FAILED_SIGN_INS_SHOWN,
  type FailedSignIn,
  idParamSchema,
  type LockedAccount,
  type MailMode,
  SESSIONS_SHOWN,
} from '../../../src/features/adminSecurity/contract';
import { SECURITY_MESSAGES as m } from '../../../src/features/adminSecurity/messages';
import { recordAudit, requestOrigin } from '../../audit/log';
import type { Db } from '../../db/client';
import { ping } from '../../db/client';
import { rateEvents } from '../../db/schema';
import { route } from '../../http/contractRoute';
import { ApiError } from '../../http/errors';
import type { RequestSummary } from '../../http/metrics';
import {
  type AuthEnv,
  authPolicy,
  authSessions,
  LOGIN_ACCOUNT_KEY_PREFIX,
  LOGIN_ADDRESS_KEY_PREFIX,
  loginAccountKey,
  refreshTokens,
  type TokenService,
  users,
} from '../auth';
import type { CircuitBreaker } from '../billing';

const DAY_MS = 24 * 60 * 60 * 1000;
/** What a revoked session's row says (the admin's reason goes to the audit entry). */
export const ADMIN_REVOKE_REASON = 'admin_revoked';

export interface AdminSecurityDeps {
  db: Db;
  clock: () => Date;
  tokens: Pick<TokenService, 'revokeSession'>;
  clientIp: (c: Context) => string;
  breaker: Pick<CircuitBreaker, 'state'>;
  providerName: string;
  /** this process's recent requests (server/http/metrics.ts) */
  requestSummary: () => RequestSummary;
  databaseKind: string;
  version: string;
  mailMode: MailMode;
  /** when this server started (uptime is counted from it on the same clock) */
  startedAt: Date;
  /** a monotonic clock in ms for the database ping's latency */
  monotonic?: () => number;
}

function parseId(raw: string | undefined): string {
  const parsed = idParamSchema.safeParse(raw ?? '');
  if (!parsed.success) {
    throw new ApiError(400, 'validation_failed', m.idInvalid, { issues: [{ path: 'id', message: m.idInvalid }] });
  }
  return parsed.data;
}

const accountIdOf = (key: string) => key.slice(LOGIN_ACCOUNT_KEY_PREFIX.length);

export function adminSecurityRoutes(deps: AdminSecurityDeps) {
  const { db, clock } = deps;
  const monotonic = deps.monotonic ?? (() => performance.now());
  const app = new Hono<AuthEnv>();
  const windowMs = authPolicy.loginWindowMs;
  const limit = authPolicy.loginFailuresPerAccount;

  /** Recent failures (newest first), each paired with the address event the same attempt wrote. */
  async function failedSignIns(now: Date): Promise<FailedSignIn[]> {
    const ip = alias(rateEvents, 'ip_event');
    const rows = await db
      .select({
        at: rateEvents.at,
        key: rateEvents.key,
        ipKey: ip.key,
        userId: users.id,
        email: users.email,
        name: users.fullName,
      })
      .from(rateEvents)
      // One attempt inserts its account and address events in one statement (keys sorted, same time).
      .leftJoin(
        ip,
        and(
          eq(ip.id, sql`${rateEvents.id} + 1`),
          eq(ip.at, rateEvents.at),
          like(ip.key, `${LOGIN_ADDRESS_KEY_PREFIX}%`),
        ),
      )
      .leftJoin(users, sql`${users.id}::text = substr(${rateEvents.key}, ${LOGIN_ACCOUNT_KEY_PREFIX.length + 1})`)
      .where(
        and(like(rateEvents.key, `${LOGIN_ACCOUNT_KEY_PREFIX}%`), gt(rateEvents.at, new Date(now.getTime() - DAY_MS))),
      )
      .orderBy(desc(rateEvents.at), desc(rateEvents.id))
      .limit(FAILED_SIGN_INS_SHOWN);
    return rows.map((row) => ({
      at: row.at.toISOString(),
      account: row.userId ? { id: row.userId, email: row.email ?? '', name: row.name ?? '' } : null,
      identifier: row.userId ? null : accountIdOf(row.key),
      ipAddress: row.ipKey ? row.ipKey.slice(LOGIN_ADDRESS_KEY_PREFIX.length) : null,
    }));
  }

  /** Accounts at the limit now, with when the limiter lets them try again. */
  async function lockedAccounts(now: Date): Promise<LockedAccount[]> {
    const rows = await db
      .select({ key: rateEvents.key, at: rateEvents.at })
      .from(rateEvents)
      .where(
        and(
          like(rateEvents.key, `${LOGIN_ACCOUNT_KEY_PREFIX}%`),
          gt(rateEvents.at, new Date(now.getTime() - windowMs)),
        ),
      )
      .orderBy(asc(rateEvents.at));
    const byKey = new Map<string, Date[]>();
    for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row.at]);
    const locked = new Map<string, { failures: number; until: Date }>();
    for (const [key, times] of byKey) {
      if (times.length < limit) continue;
      const freeing = times[times.length - limit] as Date;
      locked.set(accountIdOf(key), { failures: times.length, until: new Date(freeing.getTime() + windowMs) });
    }
    if (locked.size === 0) return [];
    const ids = [...locked.keys()].filter((id) => idParamSchema.safeParse(id).success);
    if (ids.length === 0) return [];
    const accounts = await db
      .select({ id: users.id, email: users.email, name: users.fullName })
      .from(users)
      .where(
        sql`${users.id} in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
    return accounts
      .map((account) => {
        const lock = locked.get(account.id) as { failures: number; until: Date };
        return { ...account, failures: lock.failures, lockedUntil: lock.until.toISOString() };
      })
      .sort((a, b) => a.lockedUntil.localeCompare(b.lockedUntil) || a.email.localeCompare(b.email));
  }

  /** Sessions not revoked that still hold a live refresh token, most recently active first. */
  async function activeSessions(now: Date, currentSessionId: string) {
    const live = exists(
      db
        .select({ one: sql`1` })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.sessionId, authSessions.id),
            isNull(refreshTokens.usedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        ),
    );
    const active = and(isNull(authSessions.revokedAt), live);
    const lastToken = sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt);
    const tokenCount = sql<number>`count(${refreshTokens.id})::int`;
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select({
          id: authSessions.id,
          createdAt: authSessions.createdAt,
          userId: users.id,
          email: users.email,
          name: users.fullName,
          role: users.role,
          lastToken,
          tokenCount,
        })
        .from(authSessions)
        .innerJoin(users, eq(users.id, authSessions.userId))
        .innerJoin(refreshTokens, eq(refreshTokens.sessionId, authSessions.id))
        .where(active)
        .groupBy(authSessions.id, users.id)
        .orderBy(desc(lastToken), desc(authSessions.id))
        .limit(SESSIONS_SHOWN),
      db.select({ total: count() }).from(authSessions).where(active),
    ]);
    const sessions: ActiveSession[] = rows.map((row) => ({
      id: row.id,
      user: { id: row.userId, email: row.email, name: row.name, role: row.role },
      createdAt: row.createdAt.toISOString(),
      // the first token is made at sign-in; each refresh makes the next one
      lastRefreshAt: row.tokenCount > 1 && row.lastToken ? new Date(row.lastToken).toISOString() : null,
      current: row.id === currentSessionId,
    }));
    return { sessions, total: Number(total) };
  }

  // The id is checked before the body: a malformed id answers 400 whatever the body.
  for (const endpoint of [e.adminRevokeSession, e.adminUnlockAccount]) {
    app.use(endpoint.path, async (c, next) => {
      parseId(c.req.param('id'));
      await next();
    });
  }

  route(app, e.adminSecurity, async (c) => {
    const now = clock();
    const [failed, locked, active] = await Promise.all([
      failedSignIns(now),
      lockedAccounts(now),
      activeSessions(now, c.get('sessionId')),
    ]);
    return {
      checkedAt: now.toISOString(),
      policy: {
        windowMinutes: Math.round(windowMs / 60_000),
        failuresPerAccount: limit,
        failuresPerAddress: authPolicy.loginFailuresPerAddress,
      },
      failedSignIns: failed,
      lockedAccounts: locked,
      sessions: active.sessions,
      sessionCount: active.total,
    };
  });

  route(app, e.adminRevokeSession, async (c, { body: { reason }, params }) => {
    const id = parseId(params.id);
    const admin = c.get('user');
    const [found] = await db
      .select({ id: authSessions.id, userId: authSessions.userId, revokedAt: authSessions.revokedAt })
      .from(authSessions)
      .where(eq(authSessions.id, id))
      .limit(1);
    if (!found) throw new ApiError(404, 'not_found', m.sessionNotFound);
    // Ours: an administrator ends their own session with Sign out, not from the console (which would
    // sign them out in the middle of the list).
    if (found.id === c.get('sessionId')) throw new ApiError(409, 'own_session', m.ownSession);
    if (found.revokedAt) throw new ApiError(409, 'already_revoked', m.alreadyRevoked);
    const ended = await deps.tokens.revokeSession(id, ADMIN_REVOKE_REASON);
    // Another administrator (or the user signing out) ended it between the read and the update.
    if (!ended) throw new ApiError(409, 'already_revoked', m.alreadyRevoked);
    await recordAudit(db, clock(), {
      action: 'admin.session_revoked',
      userId: ended.userId,
      actorId: admin.id,
      ...requestOrigin(c, deps.clientIp),
      details: {
        before: { sessionId: id, revokedAt: null },
        after: { sessionId: id, revokedAt: ended.revokedAt.toISOString() },
        reason,
      },
    });
    return {
      message: m.revoked,
      session: { id, userId: ended.userId, revokedAt: ended.revokedAt.toISOString() },
    };
  });

  route(app, e.adminUnlockAccount, async (c, { body: { reason }, params }) => {
    const id = parseId(params.id);
    const admin = c.get('user');
    const [account] = await db
      .select({ id: users.id, email: users.email, name: users.fullName })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    if (!account) throw new ApiError(404, 'not_found', m.accountNotFound);
    const key = loginAccountKey(account.id);
    // Under the limiter's own lock for this key: a sign-in attempt counted at the same moment waits,
    // and of two parallel unlocks the second finds nothing left to clear.
    const cleared = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      const now = clock();
      const events = await tx
        .select({ at: rateEvents.at })
        .from(rateEvents)
        .where(eq(rateEvents.key, key))
        .orderBy(asc(rateEvents.at));
      if (events.length === 0) return null;
      const inWindow = events.filter((e) => e.at.getTime() > now.getTime() - windowMs);
      const lockedUntil =
        inWindow.length >= limit
          ? new Date((inWindow[inWindow.length - limit] as { at: Date }).at.getTime() + windowMs)
          : null;
      await tx.delete(rateEvents).where(eq(rateEvents.key, key));
      return { failures: inWindow.length, total: events.length, lockedUntil };
    });
    if (!cleared) throw new ApiError(409, 'nothing_to_unlock', m.nothingToUnlock);
    await recordAudit(db, clock(), {
      action: 'admin.account_unlocked',
      userId: account.id,
      actorId: admin.id,
      ...requestOrigin(c, deps.clientIp),
      details: {
        before: {
          failures: cleared.failures,
          locked: cleared.lockedUntil !== null,
          lockedUntil: cleared.lockedUntil?.toISOString() ?? null,
        },
        after: { failures: 0, locked: false, lockedUntil: null },
        reason,
      },
    });
    return {
      message: m.unlocked,
      account: { ...account, clearedFailures: cleared.total },
    };
  });

  route(app, e.adminSystemHealth, async () => {
    const started = monotonic();
    const dbOk = await ping(db);
    const latencyMs = Math.max(0, Math.round((monotonic() - started) * 10) / 10);
    const breaker = await deps.breaker.state();
    const now = clock();
    const summary = deps.requestSummary();
    return {
      checkedAt: now.toISOString(),
      version: deps.version,
      startedAt: deps.startedAt.toISOString(),
      uptimeSeconds: Math.max(0, Math.floor((now.getTime() - deps.startedAt.getTime()) / 1000)),
      database: { kind: deps.databaseKind, ok: dbOk, latencyMs },
      requests: {
        sampled: summary.sampled,
        window: summary.window,
        p50Ms: summary.p50Ms,
        p95Ms: summary.p95Ms,
        errorRate: summary.errorRate,
        clientErrorRate: summary.clientErrorRate,
      },
      paymentProvider: { name: deps.providerName, breaker },
      mail: { mode: deps.mailMode },
    };
  });

  return app;
}
