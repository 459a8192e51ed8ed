import { describe, expect, it } from 'vitest';
import { createCoverageClient } from '../../../src/features/coverage/client';
import { checkCoverageWith } from '../../../src/features/coverage/locate';
import { json, scriptedFetch, text } from '../../services/fakes';

const paris = { available: false, coverage: { percentage: 0, area: 'Paris, France', zone: 'unserved' } };
const error = (status: number, message: string, code = 'validation_failed') =>
  json(status, { error: message, message, code });

describe('coverage client', () => {
  it('posts {address} to /api/coverage/check and reads data', async () => {
    const { fetch, calls } = scriptedFetch({ 'POST /api/coverage/check': json(200, { data: paris }) });
    await expect(createCoverageClient({ fetch }).check({ address: 'Paris, France' })).resolves.toEqual(paris);
    expect(calls[0]?.body).toEqual({ address: 'Paris, France' });
  });

  it.each([
    [500, 'HTTP 500: Internal Server Error'],
    [503, 'HTTP 503: Service Unavailable'],
    [429, 'HTTP 429: Too Many Requests'],
  ])("a failed check with status %i is '%s'", async (status, message) => {
    const { fetch } = scriptedFetch({ 'POST /api/coverage/check': text(status, 'oops') });
    await expect(createCoverageClient({ fetch }).check({ address: 'Lagos' })).rejects.toThrow(message);
  });

  it("a network failure is 'Coverage check failed', an unreadable answer 'An unexpected error occurred'", async () => {
    const down = scriptedFetch({ 'POST /api/coverage/check': new TypeError('fetch failed') });
    await expect(createCoverageClient({ fetch: down.fetch }).check({ address: 'Lagos' })).rejects.toThrow(
      'Coverage check failed',
    );
    const odd = scriptedFetch({ 'POST /api/coverage/check': json(200, { data: { available: 'maybe' } }) });
    await expect(createCoverageClient({ fetch: odd.fetch }).check({ address: 'Lagos' })).rejects.toThrow(
      'An unexpected error occurred',
    );
  });

  it("areas fail as 'Failed to get coverage areas' offline", async () => {
    const { fetch } = scriptedFetch({ 'GET /api/coverage/areas': new TypeError('fetch failed') });
    await expect(createCoverageClient({ fetch }).areas()).rejects.toThrow('Failed to get coverage areas');
  });

  it("a coverage request shows the server's field or limit message, else 'Coverage request failed'", async () => {
    const { fetch } = scriptedFetch({
      'POST /api/coverage/request': [
        error(400, 'Please enter a valid email address or phone number'),
        error(429, 'Too many coverage requests for this address. Please wait 5 minutes and try again.', 'rate_limited'),
        new TypeError('fetch failed'),
      ],
    });
    const client = createCoverageClient({ fetch });
    const body = { address: 'Paris', contactInfo: 'x' };
    await expect(client.requestCoverage(body)).rejects.toThrow('Please enter a valid email address or phone number');
    await expect(client.requestCoverage(body)).rejects.toThrow(/^Too many coverage requests/);
    await expect(client.requestCoverage(body)).rejects.toThrow('Coverage request failed');
  });

  it("an analysis fails as 'Analysis failed' offline", async () => {
    const { fetch } = scriptedFetch({ 'POST /api/coverage/analyze': new TypeError('fetch failed') });
    await expect(
      createCoverageClient({ fetch }).analyze({
        address: 'Osu',
        region: 'Greater Accra',
        zone: 'urban',
        minDownload: 50,
        minUpload: 10,
        maxLatency: 50,
        budget: 200,
        businessUse: false,
        redundancyRequired: false,
      }),
    ).rejects.toThrow('Analysis failed');
  });
});

describe('where a check is answered', () => {
  it('waits for the gazetteer it is given, and fails the check when it cannot be loaded', async () => {
    const check = checkCoverageWith({ checkRemote: async () => paris as never }, () =>
      Promise.reject(new Error('chunk failed')),
    );
    await expect(check('Legon')).rejects.toThrow('chunk failed');
  });

  it('a Ghana address in the browser (no call), any other by the server', async () => {
    const asked: string[] = [];
    const check = checkCoverageWith({
      checkRemote: async (address) => {
        asked.push(address);
        return paris as never;
      },
      today: () => new Date(2026, 10, 22),
    });
    await expect(check('Osu, Accra')).resolves.toMatchObject({ available: true, coverage: { area: 'Osu' } });
    await expect(check('Tamale')).resolves.toMatchObject({ coverage: { area: 'Tamale' } });
    await expect(check('Legon')).resolves.toMatchObject({ available: true, coverage: { area: 'Legon' } });
    await expect(check('Damongo, Savannah')).resolves.toMatchObject({ coverage: { area: 'Damongo' } });
    expect(asked).toEqual([]);
    await expect(check('Paris, France')).resolves.toEqual(paris);
    expect(asked).toEqual(['Paris, France']);
  });
});
