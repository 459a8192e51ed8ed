/**
 * The coverage model for Ghana addresses (spec: site §9 "Browser-side coverage simulation"), computed
 * in the browser for an address we recognise as Ghanaian (and by the server for the same address, so
 * both answer alike).
 *
 * - Zone from the address: a known place's zone (the gazetteer), else a region's ("named regions"), else rural.
 * - Base values per zone (download Mbps, upload Mbps, latency ms, reliability %): urban 80/15/45/95,
 *   suburban 60/10/55/90, named region 45/8/60/88, rural 25/5/65/85. Speeds vary by up to ±20 %,
 *   latency and reliability by up to ±10 % (the spec's "roughly ±10-20 %"); reliability stays below 100.
 * - 5 % of addresses are reported unavailable. Uptime 99.5. Installation 14 days ahead. Urban gives
 *   fiber, otherwise wireless. Coverage percentage 85.
 * - Deterministic: every random draw comes from a generator seeded with the normalised address, so the
 *   same address always gets the same answer (only the installation date moves with today's date).
 */
import { type Gazetteer, normalizeAddress, placeNamedIn } from './gazetteer';
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

export interface AvailableCoverage {
  available: true;
  /** 0-100 */
  signalStrength: number;
  estimatedSpeed: { download: number; upload: number };
  technology: 'fiber' | 'wireless';
  /** yyyy-mm-dd */
  installationDate: string;
  monthlyPlans: CoveragePlanOffer[];
  coverage: { percentage: number; area: string; zone: CoverageZone };
  serviceQuality: { reliability: number; latency: number; uptime: number };
}

export interface UnavailableCoverage {
  available: false;
  coverage: { percentage: 0; area: string; zone: CoverageZone };
}

export type CoverageResult = AvailableCoverage | UnavailableCoverage;
/** Zones of a result: the simulation's, or `unserved` for a place outside Ghana. */
export type CoverageZone = SimulationZone | 'unserved';

export const SIMULATION = {
  unavailableShare: 0.05,
  uptime: 99.5,
  installationDays: 14,
  coveragePercentage: 85,
  /** download Mbps, upload Mbps, latency ms, reliability %, signal strength % */
  base: {
    urban: { download: 80, upload: 15, latency: 45, reliability: 95, signal: 90 },
    suburban: { download: 60, upload: 10, latency: 55, reliability: 90, signal: 80 },
    region: { download: 45, upload: 8, latency: 60, reliability: 88, signal: 70 },
    rural: { download: 25, upload: 5, latency: 65, reliability: 85, signal: 60 },
  },
  speedSpread: 0.2,
  qualitySpread: 0.1,
} as const;

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

/**
 * The Ghana place an address names, in `gazetteer`, or null when it names none (then it is not a Ghana
 * address). The place named first wins ('Madina, Accra' is Madina); region names are read before places,
 * so 'Greater Accra' alone is the region, not the city, and of two regions the one named first counts.
 */
export function ghanaPlaceOf(address: string, gazetteer: Gazetteer): GhanaPlace | null {
  let text = normalizeAddress(address);
  let named: { name: string; region: GhanaRegion; at: number } | null = null;
  for (const { name, key, region } of REGION_NAMES) {
    const at = wordAt(text, key);
    if (at < 0) continue;
    if (!named || at < named.at) named = { name, region, at };
    text = text.replace(new RegExp(`(^| )${key}( region)?(?= |$)`, 'g'), ' ');
  }
  const town = placeNamedIn(text, gazetteer);
  if (town) return { area: town.name, region: town.region, zone: town.zone };
  if (named) return { area: named.name, region: named.region, zone: 'region' };
  if (wordAt(text, 'ghana') >= 0) return { area: 'Ghana', region: null, zone: 'rural' };
  return null;
}

export const isGhanaAddress = (address: string, gazetteer: Gazetteer): boolean =>
  ghanaPlaceOf(address, gazetteer) !== null;

/** FNV-1a: a 32-bit hash of the text, the generator's seed. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `value` moved by up to ±spread (a fraction), with the next draw. */
const vary = (random: () => number, value: number, spread: number) => value * (1 + (random() * 2 - 1) * spread);
const round1 = (value: number) => Math.round(value * 10) / 10;

/** The local date `days` after `today`, as yyyy-mm-dd. */
export function dateAhead(today: Date, days: number): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The simulated coverage of a Ghana place named by `address`. `plans` are the offers shown when the
 * service is available (the residential family of the plan catalogue, passed in by the caller).
 */
export function simulateCoverage(
  address: string,
  place: GhanaPlace,
  today: Date,
  plans: readonly CoveragePlanOffer[],
): CoverageResult {
  const random = seededRandom(hashText(normalizeAddress(address)));
  if (random() < SIMULATION.unavailableShare) {
    return { available: false, coverage: { percentage: 0, area: place.area, zone: place.zone } };
  }
  const base = SIMULATION.base[place.zone];
  const download = Math.max(1, Math.round(vary(random, base.download, SIMULATION.speedSpread)));
  const upload = Math.max(1, Math.round(vary(random, base.upload, SIMULATION.speedSpread)));
  const latency = Math.round(vary(random, base.latency, SIMULATION.qualitySpread));
  const reliability = Math.min(99.9, round1(vary(random, base.reliability, SIMULATION.qualitySpread)));
  const signalStrength = Math.min(100, Math.round(vary(random, base.signal, SIMULATION.qualitySpread)));
  return {
    available: true,
    signalStrength,
    estimatedSpeed: { download, upload },
    technology: place.zone === 'urban' ? 'fiber' : 'wireless',
    installationDate: dateAhead(today, SIMULATION.installationDays),
    monthlyPlans: [...plans],
    coverage: { percentage: SIMULATION.coveragePercentage, area: place.area, zone: place.zone },
    serviceQuality: { reliability, latency, uptime: SIMULATION.uptime },
  };
}

/** The honest answer for a place we do not serve. */
export function unservedCoverage(address: string): UnavailableCoverage {
  return { available: false, coverage: { percentage: 0, area: address.trim(), zone: 'unserved' } };
}
