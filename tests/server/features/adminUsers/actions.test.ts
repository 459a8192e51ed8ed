/**
 * The user actions: each changes the account, answers the contract's shape and records its audit entry
 * ({ before, after, reason }, actor, target, address and agent); the rules (self, last admin,
 * super_admin only) hold, also under parallel requests; bad input answers 400, unknown ids 404.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../../server/audit/log';
import { users } from '../../../../server/features/auth/tables';
import { userActionResponseSchema } from '../../../../src/features/adminUsers/contract';
import { smsRowsFor, smsRowsOf } from '../../sms/rows';
import { PASSWORD, type PeopleHarness, peopleHarness } from './support';

let h: PeopleHarness;
beforeAll(async () => {
  h = await peopleHarness();
});
afterAll(() => h.close());

const reason = 'Customer asked by phone';
const act = (id: string, action: string, token: string, body: unknown = { reason }) =>
  h.send('POST', `/api/admin/users/${id}/${action}`, token, body);

/** The user's newest entry written by an administrator (their own sign-ins are audited too). */
async function lastEntry(userId: string) {
  const { entries } = await listAudit(h.database.db, { userId, limit: 50, offset: 0 });
  return entries.find((entry) => entry.action.startsWith('admin.'));
}
const role = async (id: string) =>
  (await h.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe('deactivate and activate', () => {
  it('deactivating signs the customer out everywhere and stops sign-in; activating lets them back', async () => {
    const id = await h.account({ username: 'adjoa' });
    const session = await h.login('adjoa', PASSWORD);
    expect((await h.get('/api/auth/me', session.access_token)).status).toBe(200);

    const res = await act(id, 'deactivate', h.opsToken);
    expect(res.status).toBe(200);
    const body = userActionResponseSchema.parse(await res.json());
    expect(body).toMatchObject({
      message: 'User deactivated and signed out everywhere',
      user: { id, status: 'inactive' },
    });

    // the access token, the refresh token and a new sign-in all fail
    expect((await h.get('/api/auth/me', session.access_token)).status).toBe(401);
    const refresh = await h.post('/api/auth/refresh-token', { refresh_token: session.refresh_token });
    expect(refresh.status).toBe(401);
    const login = await h.post('/api/auth/login', { username: 'adjoa', password: PASSWORD });
    expect(login.status).toBe(403);
    expect((await login.json()).code).toBe('account_disabled');

    expect(await lastEntry(id)).toMatchObject({
      action: 'admin.user_deactivated',
      category: 'user',
      level: 'warn',
      userId: id,
      actorId: h.opsId,
      ipAddress: '198.51.100.20',
      userAgent: 'people-tests',
      details: { before: { role: 'user', status: 'active' }, after: { role: 'user', status: 'inactive' }, reason },
    });

    h.clock.advance(1000);
    const back = await act(id, 'activate', h.opsToken, { reason: '  Paid the arrears  ' });
    expect(back.status).toBe(200);
    expect((await back.json()).user).toMatchObject({ status: 'active' });
    expect((await h.post('/api/auth/login', { username: 'adjoa', password: PASSWORD })).status).toBe(200);
    expect(await lastEntry(id)).toMatchObject({
      action: 'admin.user_activated',
      details: { before: { status: 'inactive' }, after: { status: 'active' }, reason: 'Paid the arrears' },
    });
  });
});

describe('change role', () => {
  it('an admin changes a customer to support and back, audited', async () => {
    const id = await h.account({ username: 'kwesi' });
    const res = await act(id, 'role', h.opsToken, { role: 'support', reason });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ role: 'support' });
    expect(await lastEntry(id)).toMatchObject({
      action: 'admin.role_changed',
      actorId: h.opsId,
      details: { before: { role: 'user' }, after: { role: 'support' }, reason },
    });
  });

  it('only a super_admin grants admin or super_admin, or changes an admin', async () => {
    const id = await h.account({ username: 'akua' });
    const other = await h.account({ username: 'otheradmin', role: 'admin' });
    for (const [target, body] of [
      [id, { role: 'admin', reason }],
      [id, { role: 'super_admin', reason }],
      [other, { role: 'user', reason }],
    ] as const) {
      const res = await act(target, 'role', h.opsToken, body);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({
        code: 'super_admin_only',
        message: 'Only a super admin can grant or change an administrator role',
      });
    }
    expect((await act(other, 'deactivate', h.opsToken)).status).toBe(403);
    expect((await act(other, 'delete', h.opsToken)).status).toBe(403);
    expect([await role(id), await role(other)]).toEqual(['user', 'admin']);

    const boss = await h.account({ username: 'boss', role: 'super_admin' });
    const bossToken = await h.tokenFor('boss');
    expect((await act(id, 'role', bossToken, { role: 'admin', reason })).status).toBe(200);
    expect(await role(id)).toBe('admin');
    expect((await act(other, 'role', bossToken, { role: 'user', reason })).status).toBe(200);
    expect(await role(other)).toBe('user');
    await h.database.db.delete(users).where(eq(users.id, boss));
    await h.database.db.delete(users).where(eq(users.id, id));
  });

  it('nobody changes their own role, deactivates or deletes themself', async () => {
    for (const [action, body] of [
      ['role', { role: 'user', reason }],
      ['deactivate', { reason }],
      ['delete', { reason }],
    ] as const) {
      const res = await act(h.opsId, action, h.opsToken, body);
      expect(res.status, action).toBe(409);
      expect(await res.json()).toMatchObject({ code: 'not_self', message: 'You cannot do this to your own account' });
    }
    expect(await role(h.opsId)).toBe('admin');
  });
});

