/**
 * What other server features may use of notifications (see FEATURE_DEPENDENCIES): the one writer of the
 * bell (insertNotification, inside the caller's transaction, which keeps the 50 newest), the bell's routes
 * and live stream (mounted by server/app.ts at /api/notifications), and the messages log of one customer
 * (every SMS, mail and bell notice about their service) for the admin area's customer detail.
 */
export type { BellStreamOptions } from './bellStream';
export { type CustomerMessage, listCustomerMessages } from './messages';
export { type BellShown, insertNotification, type NotificationType, type NotificationWriter } from './notifications';
export { type NotificationRouteDeps, notificationRoutes } from './routes';
