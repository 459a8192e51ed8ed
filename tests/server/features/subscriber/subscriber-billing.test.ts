/**
 * The billing API as the subscriber dashboard (/user-dashboard) uses it (spec billing §3, §4 "Invoice and
 * subscription", §9 late fee): choose a plan (POST /subscriptions), list invoices (overdue and late fee
 * computed on the server), pay one invoice by mobile money (POST /subscriptions/pay), and what another
 * customer can reach of it (nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingErrorBodySchema,
  invoicesResponseSchema,
  paymentEnvelopeSchema,
  subscriptionCreatedResponseSchema,
  subscriptionResponseSchema,
} from '../../../../src/features/billing/contract';
import { type BillingHarness, billingHarness, MTN_TEST, PASSWORD } from '../billing/support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

const DAY = 24 * 3600_000;

async function invoicesOf(token: string) {
  const res = await h.send('GET', '/api/billing/invoices', token);
  expect(res.status).toBe(200);
  return invoicesResponseSchema.parse(await res.json()).data.invoices;
}

describe('choosing a plan (POST /subscriptions)', () => {
  it('two parallel requests create one subscription and one invoice; the other answers 409', async () => {
    const c = await h.customer('Twice');
    const answers = await Promise.all([
      h.send('POST', '/api/billing/subscriptions', c.token, { plan_id: 'plan_basic_monthly' }),
      h.send('POST', '/api/billing/subscriptions', c.token, { plan_id: 'plan_standard_monthly' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409);
    expect(billingErrorBodySchema.parse(await refused?.json()).code).toBe('subscription_exists');
    const created = subscriptionCreatedResponseSchema.parse(await answers.find((r) => r.status === 201)?.json());
    const list = await invoicesOf(c.token);
    expect(list).toHaveLength(1);
    expect(list[0]?.id).toBe(created.data.invoice.id);
    const current = subscriptionResponseSchema.parse(
      await (await h.send('GET', '/api/billing/subscriptions', c.token)).json(),
    );
    expect(current.data.subscription.id).toBe(created.data.subscription.id);
  });

  it('five parallel requests still make exactly one subscription', async () => {
    const c = await h.customer('Five');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        h.send('POST', '/api/billing/subscriptions', c.token, { plan_id: 'plan_premium_monthly' }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await invoicesOf(c.token)).toHaveLength(1);
  });

  it('bad input answers 400 with field messages, never 5xx, and creates nothing', async () => {
    const c = await h.customer('BadInput');
    for (const body of [
      {},
      { plan_id: '' },
      { plan_id: 42 },
      { plan_id: 'plan_basic_monthly', billing_cycle: 'weekly' },
    ]) {
      const res = await h.send('POST', '/api/billing/subscriptions', c.token, body);
      expect(res.status).toBe(400);
      const err = billingErrorBodySchema.parse(await res.json());
      expect(['validation_failed', 'fields_empty']).toContain(err.code);
      expect(err.issues?.length).toBeGreaterThan(0);
    }
    const notJson = await h.send('POST', '/api/billing/subscriptions', c.token, '{"plan_id":');
    expect(notJson.status).toBe(400);
    const unknown = await h.send('POST', '/api/billing/subscriptions', c.token, { plan_id: 'plan_gold' });
    expect(unknown.status).toBe(404);
    expect(billingErrorBodySchema.parse(await unknown.json()).code).toBe('unknown_plan');
    expect(await invoicesOf(c.token)).toEqual([]);
    expect((await h.send('GET', '/api/billing/subscriptions', c.token)).status).toBe(404);
  });

  it('without a token: 401 and nothing created', async () => {
    const res = await h.send('POST', '/api/billing/subscriptions', undefined, { plan_id: 'plan_basic_monthly' });
    expect(res.status).toBe(401);
  });
});

describe('invoices: overdue and the late fee (§9) computed on the server', () => {
  it('unpaid before the due date: no fee; 1-15 days late: overdue with 2%; beyond 15 days: 5%', async () => {
    const c = await h.customer('Late');
    const created = subscriptionCreatedResponseSchema.parse(
      await (await h.send('POST', '/api/billing/subscriptions', c.token, { plan_id: 'plan_standard_monthly' })).json(),
    );
    expect(created.data.invoice).toMatchObject({ status: 'unpaid', amount: 10000, late_fee: 0, days_late: 0 });
    const due = created.data.invoice.due_date * 1000;
    const at = async (ms: number) => {
      h.clock.advance(ms - h.clock.now().getTime());
      const fresh = await h.login(c.email, PASSWORD, '203.0.113.9');
      return (await invoicesOf(fresh.access_token))[0];
    };
    expect(await at(due - 1000)).toMatchObject({ status: 'unpaid', late_fee: 0, days_late: 0 });
    expect(await at(due + 1000)).toMatchObject({ status: 'overdue', late_fee: 200, days_late: 1 });
    expect(await at(due + 15 * DAY)).toMatchObject({ status: 'overdue', late_fee: 200, days_late: 15 });
    expect(await at(due + 15 * DAY + 1000)).toMatchObject({ status: 'overdue', late_fee: 500, days_late: 16 });
  });
});

describe("another customer's ids", () => {
  it('cannot pay, list or see them: 404 with nothing of the owner in the answer', async () => {
    const owner = await h.customer('Owner');
    const created = subscriptionCreatedResponseSchema.parse(
      await (await h.send('POST', '/api/billing/subscriptions', owner.token, { plan_id: 'plan_basic_monthly' })).json(),
    );
    const intruder = await h.customer('Intruder');
    const pay = await h.send('POST', '/api/billing/subscriptions/pay', intruder.token, {
      invoice_id: created.data.invoice.id,
      mobile_number: MTN_TEST,
      mobile_network: 'MTN',
    });
    expect(pay.status).toBe(404);
    const payText = await pay.text();
    expect(billingErrorBodySchema.parse(JSON.parse(payText)).code).toBe('no_unpaid_invoice');
    expect(payText).not.toContain(created.data.invoice.id);
    expect(payText).not.toContain(owner.email);

    const payments = await h.send(
      'GET',
      `/api/billing/subscriptions/${created.data.subscription.id}/payments`,
      intruder.token,
    );
    expect(payments.status).toBe(404);
    expect(await payments.text()).not.toContain(created.data.subscription.id);
    expect(await invoicesOf(intruder.token)).toEqual([]);
    expect((await h.send('GET', '/api/billing/subscriptions', intruder.token)).status).toBe(404);
    // and the owner's invoice is untouched
    expect((await invoicesOf(owner.token))[0]?.status).toBe('unpaid');
  });

  it('a malformed invoice id or subscription id is a 404 or 400, never a 5xx', async () => {
    const c = await h.customer('Malformed');
    await h.send('POST', '/api/billing/subscriptions', c.token, { plan_id: 'plan_basic_monthly' });
    const pay = await h.send('POST', '/api/billing/subscriptions/pay', c.token, {
      invoice_id: "x' or 1=1 --",
      mobile_number: MTN_TEST,
    });
    expect(pay.status).toBe(404);
    const badNumber = await h.send('POST', '/api/billing/subscriptions/pay', c.token, { mobile_number: '12' });
    expect(badNumber.status).toBe(400);
    const emptyNumber = billingErrorBodySchema.parse(
      await (await h.send('POST', '/api/billing/subscriptions/pay', c.token, { mobile_number: '' })).json(),
    );
    expect(emptyNumber.issues?.[0]?.message).toBe('Please enter mobile number and select network');
    const badNetwork = await h.send('POST', '/api/billing/subscriptions/pay', c.token, {
      mobile_number: MTN_TEST,
      mobile_network: 'GLO',
    });
    expect(badNetwork.status).toBe(400);
    expect((await h.send('GET', '/api/billing/subscriptions/not-a-uuid/payments', c.token)).status).toBe(404);
  });
});

describe('paying the invoice by mobile money', () => {
  it('the chosen invoice is paid, the subscription becomes active, paying again answers 409 invoice_paid', async () => {
    const c = await h.customer('Payer');
    const created = subscriptionCreatedResponseSchema.parse(
      await (await h.send('POST', '/api/billing/subscriptions', c.token, { plan_id: 'plan_basic_monthly' })).json(),
    );
    const res = await h.send('POST', '/api/billing/subscriptions/pay', c.token, {
      invoice_id: created.data.invoice.id,
      mobile_number: MTN_TEST,
      mobile_network: 'MTN',
    });
    expect(res.status).toBe(201);
    const payment = paymentEnvelopeSchema.parse(await res.json()).data.payment;
    expect(payment).toMatchObject({ invoice_id: created.data.invoice.id, amount: 5000 });
    h.clock.advance(4000);
    await h.send('GET', `/api/billing/mobile-money/payments/${payment.id}/poll-status`, c.token);
    await h.sandbox.flush();
    expect((await invoicesOf(c.token))[0]).toMatchObject({ status: 'paid', late_fee: 0 });
    const sub = subscriptionResponseSchema.parse(
      await (await h.send('GET', '/api/billing/subscriptions', c.token)).json(),
    );
    expect(sub.data.subscription.status).toBe('active');
    const again = await h.send('POST', '/api/billing/subscriptions/pay', c.token, {
      invoice_id: created.data.invoice.id,
      mobile_number: MTN_TEST,
    });
    expect(again.status).toBe(409);
    expect(billingErrorBodySchema.parse(await again.json()).code).toBe('invoice_paid');
  });
});
