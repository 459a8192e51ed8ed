/**
 * Sign-in, tokens and sessions of the auth API (login, refresh with rotation and grace, logout, me,
 * bearer checks, rate limits). Longer than 300 lines: one describe per endpoint with every error path.
 */
import { eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverKeys } from '../../../../server/db/schema';
import { ARGON2_OPTIONS } from '../../../../server/features/auth/crypto';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../../../server/features/auth/seed';
import { authSessions, refreshTokens, users } from '../../../../server/features/auth/tables';
import { userSchema } from '../../../../src/features/auth/contract';
import { createHarness, type Harness, jwtPayload } from '../../harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const DEMO = { email: 'demo@example.com', password: 'Demo#Pass2026' };
const ADMIN = { email: 'ops@example.com', password: 'Admin#Pass2026' };

describe('POST /api/auth/login', () => {
  it('answers access_token, refresh_token and expires_in 900 for the seeded customer (half their default 30-minute session timeout)', async () => {
    const res = await h.post('/api/auth/login', DEMO);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.expires_in).toBe(900);
    expect(body.token_type).toBe('Bearer');
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = jwtPayload(body.access_token);
    expect(claims.exp).toBe((claims.iat as number) + 900);
    expect(claims.iss).toBe('skylink-gh');
  });

  it('accepts a username instead of an email, case-insensitively', async () => {
    const res = await h.post('/api/auth/login', { username: 'DEMO', password: DEMO.password });
    expect(res.status).toBe(200);
  });

  it('stores refresh tokens hashed, never as issued', async () => {
    const { refresh_token } = await h.login(DEMO.email, DEMO.password);
    const rows = await h.database.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(rows.some((r) => r.hash === refresh_token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
  });

  it("answers 401 'Invalid user credentials' for a wrong password and for an unknown account", async () => {
    for (const body of [
      { email: DEMO.email, password: 'Wrong#Pass2026' },
      { email: 'nobody@example.com', password: 'Whatever#1' },
    ]) {
      const res = await h.post('/api/auth/login', body, { ip: '192.0.2.50' });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: 'Invalid user credentials',
        message: 'Invalid user credentials',
        code: 'invalid_credentials',
      });
    }
  });

  it("answers 400 'Invalid request - fields empty' when the identifier or the password is missing", async () => {
    for (const body of [
      { password: 'x' },
      { email: '', password: 'x' },
      { email: DEMO.email },
      { email: DEMO.email, password: '' },
    ]) {
      const res = await h.post('/api/auth/login', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('Invalid request - fields empty');
    }
  });

  it('answers 400 for malformed JSON, a non-object body and wrong types, and 415 for a non-JSON body', async () => {
    const malformed = await h.post('/api/auth/login', '{"email": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      error: 'Invalid request body',
      message: 'Invalid request body',
      code: 'invalid_body',
    });

    const array = await h.post('/api/auth/login', '[1,2]');
    expect(array.status).toBe(400);
    expect((await array.json()).error).toBe('Invalid request body');

    const wrongType = await h.post('/api/auth/login', { email: DEMO.email, password: 12345678 });
    expect(wrongType.status).toBe(400);
    const body = await wrongType.json();
    expect(body.error).toBe('password must be a string');
    expect(body.issues).toEqual([{ path: 'password', message: 'password must be a string' }]);

    const form = await h.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(DEMO),
    });
    expect(form.status).toBe(415);
    expect((await form.json()).error).toBe('Content-Type must be application/json');
  });

  it('answers 413 for an oversized body', async () => {
    const res = await h.post('/api/auth/login', { email: DEMO.email, password: 'x'.repeat(20_000) });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('Request body is too large');
  });
});

