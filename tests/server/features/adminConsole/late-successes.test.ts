/**
 * GET /api/admin/stats counts the late successes (payments the provider took after we had marked them
 * failed, cancelled or abandoned, credited once) credited within the last 30 days, by credit time.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../../server/features/auth/tables';
import { payments } from '../../../../server/features/billing/tables';
import { statsResponseSchema } from '../../../../src/features/adminConsole/contract';
import { createHarness, type Harness } from '../../harness';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  admin = (await h.login('ops@example.com', 'Admin#Pass2026')).access_token;
});
afterAll(() => h.close());

const DAY_MS = 24 * 3600_000;
let n = 0;
async function payment(userId: string, lateSuccess: boolean, paidDaysAgo: number | null) {
  n += 1;
  const now = h.clock.now();
  const paidAt = paidDaysAgo === null ? null : new Date(now.getTime() - paidDaysAgo * DAY_MS);
  await h.database.db.insert(payments).values({
    reference: `SKY-17638056000${String(n).padStart(2, '0')}-0A1B2C3D`,
    userId,
    email: 'demo@example.com',
    planId: 'plan_standard_monthly',
    billingCycle: 'monthly',
    amountPesewas: 25_000,
    channel: 'card',
    status: paidAt ? 'succeeded' : 'failed',
    provider: 'sandbox',
    lateSuccess,
    createdAt: new Date(now.getTime() - 40 * DAY_MS),
    updatedAt: now,
    paidAt,
  });
}

describe('GET /api/admin/stats: late successes', () => {
  it('counts late successes credited in the last 30 days only', async () => {
    const stats = async () =>
      statsResponseSchema.parse(await (await h.get('/api/admin/stats', admin)).json()).stats.lateSuccesses;
    expect(await stats()).toBe(0);
    const [demo] = await h.database.db.select().from(users).where(eq(users.email, 'demo@example.com'));
    const id = (demo as { id: string }).id;
    await payment(id, true, 1); // credited late yesterday (the payment is 40 days old): counted
    await payment(id, true, 29); // counted
    await payment(id, true, 31); // credited before the window: not counted
    await payment(id, false, 2); // an ordinary success: not counted
    await payment(id, false, null); // a failure: not counted
    expect(await stats()).toBe(2);
  });
});
