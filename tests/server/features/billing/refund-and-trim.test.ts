import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingErrorBodySchema, paystackInitializeResponseSchema } from '../../../../src/features/billing/contract';
import { notificationsResponseSchema } from '../../../../src/features/notifications/contract';
import { type BillingHarness, billingHarness } from './support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

async function cardPayment(token: string, card: string, cvv: string) {
  const res = await h.send('POST', '/api/billing/paystack/initialize', token, { plan_id: 'plan_basic_monthly' });
  if (res.status !== 201) return res.status;
  const init = paystackInitializeResponseSchema.parse(await res.json()).data;
  await h.send('POST', `/sandbox/paystack/checkout/${init.access_code}/pay`, undefined, {
    method: 'card',
    card_number: card,
    cvv,
  });
  await h.send('GET', `/api/billing/paystack/verify/${init.reference}`, token);
  await h.sandbox.flush();
  return 201;
}

describe('payment rate limit: a success refunds its count', () => {
  it('6 successful payments inside a minute all pass', async () => {
    const c = await h.customer('Refund');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push(await cardPayment(c.token, '4084084084084081', '408'));
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
  });

  it('6 declined payments inside a minute: the 6th is refused and blocked for 10 minutes', async () => {
    const c = await h.customer('NoRefund');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push(await cardPayment(c.token, '4084080000005408', '001'));
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    h.clock.advance(9 * 60_000);
    const still = await h.send('POST', '/api/billing/paystack/initialize', c.token, { plan_id: 'plan_basic_monthly' });
    expect(still.status).toBe(429);
    expect(billingErrorBodySchema.parse(await still.json()).code).toBe('rate_limited');
    h.clock.advance(61_000);
    expect(await cardPayment(c.token, '4084084084084081', '408')).toBe(201);
  });
});

describe('notifications', () => {
  it('keeps the 50 newest per customer; read-all and clear', async () => {
    const c = await h.customer('Bell', { longSession: true }); // 35 minutes of payments on one token
    // 18 declined card payments: each writes one payment_failed (card checkouts write no pending note).
    for (let i = 0; i < 18; i += 1) {
      await cardPayment(c.token, '4084080000005408', '001');
      h.clock.advance(61_000); // out of the payment window
    }
    // 17 successes: two notes each (18 + 34 = 52 written).
    for (let i = 0; i < 17; i += 1) {
      await cardPayment(c.token, '4084084084084081', '408');
      h.clock.advance(61_000);
    }
    const bell = notificationsResponseSchema.parse(await (await h.send('GET', '/api/notifications', c.token)).json());
    expect(bell.data.notifications).toHaveLength(50);
    expect(bell.data.notifications[0]?.type).toBe('service_active');
    expect(bell.data.notifications.at(-1)?.type).toBe('payment_failed');
    const all = await (await h.send('POST', '/api/notifications/read-all', c.token)).json();
    expect(all.data.updated).toBe(50);
    const after = notificationsResponseSchema.parse(await (await h.send('GET', '/api/notifications', c.token)).json());
    expect(after.data.unread_count).toBe(0);
    expect((await (await h.send('DELETE', '/api/notifications', c.token)).json()).data.updated).toBe(50);
  }, 120_000);
});
