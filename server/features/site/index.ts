/**
 * What other server features may use of site (see FEATURE_DEPENDENCIES): the contact inbox's table,
 * which the admin area's support tab works through.
 */
export { CONTACT_MESSAGE_STATUSES, contactMessages } from './tables';
