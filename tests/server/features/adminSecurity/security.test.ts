/**
 * The console's Security API: failed sign-ins and locks read from the sign-in limiter's records,
 * active sessions, revoke and unlock (with a reason, audited, safe when two administrators act at once).
 * Longer than 300 lines: the security endpoints share one seeded database and its sign-ins; one describe per
 * endpoint, with the parallel-request checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../../server/audit/log';
import {
  adminSecurityErrorSchema,
  revokeResponseSchema,
  type SecurityResponse,
  securityResponseSchema,
  unlockResponseSchema,
} from '../../../../src/features/adminSecurity/contract';
import { createHarness, type Harness } from '../../harness';

let h: Harness;
let admin: { access_token: string; refresh_token: string };
let adminId: string;
const PASSWORD = 'Strong#Pass2026';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  h = await createHarness();
  await h.saveSecurity((await h.login('ops@example.com', 'Admin#Pass2026')).access_token, { sessionTimeout: 240 });
  admin = await h.login('ops@example.com', 'Admin#Pass2026');
  adminId = (await (await h.get('/api/auth/me', admin.access_token)).json()).id;
});
afterAll(() => h.close());

let people = 0;
/** A fresh customer account (each test its own, so the limiter's counts never mix). */
async function customer(): Promise<{ email: string; id: string }> {
  people += 1;
  const email = `person${people}@example.com`;
  const res = await h.register({ username: `person${people}`, name: `Person ${people}`, email, password: PASSWORD });
  expect(res.status).toBe(201);
  const session = await h.login(email, PASSWORD);
  const id = (await (await h.get('/api/auth/me', session.access_token)).json()).id as string;
  // signing in cleared nothing here; the session is left open
  return { email, id };
}

const wrong = (email: string, ip = '198.51.100.20') =>
  h.post('/api/auth/login', { email, password: 'not-the-password' }, { ip });

async function security(): Promise<SecurityResponse> {
  const res = await h.get('/api/admin/security', admin.access_token);
  expect(res.status).toBe(200);
  return securityResponseSchema.parse(await res.json());
}

const act = (path: string, body: unknown, token = admin.access_token) =>
  h.post(path, body, { token, ip: '203.0.113.77' });
const unlock = (id: string, body: unknown = { reason: 'Called support, identity checked' }) =>
  act(`/api/admin/security/accounts/${id}/unlock`, body);
const revoke = (id: string, body: unknown = { reason: 'Lost phone' }) =>
  act(`/api/admin/security/sessions/${id}/revoke`, body);

async function errorOf(res: Response) {
  return adminSecurityErrorSchema.parse(await res.json());
}

