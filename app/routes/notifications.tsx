import { ConnectedNotifications } from '../../src/features/notifications/ConnectedNotifications';
import { notificationDeps } from '../notificationStream';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Notifications — SkyLink Ghana',
  description: 'Your SkyLink Ghana payment and service notifications.',
};

/** /notifications (login required): every kept notification, live, with mark read / mark all / clear. */
export function Component() {
  return <ConnectedNotifications services={notificationDeps} />;
}
