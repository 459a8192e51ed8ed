import { describe, expect, it } from 'vitest';
import { gazetteerOf, placeNamedIn } from '../../../src/features/coverage/gazetteer';
import { GHANA_PLACES } from '../../../src/features/coverage/ghanaPlaces';
import { localCoverage } from '../../../src/features/coverage/locate';
import { ghanaPlaceOf } from '../../../src/features/coverage/simulation';
import { GHANA_TOWNS } from '../../../src/features/coverage/towns';

const today = new Date(2026, 10, 22);
const placeOf = (address: string) => ghanaPlaceOf(address, GHANA_PLACES);

describe('the gazetteer', () => {
  it.each(['Legon', 'Achimota', 'Nungua', 'Weija', 'Lapaz'])('knows %s, in Greater Accra', (name) => {
    expect(placeOf(name)).toMatchObject({ area: name, region: 'Greater Accra' });
    expect(localCoverage(`${name}, Accra`, GHANA_PLACES, today)?.coverage.area).toBe(name);
  });

  it.each([
    ['Dambai', 'Oti'],
    ['Damongo', 'Savannah'],
    ['Bole', 'Savannah'],
    ['Sunyani', 'Bono'],
    ['Techiman', 'Bono East'],
    ['Kenyasi', 'Ahafo'],
    ['Walewale', 'North East'],
    ['Enchi', 'Western North'],
  ])('knows %s, in %s', (name, region) => {
    expect(placeOf(name)).toMatchObject({ area: name, region });
  });

  it.each([
    ['LEGON', 'Legon'],
    ['  lápaz, ACCRA ', 'Lapaz'],
    ['Sefwi-Wiawso', 'Sefwi Wiawso'],
    ['sefwi   wiawso, Western North', 'Sefwi Wiawso'],
    ['Yeji', 'Yeji'],
    ['Kéta', 'Keta'],
  ])('finds %o whatever its case, accents and punctuation: %s', (address, area) => {
    expect(placeOf(address)?.area).toBe(area);
  });

  it('takes the place named first, and of those the longest', () => {
    expect(placeOf('East Legon')?.area).toBe('East Legon');
    expect(placeOf('Legon Campus, East Legon')?.area).toBe('Legon');
    expect(placeOf('Tema New Town')?.area).toBe('Tema New Town');
    expect(placeOf('Tema')?.area).toBe('Tema');
    expect(placeNamedIn('no place here', GHANA_PLACES)).toBeNull();
  });

  it("keeps every answer of the product's 44 towns", () => {
    const townsOnly = gazetteerOf([]);
    expect(GHANA_TOWNS).toHaveLength(44);
    for (const town of GHANA_TOWNS) {
      expect(placeOf(town.name)).toEqual({ area: town.name, region: town.region, zone: town.zone });
      for (const address of [town.name, `12 High Street, ${town.name}`, `${town.name} Junction, Ghana`]) {
        expect(localCoverage(address, GHANA_PLACES, today)).toEqual(localCoverage(address, townsOnly, today));
      }
    }
  });

  it('rejects a generated row with an unknown region or zone', () => {
    expect(() => gazetteerOf([[16, 0, 'Nowhere']])).toThrow(/region 16/);
    expect(() => gazetteerOf([[0, 3, 'Nowhere']])).toThrow(/zone 3/);
  });

  it.each(['Mandela Avenue, Johannesburg', 'The Dome, London', 'Paris, France'])(
    '%s is not a Ghana address',
    (address) => {
      expect(placeOf(address)).toBeNull();
    },
  );
});

describe('regions', () => {
  it.each([
    ['Savannah Region', { area: 'Savannah', region: 'Savannah', zone: 'region' }],
    ['Western North', { area: 'Western North', region: 'Western North', zone: 'region' }],
    ['Western Region', { area: 'Western', region: 'Western', zone: 'region' }],
    ['Bono East', { area: 'Bono East', region: 'Bono East', zone: 'region' }],
    ['North East Region, Ghana', { area: 'North East', region: 'North East', zone: 'region' }],
    ['Oti', { area: 'Oti', region: 'Oti', zone: 'region' }],
    ['Ahafo', { area: 'Ahafo', region: 'Ahafo', zone: 'region' }],
  ])('%s is the region: %o', (address, place) => {
    expect(placeOf(address)).toEqual(place);
  });

  it("reads the spec's 'Brong Ahafo' as itself, counted in Bono", () => {
    const place = { area: 'Brong Ahafo', region: 'Bono', zone: 'region' };
    expect(placeOf('Brong Ahafo')).toEqual(place);
    expect(placeOf('Brong-Ahafo Region')).toEqual(place);
  });

  it('the region named first counts, and a place beats a region', () => {
    expect(placeOf('Volta, Oti')?.region).toBe('Volta');
    expect(placeOf('Oti, Volta')?.region).toBe('Oti');
    expect(placeOf('Damongo, Northern')).toMatchObject({ area: 'Damongo', region: 'Savannah' });
  });
});
