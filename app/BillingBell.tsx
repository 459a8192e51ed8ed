/**
 * The header bell of the signed-in site (billing's ConnectedBillingBell) with the notification centre's
 * services: live from the server's stream (polling every 30 s when the stream fails), and at once after a
 * payment completes (the payment pages' window event). Loaded lazily for signed-in visitors; unmounting it
 * on sign-out closes the stream.
 */
import { paths } from '../src/domain/paths';
import {
  ConnectedBillingBell,
  type ConnectedBillingBellProps,
} from '../src/features/notifications/ConnectedNotifications';
import { NOTIFICATIONS_CHANGED } from './billingEvents';
import { notificationDeps } from './notificationStream';

const services: ConnectedBillingBellProps['services'] = {
  ...notificationDeps,
  onPaymentCompleted: (refresh) => {
    window.addEventListener(NOTIFICATIONS_CHANGED, refresh);
    return () => window.removeEventListener(NOTIFICATIONS_CHANGED, refresh);
  },
};

export default function BillingBell() {
  return <ConnectedBillingBell services={services} viewAllHref={paths.notifications} />;
}
