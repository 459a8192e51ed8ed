/**
 * What other server features may use of subscriptions (see FEATURE_DEPENDENCIES).
 *
 * - Billing, which takes the money, credits it as paid time under the subscription's row lock
 *   (creditSubscription), refuses a payment for another plan than a scheduled one (refuseConflictingPlan),
 *   brings a subscription up to date when it is read, and prices and names payments by the plan catalogue.
 *   Its tables reference `plans` and `subscriptions` (foreign keys); it reads and writes them only through
 *   the queries and commands below.
 * - The settings' billing section (auto-renew), the admin area's customer detail (the subscription, its
 *   service events and messages) and overview (subscriptions running), analytics (paid time running).
 *
 * Nothing here imports billing: what the renewal link and auto-renew need of payments is billing's service,
 * handed to their routes and jobs where the app is assembled (server/app.ts).
 */

export { activePlans, planById, planFromRow, planNameOf, planNames } from './catalogue';
export {
  type CreditOutcome,
  promiseDaysOf,
  type SubscriptionRow,
  type SubscriptionView,
  subscriptionView,
} from './paidTime';
export {
  cancelSubscription,
  latestSubscriptionColumns,
  openSubscription,
  ownSubscription,
  paidUntilNow,
  runningSubscriptions,
  setSubscriptionAutoRenew,
  subscriptionAutoRenew,
  subscriptionDetail,
  subscriptionIdOf,
  subscriptionOf,
} from './records';
export { seedPlans } from './seed';
export { listServiceEvents } from './serviceEvents';
export {
  bringUpToDate,
  cancelScheduledChange,
  creditSubscription,
  hasPaidTime,
  type OpenPaymentCheck,
  paidTimeNow,
  paidTimeRunning,
  refuseConflictingPlan,
  type Tx,
} from './subscriptions';
export { plans, subscriptions } from './tables';
