/**
 * Penetration test finding: anonymous requests erased a customer's audit trail. Every failed or
 * rate-limited sign-in and every reset request wrote its own entry, and the trail keeps only the newest
 * 250 once past 500, so 520 requests pushed out a registration, a settings change and an administrator's
 * deactivation with its reason. Refused attempts are now counted in one entry per kind and limit window,
 * and only routine entries are trimmed by volume. Every test here failed before the fix.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../../server/db/schema';
import { authPolicy } from '../../../../server/features/auth/policy';
import { DEFAULT_SETTINGS } from '../../../../src/features/settings/contract';
import { PASSWORD, type PeopleHarness, peopleHarness } from '../adminUsers/support';

let h: PeopleHarness;
beforeAll(async () => {
  h = await peopleHarness();
});
afterAll(() => h.close());

const trail = (userId: string) =>
  h.database.db.select().from(auditLog).where(eq(auditLog.userId, userId)).orderBy(asc(auditLog.at), asc(auditLog.id));

const countOf = (details: unknown) => Number((details as { count?: number }).count ?? 1);

/** A distinct client address for the i-th request (so per-address limits are not what stops them). */
const address = (i: number) => `198.19.${Math.floor(i / 250)}.${(i % 250) + 1}`;

describe('refused attempts cannot push other entries out of a trail', () => {
  it('660 failed sign-ins and reset requests leave the registration, a setting and the deactivation in place', async () => {
    const email = 'flooded@example.com';
    expect(
      (await h.register({ username: 'flooded', name: 'Flood Ed', email, password: 'Flood#Pass2026' })).status,
    ).toBe(201);
    const session = await h.login(email, 'Flood#Pass2026');
    const me = (await (await h.get('/api/auth/me', session.access_token)).json()) as { id: string };
    const saved = await h.send('PUT', '/api/user/settings/privacy', session.access_token, {
      ...DEFAULT_SETTINGS.privacy,
      analytics: false,
    });
    expect(saved.status).toBe(200);
    const reason = 'Chargeback under investigation';
    expect((await h.send('POST', `/api/admin/users/${me.id}/deactivate`, h.opsToken, { reason })).status).toBe(200);

    // Two sign-in windows of wrong passwords: in each, 5 are checked (401) and the rest refused (429).
    let sent = 0;
    for (const _window of [1, 2]) {
      for (let i = 0; i < 200; i += 1) {
        const res = await h.post('/api/auth/login', { email, password: `Wrong#${i}` }, { ip: address(sent) });
        sent += 1;
        expect([401, 429]).toContain(res.status);
      }
      h.clock.advance(authPolicy.loginWindowMs + 1000);
    }
    h.clock.advance(1000);
    // (the administrator signs in again: the clock has moved past their access token)
    const ops = (await h.login('ops@example.com', 'Admin#Pass2026', '198.18.100.1')).access_token;
    expect((await h.send('POST', `/api/admin/users/${me.id}/activate`, ops, { reason: 'Cleared' })).status).toBe(200);
    // Reset requests for the (active again) account, from many addresses.
    for (let i = 0; i < 260; i += 1) {
      const res = await h.post('/api/auth/forgot-password', { username: email }, { ip: address(sent) });
      sent += 1;
      expect(res.status).toBe(200);
    }
    expect(sent).toBeGreaterThan(520);

    const entries = await trail(me.id);
    const actions = entries.map((e) => e.action);
    expect(actions).toContain('auth.register');
    expect(actions).toContain('user.settings_changed');
    expect(entries.find((e) => e.action === 'admin.user_deactivated')?.details).toMatchObject({
      reason,
      after: { status: 'inactive' },
    });
    expect(actions).toContain('admin.user_activated');

    // The attempts are a few summaries whose counts add up to what was sent.
    const failed = entries.filter((e) => e.action === 'auth.sign_in_failed');
    const counts = (reason: string) =>
      failed.filter((e) => (e.details as { reason: string }).reason === reason).map((e) => countOf(e.details));
    expect(failed).toHaveLength(4);
    expect(counts('wrong_password')).toEqual([authPolicy.loginFailuresPerAccount, authPolicy.loginFailuresPerAccount]);
    expect(counts('too_many_attempts')).toEqual([
      200 - authPolicy.loginFailuresPerAccount,
      200 - authPolicy.loginFailuresPerAccount,
    ]);
    const requested = entries.filter((e) => e.action === 'auth.password_reset_requested');
    expect(requested.map((e) => countOf(e.details))).toEqual([260]);
    expect(entries.length).toBeLessThan(15);
  });

  it('parallel failed sign-ins are counted exactly, in one entry per reason', async () => {
    const id = await h.account({ username: 'burst' });
    const statuses = (
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          h.post('/api/auth/login', { username: 'burst', password: `Wrong#${i}` }, { ip: address(1000 + i) }),
        ),
      )
    ).map((r) => r.status);
    const failed = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, id), eq(auditLog.action, 'auth.sign_in_failed')));
    const byReason = Object.fromEntries(
      failed.map((e) => [(e.details as { reason: string }).reason, countOf(e.details)]),
    );
    expect(failed).toHaveLength(2);
    expect(byReason).toEqual({
      wrong_password: statuses.filter((s) => s === 401).length,
      too_many_attempts: statuses.filter((s) => s === 429).length,
    });
    expect(byReason.wrong_password).toBeLessThanOrEqual(authPolicy.loginFailuresPerAccount);
  });

  it('parallel reset requests for one account are one entry with their count', async () => {
    const id = await h.account({ username: 'resetburst' });
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        h.post('/api/auth/forgot-password', { username: 'resetburst' }, { ip: address(2000 + i) }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(25).fill(200));
    const requested = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, id), eq(auditLog.action, 'auth.password_reset_requested')));
    expect(requested.map((e) => countOf(e.details))).toEqual([25]);
    // a new limit window starts a new entry
    h.clock.advance(authPolicy.mailWindowMs + 1000);
    expect((await h.post('/api/auth/forgot-password', { username: 'resetburst' }, { ip: address(2100) })).status).toBe(
      200,
    );
    const after = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, id), eq(auditLog.action, 'auth.password_reset_requested')))
      .orderBy(asc(auditLog.at));
    expect(after.map((e) => countOf(e.details))).toEqual([25, 1]);
    // a sign-in with the right password still works (nothing here locked the account)
    expect((await h.post('/api/auth/login', { username: 'resetburst', password: PASSWORD })).status).toBe(200);
  });
});
