/**
 * The header bell of the signed-in site: the notifications machine polling GET /api/notifications
 * (every 30 s, and at once after a payment completes). Loaded lazily by AccountArea for signed-in visitors.
 */
import { useEffect, useState } from 'react';
import { NotificationBell } from '../src/components/NotificationBell/NotificationBell';
import { provideNotifications } from '../src/features/billing/notifications.machine';
import { useMachineView } from '../src/machines/useMachineView';
import { NOTIFICATIONS_CHANGED } from './billingEvents';
import { loadBillingClient } from './services';

export default function BillingBell() {
  const [notifications, send] = useMachineView(
    () =>
      provideNotifications({
        fetchNotifications: async () => (await (await loadBillingClient()).notifications()).notifications,
        markRead: async (id) => (await loadBillingClient()).markRead(id),
        markAllRead: async () => (await loadBillingClient()).markAllRead(),
        clear: async () => (await loadBillingClient()).clearNotifications(),
      }),
    (snapshot) => snapshot.context.notifications,
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
      notifications={notifications}
      now={now}
      onMarkRead={(id) => send({ type: 'notification.read', id })}
      onMarkAllRead={() => send({ type: 'notifications.readAll' })}
      onClear={() => send({ type: 'notifications.clear' })}
    />
  );
}
