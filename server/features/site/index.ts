/**
 * What other server features may use of the site (see FEATURE_DEPENDENCIES): the contact inbox (the
 * admin area's support tab works through it) and the first-party analytics events (analytics reads them).
 */
export { analyticsEvents, CONTACT_MESSAGE_STATUSES, contactMessages } from './tables';
