/**
 * The last active administrator is never demoted, deactivated or deleted. Serially this cannot be asked
 * (the only admin left acting on themself meets the self rule first), so the rule matters under parallel
 * requests: two administrators removing each other at once must leave one. The actions run under one
 * advisory lock and read the acting admin's role again inside it.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../../../server/features/auth/tables';
import { type PeopleHarness, peopleHarness } from './support';

let h: PeopleHarness;
beforeEach(async () => {
  h = await peopleHarness();
  // ops steps aside: the only active administrators are the two created by each test
  await h.database.db.update(users).set({ isActive: false }).where(eq(users.id, h.opsId));
});
afterEach(() => h.close());

const reason = 'Restructuring the team';
const act = (id: string, action: string, token: string, body: unknown = { reason }) =>
  h.send('POST', `/api/admin/users/${id}/${action}`, token, body);

async function activeAdmins() {
  const rows = await h.database.db.select().from(users).where(eq(users.isActive, true));
  return rows.filter((u) => u.role === 'admin' || u.role === 'super_admin').map((u) => u.username);
}

async function twoSuperAdmins() {
  const a = await h.account({ username: 'supera', role: 'super_admin' });
  const b = await h.account({ username: 'superb', role: 'super_admin' });
  return { a, b, tokenA: await h.tokenFor('supera'), tokenB: await h.tokenFor('superb') };
}

describe('the last administrator under parallel requests', () => {
  it('two demotions of the last two administrators leave one', async () => {
    const { a, b, tokenA, tokenB } = await twoSuperAdmins();
    const answers = await Promise.all([
      act(b, 'role', tokenA, { role: 'user', reason }),
      act(a, 'role', tokenB, { role: 'user', reason }),
    ]);
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses[0]).toBe(200);
    // the second finds its actor demoted (403) or its target the last one (409)
    expect([403, 409]).toContain(statuses[1]);
    expect(await activeAdmins()).toHaveLength(1);
  });

  it('two deactivations leave one', async () => {
    const { a, b, tokenA, tokenB } = await twoSuperAdmins();
    const answers = await Promise.all([act(b, 'deactivate', tokenA), act(a, 'deactivate', tokenB)]);
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(await activeAdmins()).toHaveLength(1);
  });

  it('a deletion and a deactivation at once leave one', async () => {
    const { a, b, tokenA, tokenB } = await twoSuperAdmins();
    const answers = await Promise.all([act(b, 'delete', tokenA), act(a, 'deactivate', tokenB)]);
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(await activeAdmins()).toHaveLength(1);
  });

  it('once one is left, it cannot remove itself (the self rule answers first)', async () => {
    const { a, b, tokenA } = await twoSuperAdmins();
    // b deactivated by a: a is now the last active administrator
    expect((await act(b, 'deactivate', tokenA)).status).toBe(200);
    expect((await act(a, 'role', tokenA, { role: 'user', reason })).status).toBe(409);
    expect(await activeAdmins()).toEqual(['supera']);
  });
});
