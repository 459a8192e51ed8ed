/**
 * The coverage feature's pure rules, as the server takes them (docs/architecture.md rule 5: the
 * server shares a feature's contract, messages and rules). Client code imports the modules
 * themselves, so the home page's checker never carries the recommendation engine.
 */

export { GHANA_PLACES } from './ghanaPlaces';
export { type AnalysisInput, type CoverageRecommendation, recommendCoverage } from './recommend';
export { ADDRESS_MAX_LENGTH, addressError, contactInfoError } from './request';
export {
  type CoverageResult,
  coverageAt,
  ghanaPlaceOf,
  normalizeAddress,
  placeNotFound,
  unservedCoverage,
} from './simulation';
export { GHANA_REGIONS, GHANA_TOWNS } from './towns';
