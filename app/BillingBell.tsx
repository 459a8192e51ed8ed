/**
 * The header bell of the signed-in site: the notifications machine, live from the server's stream
 * (polling every 30 s when the stream fails, and at once after a payment completes), with a count
 * link to /notifications. Loaded lazily by AccountArea for signed-in visitors; unmounting it on
 * sign-out closes the stream.
 */
import { useEffect, useState } from 'react';
import { NotificationBell } from '../src/components/NotificationBell/NotificationBell';
import { paths } from '../src/domain/paths';
import { provideNotifications } from '../src/features/billing/notifications.machine';
import { withNotificationLook } from '../src/features/billing/statusLooks';
import { useMachineView } from '../src/machines/useMachineView';
import { NOTIFICATIONS_CHANGED } from './billingEvents';
import { notificationDeps } from './notificationStream';

export default function BillingBell() {
  const [{ notifications, announcement }, send] = useMachineView(
    () => provideNotifications(notificationDeps),
    (snapshot) => snapshot.context,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const refresh = () => send({ type: 'notifications.refresh' });
    window.addEventListener(NOTIFICATIONS_CHANGED, refresh);
    return () => window.removeEventListener(NOTIFICATIONS_CHANGED, refresh);
  }, [send]);
  // relative times ('Just now', '5 minutes ago') move on with each new list
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a new list arrives
  useEffect(() => setNow(Date.now()), [notifications]);
  return (
    <NotificationBell
      notifications={notifications.map(withNotificationLook)}
      now={now}
      announcement={announcement}
      viewAllHref={paths.notifications}
      onMarkRead={(id) => send({ type: 'notification.read', id })}
      onMarkAllRead={() => send({ type: 'notifications.readAll' })}
      onClear={() => send({ type: 'notifications.clear' })}
    />
  );
}
