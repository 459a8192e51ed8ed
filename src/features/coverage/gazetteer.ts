/**
 * The gazetteer: every Ghana place name the coverage checker recognises, with its region and zone. It is
 * the product's towns (towns.ts) plus the places generated from GeoNames (gazetteer.data.ts, made by
 * `npm run gazetteer`); a name in both keeps the product's region and zone, so the towns' answers do not
 * change. Names are matched normalised (case, accents, punctuation and spaces ignored), whole words only.
 */
import { GHANA_REGIONS, GHANA_TOWNS, type Town } from './towns';

/** The zones a place can have, in the order the generated data numbers them. */
export const PLACE_ZONES = ['urban', 'suburban', 'rural'] as const satisfies readonly Town['zone'][];

/** A group of the generated data: region index (GHANA_REGIONS), zone index (PLACE_ZONES), names joined by '|'. */
export type GazetteerRow = readonly [region: number, zone: number, names: string];

export interface Gazetteer {
  /** normalised name -> place */
  places: ReadonlyMap<string, Town>;
  /** the most words in a name */
  longest: number;
}

/** Lowercase, accents and punctuation removed, single spaces: 'Osu,  ACCRA.' -> 'osu accra'. */
export function normalizeAddress(address: string): string {
  return address
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The gazetteer of the product's towns and the generated rows (each name's first entry wins). */
export function gazetteerOf(rows: readonly GazetteerRow[], towns: readonly Town[] = GHANA_TOWNS): Gazetteer {
  const places = new Map<string, Town>();
  let longest = 1;
  const add = (town: Town) => {
    const key = normalizeAddress(town.name);
    if (!key || places.has(key)) return;
    places.set(key, town);
    longest = Math.max(longest, key.split(' ').length);
  };
  towns.forEach(add);
  for (const [region, zone, names] of rows) {
    const regionName = GHANA_REGIONS[region];
    const zoneName = PLACE_ZONES[zone];
    if (!regionName || !zoneName) throw new Error(`gazetteer row with region ${region}, zone ${zone}`);
    for (const name of names.split('|')) add({ name, region: regionName, zone: zoneName });
  }
  return { places, longest };
}

/**
 * The place a normalised text names: the one that starts at the earliest word, and of those the longest
 * ('east legon' is East Legon, not Legon), or null.
 */
export function placeNamedIn(text: string, gazetteer: Gazetteer): Town | null {
  const words = text.split(' ').filter(Boolean);
  for (let at = 0; at < words.length; at += 1) {
    for (let count = Math.min(gazetteer.longest, words.length - at); count > 0; count -= 1) {
      const place = gazetteer.places.get(words.slice(at, at + count).join(' '));
      if (place) return place;
    }
  }
  return null;
}
