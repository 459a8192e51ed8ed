/**
 * The admin console's API (src/features/adminConsole/contract.ts), mounted at /api/admin after the admin
 * guard in server/app.ts (so every handler here runs for an admin only; `c.get('user')` is that admin):
 *
 *   GET /stats        live numbers: accounts, sessions, this process's uptime, error rate, answer time,
 *                     late successes credited in the last 30 days
 *   GET /audit        the audit log, filtered and paged
 *   GET /audit.csv    the same as CSV (formula cells neutralised); the export is itself audited
 *   GET /settings     the system settings
 *   PUT /settings     replace them; a change is audited with before and after
 *   GET /test-clock   outside production: the application's time and its offset from the real one
 *   POST /test-clock  outside production: move it forward (audited); in production both are the API's 404
 *   GET /jobs         the scheduler's queues, counted now: due, scheduled, running, failed, last run
 *   POST /jobs/retry  run one failed job again (audited); 404 when no failed job has that id
 *
 * The audit log has no PUT or DELETE: it is never edited through the API. The JSON routes are mounted from
 * their declarations in `adminConsoleEndpoints`; the CSV export is registered here by hand (not JSON).
 */
import { and, avg, count, countDistinct, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AUDIT_ACTIONS, AuditCategory } from '../../../src/domain/audit';
import { csvDocument } from '../../../src/domain/csv';
import { sameSetting } from '../../../src/domain/systemSettings';
import {
  AUDIT_CSV_HEADER,
  AUDIT_CSV_MAX_ROWS,
  type AuditEntryRecord,
  type AuditQueryParams,
  auditQuerySchema,
  adminConsoleEndpoints as e,
  type StatsResponse,
} from '../../../src/features/adminConsole/contract';
import { CONSOLE_MESSAGES as m } from '../../../src/features/adminConsole/messages';
import { type AuditQuery, type AuditRow, listAudit, recordAudit, requestOrigin } from '../../audit/log';
import type { Db } from '../../db/client';
import { route } from '../../http/contractRoute';
import { ApiError, readQuery } from '../../http/errors';
import type { Scheduler } from '../../jobs/scheduler';
import type { AppClock, TestClockReading } from '../../system/clock';
import { readSystemSettingsRow, writeSystemSettings } from '../../system/settings';
import { type AuthEnv, authSessions, users } from '../auth';
import { lateSuccessesSince } from '../billing';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Active" users signed in within this window; session durations are averaged over it too. */
export const ACTIVE_WINDOW_DAYS = 30;

export interface ConsoleDeps {
  db: Db;
  clock: () => Date;
  clientIp: (c: Context) => string;
  /** the server's own request metrics (server/http/metrics.ts) */
  metrics: () => { requests: number; serverErrors: number; medianMs: number | null };
  /** seconds since the process started (process.uptime by default) */
  uptimeSeconds?: () => number;
  /** the application's clock: its test clock is mounted when it can be moved (outside production) */
  appClock?: Pick<AppClock, 'movable' | 'refresh' | 'advance'>;
  /** the scheduler: its queues are shown, and a failed job can be run again */
  scheduler?: Pick<Scheduler, 'status' | 'retry'>;
  /** a production server: its settings' defaults differ (administrators need two-factor sign-in) */
  production?: boolean;
}

const testClockAnswer = (r: TestClockReading) => ({ now: r.now.toISOString(), offset_seconds: r.offsetSeconds });

function toAuditQuery(q: AuditQueryParams, limit: number, offset: number): AuditQuery {
  return {
    category: q.filter === 'all' ? undefined : (q.filter as AuditCategory),
    level: q.level,
    search: q.search,
    limit,
    offset,
  };
}

