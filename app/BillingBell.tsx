/**
 * The header bell of the signed-in site (the notifications feature's ConnectedNotificationBell) with the notification centre's
 * services: live from the server's stream (polling every 30 s when the stream fails), and at once after a
 * payment completes (the payment pages' window event). Loaded lazily for signed-in visitors; unmounting it
 * on sign-out closes the stream.
 */
import { paths } from '../src/domain/paths';
import {
  ConnectedNotificationBell,
  type ConnectedNotificationBellProps,
} from '../src/features/notifications/ConnectedNotifications';
import { NOTIFICATIONS_CHANGED } from './billingEvents';
import { notificationDeps } from './notificationStream';

const services: ConnectedNotificationBellProps['services'] = {
  ...notificationDeps,
  onPaymentCompleted: (refresh) => {
    window.addEventListener(NOTIFICATIONS_CHANGED, refresh);
    return () => window.removeEventListener(NOTIFICATIONS_CHANGED, refresh);
  },
};

export default function BillingBell() {
  return <ConnectedNotificationBell services={services} viewAllHref={paths.notifications} />;
}
