/**
 * Where we recognise a Ghana address (spec: site §7 coverage calls): the word "ghana", one of the
 * ten regions (billing §9) or a known town. Each town carries its region and the zone the coverage
 * simulation uses (site §9): urban, suburban or rural. Pure data, small enough for the home page.
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
  'Brong Ahafo',
] as const;
export type GhanaRegion = (typeof GHANA_REGIONS)[number];

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
  ...towns('Greater Accra', 'suburban', ['Madina', 'Adenta', 'Ashaiman', 'Dansoman', 'Spintex', 'Teshie', 'Kasoa']),
  ...towns('Greater Accra', 'rural', ['Dodowa', 'Ada']),
  ...towns('Ashanti', 'urban', ['Kumasi']),
  ...towns('Ashanti', 'suburban', ['Ejisu', 'Obuasi']),
  ...towns('Ashanti', 'rural', ['Konongo', 'Mampong']),
  ...towns('Western', 'urban', ['Takoradi', 'Sekondi']),
  ...towns('Western', 'suburban', ['Tarkwa']),
  ...towns('Western', 'rural', ['Axim']),
  ...towns('Central', 'suburban', ['Cape Coast', 'Winneba']),
  ...towns('Central', 'rural', ['Elmina', 'Saltpond']),
  ...towns('Eastern', 'suburban', ['Koforidua']),
  ...towns('Eastern', 'rural', ['Nkawkaw', 'Akosombo']),
  ...towns('Northern', 'suburban', ['Tamale']),
  ...towns('Northern', 'rural', ['Yendi', 'Savelugu']),
  ...towns('Upper East', 'rural', ['Bolgatanga', 'Navrongo']),
  ...towns('Upper West', 'rural', ['Wa']),
  ...towns('Volta', 'suburban', ['Ho']),
  ...towns('Volta', 'rural', ['Hohoe', 'Keta']),
  ...towns('Brong Ahafo', 'suburban', ['Sunyani']),
  ...towns('Brong Ahafo', 'rural', ['Techiman']),
];
