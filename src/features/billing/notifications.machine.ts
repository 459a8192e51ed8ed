/**
 * The header bell of the signed-in site (spec billing §2 "Customer dashboard" header, §3 Notification,
 * §4 "Notifications"): the customer's notifications from GET /api/notifications, polled.
 *
 * States
 *   loading   invokes `fetchNotifications` (id fetchNotifications); a failure keeps the last list
 *   ready     waits 30 s (`after`), or a refresh (e.g. after a payment), then loads again
 *
 * Events
 *   notifications.refresh        load now
 *   notification.read { id }     mark one read (at once on screen; `persistRead` tells the server)
 *   notifications.readAll        mark all read (`persistReadAll`)
 *   notifications.clear          clear the list (`persistClear`)
 *
 * Actors: fetchNotifications -> BellNotification[]. Actions: persistRead(id), persistReadAll, persistClear.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';

export interface BellNotification {
  id: string;
  type: string;
  title: string;
  message: string;
  /** ISO date */
  timestamp: string;
  isRead: boolean;
}

export interface NotificationsContext {
  notifications: readonly BellNotification[];
  /** the last load failed (the list shown is the one before) */
  stale: boolean;
}

export type NotificationsEvent =
  | { type: 'notifications.refresh' }
  | { type: 'notification.read'; id: string }
  | { type: 'notifications.readAll' }
  | { type: 'notifications.clear' };

export const NOTIFICATIONS_POLL_MS = 30_000;

export const notificationsMachine = setup({
  types: { context: {} as NotificationsContext, events: {} as NotificationsEvent },
  actors: {
    fetchNotifications: fromPromise<BellNotification[], void>(async () => notProvided('fetchNotifications')),
  },
  actions: {
    persistRead: (_, _id: string) => {},
    persistReadAll: () => {},
    persistClear: () => {},
    markRead: assign(({ context, event }) =>
      event.type === 'notification.read'
        ? { notifications: context.notifications.map((n) => (n.id === event.id ? { ...n, isRead: true } : n)) }
        : {},
    ),
    markAllRead: assign(({ context }) => ({
      notifications: context.notifications.map((n) => ({ ...n, isRead: true })),
    })),
    clearAll: assign({ notifications: [] }),
  },
}).createMachine({
  id: 'notifications',
  context: { notifications: [], stale: false },
  initial: 'loading',
  on: {
    'notification.read': {
      actions: ['markRead', { type: 'persistRead', params: ({ event }) => event.id }],
    },
    'notifications.readAll': { actions: ['markAllRead', 'persistReadAll'] },
    'notifications.clear': { actions: ['clearAll', 'persistClear'] },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchNotifications',
        src: 'fetchNotifications',
        onDone: { target: 'ready', actions: assign({ notifications: ({ event }) => event.output, stale: false }) },
        onError: { target: 'ready', actions: assign({ stale: true }) },
      },
    },
    ready: {
      after: { [NOTIFICATIONS_POLL_MS]: { target: 'loading' } },
      on: { 'notifications.refresh': { target: 'loading' } },
    },
  },
});

export interface NotificationsDeps {
  fetchNotifications: () => Promise<BellNotification[]>;
  markRead: (id: string) => Promise<unknown>;
  markAllRead: () => Promise<unknown>;
  clear: () => Promise<unknown>;
}

/** Writes are fire-and-forget: the next poll shows the server's truth if one failed. */
export function provideNotifications(deps: NotificationsDeps) {
  const quietly = (p: Promise<unknown>) => void p.catch(() => {});
  return notificationsMachine.provide({
    actors: { fetchNotifications: fromPromise(() => deps.fetchNotifications()) },
    actions: {
      persistRead: (_, id) => quietly(deps.markRead(id)),
      persistReadAll: () => quietly(deps.markAllRead()),
      persistClear: () => quietly(deps.clear()),
    },
  });
}
