/**
 * The coverage API through app.request: check (Ghana and elsewhere), areas, coverage requests (stored,
 * validated, rate limited under parallel requests, readable by administrators only) and analyze.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCoverageRequestsSchema,
  analyzeResponseSchema,
  areasResponseSchema,
  checkResponseSchema,
  coverageErrorBodySchema,
  coverageRequestResponseSchema,
} from '../../../../src/features/coverage/contract';
import { GHANA_PLACES } from '../../../../src/features/coverage/ghanaPlaces';
import { localCoverage } from '../../../../src/features/coverage/locate';
import { ghanaPlaceOf } from '../../../../src/features/coverage/simulation';
import { createHarness, type Harness } from '../../harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const ADMIN = { email: 'ops@example.com', password: 'Admin#Pass2026' };
const DEMO = { email: 'demo@example.com', password: 'Demo#Pass2026' };

async function errorOf(res: Response) {
  return coverageErrorBodySchema.parse(await res.json());
}

describe('POST /api/coverage/check', () => {
  it.each(['Paris, France', 'asdf qwerty', 'Gbefi', 'NT-123-4567'])(
    "answers '%s', which names no place it can find, as not found",
    async (address) => {
      const res = await h.post('/api/coverage/check', { address });
      expect(res.status).toBe(200);
      expect(checkResponseSchema.parse(await res.json()).data).toEqual({
        available: false,
        coverage: { percentage: 0, area: address, zone: 'unknown' },
      });
    },
  );

  it.each([
    ['GA-183-8164', 'Accra', 'fiber'],
    ['Obuasi', 'Obuasi', 'wireless'],
    ['Ahafo', 'Ahafo', null],
    ['Gbefi, Volta', 'Volta', null],
  ])("answers '%s' with satellite at %s, and its city broadband (%s)", async (address, area, technology) => {
    const res = await h.post('/api/coverage/check', { address });
    const { data } = checkResponseSchema.parse(await res.json());
    if (!data.available) throw new Error(`${address} refused`);
    expect(data.coverage.area).toBe(area);
    expect(data.satellite.plans.map((p) => p.name)).toEqual(['Student', 'Home', 'Business']);
    expect(data.broadband?.technology ?? null).toBe(technology);
    expect(data).toEqual(localCoverage(address, GHANA_PLACES, h.clock.now()));
  });

  it('answers a Ghana address with the model the browser uses', async () => {
    const res = await h.post('/api/coverage/check', { address: 'Osu, Accra' });
    const { data } = checkResponseSchema.parse(await res.json());
    expect(data).toEqual(localCoverage('Osu, Accra', GHANA_PLACES, h.clock.now()));
    expect(data.available).toBe(true);
  });

  it.each([
    ['Legon', 'Greater Accra'],
    ['Achimota', 'Greater Accra'],
    ['Nungua', 'Greater Accra'],
    ['Weija', 'Greater Accra'],
    ['Lapaz', 'Greater Accra'],
    ['Dambai', 'Oti'],
    ['Damongo', 'Savannah'],
    ['Berekum', 'Bono'],
    ['Kintampo', 'Bono East'],
    ['Goaso', 'Ahafo'],
    ['Nalerigu', 'North East'],
    ['Sefwi Wiawso', 'Western North'],
  ])("answers '%s' (%s) as a Ghana place with the browser's rules, not 'not found'", async (address, region) => {
    const res = await h.post('/api/coverage/check', { address });
    const { data } = checkResponseSchema.parse(await res.json());
    expect(data.available).toBe(true);
    expect(data.coverage.area).toBe(address);
    expect(data).toEqual(localCoverage(address, GHANA_PLACES, h.clock.now()));
    expect(ghanaPlaceOf(address, GHANA_PLACES)?.region).toBe(region);
  });

  it('reads the city and region fields too', async () => {
    const res = await h.post('/api/coverage/check', { address: '14 Ring Road', city: 'Kumasi' });
    const { data } = checkResponseSchema.parse(await res.json());
    expect(data.coverage.area).toBe('Kumasi');
  });

  it('checks coordinates: inside Ghana satellite, elsewhere not served', async () => {
    const accra = checkResponseSchema.parse(
      await (await h.post('/api/coverage/check', { coordinates: { lat: 5.56, lng: -0.2 } })).json(),
    ).data;
    expect(accra).toMatchObject({ available: true, coverage: { area: 'Ghana' }, broadband: null });
    const paris = checkResponseSchema.parse(
      await (await h.post('/api/coverage/check', { coordinates: { lat: 48.85, lng: 2.35 } })).json(),
    ).data;
    expect(paris).toMatchObject({ available: false, coverage: { zone: 'unserved' } });
  });

  it.each([
    [{ address: '   ' }, 'Please enter a valid address'],
    [{}, 'Please enter a valid address'],
    [{ address: 'x'.repeat(201) }, 'Address must be at most 200 characters'],
    [{ coordinates: { lat: 95, lng: 0 } }, undefined],
  ])('answers 400 for %o', async (body, message) => {
    const res = await h.post('/api/coverage/check', body);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('validation_failed');
    if (message) expect(error.message).toBe(message);
  });

  it('answers 400 for a body that is not JSON and 415 for another content type', async () => {
    expect((await h.post('/api/coverage/check', '{not json')).status).toBe(400);
    const res = await h.app.request('/api/coverage/check', { method: 'POST', body: 'address=Accra' });
    expect(res.status).toBe(415);
  });
});

describe('GET /api/coverage/areas', () => {
  it('lists the sixteen regions and the places of the gazetteer', async () => {
    const res = await h.get('/api/coverage/areas');
    expect(res.status).toBe(200);
    const { data } = areasResponseSchema.parse(await res.json());
    expect(data.regions).toHaveLength(16);
    expect(data.regions).toEqual(expect.arrayContaining(['Greater Accra', 'Savannah', 'Bono East', 'Western North']));
    expect(data.regions).not.toContain('Brong Ahafo');
    expect(data.towns).toContainEqual({ name: 'Damongo', region: 'Savannah', zone: 'suburban' });
    expect(data.towns).toContainEqual({ name: 'Sunyani', region: 'Bono', zone: 'suburban' });
    expect(data.towns).toContainEqual({ name: 'Osu', region: 'Greater Accra', zone: 'urban' });
    expect(data.towns).toContainEqual({ name: 'Kumasi', region: 'Ashanti', zone: 'urban' });
  });
});

describe('POST /api/coverage/request', () => {
  it('stores the request and shows it to administrators only', async () => {
    const res = await h.post('/api/coverage/request', { address: 'Lomé, Togo', contactInfo: 'kofi@example.com' });
    expect(res.status).toBe(201);
    const { data } = coverageRequestResponseSchema.parse(await res.json());
    expect(data).toMatchObject({ address: 'Lomé, Togo', contactInfo: 'kofi@example.com', status: 'new' });

    const admin = await h.login(ADMIN.email, ADMIN.password);
    const list = await h.get('/api/admin/coverage-requests', admin.access_token);
    expect(list.status).toBe(200);
    const { requests } = adminCoverageRequestsSchema.parse(await list.json());
    expect(requests.find((r) => r.id === data.id)).toEqual(data);

    const customer = await h.login(DEMO.email, DEMO.password);
    expect((await h.get('/api/admin/coverage-requests', customer.access_token)).status).toBe(403);
    expect((await h.get('/api/admin/coverage-requests')).status).toBe(401);
  });

  it('accepts a phone number as the contact', async () => {
    const res = await h.post('/api/coverage/request', { address: 'Abidjan', contactInfo: '+233 24 123 4567' });
    expect(res.status).toBe(201);
  });

  it.each([
    [
      { address: 'Abuja', contactInfo: '' },
      'contactInfo',
      'Enter an email address or a phone number so we can reach you',
    ],
    [{ address: 'Abuja', contactInfo: 'call me' }, 'contactInfo', 'Please enter a valid email address or phone number'],
    [{ address: 'Abuja', contactInfo: '12345' }, 'contactInfo', 'Please enter a valid email address or phone number'],
    [{ address: ' ', contactInfo: 'a@b.co' }, 'address', 'Please enter a valid address'],
    [{ contactInfo: 'a@b.co' }, 'address', 'Please enter a valid address'],
    [
      { address: 'Abuja', contactInfo: 42 },
      'contactInfo',
      'Enter an email address or a phone number so we can reach you',
    ],
  ])('answers 400 with the field message for %o', async (body, path, message) => {
    const res = await h.post('/api/coverage/request', body);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.issues).toContainEqual({ path, message });
  });

  it('admits at most 3 requests per address a day, however many arrive at once', async () => {
    const addresses = ['Dakar, Senegal', 'DAKAR senegal', ' dakar,  Senegal '];
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        h.post(
          '/api/coverage/request',
          { address: addresses[i % 3], contactInfo: `p${i}@example.com` },
          { ip: `192.0.2.${10 + i}` },
        ),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = answers.find((r) => r.status === 429) as Response;
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await errorOf(refused)).code).toBe('rate_limited');

    // another address is not affected; the same one is admitted again a day later
    expect(
      (await h.post('/api/coverage/request', { address: 'Accra Road, Lagos', contactInfo: 'a@b.co' })).status,
    ).toBe(201);
    h.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await h.post('/api/coverage/request', { address: 'Dakar, Senegal', contactInfo: 'a@b.co' })).status).toBe(
      201,
    );
  });
});

describe('POST /api/coverage/analyze', () => {
  const defaults = {
    address: 'Osu, Accra',
    region: 'Greater Accra',
    zone: 'urban',
    minDownload: 50,
    minUpload: 10,
    maxLatency: 50,
    budget: 200,
    businessUse: false,
    redundancyRequired: false,
  };

  it('recommends from the rules engine, the same answer each time', async () => {
    const first = analyzeResponseSchema.parse(await (await h.post('/api/coverage/analyze', defaults)).json()).data;
    expect(first.primaryRecommendation).toBe('fiber');
    expect(first.confidence).toBe(95);
    const again = analyzeResponseSchema.parse(await (await h.post('/api/coverage/analyze', defaults)).json()).data;
    expect(again).toEqual(first);
  });

  it("takes the sixteen regions, and reads the former 'Brong Ahafo' as Bono", async () => {
    const savannah = await h.post('/api/coverage/analyze', { ...defaults, address: 'Damongo', region: 'Savannah' });
    expect(savannah.status).toBe(200);
    const bono = await h.post('/api/coverage/analyze', { ...defaults, address: 'Sunyani', region: 'Brong Ahafo' });
    expect(bono.status).toBe(200);
    expect(analyzeResponseSchema.parse(await bono.json()).data.reasoning).toContain(
      'Zone urban in Bono: fiber is available here.',
    );
  });

  it.each([
    [{ ...defaults, address: '' }, 'address', 'Address is required'],
    [{ ...defaults, minDownload: -5 }, 'minDownload', 'minDownload must be a number from 0 up'],
    [{ ...defaults, budget: '200' }, 'budget', 'budget must be a number from 0 up'],
    [{ ...defaults, zone: 'downtown' }, 'zone', undefined],
    [{ ...defaults, region: 'Lagos' }, 'region', undefined],
  ])('answers 400 for bad input %#', async (body, path, message) => {
    const res = await h.post('/api/coverage/analyze', body);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    const issue = error.issues?.find((i) => i.path === path);
    expect(issue).toBeDefined();
    if (message) expect(issue?.message).toBe(message);
  });
});
