/**
 * What administrators read of a customer's subscription (the admin overview's active subscriptions, analytics'
 * active customers, the customer list's subscription status and filter) follows the one truth, paid-until (docs/product-rules.md "One billing truth"): a customer
 * whose paid time ran out while nobody looked is not active, though the subscription row still says 'active'
 * until its customer is next seen; a customer who paid is active at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { subscriptions } from '../../../../server/features/subscriptions/tables';
import { dashboardResponseSchema } from '../../../../src/features/analytics/contract';
import { paymentEnvelopeSchema } from '../../../../src/features/billing/contract';
import { type BillingHarness, billingHarness, payBody } from './support';

let h: BillingHarness;
let adminToken: string;
beforeAll(async () => {
  h = await billingHarness();
  adminToken = (await h.login('ops@example.com', 'Admin#Pass2026')).access_token;
});
afterAll(() => h.close());

const DAY = 86_400_000;

async function pay(token: string) {
  const res = await h.send('POST', '/api/billing/mobile-money/pay-with-retry', token, payBody());
  expect(res.status).toBe(201);
  const { payment } = paymentEnvelopeSchema.parse(await res.json()).data;
  h.clock.advance(4000);
  const polled = await h.send('GET', `/api/billing/mobile-money/payments/${payment.id}/poll-status`, token);
  expect(paymentEnvelopeSchema.parse(await polled.json()).data.payment.status).toBe('succeeded');
  await h.sandbox.flush();
}

/** What the administrators read now: the overview's active subscriptions and analytics' active customers. */
async function counts() {
  adminToken = (await h.login('ops@example.com', 'Admin#Pass2026')).access_token;
  const overview = (await (await h.send('GET', '/api/admin/overview', adminToken)).json()) as {
    overview: { activeSubscriptions: number };
  };
  const analytics = dashboardResponseSchema.parse(
    await (await h.send('GET', '/api/analytics/dashboard?period=7d', adminToken)).json(),
  );
  return { subscriptions: overview.overview.activeSubscriptions, customers: analytics.users.activeCustomers };
}

it('a payment makes its customer active at once; paid time that ran out unseen is not counted as active', async () => {
  const lapsing = await h.customer('Akua Lapse', { longSession: true });
  const before = await counts();
  await pay(lapsing.token);
  const paid = await counts();
  expect(paid).toEqual({ subscriptions: before.subscriptions + 1, customers: before.customers + 1 });

  // 20 days on, a second customer pays; 15 days later the first one's month has ended, the second's not
  h.clock.advance(20 * DAY);
  const staying = await h.customer('Yaw Stay', { longSession: true });
  const beforeSecond = await counts();
  await pay(staying.token);
  expect(await counts()).toEqual({
    subscriptions: beforeSecond.subscriptions + 1,
    customers: beforeSecond.customers + 1,
  });
  h.clock.advance(15 * DAY);

  // nobody has looked at the first customer since: the row still says 'active'
  const [row] = await h.database.db.select().from(subscriptions).where(eq(subscriptions.userId, lapsing.id));
  expect(row?.status).toBe('active');
  expect(row?.nextBillingDate && row.nextBillingDate.getTime() < h.clock.now().getTime()).toBe(true);
  const lapsed = await counts();
  // the admin customer list says it too, and its 'active' filter leaves the customer out
  const listed = async (subscription: string) => {
    const res = await h.send(
      'GET',
      `/api/admin/customers?search=${encodeURIComponent(lapsing.email)}&subscription=${subscription}`,
      adminToken,
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { rows: { subscriptionStatus: string | null }[] }).rows;
  };
  expect((await listed('all')).map((r) => r.subscriptionStatus)).toEqual(['expired']);
  expect(await listed('active')).toEqual([]);
  expect(await listed('expired')).toHaveLength(1);

  // once the customer is seen, the row expires: the counts do not move, they already said so
  const login = await h.login(lapsing.email, 'Billing#Pass2026');
  expect((await h.send('GET', '/api/billing/subscriptions', login.access_token)).status).toBe(200);
  const [seen] = await h.database.db.select().from(subscriptions).where(eq(subscriptions.userId, lapsing.id));
  expect(seen?.status).toBe('expired');
  expect(await counts()).toEqual(lapsed);
});
