/**
 * How billing's records look on screen: the words, colour and icon of a payment, invoice, subscription or
 * account status (every feature that shows one takes it from here through billing's index.ts), and of a
 * notification's type. The design system only shows what it is given.
 *
 * Product rule: paid and success are green, failed is red, others yellow; server subscription 'active' is
 * green. Grace period is orange (it is a countdown, more urgent than "pending"); suspended and terminated
 * are red because service is off. Text always accompanies the colour.
 */
import type { NotificationIcon, NotificationTone, StatusLook } from '@/components';
import type { NotificationType } from './contract';

export const statusLooks = {
  // payments and invoices
  paid: { label: 'Paid', tone: 'success', icon: 'check' },
  success: { label: 'Paid', tone: 'success', icon: 'check' },
  succeeded: { label: 'Paid', tone: 'success', icon: 'check' },
  pending: { label: 'Pending', tone: 'warning', icon: 'clock' },
  processing: { label: 'Processing', tone: 'warning', icon: 'clock' },
  unpaid: { label: 'Unpaid', tone: 'warning', icon: 'clock' },
  overdue: { label: 'Overdue', tone: 'warning', icon: 'alert' },
  failed: { label: 'Failed', tone: 'danger', icon: 'cross' },
  cancelled: { label: 'Cancelled', tone: 'warning', icon: 'dash' },
  /** an invoice of a failed or cancelled attempt: never owed, so neutral */
  void: { label: 'Void', tone: 'neutral', icon: 'dash' },
  // subscriptions
  active: { label: 'Active', tone: 'success', icon: 'check' },
  grace_period: { label: 'Grace period', tone: 'attention', icon: 'clock' },
  suspended: { label: 'Suspended', tone: 'danger', icon: 'pause' },
  terminated: { label: 'Terminated', tone: 'danger', icon: 'cross' },
  // admin user accounts
  inactive: { label: 'Inactive', tone: 'neutral', icon: 'dash' },
} as const satisfies Record<string, Required<StatusLook>>;

export type KnownStatus = keyof typeof statusLooks;

/** The look of a status; unknown values show their own text, title-cased, in yellow (product rule: "others yellow"). */
export function statusLook(status: string): Required<StatusLook> {
  const key = status.trim().toLowerCase() as KnownStatus;
  if (key in statusLooks) return statusLooks[key];
  const words = status.trim().replace(/[_-]+/g, ' ');
  const label = words ? words.charAt(0).toUpperCase() + words.slice(1).toLowerCase() : 'Unknown';
  return { label, tone: 'warning', icon: 'dash' };
}

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
