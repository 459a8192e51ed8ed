/**
 * What other server features may use of coverage (see FEATURE_DEPENDENCIES): the requests and checks
 * tables (the admin area's network tab and analytics) and the list of places we serve.
 */
export { coverageAreas } from './routes';
export { COVERAGE_REQUEST_STATUSES, coverageChecks, coverageRequests } from './tables';
