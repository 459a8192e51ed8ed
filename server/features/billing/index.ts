/**
 * What other server features may use of billing (see FEATURE_DEPENDENCIES): the payments and plans
 * tables, read by the settings feature's data export, and subscriptions, whose auto-renew follows the
 * customer's billing settings; invoices and notifications too, for the admin area's customer detail.
 * The admin console reads the payment provider's breaker state; the admin overview and analytics count
 * customers whose paid time is running (paidTimeRunning). Deleting an account (auth, adminUsers) keeps its
 * payments and invoices without personal data (anonymiseBooks). The renewal link (subscriptions) starts,
 * polls and cancels its payment with billing's own service, limits and answers.
 */

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
