/**
 * The test clock (/api/admin/test-clock): outside production an administrator moves the application's clock
 * forward, every server follows the offset stored in the database, and what reads the clock (tokens' expiry
 * here) moves with it. In production the routes are the API's 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit/log';
import { appClockOf } from '../../../server/system/clock';
import { testClockSchema } from '../../../src/features/adminConsole/contract';
import { allowAdminsWithoutTwoFactor, createHarness, type Harness } from '../harness';

const DAY = 86_400;
const ADMIN = ['ops@example.com', 'Admin#Pass2026'] as const;

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness({ appClock: true });
  admin = (await h.login(...ADMIN)).access_token;
});
afterAll(() => h.close());

const reading = async (res: Response) => {
  expect(res.status).toBe(200);
  return testClockSchema.parse(await res.json());
};
const advance = (seconds: unknown, token = admin) =>
  h.post('/api/admin/test-clock', { advance_seconds: seconds }, { token });

describe('the test clock', () => {
  it('answers the real time and no offset until it is moved', async () => {
    const r = await reading(await h.get('/api/admin/test-clock', admin));
    expect(r).toEqual({ now: h.clock.now().toISOString(), offset_seconds: 0 });
  });

  it('refuses an advance outside 1 s to 400 days, or that is not a whole number, naming the rule', async () => {
    for (const [value, message] of [
      [0, 'Advance by at least 1 second'],
      [400 * DAY + 1, 'Advance by at most 400 days'],
      [1.5, 'Advance by a whole number of seconds'],
      ['60', 'Advance by a whole number of seconds'],
    ] as const) {
      const res = await advance(value);
      expect(res.status, String(value)).toBe(400);
      const body = (await res.json()) as { code: string; issues: { path: string; message: string }[] };
      expect(body.code).toBe('validation_failed');
      expect(body.issues).toContainEqual(expect.objectContaining({ path: 'advance_seconds', message }));
    }
    const extra = await h.post('/api/admin/test-clock', { advance_seconds: 60, offset_seconds: 0 }, { token: admin });
    expect(extra.status).toBe(400);
    expect((await reading(await h.get('/api/admin/test-clock', admin))).offset_seconds).toBe(0);
  });

  it('is for administrators only', async () => {
    expect((await h.get('/api/admin/test-clock')).status).toBe(401);
    const customer = (await h.login('demo@example.com', 'Demo#Pass2026')).access_token;
    expect((await h.get('/api/admin/test-clock', customer)).status).toBe(403);
    expect((await advance(60, customer)).status).toBe(403);
  });

  it('moves the clock forward; two advances at once both count; the move is audited', async () => {
    const before = h.clock.now().getTime();
    const [a, b] = await Promise.all([advance(600), advance(60)]);
    await reading(a);
    await reading(b);
    const r = await reading(await h.get('/api/admin/test-clock', admin));
    expect(r.offset_seconds).toBe(660);
    expect(new Date(r.now).getTime()).toBe(before + 660_000);
    const { entries } = await listAudit(h.database.db, { category: 'system', limit: 10, offset: 0 });
    const moves = entries.filter((e) => e.action === 'system.clock_advanced');
    expect(moves.map((e) => (e.details as { advanceSeconds: number }).advanceSeconds).sort()).toEqual([60, 600]);
  });

  it('another server on the same database follows at its next refresh', async () => {
    const other = appClockOf({ db: h.database.db, production: false, realNow: h.clock.now });
    expect(other.offsetSeconds()).toBe(0);
    const seen: number[] = [];
    other.onChange((r) => seen.push(r.offsetSeconds));
    await other.refresh();
    expect(other.offsetSeconds()).toBe(660);
    expect(other.now().getTime()).toBe(h.clock.now().getTime() + 660_000);
    expect(seen).toEqual([660]);
    await other.refresh();
    expect(seen).toEqual([660]);
  });

  it("tokens expire by the application's clock: two hours on, an hour-long access token is refused", async () => {
    const customer = (await h.login('demo@example.com', 'Demo#Pass2026')).access_token;
    expect((await h.get('/api/auth/me', customer)).status).toBe(200);
    await reading(await advance(2 * 3600));
    expect((await h.get('/api/auth/me', customer)).status).toBe(401);
  });
});

describe('in production', () => {
  it('both routes are the API 404, and the clock reads no offset', async () => {
    const p = await createHarness({ production: true, appClock: true });
    try {
      await allowAdminsWithoutTwoFactor(p);
      const token = (await p.login(...ADMIN)).access_token;
      expect((await p.get('/api/admin/test-clock', token)).status).toBe(404);
      expect((await p.post('/api/admin/test-clock', { advance_seconds: 60 }, { token })).status).toBe(404);
      expect(p.appClock?.movable).toBe(false);
      await expect(p.appClock?.advance(60, null)).rejects.toThrow(/production/);
      expect(p.appClock?.now().getTime()).toBe(p.clock.now().getTime());
    } finally {
      await p.close();
    }
  });
});
