/**
 * What other features may use of coverage (see FEATURE_DEPENDENCIES): the home hero's checker, driven
 * by its machine with the services the app provides, and its presentational form.
 */

export { ConnectedCoverageChecker, type ConnectedCoverageCheckerProps } from './ConnectedCoverageChecker';
export { CoverageChecker, type CoverageCheckerProps } from './CoverageChecker';
export type { CoverageCheckView } from './coverageCheck.view';
export type { CoverageServices } from './locate';