describe('GET /api/admin/security', () => {
  it('lists failed sign-ins newest first with the account (or what was typed) and the address', async () => {
    const person = await customer();
    await wrong(person.email, '198.51.100.31');
    h.clock.advance(1000);
    await wrong('nobody-here@example.com', '198.51.100.32');
    h.clock.advance(1000);
    await wrong(person.email, '198.51.100.33');
    const { failedSignIns, policy } = await security();
    expect(policy).toEqual({ windowMinutes: 15, failuresPerAccount: 5, failuresPerAddress: 20 });
    expect(failedSignIns.slice(0, 3)).toEqual([
      {
        at: h.clock.now().toISOString(),
        account: { id: person.id, email: person.email, name: 'Person 1' },
        identifier: null,
        ipAddress: '198.51.100.33',
      },
      {
        at: new Date(h.clock.now().getTime() - 1000).toISOString(),
        account: null,
        identifier: 'nobody-here@example.com',
        ipAddress: '198.51.100.32',
      },
      expect.objectContaining({ account: expect.objectContaining({ id: person.id }), ipAddress: '198.51.100.31' }),
    ]);
  });

  it('a successful sign-in clears the account’s failures (they no longer count or show)', async () => {
    const person = await customer();
    await wrong(person.email);
    expect((await security()).failedSignIns.some((f) => f.account?.id === person.id)).toBe(true);
    await h.login(person.email, PASSWORD);
    expect((await security()).failedSignIns.some((f) => f.account?.id === person.id)).toBe(false);
  });

  it('shows an account as locked at 5 failures inside 15 minutes, until the oldest leaves the window', async () => {
    const person = await customer();
    const first = h.clock.now();
    for (let i = 0; i < 5; i += 1) {
      expect((await wrong(person.email)).status).toBe(401);
      h.clock.advance(10_000);
    }
    expect((await h.post('/api/auth/login', { email: person.email, password: PASSWORD })).status).toBe(429);
    const locked = (await security()).lockedAccounts.find((a) => a.id === person.id);
    expect(locked).toEqual({
      id: person.id,
      email: person.email,
      name: expect.any(String),
      failures: 5,
      lockedUntil: new Date(first.getTime() + 15 * 60_000).toISOString(),
    });
    h.clock.advance(15 * 60_000);
    expect((await security()).lockedAccounts.some((a) => a.id === person.id)).toBe(false);
  });

  it('lists live sessions with their user, marks the admin’s own, and tells when a session last refreshed', async () => {
    const person = await customer();
    const session = await h.login(person.email, PASSWORD);
    const signedInAt = h.clock.now().toISOString();
    let listed = (await security()).sessions.filter((s) => s.user.id === person.id);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(listed.every((s) => s.lastRefreshAt === null && !s.current)).toBe(true);
    h.clock.advance(60_000);
    const refreshed = await h.post('/api/auth/refresh-token', { refresh_token: session.refresh_token });
    expect(refreshed.status).toBe(200);
    listed = (await security()).sessions.filter((s) => s.user.id === person.id);
    expect(listed[0]).toMatchObject({
      createdAt: signedInAt,
      lastRefreshAt: h.clock.now().toISOString(),
      user: { email: person.email, role: 'user' },
    });
    const all = await security();
    const mine = all.sessions.filter((s) => s.current);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.user.id).toBe(adminId);
    expect(all.sessionCount).toBeGreaterThanOrEqual(all.sessions.length);
  });

  it('drops sessions whose refresh token has expired (30 days) from the active list', async () => {
    const person = await customer();
    expect((await security()).sessions.some((s) => s.user.id === person.id)).toBe(true);
    h.clock.advance(31 * 24 * 60 * 60_000);
    const fresh = await h.login('ops@example.com', 'Admin#Pass2026');
    const res = await h.get('/api/admin/security', fresh.access_token);
    const body = securityResponseSchema.parse(await res.json());
    expect(body.sessions.some((s) => s.user.id === person.id)).toBe(false);
    expect(body.sessions.find((s) => s.current)?.user.id).toBe(adminId);
    admin = fresh;
  });
});

