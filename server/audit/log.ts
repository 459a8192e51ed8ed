/**
 * The server-side audit log: written by the features (sign-ins, payments, admin actions, settings),
 * read by the admin area, never edited through the API. Writing trims the entry's user trail to the
 * newest 250 once it passes 500 (src/domain/audit.ts), under a per-user transaction lock so parallel
 * writers never trim each other's fresh entries or leave more than the limit.
 */
import { and, desc, eq, gte, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  AUDIT_ACTIONS,
  AUDIT_TRIM,
  type AuditAction,
  type AuditCategory,
  type AuditLevel,
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
}

/** Where a request came from, for an entry: the client address as the rate limits see it and the user agent. */
export function requestOrigin(c: Context, clientIp: (c: Context) => string) {
  const userAgent = c.req.header('user-agent')?.slice(0, 512) ?? null;
  return { ipAddress: clientIp(c) || null, userAgent };
}

const lockKey = (userId: string | null) => `audit:${userId ?? 'anonymous'}`;

/** Write one entry (and trim its user's trail). */
export async function recordAudit(db: Db, at: Date, entry: AuditEntry): Promise<void> {
  const meta = AUDIT_ACTIONS[entry.action];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey(entry.userId)}, 0))`);
    await tx.insert(auditLog).values({
      userId: entry.userId,
      actorId: entry.actorId ?? null,
      action: entry.action,
      category: meta.category,
      level: entry.level ?? meta.level,
      at,
      ipAddress: entry.ipAddress ?? null,
      userAgent: entry.userAgent ?? null,
      details: entry.details ?? {},
    });
    const owner = entry.userId === null ? isNull(auditLog.userId) : eq(auditLog.userId, entry.userId);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(owner);
    if (count <= AUDIT_TRIM.above) return;
    // Keep the newest `keep`: find the oldest kept entry's position and delete everything older.
    const kept = tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(owner)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_TRIM.keep);
    await tx.delete(auditLog).where(and(owner, sql`${auditLog.id} not in (${kept})`));
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
