/**
 * What other server features may use of billing (see FEATURE_DEPENDENCIES): the payments and plans
 * tables, read by the settings feature's data export, and subscriptions, whose auto-renew follows the
 * customer's billing settings; invoices and notifications too, for the admin area's customer detail.
 * The admin console reads the payment provider's breaker state; the admin overview and analytics count
 * customers whose paid time is running (paidTimeRunning). Deleting an account (auth, adminUsers) keeps its
 * payments and invoices without personal data (anonymiseBooks).
 */

export { anonymiseBooks } from './books';
export type { CircuitBreaker } from './breaker';
export { insertNotification } from './notifications';
export { paidTimeRunning, subscriptionView } from './subscriptions';
export { invoices, notifications, payments, plans, subscriptions } from './tables';
