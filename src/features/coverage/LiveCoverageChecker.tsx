import { CoverageChecker } from './CoverageChecker';
import type { CoverageServices } from './locate';
import { useCoverageChecker } from './useCoverageChecker';

export interface LiveCoverageCheckerProps {
  /** The server calls, provided by the app (app/coverageServices.ts) or mocked in stories. */
  services: CoverageServices;
  headingLevel?: 2 | 3;
}

/** The coverage checker driven by its machine: what the home hero renders. */
export function LiveCoverageChecker({ services, headingLevel }: LiveCoverageCheckerProps) {
  return <CoverageChecker {...useCoverageChecker(services)} headingLevel={headingLevel} />;
}
