import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit, recordAudit } from '../../server/audit/log';
import { AUDIT_TRIM } from '../../src/domain/audit';
import { createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: false });
});
afterAll(() => h.close());

const USER = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

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
});