describe('login rate limiting', () => {
  it('locks an account after 5 failures in 15 minutes with 429 and Retry-After, even for the right password', async () => {
    const email = 'ratelimit@example.com';
    expect(
      (await h.register({ username: 'ratelimit', name: 'Rate Limit', email, password: 'Right#Pass2026' })).status,
    ).toBe(201);
    for (let i = 0; i < 5; i++) {
      // Different addresses: the account counter alone must trip.
      const res = await h.post('/api/auth/login', { email, password: 'Wrong#Pass1' }, { ip: `203.0.113.${i + 1}` });
      expect(res.status).toBe(401);
    }
    const locked = await h.post('/api/auth/login', { email, password: 'Right#Pass2026' }, { ip: '203.0.113.99' });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('900');
    expect((await locked.json()).error).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');

    h.clock.advance(10 * 60_000);
    const later = await h.post('/api/auth/login', { email, password: 'Right#Pass2026' });
    expect(later.status).toBe(429);
    expect(later.headers.get('Retry-After')).toBe('300');
    expect((await later.json()).message).toBe('Too many failed sign-in attempts. Please wait 5 minutes and try again.');

    h.clock.advance(5 * 60_000);
    expect((await h.post('/api/auth/login', { email, password: 'Right#Pass2026' })).status).toBe(200);
  });

  it('a successful sign-in clears the account counter', async () => {
    const email = 'clears@example.com';
    await h.register({ username: 'clears', name: 'Clears Counter', email, password: 'Right#Pass2026' });
    for (let i = 0; i < 4; i++) await h.post('/api/auth/login', { email, password: 'Wrong#1aaa' });
    expect((await h.post('/api/auth/login', { email, password: 'Right#Pass2026' })).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await h.post('/api/auth/login', { email, password: 'Wrong#1aaa' }, { ip: '198.18.0.1' })).status).toBe(
        401,
      );
    }
    expect((await h.post('/api/auth/login', { email, password: 'Right#Pass2026' })).status).toBe(200);
  });

  it('counts failures per account whichever identifier is typed (email or username)', async () => {
    const email = 'mixed@example.com';
    await h.register({ username: 'MixedCase', name: 'Mixed Ids', email, password: 'Right#Pass2026' });
    for (let i = 0; i < 5; i++) {
      const body =
        i % 2
          ? { email: email.toUpperCase(), password: 'Wrong#1aaa' }
          : { username: 'mixedcase', password: 'Wrong#1aaa' };
      expect((await h.post('/api/auth/login', body, { ip: `198.18.1.${i}` })).status).toBe(401);
    }
    expect((await h.post('/api/auth/login', { username: 'MixedCase', password: 'Right#Pass2026' })).status).toBe(429);
    expect((await h.post('/api/auth/login', { email, password: 'Right#Pass2026' })).status).toBe(429);
  });

  it('a password reset lifts the account lock', async () => {
    const email = 'unlock@example.com';
    await h.register({ username: 'unlock', name: 'Un Lock', email, password: 'Right#Pass2026' });
    for (let i = 0; i < 5; i++)
      await h.post('/api/auth/login', { email, password: 'Wrong#1aaa' }, { ip: `198.18.2.${i}` });
    expect((await h.post('/api/auth/login', { email, password: 'Right#Pass2026' })).status).toBe(429);
    await h.post('/api/auth/forgot-password', { username: email });
    const token = h.lastLink(email, '/reset-password').searchParams.get('token');
    expect(
      (await h.post('/api/auth/reset-password', { reset_token: token, new_password: 'Reset#Pass2026' })).status,
    ).toBe(200);
    expect((await h.post('/api/auth/login', { email, password: 'Reset#Pass2026' })).status).toBe(200);
  });

  it('limits one address after 20 failures across accounts', async () => {
    const ip = '192.0.2.200';
    for (let i = 0; i < 20; i++) {
      const res = await h.post('/api/auth/login', { email: `spray${i}@example.com`, password: 'Guess#123a' }, { ip });
      expect(res.status).toBe(401);
    }
    const blocked = await h.post('/api/auth/login', DEMO, { ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another address still signs in to the same account.
    expect((await h.post('/api/auth/login', DEMO, { ip: '192.0.2.201' })).status).toBe(200);
    h.clock.advance(15 * 60_000 + 1000);
  });
});

