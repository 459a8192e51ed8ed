/**
 * The notification centre of the signed-in site (spec billing §2 "Customer dashboard" header bell,
 * §3 Notification, §4 "Notifications", §9 kept 50 / dropdown 5): the customer's notifications, live
 * from the server's stream, with polling when the stream is not available.
 *
 * States
 *   loading               invokes `fetchNotifications` (GET /api/notifications); a failure keeps the last list
 *   streaming             invokes `notificationStream` (id notificationStream: a ticket, then the event stream)
 *     streaming.connecting  waiting for the stream to open
 *     streaming.live        open: each `stream.notifications` replaces the list (new ones announced)
 *   polling               the stream failed: wait 30 s (`after`) or a refresh, then load (and try the stream again)
 *   ended                 the server ended the stream because the session was signed out: nothing more
 *
 * Events
 *   notifications.refresh             load now (in polling; the stream needs no asking)
 *   notification.read { id }          mark one read (at once on screen; `persistRead` tells the server)
 *   notifications.readAll             mark all read (`persistReadAll`)
 *   notifications.clear               clear the list (`persistClear`)
 *   stream.open                       from the stream actor: connected
 *   stream.notifications { list }     from the stream actor: the whole kept list, changed
 *   stream.failed                     from the stream actor: could not connect, or dropped
 *   stream.end { reason }             from the stream actor: 'expired' (reconnect now) or 'signed_out'
 *
 * Context: notifications (newest first), stale (the last load failed), announcement (polite words
 * for new arrivals, '' when none), loaded (a list has been shown: the first one is not announced).
 *
 * Actors: fetchNotifications -> BellNotification[]; notificationStream (callback). Actions:
 * persistRead(id), persistReadAll, persistClear.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import type { NotificationType } from './contract';
import { arrivalAnnouncement } from './notificationCentre';

export interface BellNotification {
  id: string;
  type: NotificationType;
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
  /** polite words for a screen reader about new arrivals ('' when none) */
  announcement: string;
  /** a list has been shown (the first list is not announced) */
  loaded: boolean;
}

export type StreamEndReason = 'signed_out' | 'expired';

export type StreamEvent =
  | { type: 'stream.open' }
  | { type: 'stream.notifications'; notifications: BellNotification[] }
  | { type: 'stream.failed' }
  | { type: 'stream.end'; reason: StreamEndReason };

export type NotificationsEvent =
  | { type: 'notifications.refresh' }
  | { type: 'notification.read'; id: string }
  | { type: 'notifications.readAll' }
  | { type: 'notifications.clear' }
  | StreamEvent;

export const NOTIFICATIONS_POLL_MS = 30_000;

/** Replace the list with a newer one, and say what is new. */
const receive = (context: NotificationsContext, list: readonly BellNotification[]) => ({
  notifications: list,
  stale: false,
  announcement: arrivalAnnouncement(context.loaded ? context.notifications : null, list),
  loaded: true,
});

export const notificationsMachine = setup({
  types: { context: {} as NotificationsContext, events: {} as NotificationsEvent },
  actors: {
    fetchNotifications: fromPromise<BellNotification[], void>(async () => notProvided('fetchNotifications')),
    notificationStream: fromCallback<NotificationsEvent>(() => notProvided('notificationStream')),
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
  guards: {
    signedOut: ({ event }) => event.type === 'stream.end' && event.reason === 'signed_out',
  },
}).createMachine({
  id: 'notifications',
  context: { notifications: [], stale: false, announcement: '', loaded: false },
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
        onDone: { target: 'streaming', actions: assign(({ context, event }) => receive(context, event.output)) },
        onError: { target: 'streaming', actions: assign({ stale: true }) },
      },
    },
    streaming: {
      invoke: { id: 'notificationStream', src: 'notificationStream' },
      initial: 'connecting',
      on: {
        'stream.notifications': {
          target: '.live',
          actions: assign(({ context, event }) => receive(context, event.notifications)),
        },
        'stream.failed': { target: 'polling' },
        'stream.end': [
          { guard: 'signedOut', target: 'ended' },
          { target: 'streaming', reenter: true },
        ],
      },
      states: {
        connecting: { on: { 'stream.open': { target: 'live' } } },
        live: {},
      },
    },
    polling: {
      after: { [NOTIFICATIONS_POLL_MS]: { target: 'loading' } },
      on: { 'notifications.refresh': { target: 'loading' } },
    },
    ended: {},
  },
});

/** Callbacks the stream transport calls (the app's EventSource wiring; stories and tests fake it). */
export interface StreamHandlers {
  open: () => void;
  notifications: (list: BellNotification[]) => void;
  failed: () => void;
  end: (reason: StreamEndReason) => void;
}

export interface NotificationsDeps {
  fetchNotifications: () => Promise<BellNotification[]>;
  markRead: (id: string) => Promise<unknown>;
  markAllRead: () => Promise<unknown>;
  clear: () => Promise<unknown>;
  /** Open the live stream; returns how to close it. Omit to poll only (the stream counts as failed). */
  openStream?: (on: StreamHandlers) => () => void;
}

/** Writes are fire-and-forget: the next list (stream or poll) shows the server's truth if one failed. */
export function provideNotifications(deps: NotificationsDeps) {
  const quietly = (p: Promise<unknown>) => void p.catch(() => {});
  return notificationsMachine.provide({
    actors: {
      fetchNotifications: fromPromise(() => deps.fetchNotifications()),
      notificationStream: fromCallback<NotificationsEvent>(({ sendBack }) => {
        if (!deps.openStream) {
          sendBack({ type: 'stream.failed' });
          return () => {};
        }
        let closed = false;
        const guard =
          <A extends unknown[]>(f: (...args: A) => void) =>
          (...args: A) => {
            if (!closed) f(...args);
          };
        const close = deps.openStream({
          open: guard(() => sendBack({ type: 'stream.open' })),
          notifications: guard((list) => sendBack({ type: 'stream.notifications', notifications: list })),
          failed: guard(() => sendBack({ type: 'stream.failed' })),
          end: guard((reason) => sendBack({ type: 'stream.end', reason })),
        });
        return () => {
          closed = true;
          close();
        };
      }),
    },
    actions: {
      persistRead: (_, id) => quietly(deps.markRead(id)),
      persistReadAll: () => quietly(deps.markAllRead()),
      persistClear: () => quietly(deps.clear()),
    },
  });
}
