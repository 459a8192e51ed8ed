import { describe, expect, it } from 'vitest';
import { plansOf } from '../../../src/domain/plans';
import { GHANA_PLACES } from '../../../src/features/coverage/ghanaPlaces';
import { gpsCodeIn } from '../../../src/features/coverage/gpsCode';
import { localCoverage } from '../../../src/features/coverage/locate';
import { BROADBAND_AREAS } from '../../../src/features/coverage/serviceAreas';
import {
  type AvailableCoverage,
  dateAhead,
  ghanaPlaceOf,
  isGhanaAddress,
  normalizeAddress,
} from '../../../src/features/coverage/simulation';
import { GHANA_REGIONS, GHANA_TOWNS } from '../../../src/features/coverage/towns';

const today = new Date(2026, 10, 22);
const SATELLITE_PLANS = ['Student', 'Home', 'Business'];

function answer(address: string): AvailableCoverage {
  const result = localCoverage(address, GHANA_PLACES, today);
  if (!result?.available) throw new Error(`${address}: ${JSON.stringify(result)}`);
  return result;
}
const names = (plans: readonly { name: string }[]) => plans.map((p) => p.name);

describe('Ghana addresses', () => {
  it.each([
    ['Osu, Accra', { area: 'Osu', region: 'Greater Accra', zone: 'urban' }],
    ['Madina, Accra', { area: 'Madina', region: 'Greater Accra', zone: 'suburban' }],
    ['12 Harper Road, Kumasi', { area: 'Kumasi', region: 'Ashanti', zone: 'urban' }],
    ['Greater Accra Region', { area: 'Greater Accra', region: 'Greater Accra', zone: 'region' }],
    ['Volta', { area: 'Volta', region: 'Volta', zone: 'region' }],
    ['Gbefi, Volta', { area: 'Volta', region: 'Volta', zone: 'region' }],
    ['Accra, Greater Accra', { area: 'Accra', region: 'Greater Accra', zone: 'urban' }],
    ['Bolgatanga', { area: 'Bolgatanga', region: 'Upper East', zone: 'rural' }],
    ['Somewhere in GHANA', { area: 'Ghana', region: null, zone: 'rural' }],
  ])('%s is %o', (address, place) => {
    expect(ghanaPlaceOf(address, GHANA_PLACES)).toEqual(place);
  });

  it.each(['Paris, France', 'Lagos, Nigeria', 'Accrafield Lane, London', 'Washington', 'asdf qwerty', 'Gbefi'])(
    '%s names no place we know: the browser leaves it to the server',
    (address) => {
      expect(isGhanaAddress(address, GHANA_PLACES)).toBe(false);
      expect(localCoverage(address, GHANA_PLACES, today)).toBeNull();
    },
  );

  it('every town of the list is recognised by its own name', () => {
    for (const town of GHANA_TOWNS) expect(ghanaPlaceOf(town.name, GHANA_PLACES)?.area).toBe(town.name);
  });

  it('normalises case, accents, punctuation and spaces', () => {
    expect(normalizeAddress('  Osu,   ACCRA. ')).toBe('osu accra');
    expect(normalizeAddress('Kéta — Volta')).toBe('keta volta');
  });
});

describe('GhanaPost GPS codes', () => {
  it.each([
    ['GA-183-8164', { area: 'Accra', region: 'Greater Accra', zone: 'urban' }],
    ['ga1838164', { area: 'Accra', region: 'Greater Accra', zone: 'urban' }],
    ['AK-039-5028', { area: 'Kumasi', region: 'Ashanti', zone: 'urban' }],
    ['EN 200 1987', { area: 'Koforidua', region: 'Eastern', zone: 'suburban' }],
    // a district we have not confirmed, in a region that was not split: the region
    ['GE-123-4567', { area: 'Greater Accra', region: 'Greater Accra', zone: 'region' }],
    // a place named outranks the code
    ['Madina, GA-183-8164', { area: 'Madina', region: 'Greater Accra', zone: 'suburban' }],
  ])('%s is placed at %o', (address, place) => {
    expect(ghanaPlaceOf(address, GHANA_PLACES)).toEqual(place);
  });

  it('a code is placed with satellite and the city broadband of its place', () => {
    const result = answer('GA-183-8164');
    expect(result.coverage.area).toBe('Accra');
    expect(result.broadband?.technology).toBe('fiber');
    expect(names(result.satellite.plans)).toEqual(SATELLITE_PLANS);
  });

  it.each(['NT-123-4567', 'VH-001-0001', 'ZZ-183-8164'])('%s cannot be placed: left to the server', (address) => {
    expect(gpsCodeIn(address)).not.toBeNull();
    expect(localCoverage(address, GHANA_PLACES, today)).toBeNull();
  });

  it('reads only a code standing alone', () => {
    expect(gpsCodeIn('GA-183-8164')).toEqual({ code: 'GA-183-8164', district: 'GA' });
    expect(gpsCodeIn('House 12 Ring Road')).toBeNull();
    expect(gpsCodeIn('XGA-183-81645')).toBeNull();
  });
});

