/**
 * Where we recognise a Ghana address (spec: site §7 coverage calls): the word "ghana", one of the
 * sixteen regions (or a name of the spec's ten that is no longer one) or a known town. Each town
 * carries its region and the zone the coverage simulation uses (site §9): urban, suburban or rural.
 * The towns here are the product's own list; the gazetteer (gazetteer.data.ts, generated from
 * GeoNames) adds the rest of the country's places, and a name in both keeps this list's region and zone.
 */

/**
 * Ghana's sixteen regions since 2019: the spec's ten (billing §9) without Brong Ahafo, then the six
 * that were cut from Brong Ahafo, Northern, Volta and Western. The order is the AI form's list and the
 * index the generated gazetteer stores, so add a region only at the end.
 */
export const GHANA_REGIONS = [
  'Greater Accra',
  'Ashanti',
  'Western',
  'Central',
  'Eastern',
  'Northern',
  'Upper East',
  'Upper West',
  'Volta',
  'Bono',
  'Bono East',
  'Ahafo',
  'Oti',
  'Savannah',
  'North East',
  'Western North',
] as const;
export type GhanaRegion = (typeof GHANA_REGIONS)[number];

/**
 * Names of the spec's ten regions that are no longer a region, still recognised when people type them,
 * and the region they count in: Brong Ahafo became Bono, Bono East and Ahafo, and counts in Bono, where
 * its capital Sunyani is.
 */
export const FORMER_REGIONS = { 'Brong Ahafo': 'Bono' } as const satisfies Record<string, GhanaRegion>;
export type FormerRegion = keyof typeof FORMER_REGIONS;
export const FORMER_REGION_NAMES = Object.keys(FORMER_REGIONS) as [FormerRegion, ...FormerRegion[]];

/** The zones of the coverage simulation; `region` is an address that names a region but no town. */
export type SimulationZone = 'urban' | 'suburban' | 'region' | 'rural';

export interface Town {
  name: string;
  region: GhanaRegion;
  zone: 'urban' | 'suburban' | 'rural';
}

const towns = (region: GhanaRegion, zone: Town['zone'], names: string[]): Town[] =>
  names.map((name) => ({ name, region, zone }));

/** The towns and neighbourhoods we recognise, most specific first within a region. */
export const GHANA_TOWNS: readonly Town[] = [
  ...towns('Greater Accra', 'urban', [
    'Osu',
    'East Legon',
    'Cantonments',
    'Airport Residential',
    'Labone',
    'Dzorwulu',
    'Tema',
    'Accra',
  ]),
  ...towns('Greater Accra', 'suburban', ['Madina', 'Adenta', 'Ashaiman', 'Dansoman', 'Spintex', 'Teshie']),
  ...towns('Greater Accra', 'rural', ['Dodowa', 'Ada']),
  ...towns('Ashanti', 'urban', ['Kumasi']),
  ...towns('Ashanti', 'suburban', ['Ejisu', 'Obuasi']),
  ...towns('Ashanti', 'rural', ['Konongo', 'Mampong']),
  ...towns('Western', 'urban', ['Takoradi', 'Sekondi']),
  ...towns('Western', 'suburban', ['Tarkwa']),
  ...towns('Western', 'rural', ['Axim']),
  ...towns('Central', 'suburban', ['Cape Coast', 'Winneba', 'Kasoa']),
  ...towns('Central', 'rural', ['Elmina', 'Saltpond']),
  ...towns('Eastern', 'suburban', ['Koforidua']),
  ...towns('Eastern', 'rural', ['Nkawkaw', 'Akosombo']),
  ...towns('Northern', 'suburban', ['Tamale']),
  ...towns('Northern', 'rural', ['Yendi', 'Savelugu']),
  ...towns('Upper East', 'rural', ['Bolgatanga', 'Navrongo']),
  ...towns('Upper West', 'rural', ['Wa']),
  ...towns('Volta', 'suburban', ['Ho']),
  ...towns('Volta', 'rural', ['Hohoe', 'Keta']),
  ...towns('Bono', 'suburban', ['Sunyani']),
  ...towns('Bono East', 'rural', ['Techiman']),
];
