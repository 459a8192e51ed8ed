/**
 * How a notification's type looks in the bell and on /notifications: its colour, the words read with the
 * colour (so the colour is never the only signal) and its icon. The design system only shows what it is given.
 */
import type { NotificationIcon, NotificationTone } from '@/components';
import type { NotificationType } from './contract';

export interface NotificationLook {
  tone: NotificationTone;
  /** words for the type, read with the colour so the colour is never the only signal */
  typeLabel: string;
  icon: NotificationIcon;
}

/**
 * Spec colours: payment_success green, payment_failed red, payment_pending yellow, service_active green,
 * service_expired orange, default blue.
 */
export const notificationLooks: Readonly<Record<NotificationType, NotificationLook>> = {
  payment_success: { tone: 'success', typeLabel: 'Payment successful', icon: 'success' },
  payment_failed: { tone: 'danger', typeLabel: 'Payment failed', icon: 'error' },
  payment_pending: { tone: 'warning', typeLabel: 'Payment pending', icon: 'clock' },
  service_active: { tone: 'success', typeLabel: 'Service active', icon: 'success' },
  service_expired: { tone: 'attention', typeLabel: 'Service expired', icon: 'warning' },
  // ours (not in the spec's list): the spec's default blue
  renewal_reminder: { tone: 'info', typeLabel: 'Renewal reminder', icon: 'clock' },
  plan_change_cancelled: { tone: 'info', typeLabel: 'Plan change cancelled', icon: 'info' },
  plan_change_scheduled: { tone: 'info', typeLabel: 'Plan change scheduled', icon: 'info' },
  // a second charge the customer may not have meant: yellow, as every status that asks for a look
  payment_duplicate: { tone: 'warning', typeLabel: 'Paid twice', icon: 'warning' },
};

const otherNotification: NotificationLook = { tone: 'info', typeLabel: 'Notice', icon: 'info' };

/** The look of a notification's type (a type this client does not know yet is a blue 'Notice'). */
export function notificationLook(type: string): NotificationLook {
  return Object.hasOwn(notificationLooks, type) ? notificationLooks[type as NotificationType] : otherNotification;
}

/** A notification with its type's look added, as the header bell takes it. */
export function withNotificationLook<T extends { type: string }>(notification: T): T & NotificationLook {
  return { ...notification, ...notificationLook(notification.type) };
}
