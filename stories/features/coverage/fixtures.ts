import { GHANA_PLACES } from '../../../src/features/coverage/ghanaPlaces';
import { localCoverage } from '../../../src/features/coverage/locate';
import type { AvailableCoverage, CoverageResult } from '../../../src/features/coverage/simulation';

/** The real answers, on a fixed date (stories are screenshotted). */
export const storyToday = new Date(2026, 10, 22);
/** Osu is served by city broadband (fibre) as well as satellite. */
export const osu = localCoverage('Osu, Accra', GHANA_PLACES, storyToday) as AvailableCoverage;
/** Nkwanta is satellite only. */
export const nkwanta = localCoverage('Nkwanta', GHANA_PLACES, storyToday) as AvailableCoverage;
/** What the server answers for text naming no place it can find. */
export const paris: CoverageResult = {
  available: false,
  coverage: { percentage: 0, area: 'Paris, France', zone: 'unknown' },
};
/** What the server answers for a point outside Ghana. */
export const outsideGhana: CoverageResult = {
  available: false,
  coverage: { percentage: 0, area: '48.8500, 2.3500', zone: 'unserved' },
};
