/**
 * Where a check is answered (spec: site §7): an address that names Ghana, a region or a place of the
 * gazetteer (or a GhanaPost GPS code we can place) is answered in the browser and no call is made; any other
 * goes to the server. The gazetteer is loaded on the first check, not with the checker.
 */
import type { Gazetteer } from './gazetteer';
import { type CoverageResult, coverageAt, ghanaPlaceOf } from './simulation';

/** The browser's answer for a Ghana address, or null when the server must answer. */
export function localCoverage(address: string, places: Gazetteer, today: Date = new Date()): CoverageResult | null {
  const place = ghanaPlaceOf(address, places);
  return place ? coverageAt(place, today) : null;
}

let loading: Promise<Gazetteer> | undefined;

/** The gazetteer, imported once (a failed import is tried again on the next check). */
export function loadGhanaPlaces(): Promise<Gazetteer> {
  loading ??= import('./ghanaPlaces').then(
    (module) => module.GHANA_PLACES,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** What a check needs from the app: the server's answer for addresses we do not recognise. */
export interface CoverageServices {
  /** POST /api/coverage/check for an address that is not Ghanaian */
  checkRemote: (address: string) => Promise<CoverageResult>;
  /** POST /api/coverage/request */
  requestCoverage: (request: { address: string; contactInfo: string }) => Promise<unknown>;
  /** today's date (the installation date is 14 days ahead of it) */
  today?: () => Date;
}

/** A check: in the browser for a Ghana address (no call), else the server's answer. */
export function checkCoverageWith(
  services: Pick<CoverageServices, 'checkRemote' | 'today'>,
  places: () => Promise<Gazetteer> = loadGhanaPlaces,
) {
  return async (address: string): Promise<CoverageResult> =>
    localCoverage(address, await places(), services.today?.() ?? new Date()) ?? services.checkRemote(address);
}
