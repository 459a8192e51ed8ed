/**
 * What other server features may use of billing (see FEATURE_DEPENDENCIES): the payments and invoices, what
 * was paid and owed. The paid time it buys is the subscriptions feature's (billing credits it there).
 *
 * - The settings feature's data export and payments CSV read the customer's payments (paymentsWithPlanName);
 *   the admin area's customer detail its billing (customerBilling), the admin overview its counts
 *   (billingOverview), the console the late successes (lateSuccessesSince): queries, never the tables.
 * - Deleting an account (auth, adminUsers) keeps its payments and invoices without personal data
 *   (anonymiseBooks).
 * - Subscriptions' renewal link, auto-renew and promise route are handed billing's payments where the app is
 *   assembled (subscriptionPayments): its own mobile money start, polls, limits and answers.
 * - The admin list shows each customer's latest payment (latestPaymentColumns); analytics reads the payments
 *   table in its own reports.
 */

export {
  billingOverview,
  customerBilling,
  lateSuccessesSince,
  latestPaymentColumns,
  paymentsWithPlanName,
} from './accountRecords';
export { anonymiseBooks } from './books';
export type { CircuitBreaker } from './breaker';
export type { PaymentRow } from './paymentRecords';
export type { Billing } from './service';
export { type SubscriptionPayments, subscriptionPayments } from './subscriptionPayments';
export type { CreditedService } from './successEffects';
export { invoices, payments } from './tables';
