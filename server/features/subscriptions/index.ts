/**
 * What other server features may use of subscriptions (see FEATURE_DEPENDENCIES): the service events of a
 * customer and their messages log, which the admin area's customer detail lists.
 */

export { listServiceEvents } from './serviceEvents';
