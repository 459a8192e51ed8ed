import { ConnectedAiCoverage } from '../../src/features/coverage/ConnectedAiCoverage';
import { analyzeCoverage } from '../coverageServices';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'AI coverage recommendations — SkyLink Ghana',
  description:
    "SkyLink Ghana's AI coverage tool: the best internet technology for your location, fiber, fixed wireless, satellite or hybrid, with the reasons, a satellite backup and the alternatives.",
};

const services = { analyzeCoverage };

export function Component() {
  return <ConnectedAiCoverage services={services} />;
}
