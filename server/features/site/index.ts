/**
 * What other server features may use of the site (see FEATURE_DEPENDENCIES): the contact inbox and
 * the first-party analytics events tables (the admin area reads them).
 */
export { analyticsEvents, contactMessages } from './tables';
