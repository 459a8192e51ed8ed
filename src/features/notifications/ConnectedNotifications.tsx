/**
 * The notification centre, connected: the notifications machine with the services it is given (list, read,
 * clear, the live stream), as the /notifications page (ConnectedNotifications) and as the header bell
 * (ConnectedNotificationBell). The app renders them with the billing client and the stream; the flow stories
 * render these same components with story doubles.
 */
import { useEffect, useState } from 'react';
import { NotificationBell } from '@/components';
import { useMachineView } from '../../machines/useMachineView';
import { withNotificationLook } from './looks';
import { NotificationsScreen } from './NotificationsScreen';
import { type BellNotification, type NotificationsDeps, provideNotifications } from './notifications.machine';
import { toNotificationsView } from './notifications.view';

/**
 * The time relative times ('Just now', '5 minutes ago') are counted from: `fixed` when given (a story),
 * else the clock's time, read again with each new list.
 */
function useNow(list: readonly BellNotification[] | null, fixed: number | undefined): number {
  const [now, setNow] = useState(() => fixed ?? Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: relative times move on with each new list
  useEffect(() => {
    if (fixed === undefined) setNow(Date.now());
  }, [list]);
  return fixed ?? now;
}

export interface ConnectedNotificationsProps {
  services: NotificationsDeps;
  /** a fixed time for relative times (stories); the clock's when not given */
  now?: number;
}

/** /notifications: every kept notification, live, with mark read / mark all / clear. */
export function ConnectedNotifications({ services, now: fixedNow }: ConnectedNotificationsProps) {
  const [view, send] = useMachineView(() => provideNotifications(services), toNotificationsView);
  const now = useNow(view.kind === 'list' ? view.notifications : null, fixedNow);
  return (
    <NotificationsScreen
      view={view}
      now={now}
      onMarkRead={(id) => send({ type: 'notification.read', id })}
      onMarkAllRead={() => send({ type: 'notifications.readAll' })}
      onClear={() => send({ type: 'notifications.clear' })}
    />
  );
}

export interface ConnectedNotificationBellProps {
  services: NotificationsDeps & {
    /** hears of a completed payment (the app's window event); returns the unsubscribe. The bell then reloads. */
    onPaymentCompleted?: (refresh: () => void) => () => void;
  };
  /** the page listing every notification */
  viewAllHref: string;
  /** a fixed time for relative times (stories); the clock's when not given */
  now?: number;
}

/** The header bell of the signed-in site: unmounting it (sign-out) closes the stream. */
export function ConnectedNotificationBell({ services, viewAllHref, now: fixedNow }: ConnectedNotificationBellProps) {
  const [{ notifications, announcement }, send] = useMachineView(
    () => provideNotifications(services),
    (snapshot) => snapshot.context,
  );
  const { onPaymentCompleted } = services;
  useEffect(() => onPaymentCompleted?.(() => send({ type: 'notifications.refresh' })), [onPaymentCompleted, send]);
  const now = useNow(notifications, fixedNow);
  return (
    <NotificationBell
      notifications={notifications.map(withNotificationLook)}
      now={now}
      announcement={announcement}
      viewAllHref={viewAllHref}
      onMarkRead={(id) => send({ type: 'notification.read', id })}
      onMarkAllRead={() => send({ type: 'notifications.readAll' })}
      onClear={() => send({ type: 'notifications.clear' })}
    />
  );
}
