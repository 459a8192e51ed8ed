/**
 * GhanaPost GPS digital addresses ('GA-183-8164'): the first letter is the region, the second the district,
 * then the postcode area (numbered outwards from the district capital, 500 m apart) and the 5 m square.
 * We place a code at its district's capital where we have confirmed the district's letters, else in its
 * region where the region has not been split since the codes were made (2017); any other code is not placed.
 */
import type { GhanaRegion } from './towns';

/** Two letters, the postcode area (3-5 digits) and the square (4 digits), hyphens or spaces optional. */
const GPS_CODE = /(?:^|[^A-Za-z0-9])([A-Za-z]{2})[-\s]?(\d{3,5})[-\s]?(\d{4})(?![A-Za-z0-9])/;

/** Districts whose letters we have confirmed, and the gazetteer place (the district capital) each is read as. */
export const GPS_DISTRICTS: Readonly<Record<string, string>> = {
  GA: 'Accra', // Accra Metropolitan
  AK: 'Kumasi', // Kumasi Metropolitan
  EN: 'Koforidua', // New Juaben
};

/** Region letters we have confirmed, of regions not split in 2019 (B, N, V and W were, so a district is needed there). */
export const GPS_REGIONS: Readonly<Record<string, GhanaRegion>> = {
  G: 'Greater Accra',
  A: 'Ashanti',
  E: 'Eastern',
};

export interface GpsCode {
  /** as written in capitals, e.g. 'GA-183-8164' */
  code: string;
  district: string;
}

/** The text without its GhanaPost GPS code (so the code's letters are not read as a place's name). */
export const withoutGpsCode = (text: string): string => text.replace(GPS_CODE, ' ');

/** The GhanaPost GPS code in a text, or null. */
export function gpsCodeIn(text: string): GpsCode | null {
  const match = GPS_CODE.exec(text);
  if (!match) return null;
  const [, letters = '', area = '', square = ''] = match;
  const district = letters.toUpperCase();
  return { code: `${district}-${area}-${square}`, district };
}

/** Where a code is placed: a gazetteer place's name, a region, or null when we cannot place it. */
export function gpsPlaceOf(code: GpsCode): { town: string } | { region: GhanaRegion } | null {
  const town = GPS_DISTRICTS[code.district];
  if (town) return { town };
  const region = GPS_REGIONS[code.district.charAt(0)];
  return region ? { region } : null;
}
