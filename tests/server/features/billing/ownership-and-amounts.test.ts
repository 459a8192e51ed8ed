import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingErrorBodySchema,
  paymentEnvelopeSchema,
  paymentsResponseSchema,
  plansResponseSchema,
} from '../../../../src/features/billing/contract';
import { BILLING_MESSAGES as m, paymentValidationFailed } from '../../../../src/features/billing/messages';
import { notificationsResponseSchema } from '../../../../src/features/notifications/contract';
import { type BillingHarness, billingHarness, MANUAL, payBody } from './support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

const pay = (token: string, body: Record<string, unknown>) =>
  h.send('POST', '/api/billing/mobile-money/pay-with-retry', token, body);

describe('ownership', () => {
  it("a customer cannot read another's payments, invoices, notifications or provider records", async () => {
    const ama = await h.customer('Owner');
    const kojo = await h.customer('Other');
    const p = paymentEnvelopeSchema.parse(await (await pay(ama.token, payBody())).json()).data.payment;
    h.sandbox.answer(p.reference, 'approve');
    await h.send('GET', `/api/billing/payments/${p.id}/status`, ama.token);

    for (const path of [
      `/api/billing/payments/${p.id}/status`,
      `/api/billing/mobile-money/payments/${p.id}/poll-status`,
      `/api/billing/paystack/verify/${p.reference}`,
    ]) {
      const res = await h.send('GET', path, kojo.token);
      expect(res.status, path).toBe(404);
      expect(billingErrorBodySchema.parse(await res.json()).code).toBe('payment_not_found');
    }
    expect((await h.send('GET', `/api/billing/paystack/transactions?customer=${ama.email}`, kojo.token)).status).toBe(
      403,
    );
    expect(
      (await h.send('GET', `/api/billing/paystack/billing-summary?customer=${ama.email}`, kojo.token)).status,
    ).toBe(403);
    expect((await h.send('GET', `/api/billing/paystack/customer/${ama.email}`, kojo.token)).status).toBe(403);
    const mine = paymentsResponseSchema.parse(await (await h.send('GET', '/api/billing/payments', kojo.token)).json());
    expect(mine.data.payments).toEqual([]);
    const invoices = await (await h.send('GET', '/api/billing/invoices', kojo.token)).json();
    expect(invoices.data.invoices).toEqual([]);
    const bell = notificationsResponseSchema.parse(
      await (await h.send('GET', '/api/notifications', kojo.token)).json(),
    );
    expect(bell.data.notifications).toEqual([]);
    const amaBell = notificationsResponseSchema.parse(
      await (await h.send('GET', '/api/notifications', ama.token)).json(),
    );
    const one = amaBell.data.notifications[0]?.id ?? '';
    expect((await h.send('POST', `/api/notifications/${one}/read`, kojo.token)).status).toBe(404);
    expect((await h.send('POST', `/api/notifications/${one}/read`, ama.token)).status).toBe(200);
  });

  it('answers 401 without a bearer token on every owned route', async () => {
    for (const [method, path] of [
      ['GET', '/api/billing/subscriptions'],
      ['GET', '/api/billing/invoices'],
      ['POST', '/api/billing/mobile-money/pay-with-retry'],
      ['GET', '/api/billing/paystack/transactions'],
      ['GET', '/api/notifications'],
      ['POST', '/api/payment/initialize'],
    ] as const) {
      const res = await h.send(method, path);
      expect(res.status, path).toBe(401);
    }
  });
});

