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
// The renewal link's API (subscriptions) answers payments as billing does and reads the same fields.
export {
  BILLING_ADMIN_BASE,
  BILLING_ERROR_CODES,
  billingAdminEndpoints,
  billingCycleSchema,
  mobileNetworkSchema,
  mobileNumberSchema,
  type ProviderGapRecord,
  paymentEnvelopeSchema,
  paymentSchema,
  type ReconcileCreditResponse,
  type ReconcileReportResponse,
  reconcileCreditResponseSchema,
  reconcileReportResponseSchema,
  submitOtpRequestSchema,
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
