/**
 * What other server features may use of billing (see FEATURE_DEPENDENCIES). The settings feature reads and
 * changes the customer's billing through queries and commands (accountRecords.ts: auto-renew, the payments of
 * the data export), never the tables, and so does the admin area's customer detail (customerBilling); its
 * list reads the latest subscription and payment per row in SQL, and the subscriptions feature reads the plans
 * and subscriptions tables (writing only the promise to pay, on the subscription, under its row lock).
 * The admin console reads the payment provider's breaker state and counts late successes, and the admin
 * overview its billing counts, through queries (billingOverview, lateSuccessesSince); analytics counts
 * customers whose paid time is running (paidTimeRunning) in its own reports. Deleting an account (auth,
 * adminUsers) keeps its payments and invoices without personal data (anonymiseBooks). The renewal link (subscriptions) starts,
 * polls and cancels its payment with billing's own service, limits and answers.
 */

// The settings' billing section and the customer's own payments (data export, CSV): queries and commands.
export {
  billingOverview,
  customerBilling,
  lateSuccessesSince,
  paymentsWithPlanName,
  setSubscriptionAutoRenew,
  subscriptionAutoRenew,
} from './accountRecords';
export { anonymiseBooks } from './books';
export type { CircuitBreaker } from './breaker';
export { promiseDaysOf } from './paidTime';
// The renewal link (subscriptions) pays through billing's own mobile money start, limits and answers.
export { billingLimits, type LimitKind, tooMany } from './paymentLimits';
export { type PaymentRow, toPaymentRecord } from './paymentRecords';
export { paymentEnvelope } from './payRoutes';
export type { Billing } from './service';
export { bringUpToDate, paidTimeNow, paidTimeRunning, subscriptionView } from './subscriptions';
export type { CreditedService } from './successEffects';
export { invoices, payments, plans, subscriptions } from './tables';