describe('the server decides the amount', () => {
  it('refuses less than the price with Insufficient amount...', async () => {
    const c = await h.customer('Short');
    const res = await pay(c.token, payBody({ amount: 99.99 }));
    expect(res.status).toBe(400);
    const body = billingErrorBodySchema.parse(await res.json());
    expect(body.code).toBe('insufficient_amount');
    expect(body.message).toMatch(/^Insufficient amount/);
    expect(body.message).toContain('GH₵ 100.00');
  });

  it('charges the price when no amount is sent, and credits any extra', async () => {
    const c = await h.customer('Extra');
    const p = paymentEnvelopeSchema.parse(
      await (await pay(c.token, payBody({ amount: 120, mobile_number: MANUAL }))).json(),
    ).data.payment;
    expect(p).toMatchObject({ amount: 12000, credit: 2000 });
  });

  it('yearly is the yearly price; 3 or more months get 5% off', async () => {
    const y = await h.customer('Yearly');
    const yearly = paymentEnvelopeSchema.parse(
      await (await pay(y.token, payBody({ billing_cycle: 'yearly', amount: undefined, mobile_number: MANUAL }))).json(),
    ).data.payment;
    expect(yearly.amount).toBe(100000);
    const q = await h.customer('Quarter');
    const three = paymentEnvelopeSchema.parse(
      await (await pay(q.token, payBody({ months: 3, amount: undefined, mobile_number: MANUAL }))).json(),
    ).data.payment;
    expect(three.amount).toBe(28500);
  });

  it.each([
    [{ amount: 0.5 }, m.minimumAmount],
    [{ amount: 100000.01 }, 'Maximum payment amount is GH₵ 100,000.00'],
    [{ amount: 100.001 }, 'Amount can have at most 2 decimal places'],
    [{ amount: '100' }, 'amount must be a number'],
    [{ mobile_number: '0123456789' }, 'Please enter a valid 10-digit mobile number starting with 0'],
    [{ mobile_number: '055123' }, 'Please enter a valid 10-digit mobile number starting with 0'],
    [{ mobile_network: 'GLO' }, 'mobile_network must be MTN, VODAFONE or AIRTELTIGO'],
    [{ billing_cycle: 'weekly' }, 'billing_cycle must be monthly or yearly'],
    [{ currency: 'USD' }, 'currency must be GHS'],
  ])('refuses %j with a 400 and the rule message', async (override, message) => {
    const c = await h.customer('Bad');
    const res = await pay(c.token, payBody(override));
    expect(res.status).toBe(400);
    const body = billingErrorBodySchema.parse(await res.json());
    // the spec's 'Payment validation failed: ...' (§8); the field's issue keeps the rule's own words
    expect(body.message).toBe(paymentValidationFailed(message));
    expect(body.issues?.map((issue) => issue.message)).toContain(message);
  });

  it('refuses an unknown plan with 404 unknown_plan', async () => {
    const c = await h.customer('NoPlan');
    const res = await pay(c.token, payBody({ plan_id: 'plan_gold' }));
    expect(res.status).toBe(404);
    expect(billingErrorBodySchema.parse(await res.json()).code).toBe('unknown_plan');
  });

  it('accepts the +233 form and the residential family (legacy id spelling)', async () => {
    const c = await h.customer('Intl');
    const p = paymentEnvelopeSchema.parse(
      await (
        await pay(c.token, payBody({ plan_id: 'skylink_home', amount: 850, mobile_number: '+233 24 400 0111' }))
      ).json(),
    ).data.payment;
    expect(p).toMatchObject({ plan_id: 'skylink-home', amount: 85000, phone_masked: '024XXXX111' });
  });
});

describe('plans', () => {
  it('lists both families from the seeded catalogue with savings', async () => {
    const body = plansResponseSchema.parse(await (await h.send('GET', '/api/billing/plans')).json());
    expect(body.data.plans.map((p) => p.id)).toEqual([
      'plan_basic_monthly',
      'plan_standard_monthly',
      'plan_premium_monthly',
      'plan_business_monthly',
      'skylink-student',
      'skylink-home',
      'skylink-business',
    ]);
    expect(body.data.plans[1]).toMatchObject({
      price_monthly: 10000,
      price_yearly: 100000,
      yearly_savings_percent: 17,
      badge: 'Most Popular',
    });
  });
});
