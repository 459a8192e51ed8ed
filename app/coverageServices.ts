import type { CoverageServices } from '../src/features/coverage/locate';

/**
 * The coverage checker's server calls. The client (and zod with its contract) loads only when an
 * address outside Ghana is checked or coverage is requested, so the home page's first load stays small.
 */
const client = () => import('../src/features/coverage/client').then((m) => m.coverageClient);

export const coverageServices: CoverageServices = {
  checkRemote: async (address) => (await client()).check({ address }),
  requestCoverage: async (request) => (await client()).requestCoverage(request),
};