describe('resend verification and delete', () => {
  it('mails a fresh verification link to an unverified customer, audited; refuses a verified one', async () => {
    const id = await h.account({ username: 'ekua', verified: false });
    const before = h.sent.length;
    const res = await act(id, 'resend-verification', h.opsToken);
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Verification email sent');
    expect(h.sent.length).toBe(before + 1);
    const link = h.lastLink('ekua@example.test', '/verify-email');
    expect(link.searchParams.get('token')).toMatch(/\S{20,}/);
    expect(await lastEntry(id)).toMatchObject({ action: 'admin.verification_resent', details: { reason } });

    const verified = await h.account({ username: 'efua' });
    const again = await act(verified, 'resend-verification', h.opsToken);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'already_verified' });
  });

  it('deletes a customer (gone from the lists, sign-in fails, their SMS messages gone) and keeps the audit entry', async () => {
    const id = await h.account({ username: 'fiifi' });
    await smsRowsFor(h.database.db, id, '233241234987');
    const res = await act(id, 'delete', h.opsToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'User deleted', user: null });
    expect((await h.send('GET', `/api/admin/customers/${id}`, h.opsToken)).status).toBe(404);
    expect((await h.post('/api/auth/login', { username: 'fiifi', password: PASSWORD })).status).toBe(401);
    expect(await lastEntry(id)).toMatchObject({
      action: 'admin.user_deleted',
      actorId: h.opsId,
      details: { before: { username: 'fiifi', role: 'user' }, after: null, reason },
    });
    expect(await smsRowsOf(h.database.db, id)).toBe(0);
  });
});

describe('bad input', () => {
  it.each([
    [{}, 'Give a reason (at least 3 characters)'],
    [{ reason: '  ' }, 'Give a reason (at least 3 characters)'],
    [{ reason: 12 }, 'Give a reason (at least 3 characters)'],
    [{ reason: 'x'.repeat(501) }, 'The reason can be at most 500 characters'],
  ])('answers 400 for the body %j', async (body, message) => {
    const id = await h.account({ username: `bad${Math.random().toString(36).slice(2, 8)}` });
    const res = await act(id, 'deactivate', h.opsToken, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', message });
  });

  it('answers 400 for an unknown role, a malformed id, and 404 for an unknown id', async () => {
    const id = await h.account({ username: 'roleless' });
    const badRole = await act(id, 'role', h.opsToken, { role: 'owner', reason });
    expect(badRole.status).toBe(400);
    expect((await badRole.json()).message).toBe('Choose a valid role');
    const badId = await act('12345', 'activate', h.opsToken);
    expect(badId.status).toBe(400);
    expect((await badId.json()).code).toBe('invalid_id');
    const unknown = await act('00000000-0000-4000-8000-00000000abcd', 'activate', h.opsToken);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('user_not_found');
  });

  it('is refused to a customer', async () => {
    const id = await h.account({ username: 'victim' });
    await h.account({ username: 'mallory' });
    const token = await h.tokenFor('mallory');
    expect((await act(id, 'deactivate', token)).status).toBe(403);
  });
});
