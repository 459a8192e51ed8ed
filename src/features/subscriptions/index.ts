/**
 * What other features may use of subscriptions (FEATURE_DEPENDENCIES): the promise to pay, which the customer
 * dashboard offers in grace as the renewal link's page does, and its client.
 */
export { createCustomerSubscriptionsClient } from './client';
export { PromiseToPay } from './PromiseToPay';
export { promisedMessage, promiseOptions, type RenewalPromiseView, renewalText } from './renewal.view';
