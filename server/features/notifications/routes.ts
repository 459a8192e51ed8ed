/**
 * The notification bell's API (mounted at /api/notifications): the list, the live stream (its single-use
 * ticket first: EventSource sends no header), marking one or all read, and clearing them.
 */
import { and, eq } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { notificationEndpoints } from '../../../src/features/notifications/contract';
import { NOTIFICATION_MESSAGES as m } from '../../../src/features/notifications/messages';
import type { Db } from '../../db/client';
import { route } from '../../http/contractRoute';
import { ApiError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { AuthEnv } from '../auth';
import { BELL_STREAM_DEFAULTS, type BellStreamOptions, streamRoute, streamTicketRoute } from './bellStream';
import { type BellShown, listNotifications, toNotification } from './notifications';
import { notifications } from './tables';

export interface NotificationRouteDeps {
  db: Db;
  clock: () => Date;
  requireUser: MiddlewareHandler<AuthEnv>;
  bellStream?: Partial<BellStreamOptions>;
  /** which notifications the bell shows (the settings' topic toggles, from server/app.ts); absent: all */
  shown?: BellShown;
}

export function notificationRoutes(deps: NotificationRouteDeps) {
  const { db, clock, requireUser } = deps;
  const uid = (c: Context<AuthEnv>) => c.get('user').id;
  const bell = new Hono<AuthEnv>();
  const { shown } = deps;
  const streamDeps = { db, clock, options: { ...BELL_STREAM_DEFAULTS, ...deps.bellStream }, shown };
  // The stream authenticates with its single-use ticket (EventSource sends no header): before the bearer.
  streamRoute(bell, streamDeps);
  bell.use('*', requireUser);
  route(bell, notificationEndpoints.list, async (c) => ({
    success: true as const,
    data: await listNotifications(db, uid(c), shown),
  }));
  streamTicketRoute(bell, streamDeps);
  route(bell, notificationEndpoints.readAll, async (c) => {
    const rows = await db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, uid(c)), eq(notifications.isRead, false)))
      .returning({ id: notifications.id });
    return { success: true as const, data: { updated: rows.length } };
  });
  route(bell, notificationEndpoints.read, async (c, { params: { id } }) => {
    const [row] = isUuid(id)
      ? await db
          .update(notifications)
          .set({ isRead: true })
          .where(and(eq(notifications.id, id), eq(notifications.userId, uid(c))))
          .returning()
      : [];
    if (!row) throw new ApiError(404, 'notification_not_found', m.notificationNotFound);
    return { success: true as const, data: { notification: toNotification(row) } };
  });
  route(bell, notificationEndpoints.clear, async (c) => {
    const rows = await db
      .delete(notifications)
      .where(eq(notifications.userId, uid(c)))
      .returning({ id: notifications.id });
    return { success: true as const, data: { updated: rows.length } };
  });
  return bell;
}