const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export function adminConsoleRoutes(deps: ConsoleDeps) {
  const { db, clock } = deps;
  const uptime = deps.uptimeSeconds ?? (() => process.uptime());
  const app = new Hono<AuthEnv>();

  /** Entries with their account's email (when the account still exists). */
  async function withEmails(rows: AuditRow[]): Promise<AuditEntryRecord[]> {
    const ids = [...new Set(rows.map((r) => r.userId).filter((id): id is string => id !== null))];
    const emails = new Map<string, string>();
    if (ids.length > 0) {
      for (const u of await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids))) {
        emails.set(u.id, u.email);
      }
    }
    return rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      userEmail: r.userId ? (emails.get(r.userId) ?? null) : null,
      actorId: r.actorId,
      action: r.action as keyof typeof AUDIT_ACTIONS,
      category: r.category,
      level: r.level,
      timestamp: r.at.toISOString(),
      ipAddress: r.ipAddress,
      userAgent: r.userAgent,
      details: (r.details ?? {}) as Record<string, unknown>,
    }));
  }

  route(app, e.adminStats, async () => {
    const now = clock();
    const windowStart = new Date(now.getTime() - ACTIVE_WINDOW_DAYS * DAY_MS);
    const [[accounts], [active], [today], [live], [ended], late] = await Promise.all([
      db.select({ n: count() }).from(users),
      db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.isActive, true), gte(users.lastLoginAt, windowStart))),
      db
        .select({ n: count() })
        .from(users)
        .where(gte(users.createdAt, startOfUtcDay(now))),
      db
        .select({ n: countDistinct(authSessions.id) })
        .from(authSessions)
        .where(isNull(authSessions.revokedAt)),
      db
        .select({
          seconds: avg(sql<number>`extract(epoch from (${authSessions.revokedAt} - ${authSessions.createdAt}))`),
        })
        .from(authSessions)
        .where(and(isNotNull(authSessions.revokedAt), gte(authSessions.revokedAt, windowStart))),
      lateSuccessesSince(db, windowStart),
    ]);
    const traffic = deps.metrics();
    const body: StatsResponse = {
      stats: {
        totalUsers: accounts?.n ?? 0,
        activeUsers: active?.n ?? 0,
        newUsersToday: today?.n ?? 0,
        totalSessions: live?.n ?? 0,
        averageSessionDuration: Math.max(0, Math.round(Number(ended?.seconds ?? 0))),
        systemUptime: Math.floor(uptime()),
        errorRate: traffic.requests === 0 ? 0 : Math.round((traffic.serverErrors / traffic.requests) * 10_000) / 100,
        responseTime: traffic.medianMs === null ? null : Math.round(traffic.medianMs * 10) / 10,
        lateSuccesses: late,
      },
      generatedAt: now.toISOString(),
    };
    return body;
  });

  route(app, e.adminAudit, async (_c, { query: q }) => {
    const { entries, total } = await listAudit(db, toAuditQuery(q, q.pageSize, (q.page - 1) * q.pageSize));
    return { entries: await withEmails(entries), total, page: q.page, pageSize: q.pageSize };
  });

  app.get('/audit.csv', async (c) => {
    const q = readQuery(c, auditQuerySchema);
    const now = clock();
    const { entries, total } = await listAudit(db, toAuditQuery(q, AUDIT_CSV_MAX_ROWS, 0));
    const rows = (await withEmails(entries)).map((e) => [
      e.timestamp,
      e.level,
      e.category,
      e.action,
      e.userId ?? '',
      e.userEmail ?? '',
      e.actorId ?? '',
      e.ipAddress ?? '',
      e.userAgent ?? '',
      JSON.stringify(e.details),
    ]);
    const admin = c.get('user');
    // Exporting personal data is itself on the record (the admin's own trail).
    await recordAudit(db, now, {
      action: 'system.report_exported',
      userId: admin.id,
      actorId: admin.id,
      details: {
        report: 'audit',
        filter: q.filter,
        level: q.level ?? null,
        search: q.search ?? null,
        rows: rows.length,
        matched: total,
      },
      ...requestOrigin(c, deps.clientIp),
    });
    return c.body(csvDocument(AUDIT_CSV_HEADER, rows), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="skylink-audit-${now.toISOString().slice(0, 10)}.csv"`,
    });
  });

  route(app, e.adminSettings, async () => {
    const stored = await readSystemSettingsRow(db, { production: deps.production });
    return {
      settings: stored.settings,
      updatedAt: stored.updatedAt ? stored.updatedAt.toISOString() : null,
    };
  });

  route(app, e.adminSaveSettings, async (c, { body: next }) => {
    const admin = c.get('user');
    const now = clock();
    const { before, after } = await writeSystemSettings(db, now, next, admin.id, {
      production: deps.production,
    });
    const changedKeys = (Object.keys(after) as (keyof typeof after)[]).filter(
      (key) => !sameSetting(before[key], after[key]),
    );
    if (changedKeys.length > 0) {
      await recordAudit(db, now, {
        action: 'system.settings_changed',
        userId: admin.id,
        actorId: admin.id,
        details: { before, after, changed: changedKeys },
        ...requestOrigin(c, deps.clientIp),
      });
    }
    return {
      message: changedKeys.length > 0 ? m.settingsSaved : m.settingsUnchanged,
      changed: changedKeys.length > 0,
      settings: after,
      updatedAt: now.toISOString(),
    };
  });

  const testClock = deps.appClock;
  if (testClock?.movable) {
    route(app, e.adminTestClock, async () => testClockAnswer(await testClock.refresh()));
    route(app, e.adminAdvanceTestClock, async (c, { body }) => {
      const admin = c.get('user');
      const before = await testClock.refresh();
      const after = await testClock.advance(body.advance_seconds, admin.id);
      await recordAudit(db, after.now, {
        action: 'system.clock_advanced',
        userId: admin.id,
        actorId: admin.id,
        details: { advanceSeconds: body.advance_seconds, from: before.now.toISOString(), to: after.now.toISOString() },
        ...requestOrigin(c, deps.clientIp),
      });
      return testClockAnswer(after);
    });
  }

  const scheduler = deps.scheduler;
  if (scheduler) {
    route(app, e.adminJobs, async () => ({ queues: await scheduler.status() }));
    route(app, e.adminRetryJob, async (c, { body }) => {
      if (!(await scheduler.retry(body.name, body.id))) throw new ApiError(404, 'not_found', m.jobNotFailed);
      const admin = c.get('user');
      await recordAudit(db, clock(), {
        action: 'system.job_retried',
        userId: admin.id,
        actorId: admin.id,
        details: { queue: body.name, job: body.id },
        ...requestOrigin(c, deps.clientIp),
      });
      return { message: m.jobRetried(body.name) };
    });
  }

  return app;
}
