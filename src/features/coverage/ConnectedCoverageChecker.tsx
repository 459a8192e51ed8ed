import { CoverageChecker } from './CoverageChecker';
import type { CoverageServices } from './locate';
import { useCoverageChecker } from './useCoverageChecker';

export interface ConnectedCoverageCheckerProps {
  /** The server calls, provided by the app (app/coverageServices.ts) or mocked in stories. */
  services: CoverageServices;
  headingLevel?: 2 | 3;
}

/** The coverage checker driven by its machine: what the home hero renders and what its flow stories render. */
export function ConnectedCoverageChecker({ services, headingLevel }: ConnectedCoverageCheckerProps) {
  return <CoverageChecker {...useCoverageChecker(services)} headingLevel={headingLevel} />;
}
