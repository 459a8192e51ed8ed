/**
 * What other features may use of billing (see FEATURE_DEPENDENCIES): the record types of the API, the
 * product's billing texts and the money and date rules the account dashboard shows them with.
 */
export type {
  BillingSummary,
  InvoiceRecord,
  NotificationRecord,
  PaymentRecord,
  PlanRecord,
  SubscriptionRecord,
  TransactionRecord,
  TransactionsResponse,
} from './contract';
// The admin console's reconciliation screen reads and credits through these (administrators only).
export {
  BILLING_ADMIN_BASE,
  billingAdminEndpoints,
  type ProviderGapRecord,
  type ReconcileCreditResponse,
  type ReconcileReportResponse,
  reconcileCreditResponseSchema,
  reconcileReportResponseSchema,
} from './contract';
export { httpStatusOf, loadFailureDetail, PaymentProblem, serverRefusal } from './errors';
export { BILLING_MESSAGES, enterNumberPrompt } from './messages';
// The subscriber dashboard (/user-dashboard) pays an invoice with the mobile money machine itself.
export type { MobileMoneyDeps } from './mobileMoneyPayment.machine';
export { mobileMoneyPaymentMachine, provideMobileMoneyPayment } from './mobileMoneyPayment.machine';
export { type MobileMoneyView, mobileMoneyText, toMobileMoneyView } from './mobileMoneyPayment.view';
export type { BillingCycle, InvoiceStatus, MobileNetwork } from './rules';
export { formatPesewas, NETWORK_USSD, shortInvoiceId } from './rules';
export { STANDINGS, type Standing, type StandingResult, standingLabel } from './standing';
// The server's standing of a subscription, shown as it is (the badge text is the one rule both sides use).
// How a status or a notification's type looks (words, colour, icon) wherever a feature shows one.
export { type NotificationLook, notificationLook, statusLook, withNotificationLook } from './statusLooks';
