/**
 * What other features may use of billing (see FEATURE_DEPENDENCIES): the record types of the API, the
 * product's billing texts and the money and date rules the account dashboard shows them with.
 */

export { toMobilePayment } from './client';
export type {
  BillingSummary,
  InvoiceRecord,
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
export { httpStatusOf, loadFailureDetail, PaymentProblem, paymentErrorOf, serverRefusal } from './errors';
// The renewal link's page shows the payment page's own steps, embedded.
// a type only: the index stays free of React files, as the server loads it (the renewal page is given the
// screen by its route)
export type { MobileMoneyPaymentScreenProps } from './MobileMoneyPaymentScreen';
export { BILLING_MESSAGES, enterNumberPrompt, paymentSuccessScheduled } from './messages';
// The subscriber dashboard (/user-dashboard) pays an invoice with the mobile money machine itself.
export type { MobileMoneyDeps, SavedNumber } from './mobileMoneyPayment.machine';
export { mobileMoneyPaymentMachine, provideMobileMoneyPayment, type TrackFn } from './mobileMoneyPayment.machine';
export { type MobileMoneyView, mobileMoneyText, toMobileMoneyView } from './mobileMoneyPayment.view';
// the mobile money page of a plan and cycle (the account dashboard's renew button)
export { paymentPagePath } from './packages.view';
export type { MobileMoneyPayInput, PaymentOutcome, ResumedPayment } from './payments';
export type { BillingCycle, InvoiceStatus, MobileNetwork } from './rules';
// paid time's calendar, one rule with the server's (the payment page says what a payment will add)
export { addMonths, formatPesewas, monthsCovered, NETWORK_USSD, shortInvoiceId } from './rules';
export {
  PROMISE_MAX_DAYS,
  STANDINGS,
  type Standing,
  type StandingResult,
  standingDates,
  standingLabel,
} from './standing';
// The server's standing of a subscription, shown as it is (the badge text is the one rule both sides use).
// How a status looks (words, colour, icon) wherever a feature shows one.
export { statusLook } from './statusLooks';
