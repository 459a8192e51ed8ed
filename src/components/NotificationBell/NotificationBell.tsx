import { Button as AriaButton, Dialog, DialogTrigger, Heading, Link, Popover } from 'react-aria-components';
import type { TimeInput } from '../../domain/format/relativeTime';
import { BellIcon, ClockIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../Icon/Icon';
import { cx } from '../private/cx';
import { visuallyHidden } from '../private/visuallyHidden.css';
import { RelativeTime } from '../RelativeTime/RelativeTime';
import * as styles from './NotificationBell.css';
import {
  type NotificationIcon,
  type NotificationItem,
  newestNotifications,
  unreadBadgeText,
  unreadCount,
} from './notifications';

export type { NotificationIcon, NotificationItem, NotificationTone } from './notifications';

export interface NotificationBellProps {
  notifications: readonly NotificationItem[];
  /** The current time for relative times (a prop so stories and tests are deterministic). */
  now: TimeInput;
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
  onClear: () => void;
  /** Where the count link goes ('View all notifications (12)'); omit to show the count as text. */
  viewAllHref?: string;
  /**
   * Polite words for screen readers about what just arrived ('New notification: Payment received').
   * The bell's one live region, always present (outside the dropdown) so arrivals are heard while it is closed.
   */
  announcement?: string;
  /** How many the dropdown shows (product rule: 5). */
  limit?: number;
  defaultOpen?: boolean;
}

const icons: Record<NotificationIcon, typeof SuccessIcon> = {
  success: SuccessIcon,
  error: ErrorIcon,
  clock: ClockIcon,
  warning: WarningIcon,
  info: InfoIcon,
};

/**
 * The header's notification bell: an unread count ('9+' above 9) and a dropdown with the 5
 * newest notifications (type colour + icon + words, as each item gives them; title, message, relative time), Mark read per
 * item, Mark all read, Clear all and a count link. The button's name includes the unread count.
 * Escape or a click outside closes it and focus returns to the bell. The app owns the list
 * (stored per user) and passes callbacks.
 */
export function NotificationBell({
  notifications,
  now,
  onMarkRead,
  onMarkAllRead,
  onClear,
  viewAllHref,
  limit = 5,
  defaultOpen,
  announcement = '',
}: NotificationBellProps) {
  const unread = unreadCount(notifications);
  const badge = unreadBadgeText(unread);
  const shown = newestNotifications(notifications, limit);
  const total = notifications.length;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  return (
    <>
      <div aria-live="polite" aria-atomic="true" className={visuallyHidden}>
        {announcement}
      </div>
      <DialogTrigger defaultOpen={defaultOpen}>
        <AriaButton className={styles.trigger}>
          <span className={visuallyHidden}>{label}</span>
          <BellIcon size="md" />
          {badge ? (
            <span className={styles.count} aria-hidden="true">
              {badge}
            </span>
          ) : null}
        </AriaButton>
        <Popover placement="bottom end" offset={8} className={styles.popover}>
          <Dialog className={styles.dialog} aria-label="Notifications">
            <div className={styles.head}>
              <Heading slot="title" className={styles.title}>
                Notifications
              </Heading>
              <AriaButton className={styles.textButton} isDisabled={unread === 0} onPress={onMarkAllRead}>
                Mark all read
              </AriaButton>
            </div>
            <p className={visuallyHidden}>{unread > 0 ? `${unread} unread` : 'All notifications read'}</p>
            {shown.length === 0 ? (
              <p className={styles.empty}>No notifications</p>
            ) : (
              <ul className={styles.list}>
                {shown.map((n) => {
                  const Icon = icons[n.icon];
                  return (
                    <li key={n.id} className={cx(styles.item, !n.isRead && styles.unread)}>
                      <span className={[styles.iconBox, styles.tone[n.tone]].join(' ')}>
                        <Icon size="sm" />
                      </span>
                      <div className={styles.body}>
                        <p className={styles.itemTitle}>
                          <span className={visuallyHidden}>
                            {n.isRead ? '' : 'Unread. '}
                            {n.typeLabel}:{' '}
                          </span>
                          {n.title}
                        </p>
                        <p className={styles.itemMessage}>{n.message}</p>
                        <div className={styles.meta}>
                          <RelativeTime value={n.timestamp} now={now} muted />
                          {n.isRead ? null : (
                            <AriaButton
                              className={styles.textButton}
                              onPress={() => onMarkRead(n.id)}
                              aria-label={`Mark read: ${n.title}`}
                            >
                              Mark read
                            </AriaButton>
                          )}
                        </div>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            <div className={styles.foot}>
              {viewAllHref ? (
                <Link href={viewAllHref} className={styles.textButton}>
                  View all notifications ({total})
                </Link>
              ) : (
                <span className={styles.itemMessage}>
                  {shown.length} of {total}
                </span>
              )}
              <AriaButton
                className={[styles.textButton, styles.dangerText].join(' ')}
                isDisabled={total === 0}
                onPress={onClear}
              >
                Clear all
              </AriaButton>
            </div>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </>
  );
}
