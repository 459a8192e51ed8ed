import type { Tone } from '../private/tone';

/** Pure rules of the notification bell (see docs/product-rules.md). */
export type NotificationType =
  | 'payment_success'
  | 'payment_failed'
  | 'payment_pending'
  | 'service_active'
  | 'service_expired';

export interface NotificationItem {
  id: string;
  type: NotificationType | string;
  title: string;
  message: string;
  /** When it happened: a Date, epoch milliseconds or an ISO string. */
  timestamp: Date | number | string;
  isRead: boolean;
}

export type NotificationTone = Exclude<Tone, 'neutral'>;

/** Spec colours: payment_success green, payment_failed red, payment_pending yellow, service_active green, service_expired orange, default blue. */
export function notificationTone(type: string): NotificationTone {
  switch (type) {
    case 'payment_success':
    case 'service_active':
      return 'success';
    case 'payment_failed':
      return 'danger';
    case 'payment_pending':
      return 'warning';
    case 'service_expired':
      return 'attention';
    default:
      return 'info';
  }
}

/** Words for the type, read with the colour so the colour is never the only signal. */
export function notificationTypeLabel(type: string): string {
  switch (type) {
    case 'payment_success':
      return 'Payment successful';
    case 'payment_failed':
      return 'Payment failed';
    case 'payment_pending':
      return 'Payment pending';
    case 'service_active':
      return 'Service active';
    case 'service_expired':
      return 'Service expired';
    default:
      return 'Notice';
  }
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
