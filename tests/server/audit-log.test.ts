import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit, recordAudit } from '../../server/audit/log';
import { AUDIT_KEEP_DAYS, AUDIT_TRIM } from '../../src/domain/audit';
import { createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: false });
});
afterAll(() => h.close());

const USER = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const KEPT = '33333333-3333-4333-8333-333333333333';
const AGED = '44444444-4444-4444-8444-444444444444';
const COUNTED = '55555555-5555-4555-8555-555555555555';
const ADMIN = '66666666-6666-4666-8666-666666666666';
const DAY = 24 * 60 * 60 * 1000;

describe('the audit log', () => {
  it('files each action under its category and default level, newest first', async () => {
    await recordAudit(h.database.db, new Date('2026-11-21T10:00:00Z'), {
      action: 'auth.sign_in_failed',
      userId: OTHER,
      ipAddress: '198.51.100.1',
      details: { reason: 'wrong password' },
    });
    await recordAudit(h.database.db, new Date('2026-11-21T10:01:00Z'), {
      action: 'system.settings_changed',
      userId: OTHER,
      details: { before: { maxUsers: 1000 }, after: { maxUsers: 900 } },
    });
    const all = await listAudit(h.database.db, { userId: OTHER, limit: 10, offset: 0 });
    expect(all.total).toBe(2);
    expect(all.entries.map((e) => [e.action, e.category, e.level])).toEqual([
      ['system.settings_changed', 'system', 'warn'],
      ['auth.sign_in_failed', 'auth', 'warn'],
    ]);
    const auth = await listAudit(h.database.db, { userId: OTHER, category: 'auth', limit: 10, offset: 0 });
    expect(auth.entries.map((e) => e.action)).toEqual(['auth.sign_in_failed']);
    const search = await listAudit(h.database.db, { search: 'WRONG pass', limit: 10, offset: 0 });
    expect(search.entries.map((e) => e.userId)).toEqual([OTHER]);
    // LIKE's wildcards are searched for literally
    expect((await listAudit(h.database.db, { search: '%', limit: 10, offset: 0 })).total).toBe(0);
  });

  it(`trims a trail above ${AUDIT_TRIM.above} to the newest ${AUDIT_TRIM.keep}, with parallel writers`, async () => {
    const base = Date.parse('2026-11-22T00:00:00Z');
    const write = (i: number) =>
      recordAudit(h.database.db, new Date(base + i * 1000), { action: 'auth.sign_in', userId: USER, details: { i } });
    for (let i = 0; i < AUDIT_TRIM.above; i += 1) await write(i);
    expect((await listAudit(h.database.db, { userId: USER, limit: 1, offset: 0 })).total).toBe(AUDIT_TRIM.above);
    await Promise.all([AUDIT_TRIM.above, AUDIT_TRIM.above + 1, AUDIT_TRIM.above + 2].map(write));
    const after = await listAudit(h.database.db, { userId: USER, limit: 1000, offset: 0 });
    // the first writer past 500 trims to 250; the two after it add theirs
    expect(after.total).toBe(AUDIT_TRIM.keep + 2);
    expect(after.entries[0]?.details).toEqual({ i: AUDIT_TRIM.above + 2 });
    // the other user's trail is untouched
    expect((await listAudit(h.database.db, { userId: OTHER, limit: 10, offset: 0 })).total).toBe(2);
  });

  it(`the trail without an account is trimmed as a whole: the ${AUDIT_TRIM.above + 1}st entry keeps the newest ${AUDIT_TRIM.keep}`, async () => {
    const db = h.database.db;
    const base = Date.parse('2026-11-25T00:00:00Z');
    const write = (i: number) =>
      recordAudit(db, new Date(base + i * 1000), {
        action: 'auth.password_reset_requested',
        userId: null,
        details: { i },
      });
    for (let i = 0; i < AUDIT_TRIM.above; i += 1) await write(i);
    const anonymous = async () =>
      (await listAudit(db, { search: 'auth.password_reset_requested', limit: 1000, offset: 0 })).entries.filter(
        (e) => e.userId === null,
      );
    expect(await anonymous()).toHaveLength(AUDIT_TRIM.above);
    await write(AUDIT_TRIM.above);
    const kept = await anonymous();
    expect(kept).toHaveLength(AUDIT_TRIM.keep);
    expect(kept[0]?.details).toEqual({ i: AUDIT_TRIM.above });
  });

  it('an alert without an account (sign-up full) outlives a flood of anonymous entries', async () => {
    const db = h.database.db;
    const base = Date.parse('2026-11-26T00:00:00Z');
    await recordAudit(db, new Date(base), {
      action: 'system.registration_limit_reached',
      userId: null,
      details: { maxUsers: 1000, counted: 1000 },
    });
    for (let i = 1; i <= AUDIT_TRIM.above + 1; i += 1) {
      await recordAudit(db, new Date(base + i * 1000), {
        action: 'auth.sign_in_failed',
        userId: null,
        details: { reason: 'unknown_account', identifier: `flood${i}` },
      });
    }
    const alerts = await listAudit(db, { search: 'system.registration_limit_reached', limit: 10, offset: 0 });
    expect(alerts.entries.map((e) => [e.action, e.level])).toEqual([['system.registration_limit_reached', 'warn']]);
  });

  it('the volume trim removes only routine entries: security and admin entries outlive any number of them', async () => {
    const db = h.database.db;
    const base = Date.parse('2026-11-23T00:00:00Z');
    await recordAudit(db, new Date(base), { action: 'auth.register', userId: KEPT });
    await recordAudit(db, new Date(base + 1000), {
      action: 'admin.user_deactivated',
      userId: KEPT,
      actorId: ADMIN,
      details: { before: { status: 'active' }, after: { status: 'inactive' }, reason: 'Fraud report' },
    });
    await recordAudit(db, new Date(base + 2000), { action: 'user.settings_changed', userId: KEPT });
    for (let i = 0; i < AUDIT_TRIM.above; i += 1) {
      await recordAudit(db, new Date(base + 3000 + i * 1000), { action: 'auth.sign_in', userId: KEPT });
    }
    const { entries } = await listAudit(db, { userId: KEPT, limit: 1000, offset: 0 });
    const actions = entries.map((e) => e.action);
    expect(actions).toContain('auth.register');
    expect(entries.find((e) => e.action === 'admin.user_deactivated')?.details).toMatchObject({
      reason: 'Fraud report',
    });
    // the 501st routine entry trimmed them to the newest 250 among themselves (the settings change was oldest)
    expect(actions.filter((a) => a === 'auth.sign_in')).toHaveLength(AUDIT_TRIM.keep);
    expect(actions).not.toContain('user.settings_changed');
    expect(entries).toHaveLength(AUDIT_TRIM.keep + 2);
  });

  it(`security and admin entries are kept by age: ${AUDIT_KEEP_DAYS} days`, async () => {
    const db = h.database.db;
    const start = Date.parse('2026-01-01T00:00:00Z');
    await recordAudit(db, new Date(start), { action: 'auth.password_changed', userId: AGED });
    await recordAudit(db, new Date(start + 2 * DAY), { action: 'admin.role_changed', userId: AGED, actorId: ADMIN });
    await recordAudit(db, new Date(start + DAY), { action: 'auth.sign_in', userId: AGED });
    // a year and a bit later, the next security entry drops the security and admin entries past the age
    await recordAudit(db, new Date(start + (AUDIT_KEEP_DAYS + 1) * DAY + 1000), {
      action: 'auth.password_reset',
      userId: AGED,
    });
    const { entries } = await listAudit(db, { userId: AGED, limit: 10, offset: 0 });
    expect(entries.map((e) => e.action)).toEqual(['auth.password_reset', 'admin.role_changed', 'auth.sign_in']);
  });

  it('counted entries: parallel writers add to one entry; other details, another window or user start their own', async () => {
    const db = h.database.db;
    const at = new Date('2026-11-24T08:00:00Z');
    const window = 15 * 60_000;
    const attempt = (userId: string | null, reason: string, when = at, ip = '198.51.100.9') =>
      recordAudit(db, when, {
        action: 'auth.sign_in_failed',
        userId,
        ipAddress: ip,
        details: { reason },
        countWithinMs: window,
      });
    await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(COUNTED, 'wrong_password', at, `198.51.100.${i}`)));
    await attempt(COUNTED, 'too_many_attempts', new Date(at.getTime() + 1));
    await attempt(OTHER, 'wrong_password');
    const later = new Date(at.getTime() + window - 1);
    await attempt(COUNTED, 'wrong_password', later, '203.0.113.5');
    const { entries } = await listAudit(db, { userId: COUNTED, limit: 10, offset: 0 });
    expect(entries.map((e) => e.details)).toEqual([
      { reason: 'too_many_attempts' },
      { reason: 'wrong_password', count: 31, lastAt: later.toISOString(), lastIpAddress: '203.0.113.5' },
    ]);
    // once the window has passed, the next attempt starts a new entry
    await attempt(COUNTED, 'wrong_password', new Date(at.getTime() + window));
    const after = await listAudit(db, { userId: COUNTED, limit: 10, offset: 0 });
    expect(after.entries.map((e) => e.details)).toEqual([
      { reason: 'wrong_password' },
      { reason: 'too_many_attempts' },
      { reason: 'wrong_password', count: 31, lastAt: later.toISOString(), lastIpAddress: '203.0.113.5' },
    ]);
  });
});
