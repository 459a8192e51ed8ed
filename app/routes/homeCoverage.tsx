import { ConnectedCoverageChecker } from '../../src/features/coverage/ConnectedCoverageChecker';
import { coverageServices } from '../coverageServices';

/**
 * The home hero's coverage checker, as its own chunk (home.tsx loads it lazily): the machine, the
 * coverage model and the town list stay out of the page's first load; prerendering waits for it, so
 * its markup is in the page from the start. The API client loads only for a non-Ghana check.
 */
export default function HomeCoverageChecker() {
  return <ConnectedCoverageChecker services={coverageServices} headingLevel={2} />;
}