describe('POST /api/admin/security/accounts/:id/unlock', () => {
  it('clears the failures so the customer can sign in at once, and audits who, why, before and after', async () => {
    const person = await customer();
    for (let i = 0; i < 5; i += 1) await wrong(person.email);
    expect((await h.post('/api/auth/login', { email: person.email, password: PASSWORD })).status).toBe(429);
    const res = await unlock(person.id);
    expect(res.status).toBe(200);
    expect(unlockResponseSchema.parse(await res.json())).toEqual({
      message: 'Account unlocked. Its failed sign-ins were cleared.',
      account: { id: person.id, email: person.email, name: expect.any(String), clearedFailures: 5 },
    });
    expect((await security()).lockedAccounts.some((a) => a.id === person.id)).toBe(false);
    expect((await h.post('/api/auth/login', { email: person.email, password: PASSWORD })).status).toBe(200);
    const { entries } = await listAudit(h.database.db, { userId: person.id, limit: 10, offset: 0 });
    const entry = entries.find((e) => e.action === 'admin.account_unlocked');
    expect(entry).toMatchObject({
      category: 'user',
      level: 'warn',
      actorId: adminId,
      ipAddress: '203.0.113.77',
      details: {
        before: { failures: 5, locked: true, lockedUntil: expect.any(String) },
        after: { failures: 0, locked: false, lockedUntil: null },
        reason: 'Called support, identity checked',
      },
    });
  });

  it('answers 409 when there is nothing to clear, 404 for an unknown account, 400 for a bad id or reason', async () => {
    const person = await customer();
    const nothing = await unlock(person.id);
    expect(nothing.status).toBe(409);
    expect(await errorOf(nothing)).toMatchObject({
      code: 'nothing_to_unlock',
      message: 'This account has no failed sign-ins to clear',
    });
    const unknown = await unlock(UNKNOWN);
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ code: 'not_found', message: 'No such account' });
    const badId = await unlock('not-a-uuid');
    expect(badId.status).toBe(400);
    expect(await errorOf(badId)).toMatchObject({
      code: 'validation_failed',
      issues: [{ path: 'id', message: 'The id must be a UUID' }],
    });
    for (const body of [{}, { reason: '  a ' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
      const res = await unlock(person.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).issues).toEqual([
        { path: 'reason', message: 'Give a reason of 3 to 500 characters' },
      ]);
    }
    const notJson = await h.app.request(`/api/admin/security/accounts/${person.id}/unlock`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.access_token}`, 'Content-Type': 'text/plain' },
      body: 'reason=because',
    });
    expect(notJson.status).toBe(415);
  });

  it('of parallel unlocks exactly one clears (one audit entry); the others answer 409', async () => {
    const person = await customer();
    for (let i = 0; i < 5; i += 1) await wrong(person.email);
    const answers = await Promise.all(Array.from({ length: 6 }, () => unlock(person.id)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const { entries } = await listAudit(h.database.db, { userId: person.id, limit: 20, offset: 0 });
    expect(entries.filter((e) => e.action === 'admin.account_unlocked')).toHaveLength(1);
  });
});

describe('POST /api/admin/security/sessions/:id/revoke', () => {
  it('ends the session: its bearer calls answer 401 and its refresh fails; audited with the reason', async () => {
    const person = await customer();
    h.clock.advance(1000);
    const session = await h.login(person.email, PASSWORD);
    const target = (await security()).sessions.find(
      (s) => s.user.id === person.id && s.createdAt === h.clock.now().toISOString(),
    );
    expect(target).toBeDefined();
    const id = target?.id as string;
    expect((await h.get('/api/auth/me', session.access_token)).status).toBe(200);
    const res = await revoke(id);
    expect(res.status).toBe(200);
    expect(revokeResponseSchema.parse(await res.json())).toEqual({
      message: 'Session revoked. Its device is signed out at its next request.',
      session: { id, userId: person.id, revokedAt: h.clock.now().toISOString() },
    });
    expect((await h.get('/api/auth/me', session.access_token)).status).toBe(401);
    expect((await h.post('/api/auth/refresh-token', { refresh_token: session.refresh_token })).status).toBe(401);
    const after = await security();
    expect(after.sessions.some((s) => s.id === id)).toBe(false);
    // the customer's other session (from customer()) lives on
    expect(after.sessions.some((s) => s.user.id === person.id)).toBe(true);
    const { entries } = await listAudit(h.database.db, { userId: person.id, limit: 20, offset: 0 });
    expect(entries.filter((e) => e.action === 'admin.session_revoked')).toEqual([
      expect.objectContaining({
        category: 'user',
        level: 'warn',
        actorId: adminId,
        ipAddress: '203.0.113.77',
        details: {
          before: { sessionId: id, revokedAt: null },
          after: { sessionId: id, revokedAt: h.clock.now().toISOString() },
          reason: 'Lost phone',
        },
      }),
    ]);
  });

  it('refuses the administrator’s own session (409 own_session), an ended one (409), an unknown one (404)', async () => {
    const own = (await security()).sessions.find((s) => s.current);
    const mine = await revoke(own?.id as string);
    expect(mine.status).toBe(409);
    expect(await errorOf(mine)).toMatchObject({
      code: 'own_session',
      message: 'This is your current session: use Sign out instead',
    });
    expect((await h.get('/api/auth/me', admin.access_token)).status).toBe(200);

    const person = await customer();
    const target = (await security()).sessions.find((s) => s.user.id === person.id);
    expect((await revoke(target?.id as string)).status).toBe(200);
    const again = await revoke(target?.id as string);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'already_revoked', message: 'This session has already ended' });

    const unknown = await revoke(UNKNOWN);
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ code: 'not_found', message: 'No such session' });
    expect((await revoke('123')).status).toBe(400);
    expect((await revoke(UNKNOWN, {})).status).toBe(400);
  });

  it('of parallel revokes of one session exactly one succeeds (one audit entry); the others answer 409', async () => {
    const person = await customer();
    const target = (await security()).sessions.find((s) => s.user.id === person.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => revoke(target?.id as string)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const { entries } = await listAudit(h.database.db, { userId: person.id, limit: 20, offset: 0 });
    expect(entries.filter((e) => e.action === 'admin.session_revoked')).toHaveLength(1);
  });

  it('is for administrators only (the one guard): 401 anonymous, 403 customer', async () => {
    const person = await customer();
    const session = await h.login(person.email, PASSWORD);
    const target = (await security()).sessions.find((s) => s.user.id === person.id);
    expect((await h.post(`/api/admin/security/sessions/${target?.id}/revoke`, { reason: 'mine' })).status).toBe(401);
    expect(
      (await act(`/api/admin/security/sessions/${target?.id}/revoke`, { reason: 'mine' }, session.access_token)).status,
    ).toBe(403);
    expect((await h.get('/api/admin/security', session.access_token)).status).toBe(403);
  });
});
