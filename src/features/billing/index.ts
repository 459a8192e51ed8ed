/**
 * What other features may use of billing (see FEATURE_DEPENDENCIES): the record types of the API, the
 * product's billing texts and the money and date rules the account dashboard shows them with.
 */
export type {
  BillingSummary,
  NotificationRecord,
  PaymentRecord,
  PlanRecord,
  SubscriptionRecord,
  TransactionRecord,
  TransactionsResponse,
} from './contract';
export { BILLING_MESSAGES } from './messages';
export { formatPesewas, NETWORK_USSD, nextBillingDate } from './rules';
