/**
 * What other server features may use of coverage (see FEATURE_DEPENDENCIES): the coverage requests
 * table (the admin area counts and lists them).
 */
export { coverageRequests } from './tables';
