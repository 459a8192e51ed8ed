/**
 * The /notifications page's view of the notifications machine: the list and how it is kept up to date.
 */
import type { SnapshotFrom } from 'xstate';
import type { BellNotification, notificationsMachine } from './notifications.machine';

export type NotificationsConnection = 'connecting' | 'live' | 'polling' | 'ended';

export type NotificationsView =
  | { kind: 'loading' }
  | {
      kind: 'list';
      notifications: readonly BellNotification[];
      unread: number;
      connection: NotificationsConnection;
      /** the last load failed: the list may be old */
      stale: boolean;
      announcement: string;
    };

export function toNotificationsView(snapshot: SnapshotFrom<typeof notificationsMachine>): NotificationsView {
  const { context } = snapshot;
  if (snapshot.matches('loading') && !context.loaded) return { kind: 'loading' };
  const connection: NotificationsConnection = snapshot.matches({ streaming: 'live' })
    ? 'live'
    : snapshot.matches('streaming') || snapshot.matches('loading')
      ? 'connecting'
      : snapshot.matches('ended')
        ? 'ended'
        : 'polling';
  return {
    kind: 'list',
    notifications: context.notifications,
    unread: context.notifications.filter((n) => !n.isRead).length,
    connection,
    stale: context.stale,
    announcement: context.announcement,
  };
}

/** The page's words for how it is kept up to date. */
export const connectionLabel: Record<NotificationsConnection, string> = {
  connecting: 'Connecting for live updates…',
  live: 'Live: new notifications appear here as they arrive.',
  polling: 'Live updates are unavailable; checking every 30 seconds.',
  ended: 'You signed out. Sign in again to see new notifications.',
};
