import { GHANA_PLACES } from '../../../src/features/coverage/ghanaPlaces';
import { localCoverage } from '../../../src/features/coverage/locate';
import type { AvailableCoverage, CoverageResult } from '../../../src/features/coverage/simulation';

/** The model's real answers, on a fixed date (stories are screenshotted). */
export const storyToday = new Date(2026, 10, 22);
export const osu = localCoverage('Osu, Accra', GHANA_PLACES, storyToday) as AvailableCoverage;
/** Madina is one of the 5 % the model reports unavailable. */
export const madina = localCoverage('Madina, Accra', GHANA_PLACES, storyToday) as CoverageResult;
export const paris: CoverageResult = {
  available: false,
  coverage: { percentage: 0, area: 'Paris, France', zone: 'unserved' },
};
