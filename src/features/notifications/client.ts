/**
 * Client for the notifications API (/api/notifications, contract.ts): the list, read, read-all and clear,
 * and the stream's single-use ticket and URL. Every answer is parsed with the contract's schema; a refusal
 * the server explains keeps its words. Small on purpose: the header bell on every signed-in page loads it,
 * not the billing client.
 */
import { type ApiClientOptions, apiClient, endpointUrl } from '../../services/http';
import {
  NOTIFICATION_STREAM_PATH,
  NOTIFICATIONS_BASE,
  type NotificationRecord,
  notificationEndpoints,
} from './contract';

const FAILED = 'Notifications could not be loaded. Try again.';

export function createNotificationsClient(options: ApiClientOptions) {
  const { callAt } = apiClient(options);
  const at = (endpoint: { path: string }, params: Record<string, string> = {}) =>
    endpointUrl(NOTIFICATIONS_BASE, endpoint, params);
  return {
    /** GET /api/notifications: the 50 newest and the unread count */
    async notifications(): Promise<{ notifications: NotificationRecord[]; unread: number }> {
      const { data } = await callAt(at(notificationEndpoints.list), notificationEndpoints.list, undefined, FAILED);
      return { notifications: data.notifications, unread: data.unread_count };
    },
    /** POST /api/notifications/:id/read */
    async markRead(id: string): Promise<void> {
      await callAt(at(notificationEndpoints.read, { id }), notificationEndpoints.read, undefined, FAILED);
    },
    /** DELETE /api/notifications */
    async clearNotifications(): Promise<void> {
      await callAt(at(notificationEndpoints.clear), notificationEndpoints.clear, undefined, FAILED);
    },
    /** POST /api/notifications/read-all */
    async markAllRead(): Promise<void> {
      await callAt(at(notificationEndpoints.readAll), notificationEndpoints.readAll, undefined, FAILED);
    },
    /** POST /api/notifications/stream-ticket: a single-use ticket for the stream URL (30 s). */
    async streamTicket(): Promise<string> {
      const { data } = await callAt(
        at(notificationEndpoints.streamTicket),
        notificationEndpoints.streamTicket,
        undefined,
        FAILED,
      );
      return data.ticket;
    },
    /** The stream's URL for a ticket (the ticket is single-use: never the access token). */
    streamUrl(ticket: string): string {
      return `${NOTIFICATIONS_BASE}${NOTIFICATION_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}`;
    },
  };
}

export type NotificationsClient = ReturnType<typeof createNotificationsClient>;