describe('GET /api/auth/me and the role', () => {
  it('answers the user record with the role from the database', async () => {
    const { access_token } = await h.login(ADMIN.email, ADMIN.password);
    const res = await h.get('/api/auth/me', access_token);
    expect(res.status).toBe(200);
    const me = userSchema.parse(await res.json());
    expect(me).toMatchObject({
      email: 'ops@example.com',
      username: 'ops',
      fullName: 'Kwame Boateng',
      firstName: 'Kwame',
      lastName: 'Boateng',
      role: 'admin',
      isActive: true,
      isEmailVerified: true,
    });
    expect(me.lastLoginAt).not.toBeNull();
    expect(me).not.toHaveProperty('passwordHash');
  });

  it('registering identifiers containing admin or leadership still gives role user', async () => {
    const reg = await h.register({
      username: 'superadmin',
      name: 'Leadership Admin',
      email: 'admin.leadership@example.com',
      password: 'Admin#Pass2026',
    });
    expect(reg.status).toBe(201);
    const { access_token } = await h.login('admin.leadership@example.com', 'Admin#Pass2026');
    expect((await (await h.get('/api/auth/me', access_token)).json()).role).toBe('user');
    expect(jwtPayload(access_token).role).toBe('user');
  });

  it('follows a role change in the database, whatever the token says', async () => {
    const { access_token } = await h.login(DEMO.email, DEMO.password);
    await h.database.db.update(users).set({ role: 'support' }).where(eq(users.email, DEMO.email));
    expect((await (await h.get('/api/auth/me', access_token)).json()).role).toBe('support');
    await h.database.db.update(users).set({ role: 'user' }).where(eq(users.email, DEMO.email));
  });

  it('answers 401 without a token, with a malformed or forged token, and after expiry', async () => {
    const none = await h.get('/api/auth/me');
    expect(none.status).toBe(401);
    expect(none.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect((await none.json()).error).toBe('Authentication required');

    expect((await h.get('/api/auth/me', 'not-a-jwt')).status).toBe(401);

    const { access_token } = await h.login(DEMO.email, DEMO.password);
    const claims = jwtPayload(access_token);
    const forged = await sign({ ...claims, role: 'admin' }, 'a-key-that-is-not-the-server-key-0123456789', 'HS256');
    const forgedRes = await h.get('/api/auth/me', forged);
    expect(forgedRes.status).toBe(401);
    expect((await forgedRes.json()).error).toBe('Invalid or expired access token');

    h.clock.advance(3600 * 1000);
    expect((await h.get('/api/auth/me', access_token)).status).toBe(401);
  });

  it('answers 403 for a deactivated account', async () => {
    const email = 'inactive@example.com';
    await h.register({ username: 'inactive', name: 'In Active', email, password: 'Right#Pass2026' });
    const { access_token } = await h.login(email, 'Right#Pass2026');
    await h.database.db.update(users).set({ isActive: false }).where(eq(users.email, email));
    expect((await h.get('/api/auth/me', access_token)).status).toBe(403);
    const login = await h.post('/api/auth/login', { email, password: 'Right#Pass2026' });
    expect(login.status).toBe(403);
    expect((await login.json()).error).toBe('This account has been disabled. Please contact support.');
  });
});

describe('POST /api/auth/refresh-token', () => {
  it('rotates: a new pair each time, the old refresh token no longer works', async () => {
    const first = await h.login(DEMO.email, DEMO.password);
    const res = await h.post('/api/auth/refresh-token', { refresh_token: first.refresh_token });
    expect(res.status).toBe(200);
    const second = await res.json();
    expect(second.expires_in).toBe(900);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(jwtPayload(second.access_token).sid).toBe(jwtPayload(first.access_token).sid);
    expect((await h.get('/api/auth/me', second.access_token)).status).toBe(200);

    const third = await (await h.post('/api/auth/refresh-token', { refresh_token: second.refresh_token })).json();
    expect(third.refresh_token).toBeTruthy();
  });

  it('a reused refresh token revokes the whole family, including the newest tokens', async () => {
    const first = await h.login(DEMO.email, DEMO.password);
    const second = await (await h.post('/api/auth/refresh-token', { refresh_token: first.refresh_token })).json();

    // Past the grace window for tabs that refreshed at the same moment.
    h.clock.advance(11_000);
    const reuse = await h.post('/api/auth/refresh-token', { refresh_token: first.refresh_token });
    expect(reuse.status).toBe(401);
    expect((await reuse.json()).error).toBe('This sign-in session has ended. Please sign in again.');

    // The legitimate holder's newer tokens are dead too.
    expect((await h.post('/api/auth/refresh-token', { refresh_token: second.refresh_token })).status).toBe(401);
    expect((await h.get('/api/auth/me', second.access_token)).status).toBe(401);
    const sid = jwtPayload(first.access_token).sid as string;
    const [session] = await h.database.db.select().from(authSessions).where(eq(authSessions.id, sid));
    expect(session?.revokedReason).toBe('refresh_token_reuse');

    // Other sessions of the same user are untouched.
    const other = await h.login(DEMO.email, DEMO.password);
    expect((await h.post('/api/auth/refresh-token', { refresh_token: other.refresh_token })).status).toBe(200);
  });

  it('ten parallel refreshes with one token (tabs at once): one rotation, all get the same successor, the session lives', async () => {
    const { refresh_token } = await h.login(DEMO.email, DEMO.password);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => h.post('/api/auth/refresh-token', { refresh_token })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const bodies = await Promise.all(results.map((r) => r.json()));
    const successors = new Set(bodies.map((b) => b.refresh_token));
    expect(successors.size).toBe(1);
    const [successor] = [...successors];
    expect(successor).not.toBe(refresh_token);
    // Every access token works, and the successor rotates on as usual.
    for (const body of bodies) expect((await h.get('/api/auth/me', body.access_token)).status).toBe(200);
    const next = await h.post('/api/auth/refresh-token', { refresh_token: successor });
    expect(next.status).toBe(200);
  });

  it('the old token again within the grace window gets the same successor; after it, the family is revoked', async () => {
    const first = await h.login(DEMO.email, DEMO.password);
    const a = await (await h.post('/api/auth/refresh-token', { refresh_token: first.refresh_token })).json();
    h.clock.advance(9_000);
    const again = await h.post('/api/auth/refresh-token', { refresh_token: first.refresh_token });
    expect(again.status).toBe(200);
    expect((await again.json()).refresh_token).toBe(a.refresh_token);
    h.clock.advance(2_000);
    const late = await h.post('/api/auth/refresh-token', { refresh_token: first.refresh_token });
    expect(late.status).toBe(401);
    expect((await h.post('/api/auth/refresh-token', { refresh_token: a.refresh_token })).status).toBe(401);
  });

  it('keeps the successor sealed: the stored row alone does not give the live token', async () => {
    const first = await h.login(DEMO.email, DEMO.password);
    const next = await (await h.post('/api/auth/refresh-token', { refresh_token: first.refresh_token })).json();
    const rows = await h.database.db.select({ sealed: refreshTokens.successorSealed }).from(refreshTokens);
    const sealed = rows.map((r) => r.sealed).filter(Boolean);
    expect(sealed.length).toBeGreaterThan(0);
    expect(sealed.some((value) => value?.includes(next.refresh_token))).toBe(false);
  });

  it('refuses unknown, expired, empty and mistyped tokens', async () => {
    const unknown = await h.post('/api/auth/refresh-token', { refresh_token: 'nope' });
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).error).toBe('Invalid or expired refresh token');

    const { refresh_token } = await h.login(DEMO.email, DEMO.password);
    h.clock.advance(31 * 24 * 3600 * 1000);
    expect((await h.post('/api/auth/refresh-token', { refresh_token })).status).toBe(401);

    const empty = await h.post('/api/auth/refresh-token', {});
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe('Invalid request - fields empty');
    const typed = await h.post('/api/auth/refresh-token', { refresh_token: 42 });
    expect(typed.status).toBe(400);
    expect((await typed.json()).error).toBe('refresh_token must be a string');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session server-side: refresh and access tokens stop working', async () => {
    const tokens = await h.login(DEMO.email, DEMO.password);
    const res = await h.post('/api/auth/logout', { refresh_token: tokens.refresh_token });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Signed out successfully');
    expect((await h.post('/api/auth/refresh-token', { refresh_token: tokens.refresh_token })).status).toBe(401);
    expect((await h.get('/api/auth/me', tokens.access_token)).status).toBe(401);
    // Idempotent.
    expect((await h.post('/api/auth/logout', { refresh_token: tokens.refresh_token })).status).toBe(200);
    expect((await h.post('/api/auth/logout', { refresh_token: 'unknown' })).status).toBe(200);
  });

  it('validates its body', async () => {
    expect((await h.post('/api/auth/logout', {})).status).toBe(400);
  });
});