describe('satellite everywhere, city broadband where it is served', () => {
  it('every region of Ghana gets satellite, with its installation date and the satellite plans', () => {
    for (const region of GHANA_REGIONS) {
      const result = answer(region);
      expect(result.coverage).toEqual({ area: region, region, zone: 'region' });
      expect(result.satellite.installationDate).toBe(dateAhead(today, 7));
      expect(names(result.satellite.plans)).toEqual(SATELLITE_PLANS);
      expect(result.broadband).toBeNull();
    }
  });

  it('every place of the gazetteer gets satellite, with or without a street around it: none refused', () => {
    for (const place of GHANA_PLACES.places.values()) {
      for (const address of [place.name, `${place.name} Road`, `House 4, ${place.name} Junction`]) {
        expect(names(answer(address).satellite.plans)).toEqual(SATELLITE_PLANS);
      }
    }
  });

  it.each(['Ahafo', 'Ahafo Region', 'Obuasi', 'Obuasi, Ashanti', 'Madina, Accra'])('%s is never refused', (address) => {
    expect(localCoverage(address, GHANA_PLACES, today)?.available).toBe(true);
  });

  it('a rural town (Nkwanta) is satellite only: no city broadband plan is listed', () => {
    const result = answer('Nkwanta');
    expect(result.coverage).toEqual({ area: 'Nkwanta', region: 'Oti', zone: 'rural' });
    expect(result.broadband).toBeNull();
    expect(names(result.satellite.plans)).toEqual(SATELLITE_PLANS);
  });

  it.each([
    ['Osu, Accra', 'fiber', 100, ['Basic Internet', 'Standard Internet', 'Premium Internet', 'Business Internet']],
    ['Obuasi', 'wireless', 50, ['Basic Internet', 'Standard Internet', 'Premium Internet']],
    ['Cape Coast', 'wireless', 25, ['Basic Internet', 'Standard Internet']],
  ])('%s gets %s at %i Mbps and only the broadband plans that speed allows', (address, technology, mbps, plans) => {
    const { broadband } = answer(address);
    expect(broadband?.technology).toBe(technology);
    expect(broadband?.estimatedSpeed.download).toBe(mbps);
    expect(names(broadband?.plans ?? [])).toEqual(plans);
  });

  it('no place lists a broadband plan faster than its area delivers', () => {
    const speeds = new Map(plansOf('packages').map((p) => [p.name, p.speedMbps]));
    for (const place of GHANA_PLACES.places.values()) {
      const { broadband } = answer(place.name);
      for (const plan of broadband?.plans ?? []) {
        expect(speeds.get(plan.name)).toBeLessThanOrEqual(broadband?.estimatedSpeed.download ?? 0);
      }
    }
  });

  it("the figures are the area's: coverage and uptime differ between areas", () => {
    const osu = answer('Osu, Accra').broadband;
    const capeCoast = answer('Cape Coast').broadband;
    expect(osu).toMatchObject({ coveragePercentage: 92, serviceQuality: { latency: 10, uptime: 99.8 } });
    expect(capeCoast).toMatchObject({ coveragePercentage: 62, serviceQuality: { latency: 38, uptime: 99 } });
    expect(new Set(BROADBAND_AREAS.map((a) => a.coveragePercentage)).size).toBeGreaterThan(5);
  });

  it('the same address, typed another way, gets the same answer; installation dates follow today', () => {
    const first = answer('Osu, Accra');
    expect(answer('osu accra')).toEqual(first);
    expect(answer('  OSU,  Accra ')).toEqual(first);
    expect(first.broadband?.installationDate).toBe('2026-12-06');
    expect(first.satellite.installationDate).toBe('2026-11-25');
  });

  it('installation dates run across a month end', () => {
    expect(dateAhead(new Date(2026, 11, 25), 14)).toBe('2027-01-08');
  });
});
