/**
 * GET /api/admin/customers/:id flags each payment credited as a late success (`lateSuccess`), so the
 * customer detail can badge and filter them; checked against the contract.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../../server/features/billing/tables';
import { customerDetailResponseSchema } from '../../../../src/features/adminUsers/contract';
import { type PeopleHarness, peopleHarness } from './support';

let h: PeopleHarness;
let id: string;
beforeAll(async () => {
  h = await peopleHarness();
  id = await h.account({ username: 'ama', fullName: 'Ama Late' });
  await h.pay(id, 'ama@example.test', 2500, 'failed');
  await h.pay(id, 'ama@example.test', 2500, 'succeeded');
  // the first, failed one, was then paid at the provider and credited late
  await h.database.db
    .update(payments)
    .set({ status: 'succeeded', lateSuccess: true, paidAt: h.clock.now() })
    .where(eq(payments.reference, `SKY-TEST-1-${id.slice(0, 8)}`));
});
afterAll(() => h.close());

describe('the customer detail: late successes', () => {
  it('answers lateSuccess on every payment, true only for the one credited late', async () => {
    const res = await h.send('GET', `/api/admin/customers/${id}`, h.opsToken);
    expect(res.status).toBe(200);
    const body = await res.json();
    // the flag is in the answer itself, not only a default of the contract
    for (const p of body.payments) expect(typeof p.lateSuccess).toBe('boolean');
    const detail = customerDetailResponseSchema.parse(body);
    expect(detail.payments.map((p) => [p.reference, p.lateSuccess])).toEqual([
      [`SKY-TEST-2-${id.slice(0, 8)}`, false],
      [`SKY-TEST-1-${id.slice(0, 8)}`, true],
    ]);
  });
});