describe('keys, hashing and seed', () => {
  it('generates the signing key once and keeps it in server_keys', async () => {
    const rows = await h.database.db.select().from(serverKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.value.length).toBeGreaterThanOrEqual(64);
  });

  it('hashes passwords with argon2id at OWASP minimum parameters', async () => {
    const [user] = await h.database.db.select().from(users).where(eq(users.email, DEMO.email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(ARGON2_OPTIONS).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });

  it('seeding again creates nothing and keeps changed accounts as they are', async () => {
    await h.database.db.update(users).set({ fullName: 'Ama M.' }).where(eq(users.email, DEMO.email));
    expect(await seedDemoAccounts(h.database.db)).toEqual([]);
    const rows = await h.database.db.select().from(users);
    for (const account of DEMO_ACCOUNTS) expect(rows.filter((u) => u.email === account.email)).toHaveLength(1);
    expect(rows.find((u) => u.email === DEMO.email)?.fullName).toBe('Ama M.');
    expect(rows.find((u) => u.email === 'ops@example.com')?.role).toBe('admin');
    expect(rows.find((u) => u.email === DEMO.email)?.role).toBe('user');
  });

  it('keeps /api/health working and unknown API paths as JSON 404', async () => {
    expect((await h.get('/api/health')).status).toBe(200);
    const missing = await h.get('/api/auth/nothing-here');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe('Not found');
  });
});
