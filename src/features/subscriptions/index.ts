/**
 * What other features may use of subscriptions (FEATURE_DEPENDENCIES): the promise to pay, which the customer
 * dashboard offers in grace as the renewal link's page does, and its client; the scheduled-change notice.
 */

// A scheduled plan change on the payment page (the route puts it around billing's payment steps), and the
// credit a cancelled change leaves, which the dashboard shows too.
export { ConnectedScheduledChange } from './ConnectedScheduledChange';
export { createCustomerSubscriptionsClient } from './client';
export { creditHeld } from './messages';
export { PromiseToPay } from './PromiseToPay';
export { promisedMessage, promiseOptions, type RenewalPromiseView, renewalText } from './renewal.view';
export { toScheduledChangeFacts } from './scheduledChange.view';
