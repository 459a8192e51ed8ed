/** The settings API's bounds: the body size, the per-account write limit, and what a refusal of unknown names says. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsPolicy } from '../../../../server/features/settings/policy';
import { DEFAULT_SETTINGS, settingsErrorBodySchema } from '../../../../src/features/settings/contract';
import { type BillingHarness, billingHarness } from '../billing/support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

const put = (path: string, token: string, body: unknown) => h.send('PUT', path, token, body);

describe('settings bodies', () => {
  it.each(['/api/user/settings', '/api/user/settings/profile', '/api/notifications/settings'])(
    'PUT %s with a 17 KB body answers 413 body_too_large',
    async (path) => {
      const c = await h.customer('Big');
      const res = await put(path, c.token, { profile: { ...DEFAULT_SETTINGS.profile }, bio: 'x'.repeat(17 * 1024) });
      expect(res.status).toBe(413);
      expect(settingsErrorBodySchema.parse(await res.json())).toMatchObject({
        code: 'body_too_large',
        message: 'Request body is too large',
      });
    },
  );

  it('a body under 16 KB is read and validated as before (400, not 413)', async () => {
    const c = await h.customer('Under');
    const res = await put('/api/user/settings/profile', c.token, {
      ...DEFAULT_SETTINGS.profile,
      bio: 'x'.repeat(15 * 1024),
    });
    expect(res.status).toBe(400);
    expect(settingsErrorBodySchema.parse(await res.json()).code).toBe('validation_failed');
  });
});

describe('the write limit', () => {
  it(`answers 429 after ${settingsPolicy.writesPerAccount} saves in 10 minutes for that account only`, async () => {
    const a = await h.customer('Busy');
    const b = await h.customer('Calm');
    for (let i = 0; i < settingsPolicy.writesPerAccount; i += 1) {
      const theme = i % 2 === 0 ? 'dark' : 'light';
      const path = i % 3 === 0 ? '/api/notifications/settings' : '/api/user/settings/preferences';
      const body = i % 3 === 0 ? DEFAULT_SETTINGS.notifications : { theme };
      expect((await put(path, a.token, body)).status).toBe(200);
    }
    const refused = await put('/api/user/settings/preferences', a.token, { theme: 'dark' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(settingsErrorBodySchema.parse(await refused.json()).code).toBe('rate_limited');
    // reading is not limited, and another account saves as usual
    expect((await h.send('GET', '/api/user/settings', a.token)).status).toBe(200);
    expect((await put('/api/user/settings/preferences', b.token, { theme: 'dark' })).status).toBe(200);

    h.clock.advance(settingsPolicy.writeWindowMs);
    expect((await put('/api/user/settings/preferences', a.token, { theme: 'light' })).status).toBe(200);
  });
});

describe('unknown names', () => {
  it('200 unknown keys: the error names 10 of them, each cut short, and never a value', async () => {
    const c = await h.customer('Keys');
    const long = `k${'y'.repeat(100)}`;
    const body = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [i === 0 ? long : `unknown${i}`, `secret-value-${i}`]),
    );
    const res = await put('/api/user/settings', c.token, body);
    expect(res.status).toBe(400);
    const text = await res.text();
    const error = settingsErrorBodySchema.parse(JSON.parse(text));
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe(
      `No such settings section: k${'y'.repeat(39)}…, ${Array.from({ length: 9 }, (_, i) => `unknown${i + 1}`).join(', ')} and 190 more`,
    );
    expect(error.issues).toEqual([{ path: '', message: error.message }]);
    expect(text).not.toContain('unknown10');
    expect(text).not.toContain('secret-value');
    expect(text.length).toBeLessThan(1024);
  });
});
