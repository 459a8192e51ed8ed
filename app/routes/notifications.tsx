import { useEffect, useState } from 'react';
import { NotificationsScreen } from '../../src/features/billing/NotificationsScreen';
import { provideNotifications } from '../../src/features/billing/notifications.machine';
import { toNotificationsView } from '../../src/features/billing/notifications.view';
import { useMachineView } from '../../src/machines/useMachineView';
import { notificationDeps } from '../notificationStream';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Notifications — SkyLink Ghana',
  description: 'Your SkyLink Ghana payment and service notifications.',
};

/** /notifications (login required): every kept notification, live, with mark read / mark all / clear. */
export function Component() {
  const [view, send] = useMachineView(() => provideNotifications(notificationDeps), toNotificationsView);
  const [now, setNow] = useState(() => Date.now());
  const list = view.kind === 'list' ? view.notifications : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: relative times move on with each new list
  useEffect(() => setNow(Date.now()), [list]);
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
