/**
 * Max users counts the accounts that hold a place: verified ones, and unverified ones for a day after
 * sign-up. Unverified accounts that never signed in are removed a week after sign-up, and reaching the
 * limit is an alert in the admin console's audit log (warn, counted once a day).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSystemSettings } from '../../../../server/system/settings';
import { DEFAULT_SYSTEM_SETTINGS } from '../../../../src/domain/systemSettings';
import { createHarness, type Harness } from '../../harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const HOUR = 3_600_000;
let counter = 0;
const fieldsOf = (name: string) => ({
  username: name,
  name: `Cap Person${name.length}`,
  email: `${name}@example.com`,
  password: 'Capacity#Pass2026',
});
const register = (name: string) => h.register(fieldsOf(name));
const fresh = () => {
  counter += 1;
  return `visitor${counter}`;
};
const setMaxUsers = (maxUsers: number) =>
  writeSystemSettings(h.database.db, h.clock.now(), { ...DEFAULT_SYSTEM_SETTINGS, maxUsers }, null);

/** The alerts the admin console's audit log shows at level warn. */
async function alerts() {
  const { access_token } = await h.login('ops@example.com', 'Admin#Pass2026');
  const res = await h.get('/api/admin/audit?filter=system&level=warn&pageSize=50', access_token);
  expect(res.status).toBe(200);
  const { entries } = (await res.json()) as { entries: { action: string; details: Record<string, unknown> }[] };
  return entries.filter((entry) => entry.action === 'system.registration_limit_reached');
}

async function verify(email: string) {
  const link = h.lastLink(email, '/verify-email');
  const res = await h.post('/api/auth/verify-email', { email, verification_code: link.searchParams.get('token') });
  expect(res.status).toBe(200);
}

describe('unverified accounts and max users', () => {
  it('recent unverified accounts count: the next visitor gets 403 and administrators get one warn alert', async () => {
    // The demo accounts, plus room for three sign-ups a script will never verify.
    await setMaxUsers(2 + 3);
    for (const bot of ['bot1', 'bot2', 'bot3']) expect((await register(bot)).status).toBe(201);
    const refused = await register(fresh());
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('registration_closed');
    expect((await register(fresh())).status).toBe(403);
    const [alert, ...more] = await alerts();
    expect(more).toEqual([]);
    // One entry for the day, however many visitors were turned away.
    expect(alert?.details).toMatchObject({ maxUsers: 5, counted: 5, count: 2 });
  });

  it('unverified accounts older than a day no longer block a new visitor; verified ones still count', async () => {
    h.clock.advance(25 * HOUR);
    const visitor = fresh();
    expect((await register(visitor)).status).toBe(201);
    await verify(`${visitor}@example.com`);
    h.clock.advance(25 * HOUR);
    // Two demo accounts and this verified visitor hold places; the three bots hold none.
    await setMaxUsers(3);
    expect((await register(fresh())).status).toBe(403);
    await setMaxUsers(4);
    expect((await register(fresh())).status).toBe(201);
  });

  it('an unverified account is removed a week after sign-up (its address is free again), unless it signed in', async () => {
    await setMaxUsers(1000);
    const keeper = fresh();
    expect((await register(keeper)).status).toBe(201);
    await h.login(`${keeper}@example.com`, 'Capacity#Pass2026');
    // Within the week the script's accounts are still there.
    expect((await register('bot1')).status).toBe(409);
    h.clock.advance(7 * 24 * HOUR + HOUR);
    expect((await register(fresh())).status).toBe(201);
    expect((await register('bot1')).status).toBe(201);
    await h.login(`${keeper}@example.com`, 'Capacity#Pass2026');
  });

  it('a day later a new refusal opens a new alert', async () => {
    await setMaxUsers(1);
    expect((await register(fresh())).status).toBe(403);
    const before = (await alerts()).length;
    h.clock.advance(25 * HOUR);
    expect((await register(fresh())).status).toBe(403);
    expect((await alerts()).length).toBe(before + 1);
  });
});
