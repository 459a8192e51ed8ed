/**
 * What other features may use of notifications (see FEATURE_DEPENDENCIES): the record's type and how a
 * notification's type looks. The bell and the /notifications page are the app's to place
 * (ConnectedNotificationBell, ConnectedNotifications, imported by app/ directly).
 */
export type { NotificationRecord, NotificationType } from './contract';
export { type NotificationLook, notificationLook, withNotificationLook } from './looks';
