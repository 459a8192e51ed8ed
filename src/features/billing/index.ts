/**
 * What other features may use of billing (see FEATURE_DEPENDENCIES): the record types of the API.
 */
export type { NotificationRecord, PaymentRecord, PlanRecord, SubscriptionRecord } from './contract';
