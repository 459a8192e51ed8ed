/**
 * What other features may use of billing (see FEATURE_DEPENDENCIES): the record types of the API.
 */
export type { InvoiceRecord, NotificationRecord, PaymentRecord, PlanRecord, SubscriptionRecord } from './contract';
export { BILLING_MESSAGES, enterNumberPrompt } from './messages';
// The subscriber dashboard (/user-dashboard) pays an invoice with the mobile money machine itself.
export type { MobileMoneyDeps } from './mobileMoneyPayment.machine';
export { mobileMoneyPaymentMachine, provideMobileMoneyPayment } from './mobileMoneyPayment.machine';
export { type MobileMoneyView, mobileMoneyText, toMobileMoneyView } from './mobileMoneyPayment.view';
export type { BillingCycle, InvoiceStatus, MobileNetwork } from './rules';
export { formatPesewas, shortInvoiceId } from './rules';
