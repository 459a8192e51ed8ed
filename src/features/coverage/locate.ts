/**
 * Where a check is answered (spec: site §7): an address that names Ghana, a region or a known town is
 * computed in the browser with the coverage model and no call is made; any other goes to the server.
 */
import { coverageOffers } from './offers';
import { type CoverageResult, ghanaPlaceOf, simulateCoverage } from './simulation';

/** The browser's answer for a Ghana address, or null when the server must answer. */
export function localCoverage(address: string, today: Date = new Date()): CoverageResult | null {
  const place = ghanaPlaceOf(address);
  return place ? simulateCoverage(address, place, today, coverageOffers()) : null;
}
