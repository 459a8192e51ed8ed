/**
 * Writing a customer's notifications (spec §3 Notification, §9 "Notifications kept: 50 newest") and
 * reading what the bell and its live stream show. One writer for every notification so the trim is
 * the same everywhere.
 */
import { and, count, desc, eq, max, notInArray, type SQL, sql } from 'drizzle-orm';
import type { NotificationRecord, NotificationType } from '../../../src/features/notifications/contract';
import type { Db } from '../../db/client';
import { notifications } from './tables';

/** §9: the 50 newest per customer are kept. */
export const NOTIFICATIONS_KEPT = 50;

export type NotificationWriter = Pick<Db, 'execute' | '$with' | 'with' | 'select' | 'insert'>;
export type { NotificationType };

/**
 * Insert one notification and trim the customer's list to the 50 newest, inside the caller's
 * transaction: two statements. A per-customer advisory lock (held to the end of the transaction)
 * serialises writers of the same customer: without it two concurrent transactions each see 50 + their
 * own row, each delete one, and 51 remain. The lock is its own statement, taken before the next one
 * starts: under READ COMMITTED a statement's snapshot is taken when it starts, so only a statement
 * after the lock sees the rows the previous holder committed.
 *
 * The insert and the trim are then one statement: the trim cannot see the row its own statement
 * inserts (one snapshot), so it keeps the 49 newest of the others and the new row is the 50th.
 */
export async function insertNotification(
  tx: NotificationWriter,
  at: Date,
  userId: string,
  type: NotificationType,
  title: string,
  message: string,
  data: Record<string, unknown> | null,
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`notifications:${userId}`}, 0))`);
  const inserted = tx
    .$with('inserted')
    .as(
      tx
        .insert(notifications)
        .values({ userId, type, title, message, data, createdAt: at })
        .returning({ id: notifications.id }),
    );
  const othersKept = tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.seq))
    .limit(NOTIFICATIONS_KEPT - 1);
  await tx
    .with(inserted)
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), notInArray(notifications.id, othersKept)));
}

export function toNotification(n: typeof notifications.$inferSelect): NotificationRecord {
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    message: n.message,
    data: n.data ?? null,
    timestamp: n.createdAt.toISOString(),
    isRead: n.isRead,
  };
}

/**
 * Which of a customer's notifications the bell shows, as a condition on the table (the settings feature's
 * topic toggles, handed over by server/app.ts); absent: all.
 */
export type BellShown = (userId: string, type: typeof notifications.type) => SQL;

const shownTo = (userId: string, shown?: BellShown) =>
  and(eq(notifications.userId, userId), shown ? shown(userId, notifications.type) : undefined);

/** The customer's kept notifications the bell shows, newest first, and how many of them are unread. */
export async function listNotifications(db: Db, userId: string, shown?: BellShown) {
  const rows = await db
    .select()
    .from(notifications)
    .where(shownTo(userId, shown))
    .orderBy(desc(notifications.createdAt), desc(notifications.seq))
    .limit(NOTIFICATIONS_KEPT);
  return { notifications: rows.map(toNotification), unread_count: rows.filter((r) => !r.isRead).length };
}

/**
 * A cheap summary that changes whenever the list does (a new row raises the max seq, a read lowers
 * the unread count, a clear lowers the total): the stream re-sends the list only when it changes.
 */
export async function notificationsVersion(db: Db, userId: string, shown?: BellShown): Promise<string> {
  const [row] = await db
    .select({
      total: count(),
      newest: max(notifications.seq),
      unread: sql<number>`count(*) filter (where ${notifications.isRead} = false)`,
    })
    .from(notifications)
    .where(shownTo(userId, shown));
  return `${row?.total ?? 0}:${row?.newest ?? 0}:${row?.unread ?? 0}`;
}
