/**
 * The coverage model for Ghana addresses (spec: site §9 "Browser-side coverage simulation"), computed
 * in the browser for an address we recognise as Ghanaian (and by the server for the same address, so
 * both answer alike).
 *
 * - Zone from the address: a known town's zone, else a region's ("named regions"), else rural.
 * - Base values per zone (download Mbps, upload Mbps, latency ms, reliability %): urban 80/15/45/95,
 *   suburban 60/10/55/90, named region 45/8/60/88, rural 25/5/65/85. Speeds vary by up to ±20 %,
 *   latency and reliability by up to ±10 % (the spec's "roughly ±10-20 %"); reliability stays below 100.
 * - 5 % of addresses are reported unavailable. Uptime 99.5. Installation 14 days ahead. Urban gives
 *   fiber, otherwise wireless. Coverage percentage 85.
 * - Deterministic: every random draw comes from a generator seeded with the normalised address, so the
 *   same address always gets the same answer (only the installation date moves with today's date).
 */
import { GHANA_REGIONS, GHANA_TOWNS, type GhanaRegion, type SimulationZone, type Town } from './towns';

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

/** Lowercase, accents and punctuation removed, single spaces: 'Osu,  ACCRA.' -> 'osu accra'. */
export function normalizeAddress(address: string): string {
  return address
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const wordAt = (text: string, word: string): number => {
  const match = new RegExp(`(^| )${word}( |$)`).exec(text);
  return match ? match.index + (match[1] ?? '').length : -1;
};

export interface GhanaPlace {
  /** the town, the region, or 'Ghana' */
  area: string;
  region: GhanaRegion | null;
  zone: SimulationZone;
}

/**
 * The Ghana place an address names, or null when it names none (then it is not a Ghana address).
 * The town named first wins ('Madina, Accra' is Madina); region names are read before towns, so
 * 'Greater Accra' alone is the region, not the city.
 */
export function ghanaPlaceOf(address: string): GhanaPlace | null {
  let text = normalizeAddress(address);
  let region: GhanaRegion | null = null;
  for (const name of GHANA_REGIONS) {
    const key = normalizeAddress(name);
    if (wordAt(text, key) >= 0) {
      region ??= name;
      text = text.replace(new RegExp(`(^| )${key}( region)?(?= |$)`, 'g'), ' ');
    }
  }
  let best: { town: Town; at: number } | null = null;
  for (const town of GHANA_TOWNS) {
    const at = wordAt(text, normalizeAddress(town.name));
    if (at >= 0 && (!best || at < best.at)) best = { town, at };
  }
  if (best) return { area: best.town.name, region: best.town.region, zone: best.town.zone };
  if (region) return { area: region, region, zone: 'region' };
  if (wordAt(text, 'ghana') >= 0) return { area: 'Ghana', region: null, zone: 'rural' };
  return null;
}

export const isGhanaAddress = (address: string): boolean => ghanaPlaceOf(address) !== null;

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
