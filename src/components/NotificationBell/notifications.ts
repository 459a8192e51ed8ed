import type { Tone } from '../private/tone';

/** Pure rules of the notification bell (see docs/product-rules.md). */
export type NotificationTone = Exclude<Tone, 'neutral'>;

/** The icons a notification can carry beside its type's words. */
export type NotificationIcon = 'success' | 'error' | 'clock' | 'warning' | 'info';

/**
 * One notification as the bell shows it. What its type means (the colour, icon and words) is the
 * caller's: the bell only shows them.
 */
export interface NotificationItem {
  id: string;
  title: string;
  message: string;
  /** When it happened: a Date, epoch milliseconds or an ISO string. */
  timestamp: Date | number | string;
  isRead: boolean;
  tone: NotificationTone;
  /** Words for the type, read before the title so the colour is never the only signal ('Payment failed'). */
  typeLabel: string;
  icon: NotificationIcon;
}

/** The unread badge: nothing at 0, the number up to 9, '9+' above 9. */
export function unreadBadgeText(count: number): string {
  if (!(count > 0)) return '';
  return count > 9 ? '9+' : String(Math.floor(count));
}

const time = (t: NotificationItem['timestamp']) => (t instanceof Date ? t.getTime() : new Date(t).getTime());

/** The newest `limit` notifications (the dropdown shows 5), newest first. */
export function newestNotifications(list: readonly NotificationItem[], limit = 5): NotificationItem[] {
  return [...list].sort((a, b) => time(b.timestamp) - time(a.timestamp)).slice(0, limit);
}

export function unreadCount(list: readonly NotificationItem[]): number {
  return list.filter((n) => !n.isRead).length;
}
