import type { CoverageServices } from '../src/features/coverage/locate';
import type { AnalysisInput, CoverageRecommendation } from '../src/features/coverage/recommend';

/**
 * The coverage pages' server calls. The client (and zod with its contract) loads only when a call is
 * made (an address outside Ghana, a coverage request, an analysis), so the pages' first load stays small.
 */
const client = () => import('../src/features/coverage/client').then((m) => m.coverageClient);

export const coverageServices: CoverageServices = {
  checkRemote: async (address) => (await client()).check({ address }),
  requestCoverage: async (request) => (await client()).requestCoverage(request),
};

export const analyzeCoverage = async (input: AnalysisInput): Promise<CoverageRecommendation> =>
  (await client()).analyze(input);
