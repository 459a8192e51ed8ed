import { describe, expect, it } from 'vitest';
import { createSettingsClient } from '../../../src/features/settings/client';
import { DEFAULT_SETTINGS } from '../../../src/features/settings/contract';

function fakeFetch(status: number, body: unknown, seen: { url: string; init?: RequestInit }[] = []) {
  return async (url: string, init?: RequestInit) => {
    seen.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
}

describe('settings client', () => {
  it('PUTs one section with the bearer token and parses the answer', async () => {
    const seen: { url: string; init?: RequestInit }[] = [];
    const client = createSettingsClient({
      getToken: () => 'tok',
      fetch: fakeFetch(200, { message: 'Preferences saved', settings: DEFAULT_SETTINGS, updatedAt: null }, seen),
    });
    const saved = await client.saveSection('preferences', { theme: 'dark' });
    expect(saved.message).toBe('Preferences saved');
    expect(seen[0]?.url).toBe('/api/user/settings/preferences');
    expect(seen[0]?.init?.method).toBe('PUT');
    expect(seen[0]?.init?.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it("a refusal carries the server's words; anything else the fallback", async () => {
    const refused = createSettingsClient({
      getToken: () => 'tok',
      fetch: fakeFetch(400, {
        error: 'Theme must be light, dark or auto',
        message: 'Theme must be light, dark or auto',
        code: 'validation_failed',
      }),
    });
    await expect(refused.saveSection('preferences', { theme: 'dark' })).rejects.toThrow(
      'Theme must be light, dark or auto',
    );
    const broken = createSettingsClient({ getToken: () => 'tok', fetch: fakeFetch(500, 'oops') });
    await expect(broken.load()).rejects.toThrow('Failed to load settings');
    const garbled = createSettingsClient({ getToken: () => 'tok', fetch: fakeFetch(200, { settings: {} }) });
    await expect(garbled.load()).rejects.toThrow('Failed to load settings');
  });

  it('downloads the CSV as the server wrote it', async () => {
    const client = createSettingsClient({
      getToken: () => 'tok',
      fetch: fakeFetch(200, "Date,Reference\r\n'=1,x\r\n"),
    });
    const file = await client.download('csv');
    expect(file.text).toBe("Date,Reference\r\n'=1,x\r\n");
    expect(file.filename).toMatch(/^skylink-payments-\d{4}-\d\d-\d\d\.csv$/);
  });

  it("downloads all my data as the contract's export, and refuses a file that is not one", async () => {
    const exported = {
      exportedAt: '2026-11-27T08:00:00.000Z',
      account: {
        id: 'u1',
        email: 'ama@example.com',
        username: 'ama',
        firstName: 'Ama',
        lastName: 'Mensah',
        phoneNumber: null,
        dateOfBirth: null,
        role: 'user',
        createdAt: '2026-01-01T00:00:00.000Z',
        emailVerified: true,
      },
      settings: DEFAULT_SETTINGS,
      payments: [],
    };
    const seen: { url: string; init?: RequestInit }[] = [];
    const client = createSettingsClient({ getToken: () => 'tok', fetch: fakeFetch(200, exported, seen) });
    const file = await client.download('json');
    expect(seen[0]?.url).toBe('/api/user/export.json');
    expect(JSON.parse(file.text)).toEqual(exported);
    expect(file.filename).toMatch(/^skylink-data-\d{4}-\d\d-\d\d\.json$/);
    const garbled = createSettingsClient({ getToken: () => 'tok', fetch: fakeFetch(200, { account: 'me' }) });
    await expect(garbled.download('json')).rejects.toThrow('Failed to download your data');
  });
});
