/**
 * The server-side audit log: written by the features (sign-ins, payments, admin actions, settings),
 * read by the admin area, never edited through the API. Each write happens under a per-user transaction
 * lock, so parallel writers never trim each other's fresh entries, leave more than the limit, or count
 * one attempt twice. Retention (src/domain/audit.ts): a routine write trims the user's routine entries to
 * the newest 250 once they pass 500; a security or admin write drops the user's security and admin
 * entries older than AUDIT_KEEP_DAYS; the trail without an account is trimmed by volume, except its admin
 * entries (the installation's alerts), which anyone's flood of anonymous entries must not push out.
 * Refused attempts that anyone can send (failed sign-ins, reset requests) are counted, one entry per kind
 * and limit window, so a flood of them neither fills a trail nor pushes anything out of it.
 */
import { and, desc, eq, gt, gte, ilike, inArray, isNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  AUDIT_ACTIONS,
  AUDIT_KEEP_DAYS,
  AUDIT_TRIM,
  type AuditAction,
  type AuditCategory,
  type AuditLevel,
  ROUTINE_AUDIT_ACTIONS,
} from '../../src/domain/audit';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditEntry {
  action: AuditAction;
  /** whose trail it belongs to (null: no known account, e.g. a failed sign-in for an unknown address) */
  userId: string | null;
  /** who did it, when not the user themself (an administrator) */
  actorId?: string | null;
  /** overrides the action's default level */
  level?: AuditLevel;
  ipAddress?: string | null;
  userAgent?: string | null;
  /** what happened: for admin actions { before, after, reason } */
  details?: Record<string, unknown>;
  /**
   * Count instead of adding (refused attempts anyone can send): when the trail holds an entry of this
   * action, written less than this many ms ago, whose details include all of these details, that entry's
   * `details.count` goes up by one (absent means one) with `lastAt` and `lastIpAddress`; else a new entry
   * starts the window. Give the limit window of the attempt (e.g. the sign-in window).
   */
  countWithinMs?: number;
}

/** Where a request came from, for an entry: the client address as the rate limits see it and the user agent. */
export function requestOrigin(c: Context, clientIp: (c: Context) => string) {
  const userAgent = c.req.header('user-agent')?.slice(0, 512) ?? null;
  return { ipAddress: clientIp(c) || null, userAgent };
}

