/**
 * The coverage answer for an address (docs/product-rules.md, "Coverage checker"), computed in the browser
 * for an address we can place in Ghana and by the server for the same address, so both answer alike.
 *
 * - The place: a place of the gazetteer named in the address, else the place of a GhanaPost GPS code
 *   (gpsCode.ts), else a region named, else 'Ghana'; text that names none of these is not placed.
 * - Satellite is available at every place, with the installation time of its zone.
 * - City broadband only where the area table (serviceAreas.ts) serves the place's region and zone, with
 *   that area's speeds, latency, uptime and coverage percentage, and only the broadband plans whose speed
 *   the area delivers.
 * - No draw of chance: the same place always gets the same answer (only the dates follow today's date).
 */
import { type Gazetteer, normalizeAddress, placeNamedIn } from './gazetteer';
import { gpsCodeIn, gpsPlaceOf, withoutGpsCode } from './gpsCode';
import { broadbandOffers, satelliteOffers } from './offers';
import { broadbandAreaOf, SATELLITE_INSTALLATION_DAYS } from './serviceAreas';
import { FORMER_REGIONS, GHANA_REGIONS, type GhanaRegion, type SimulationZone } from './towns';

export { normalizeAddress };

export interface CoveragePlanOffer {
  id: string;
  name: string;
  /** e.g. '50 Mbps' */
  speed: string;
  /** monthly price in pesewas */
  price: number;
  currency: 'GHS';
}

/** City broadband where the area is served: the area's figures and the plans it can deliver. */
export interface BroadbandService {
  technology: 'fiber' | 'wireless';
  estimatedSpeed: { download: number; upload: number };
  /** % of the area the network reaches */
  coveragePercentage: number;
  serviceQuality: { latency: number; uptime: number };
  /** yyyy-mm-dd */
  installationDate: string;
  plans: CoveragePlanOffer[];
}

/** Satellite, at any place in Ghana: the installation date and the satellite plans. */
export interface SatelliteService {
  /** yyyy-mm-dd */
  installationDate: string;
  plans: CoveragePlanOffer[];
}

export interface AvailableCoverage {
  available: true;
  coverage: { area: string; region: GhanaRegion | null; zone: SimulationZone };
  /** null where city broadband does not reach */
  broadband: BroadbandService | null;
  satellite: SatelliteService;
}

export interface UnavailableCoverage {
  available: false;
  /** zone `unknown`: the text names no place we can find; `unserved`: a point outside Ghana */
  coverage: { percentage: 0; area: string; zone: 'unknown' | 'unserved' };
}

export type CoverageResult = AvailableCoverage | UnavailableCoverage;
/** Zones of a result: a place's, `unknown` for text naming no place, `unserved` for a point outside Ghana. */
export type CoverageZone = SimulationZone | 'unknown' | 'unserved';

const wordAt = (text: string, word: string): number => {
  const match = new RegExp(`(^| )${word}( |$)`).exec(text);
  return match ? match.index + (match[1] ?? '').length : -1;
};

export interface GhanaPlace {
  /** the place, the region (as typed, for a former region), or 'Ghana' */
  area: string;
  region: GhanaRegion | null;
  zone: SimulationZone;
}

/** The region names we read, longest first ('Western North' before 'Western'), with the region each counts in. */
const REGION_NAMES: readonly { name: string; key: string; region: GhanaRegion }[] = [
  ...GHANA_REGIONS.map((name) => ({ name, region: name })),
  ...Object.entries(FORMER_REGIONS).map(([name, region]) => ({ name, region })),
]
  .map((entry) => ({ ...entry, key: normalizeAddress(entry.name) }))
  .sort((a, b) => b.key.length - a.key.length);

/** The gazetteer place a GhanaPost GPS code in the address is read as, or null. */
function gpsPlace(address: string, gazetteer: Gazetteer): GhanaPlace | null {
  const code = gpsCodeIn(address);
  const placed = code && gpsPlaceOf(code);
  if (!placed) return null;
  if ('region' in placed) return { area: placed.region, region: placed.region, zone: 'region' };
  const town = gazetteer.places.get(normalizeAddress(placed.town));
  return town ? { area: town.name, region: town.region, zone: town.zone } : null;
}

/**
 * The Ghana place an address names, in `gazetteer`, or null when it names none. The place named first
 * wins ('Madina, Accra' is Madina); a place named outranks a GhanaPost GPS code, which outranks a region
 * named alone; region names are read before places, so 'Greater Accra' alone is the region, not the city,
 * and of two regions the one named first counts.
 */
export function ghanaPlaceOf(address: string, gazetteer: Gazetteer): GhanaPlace | null {
  let text = normalizeAddress(withoutGpsCode(address));
  let named: { name: string; region: GhanaRegion; at: number } | null = null;
  for (const { name, key, region } of REGION_NAMES) {
    const at = wordAt(text, key);
    if (at < 0) continue;
    if (!named || at < named.at) named = { name, region, at };
    text = text.replace(new RegExp(`(^| )${key}( region)?(?= |$)`, 'g'), ' ');
  }
  const town = placeNamedIn(text, gazetteer);
  if (town) return { area: town.name, region: town.region, zone: town.zone };
  const placed = gpsPlace(address, gazetteer);
  if (placed) return placed;
  if (named) return { area: named.name, region: named.region, zone: 'region' };
  if (wordAt(text, 'ghana') >= 0) return { area: 'Ghana', region: null, zone: 'rural' };
  return null;
}

export const isGhanaAddress = (address: string, gazetteer: Gazetteer): boolean =>
  ghanaPlaceOf(address, gazetteer) !== null;

/** The local date `days` after `today`, as yyyy-mm-dd. */
export function dateAhead(today: Date, days: number): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The coverage at a Ghana place: satellite always, city broadband where the area is served. */
export function coverageAt(place: GhanaPlace, today: Date): AvailableCoverage {
  const area = broadbandAreaOf(place.region, place.zone);
  const broadband: BroadbandService | null = area && {
    technology: area.technology,
    estimatedSpeed: { download: area.download, upload: area.upload },
    coveragePercentage: area.coveragePercentage,
    serviceQuality: { latency: area.latency, uptime: area.uptime },
    installationDate: dateAhead(today, area.installationDays),
    plans: broadbandOffers(area.download),
  };
  return {
    available: true,
    coverage: { area: place.area, region: place.region, zone: place.zone },
    broadband,
    satellite: {
      installationDate: dateAhead(today, SATELLITE_INSTALLATION_DAYS[place.zone]),
      plans: satelliteOffers(),
    },
  };
}

/** The answer for text that names no place we can find. */
export function placeNotFound(address: string): UnavailableCoverage {
  return { available: false, coverage: { percentage: 0, area: address.trim(), zone: 'unknown' } };
}

/** The honest answer for a point outside Ghana. */
export function unservedCoverage(label: string): UnavailableCoverage {
  return { available: false, coverage: { percentage: 0, area: label.trim(), zone: 'unserved' } };
}
