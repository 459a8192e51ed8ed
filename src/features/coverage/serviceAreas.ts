/**
 * What the product delivers where (docs/product-rules.md, "Coverage checker"): the area table the
 * checker answers from, so every figure on a result is the area's, not one constant.
 *
 * - Satellite reaches every place in Ghana with a clear view of the sky: a dish is installed in
 *   `SATELLITE_INSTALLATION_DAYS` (sooner near a metropolis or a regional capital, where installers are).
 * - City broadband (fibre or fixed wireless) is served only in the areas of `BROADBAND_AREAS`, by region
 *   and zone (a place's zone comes from the gazetteer: urban near a metropolis, suburban near one or near
 *   a regional capital). Each row is what that area's network delivers.
 */
import type { GhanaRegion, SimulationZone } from './towns';

export interface BroadbandArea {
  region: GhanaRegion;
  zone: 'urban' | 'suburban';
  technology: 'fiber' | 'wireless';
  /** Mbps the area's network delivers */
  download: number;
  upload: number;
  /** ms */
  latency: number;
  /** % of the area the network reaches */
  coveragePercentage: number;
  /** % over the last year */
  uptime: number;
  installationDays: number;
}

const area = (
  region: GhanaRegion,
  zone: BroadbandArea['zone'],
  technology: BroadbandArea['technology'],
  [download, upload, latency]: readonly [number, number, number],
  coveragePercentage: number,
  uptime: number,
): BroadbandArea => ({
  region,
  zone,
  technology,
  download,
  upload,
  latency,
  coveragePercentage,
  uptime,
  installationDays: 14,
});

/** The areas city broadband serves; anywhere else is satellite only. */
export const BROADBAND_AREAS: readonly BroadbandArea[] = [
  area('Greater Accra', 'urban', 'fiber', [100, 50, 10], 92, 99.8),
  area('Greater Accra', 'suburban', 'wireless', [50, 10, 30], 78, 99.4),
  area('Ashanti', 'urban', 'fiber', [100, 50, 12], 88, 99.7),
  area('Ashanti', 'suburban', 'wireless', [50, 10, 32], 70, 99.3),
  area('Western', 'urban', 'fiber', [50, 20, 14], 80, 99.6),
  area('Western', 'suburban', 'wireless', [25, 5, 38], 60, 99.0),
  area('Central', 'suburban', 'wireless', [25, 5, 38], 62, 99.0),
  area('Eastern', 'suburban', 'wireless', [25, 5, 38], 58, 99.0),
  area('Northern', 'suburban', 'wireless', [25, 5, 42], 55, 98.8),
  area('Volta', 'suburban', 'wireless', [25, 5, 42], 55, 98.8),
  area('Bono', 'suburban', 'wireless', [25, 5, 42], 52, 98.8),
];

/** The broadband area a place is in, or null where city broadband does not reach. */
export function broadbandAreaOf(region: GhanaRegion | null, zone: SimulationZone): BroadbandArea | null {
  return BROADBAND_AREAS.find((a) => a.region === region && a.zone === zone) ?? null;
}

/** Days from the check to a satellite installation, by the place's zone. */
export const SATELLITE_INSTALLATION_DAYS: Record<SimulationZone, number> = {
  urban: 3,
  suburban: 3,
  region: 7,
  rural: 7,
};