const lockKey = (userId: string | null) => `audit:${userId ?? 'anonymous'}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Actions kept by age even without an account (alerts about the installation): the volume trim spares them. */
const ADMIN_KEPT_ACTIONS = (Object.keys(AUDIT_ACTIONS) as AuditAction[]).filter(
  (action) => AUDIT_ACTIONS[action].retention === 'admin',
);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Add one to the entry that stands for this attempt's kind and window; false when there is none yet. */
async function countInto(tx: Tx, owner: SQL, at: Date, entry: AuditEntry, windowMs: number): Promise<boolean> {
  const [summary] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        owner,
        eq(auditLog.action, entry.action),
        gt(auditLog.at, new Date(at.getTime() - windowMs)),
        sql`${auditLog.details} @> ${JSON.stringify(entry.details ?? {})}::jsonb`,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  if (!summary) return false;
  await tx
    .update(auditLog)
    .set({
      details: sql`${auditLog.details} || jsonb_build_object(
        'count', coalesce((${auditLog.details}->>'count')::int, 1) + 1,
        'lastAt', ${at.toISOString()}::text,
        'lastIpAddress', ${entry.ipAddress ?? null}::text)`,
    })
    .where(eq(auditLog.id, summary.id));
  return true;
}

type NewAuditRow = typeof auditLog.$inferInsert;

/**
 * Insert the entry and keep the newest `keep` of the entries in `scope` (the new one among them) once
 * there are more than `above`. The insert and the count are one statement: its count cannot see the
 * row the same statement inserts (one snapshot), so the inserted row is added to it. The trim, when
 * due, is a statement of its own and sees the new row.
 */
async function insertThenTrim(tx: Tx, row: NewAuditRow, scope: SQL): Promise<void> {
  const inserted = tx.$with('inserted').as(tx.insert(auditLog).values(row).returning({ id: auditLog.id }));
  const [{ count } = { count: 0 }] = await tx
    .with(inserted)
    .select({ count: sql<number>`(count(*) + (select count(*) from ${inserted}))::int` })
    .from(auditLog)
    .where(scope);
  if (count <= AUDIT_TRIM.above) return;
  const kept = tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(scope)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_TRIM.keep);
  await tx.delete(auditLog).where(and(scope, sql`${auditLog.id} not in (${kept})`));
}

/** Write one entry (or count it into its window's entry), then apply its trail's retention. */
export async function recordAudit(db: Db, at: Date, entry: AuditEntry): Promise<void> {
  const meta = AUDIT_ACTIONS[entry.action];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey(entry.userId)}, 0))`);
    const owner = entry.userId === null ? isNull(auditLog.userId) : eq(auditLog.userId, entry.userId);
    // A counted attempt adds no entry, so nothing can be pushed out by it.
    if (entry.countWithinMs !== undefined && (await countInto(tx, owner, at, entry, entry.countWithinMs))) return;
    const row: NewAuditRow = {
      userId: entry.userId,
      actorId: entry.actorId ?? null,
      action: entry.action,
      category: meta.category,
      level: entry.level ?? meta.level,
      at,
      ipAddress: entry.ipAddress ?? null,
      userAgent: entry.userAgent ?? null,
      details: entry.details ?? {},
    };
    if (entry.userId === null && meta.retention !== 'admin') {
      await insertThenTrim(tx, row, and(owner, notInArray(auditLog.action, ADMIN_KEPT_ACTIONS)) as SQL);
    } else if (meta.retention === 'routine') {
      // Only routine entries count towards the trim and only they are removed by it (the new one is routine).
      await insertThenTrim(tx, row, and(owner, inArray(auditLog.action, ROUTINE_AUDIT_ACTIONS)) as SQL);
    } else {
      await tx.insert(auditLog).values(row);
      await tx
        .delete(auditLog)
        .where(
          and(
            owner,
            notInArray(auditLog.action, ROUTINE_AUDIT_ACTIONS),
            lt(auditLog.at, new Date(at.getTime() - AUDIT_KEEP_DAYS * DAY_MS)),
          ),
        );
    }
  });
}

/**
 * Record without failing the caller: an audit write that fails (a database hiccup) is logged and the
 * user's request goes on. Used where the audited work has already happened (a sign-in, a payment).
 */
export async function recordAuditSafely(db: Db, at: Date, entry: AuditEntry): Promise<void> {
  try {
    await recordAudit(db, at, entry);
  } catch (err) {
    console.error(`audit write failed (${entry.action}):`, err instanceof Error ? err.message : err);
  }
}

export interface AuditQuery {
  category?: AuditCategory;
  level?: AuditLevel;
  userId?: string;
  /** matched (case-insensitively) against the action, the address and the details' text */
  search?: string;
  since?: Date;
  before?: Date;
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** A page of entries, newest first, with the total that matched. */
export async function listAudit(db: Db, query: AuditQuery): Promise<{ entries: AuditRow[]; total: number }> {
  const where: SQL[] = [];
  if (query.category) where.push(eq(auditLog.category, query.category));
  if (query.level) where.push(eq(auditLog.level, query.level));
  if (query.userId) where.push(eq(auditLog.userId, query.userId));
  if (query.since) where.push(gte(auditLog.at, query.since));
  if (query.before) where.push(lt(auditLog.at, query.before));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const match = or(
      ilike(auditLog.action, pattern),
      ilike(auditLog.ipAddress, pattern),
      sql`${auditLog.details}::text ilike ${pattern}`,
    );
    if (match) where.push(match);
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const [entries, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(condition),
  ]);
  return { entries, total };
}
