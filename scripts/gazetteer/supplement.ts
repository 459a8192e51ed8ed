/**
 * Names people type that GeoNames' extract does not have as a populated place: neighbourhoods of the cities
 * (GeoNames files Legon, Weija or Lapaz as sections of Accra, below the extract's threshold), district
 * capitals too small for it, and the spellings people use for places GeoNames spells another way.
 *
 * - `{ name, region, lat, lng }`: our own entry; the region is the one its district belongs to, the
 *   coordinates (2 decimals, about 1 km) give its zone by the same rule as GeoNames' places.
 * - `{ name, sameAs }`: another spelling of a GeoNames place, with that place's region and zone.
 */
import type { GhanaRegion } from '../../src/features/coverage/towns';

export type SupplementEntry =
  | { name: string; region: GhanaRegion; lat: number; lng: number }
  | { name: string; sameAs: string };

const at = (region: GhanaRegion, places: [name: string, lat: number, lng: number][]): SupplementEntry[] =>
  places.map(([name, lat, lng]) => ({ name, region, lat, lng }));

export const SUPPLEMENT: readonly SupplementEntry[] = [
  ...at('Greater Accra', [
    ['Legon', 5.65, -0.19],
    ['Achimota', 5.62, -0.23],
    ['Weija', 5.56, -0.34],
    ['Lapaz', 5.61, -0.25],
    ['Kaneshie', 5.57, -0.24],
    ['Adabraka', 5.56, -0.21],
    ['Abeka', 5.59, -0.23],
    ['Tesano', 5.6, -0.23],
    ['Kokomlemle', 5.57, -0.21],
    ['Nima', 5.58, -0.2],
    ['Labadi', 5.56, -0.15],
    ['Roman Ridge', 5.6, -0.19],
    ['Haatso', 5.67, -0.2],
    ['Kwabenya', 5.68, -0.24],
    ['Pokuase', 5.69, -0.28],
    ['Amasaman', 5.7, -0.3],
    ['Oyarifa', 5.76, -0.17],
    ['Kpone', 5.7, 0.05],
    ['Prampram', 5.71, 0.11],
    ['Kokrobite', 5.5, -0.37],
  ]),
  ...at('Ashanti', [
    ['Adum', 6.69, -1.63],
    ['Bantama', 6.7, -1.64],
    ['Suame', 6.72, -1.63],
    ['Asokwa', 6.67, -1.61],
    ['Ayeduase', 6.67, -1.57],
    ['Offinso', 7.12, -1.67],
  ]),
  ...at('Western', [
    ['Half Assini', 5.05, -2.88],
    ['Bogoso', 5.57, -2.01],
  ]),
  ...at('Central', [['Komenda', 5.05, -1.49]]),
  ...at('Eastern', [['Somanya', 6.1, -0.02]]),
  ...at('Northern', [
    ['Tolon', 9.43, -1.07],
    ['Kumbungu', 9.56, -1.02],
    ['Gushegu', 9.93, -0.22],
    ['Karaga', 9.93, -0.43],
    ['Zabzugu', 9.28, 0.37],
    ['Saboba', 9.7, 0.32],
  ]),
  ...at('Upper East', [
    ['Paga', 10.98, -1.11],
    ['Zebilla', 10.94, -0.47],
    ['Sandema', 10.73, -1.29],
  ]),
  ...at('Upper West', [
    ['Tumu', 10.88, -1.98],
    ['Lawra', 10.65, -2.9],
    ['Nandom', 10.85, -2.76],
    ['Nadowli', 10.37, -2.67],
  ]),
  ...at('Volta', [
    ['Sogakope', 5.98, 0.6],
    ['Denu', 6.1, 1.13],
  ]),
  ...at('Bono East', [['Prang', 8.02, -0.88]]),
  ...at('Ahafo', [
    ['Kenyasi', 6.98, -2.39],
    ['Hwidiem', 6.94, -2.35],
    ['Kukuom', 6.69, -2.44],
  ]),
  ...at('Oti', [
    ['Nkwanta', 8.26, 0.52],
    ['Jasikan', 7.4, 0.47],
    ['Kadjebi', 7.52, 0.47],
  ]),
  ...at('Savannah', [
    ['Bole', 9.03, -2.49],
    ['Buipe', 8.79, -1.46],
  ]),
  ...at('North East', [
    ['Walewale', 10.35, -0.8],
    ['Gambaga', 10.53, -0.44],
    ['Chereponi', 10.13, 0.28],
    ['Bunkpurugu', 10.52, 0.09],
  ]),
  ...at('Western North', [
    ['Enchi', 5.82, -2.82],
    ['Juaboso', 6.33, -2.82],
    ['Sefwi Bekwai', 6.2, -2.33],
  ]),
  { name: 'Sakumono', sameAs: 'Sakumona' },
  { name: 'Wenchi', sameAs: 'Wankyi' },
  { name: 'Yeji', sameAs: 'Yegyi' },
  { name: 'Dormaa Ahenkro', sameAs: 'Domaa-Ahenkro' },
  { name: 'Assin Fosu', sameAs: 'Assin Foso' },
  { name: 'Agona Swedru', sameAs: 'Swedru' },
  { name: 'Kyebi', sameAs: 'Kibi' },
];
