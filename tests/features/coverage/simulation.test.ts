import { describe, expect, it } from 'vitest';
import { GHANA_PLACES } from '../../../src/features/coverage/ghanaPlaces';
import { localCoverage } from '../../../src/features/coverage/locate';
import {
  dateAhead,
  ghanaPlaceOf,
  isGhanaAddress,
  normalizeAddress,
  SIMULATION,
  seededRandom,
  simulateCoverage,
} from '../../../src/features/coverage/simulation';
import { GHANA_TOWNS } from '../../../src/features/coverage/towns';

const today = new Date(2026, 10, 22);

describe('Ghana addresses', () => {
  it.each([
    ['Osu, Accra', { area: 'Osu', region: 'Greater Accra', zone: 'urban' }],
    ['Madina, Accra', { area: 'Madina', region: 'Greater Accra', zone: 'suburban' }],
    ['12 Harper Road, Kumasi', { area: 'Kumasi', region: 'Ashanti', zone: 'urban' }],
    ['Greater Accra Region', { area: 'Greater Accra', region: 'Greater Accra', zone: 'region' }],
    ['Volta', { area: 'Volta', region: 'Volta', zone: 'region' }],
    ['Accra, Greater Accra', { area: 'Accra', region: 'Greater Accra', zone: 'urban' }],
    ['Bolgatanga', { area: 'Bolgatanga', region: 'Upper East', zone: 'rural' }],
    ['Somewhere in GHANA', { area: 'Ghana', region: null, zone: 'rural' }],
  ])('%s is %o', (address, place) => {
    expect(ghanaPlaceOf(address, GHANA_PLACES)).toEqual(place);
  });

  it.each(['Paris, France', 'Lagos, Nigeria', 'Accrafield Lane, London', 'Washington'])(
    '%s is not a Ghana address',
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

describe('the coverage model (site §9)', () => {
  it('gives the same answer for the same normalised address', () => {
    const first = localCoverage('Osu, Accra', GHANA_PLACES, today);
    expect(localCoverage('osu accra', GHANA_PLACES, today)).toEqual(first);
    expect(localCoverage('  OSU,  Accra ', GHANA_PLACES, today)).toEqual(first);
  });

  it('keeps every value within its zone base ± spread, with the fixed figures', () => {
    for (const town of GHANA_TOWNS) {
      for (const suffix of ['', ' Road', ' Market', ' Junction']) {
        const place = ghanaPlaceOf(`${town.name}${suffix}`, GHANA_PLACES);
        if (!place) throw new Error(town.name);
        const result = simulateCoverage(`${town.name}${suffix}`, place, today, []);
        if (!result.available) continue;
        const base = SIMULATION.base[place.zone];
        expect(result.estimatedSpeed.download).toBeGreaterThanOrEqual(Math.floor(base.download * 0.8));
        expect(result.estimatedSpeed.download).toBeLessThanOrEqual(Math.ceil(base.download * 1.2));
        expect(result.estimatedSpeed.upload).toBeGreaterThanOrEqual(Math.floor(base.upload * 0.8));
        expect(result.estimatedSpeed.upload).toBeLessThanOrEqual(Math.ceil(base.upload * 1.2));
        expect(result.serviceQuality.latency).toBeGreaterThanOrEqual(Math.floor(base.latency * 0.9));
        expect(result.serviceQuality.latency).toBeLessThanOrEqual(Math.ceil(base.latency * 1.1));
        expect(result.serviceQuality.reliability).toBeLessThan(100);
        expect(result.serviceQuality.uptime).toBe(99.5);
        expect(result.coverage.percentage).toBe(85);
        expect(result.installationDate).toBe('2026-12-06');
        expect(result.technology).toBe(place.zone === 'urban' ? 'fiber' : 'wireless');
      }
    }
  });

  it('reports about 5 % of addresses unavailable', () => {
    const place = { area: 'Accra', region: 'Greater Accra' as const, zone: 'urban' as const };
    let unavailable = 0;
    for (let i = 0; i < 4000; i += 1) {
      if (!simulateCoverage(`House ${i}, Accra`, place, today, []).available) unavailable += 1;
    }
    expect(unavailable / 4000).toBeGreaterThan(0.035);
    expect(unavailable / 4000).toBeLessThan(0.065);
  });

  it('an unavailable result names the place and zone', () => {
    expect(localCoverage('Madina, Accra', GHANA_PLACES, today)).toEqual({
      available: false,
      coverage: { percentage: 0, area: 'Madina', zone: 'suburban' },
    });
  });

  it('offers the residential plans of the catalogue where available', () => {
    const result = localCoverage('Osu, Accra', GHANA_PLACES, today);
    expect(result?.available && result.monthlyPlans.map((p) => p.name)).toEqual(['Student', 'Home', 'Business']);
  });

  it('the seeded generator repeats itself and spreads over [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const draws = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(draws);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    expect(draws.filter((d) => d < 0.5).length).toBeGreaterThan(430);
  });

  it('installation is 14 days ahead, across a month end', () => {
    expect(dateAhead(new Date(2026, 11, 25), 14)).toBe('2027-01-08');
  });
});
