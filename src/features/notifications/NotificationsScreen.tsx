import { Badge, Button, EmptyState, Inline, RelativeTime, Spinner, Stack, VisuallyHidden } from '@/components';
import type { TimeInput } from '../../domain/format/relativeTime';
import { notificationLook } from './looks';
import * as styles from './Notifications.css';
import { connectionLabel, type NotificationsView } from './notifications.view';

export interface NotificationsScreenProps {
  view: NotificationsView;
  now: TimeInput;
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
  onClear: () => void;
}

/**
 * /notifications: every kept notification (the 50 newest), newest first, each with its type in
 * colour and words, title, message and relative time, Mark read; Mark all read and Clear all.
 * New arrivals are announced politely (one live region) with the new notification's title.
 */
export function NotificationsScreen({ view, now, onMarkRead, onMarkAllRead, onClear }: NotificationsScreenProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Notifications</h1>
      <VisuallyHidden as="div" aria-live="polite" aria-atomic>
        {view.kind === 'list' ? view.announcement : ''}
      </VisuallyHidden>
      {view.kind === 'loading' ? (
        <Spinner label="Loading notifications" showLabel />
      ) : (
        <>
          <p className={styles.heading}>
            {view.notifications.length} kept, {view.unread} unread. {connectionLabel[view.connection]}
            {view.stale ? ' The last update failed; this list may be out of date.' : ''}
          </p>
          <Inline gap="3" align="center">
            <Button variant="secondary" onPress={onMarkAllRead} isDisabled={view.unread === 0}>
              Mark all read
            </Button>
            <Button variant="danger" onPress={onClear} isDisabled={view.notifications.length === 0}>
              Clear all
            </Button>
          </Inline>
          {view.notifications.length === 0 ? (
            <EmptyState title="No notifications" description="Payment and service updates will appear here." />
          ) : (
            <Stack as="ul" gap="3">
              {view.notifications.map((n) => (
                <li key={n.id} className={n.isRead ? styles.item : `${styles.item} ${styles.unread}`}>
                  <Badge tone={notificationLook(n.type).tone}>{notificationLook(n.type).typeLabel}</Badge>
                  <Stack gap="4">
                    <h2 className={styles.title}>
                      {n.isRead ? null : <VisuallyHidden>Unread: </VisuallyHidden>}
                      {n.title}
                    </h2>
                    <p className={styles.heading}>{n.message}</p>
                    <Inline gap="3" align="center">
                      <RelativeTime value={n.timestamp} now={now} muted />
                      {n.isRead ? null : (
                        <Button
                          variant="ghost"
                          size="sm"
                          onPress={() => onMarkRead(n.id)}
                          aria-label={`Mark read: ${n.title}`}
                        >
                          Mark read
                        </Button>
                      )}
                    </Inline>
                  </Stack>
                </li>
              ))}
            </Stack>
          )}
        </>
      )}
    </div>
  );
}
