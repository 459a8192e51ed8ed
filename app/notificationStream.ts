/**
 * The notification centre's wiring to the API, shared by the header bell and the /notifications page:
 * list/read/clear through the notifications client, and the live stream through src/services/stream.ts (EventSource).
 *
 * EventSource cannot send the bearer header, so each connection first asks for a single-use ticket
 * (POST /api/notifications/stream-ticket, with the bearer) and opens /api/notifications/stream?ticket=…
 * The access token never goes in a URL. Any error closes the EventSource (its own retry would replay
 * a used ticket) and tells the machine, which polls every 30 s and tries the stream again after each poll.
 */
import type { NotificationsDeps, StreamHandlers } from '../src/features/notifications/notifications.machine';
import { eventStreamSupported, openEventStream } from '../src/services/stream';
import { loadNotificationsClient } from './services';

export function openNotificationStream(on: StreamHandlers): () => void {
  let close: (() => void) | null = null;
  let closed = false;
  const fail = () => {
    close?.();
    if (!closed) on.failed();
    closed = true;
  };
  void (async () => {
    try {
      if (!eventStreamSupported()) throw new Error('no EventSource');
      // The contract (zod) comes with the lazy notifications client's chunk, not with the bell's.
      const [client, { notificationsStreamEventSchema, streamEndReasonSchema }] = await Promise.all([
        loadNotificationsClient(),
        import('../src/features/notifications/contract'),
      ]);
      const ticket = await client.streamTicket();
      if (closed) return;
      close = openEventStream(client.streamUrl(ticket), {
        open: () => on.open(),
        error: fail,
        events: {
          notifications: (data) => {
            const parsed = notificationsStreamEventSchema.safeParse(JSON.parse(data));
            if (parsed.success) on.notifications(parsed.data.notifications);
            else fail();
          },
          end: (data) => {
            const reason = streamEndReasonSchema.safeParse(data);
            close?.();
            closed = true;
            on.end(reason.success ? reason.data : 'expired');
          },
        },
      });
    } catch {
      fail();
    }
  })();
  return () => {
    closed = true;
    close?.();
  };
}

/** The notifications machine's services (bell and page). */
export const notificationDeps: NotificationsDeps = {
  fetchNotifications: async () => (await (await loadNotificationsClient()).notifications()).notifications,
  markRead: async (id) => (await loadNotificationsClient()).markRead(id),
  markAllRead: async () => (await loadNotificationsClient()).markAllRead(),
  clear: async () => (await loadNotificationsClient()).clearNotifications(),
  openStream: openNotificationStream,
};
