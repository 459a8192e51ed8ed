/**
 * The billing API end to end on one seeded server: subscriptions, the card popup and its checkout, the hosted
 * checkout, summaries, config and metrics.
 * Longer than 300 lines: one harness serves every route family, and each family is a short describe of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingConfigResponseSchema,
  billingErrorBodySchema,
  billingSummaryResponseSchema,
  hostedInitializeResponseSchema,
  hostedVerifyResponseSchema,
  invoicesResponseSchema,
  paymentEnvelopeSchema,
  paymentsResponseSchema,
  paystackInitializeResponseSchema,
  paystackVerifyResponseSchema,
  subscriptionCreatedResponseSchema,
  subscriptionResponseSchema,
  transactionsResponseSchema,
} from '../../../../src/features/billing/contract';
import { notificationsResponseSchema } from '../../../../src/features/notifications/contract';
import { type BillingHarness, billingHarness, METRICS_TOKEN, MTN_TEST, PASSWORD, payBody } from './support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

/** The browser's part of a checkout: pay by the sandbox's success card at the checkout page's API. */
async function payByCard(accessCode: string, card = { card_number: '4084084084084081', cvv: '408' }) {
  const res = await h.send('POST', `/sandbox/paystack/checkout/${accessCode}/pay`, undefined, {
    method: 'card',
    ...card,
  });
  return (await res.json()).data as { status: string; return_url: string | null; transaction: { reference: string } };
}

describe('subscriptions and invoices', () => {
  it('POST creates a pending subscription with an unpaid invoice; paying it activates; DELETE cancels', async () => {
    const c = await h.customer('Subs');
    const created = await h.send('POST', '/api/billing/subscriptions', c.token, { plan_id: 'plan_basic_monthly' });
    expect(created.status).toBe(201);
    const body = subscriptionCreatedResponseSchema.parse(await created.json());
    expect(body.data.subscription).toMatchObject({
      status: 'pending',
      plan_id: 'plan_basic_monthly',
      next_billing_date: null,
    });
    expect(body.data.invoice).toMatchObject({ status: 'unpaid', amount: 5000 });
    expect(
      (await h.send('POST', '/api/billing/subscriptions', c.token, { plan_id: 'plan_basic_monthly' })).status,
    ).toBe(409);

    const paid = paymentEnvelopeSchema.parse(
      await (
        await h.send('POST', '/api/billing/subscriptions/pay', c.token, {
          mobile_number: MTN_TEST,
          mobile_network: 'MTN',
        })
      ).json(),
    ).data.payment;
    expect(paid).toMatchObject({
      amount: 5000,
      invoice_id: body.data.invoice.id,
      subscription_id: body.data.subscription.id,
    });
    h.clock.advance(4000);
    await h.send('GET', `/api/billing/mobile-money/payments/${paid.id}/poll-status`, c.token);
    await h.sandbox.flush();
    const invoices = invoicesResponseSchema.parse(await (await h.send('GET', '/api/billing/invoices', c.token)).json());
    expect(invoices.data.invoices.map((i) => i.status)).toEqual(['paid']);
    const none = await h.send('POST', '/api/billing/subscriptions/pay', c.token, { mobile_number: MTN_TEST });
    expect(none.status).toBe(404);
    expect(billingErrorBodySchema.parse(await none.json()).code).toBe('no_unpaid_invoice');

    const subPayments = paymentsResponseSchema.parse(
      await (await h.send('GET', `/api/billing/subscriptions/${body.data.subscription.id}/payments`, c.token)).json(),
    );
    expect(subPayments.data.payments.map((p) => p.status)).toEqual(['succeeded']);
    const other = await h.customer('NotSubs');
    expect(
      (await h.send('GET', `/api/billing/subscriptions/${body.data.subscription.id}/payments`, other.token)).status,
    ).toBe(404);

    const active = subscriptionResponseSchema.parse(
      await (await h.send('GET', '/api/billing/subscriptions', c.token)).json(),
    );
    expect(active.data.subscription.status).toBe('active');
    expect(active.data.plan.name).toBe('Basic Internet');
    // Past the next billing date without a payment: expired, once, with a service_expired notification.
    h.clock.advance(31 * 24 * 3600_000);
    const fresh = await h.login(c.email, PASSWORD);
    for (let i = 0; i < 2; i += 1) {
      const expired = subscriptionResponseSchema.parse(
        await (await h.send('GET', '/api/billing/subscriptions', fresh.access_token)).json(),
      );
      expect(expired.data.subscription.status).toBe('expired');
    }
    const bell = await (await h.send('GET', '/api/notifications', fresh.access_token)).json();
    expect(bell.data.notifications.filter((n: { type: string }) => n.type === 'service_expired')).toHaveLength(1);
    c.token = fresh.access_token;
    const cancelled = await (await h.send('DELETE', '/api/billing/subscriptions', c.token)).json();
    expect(cancelled.data.subscription).toMatchObject({ status: 'cancelled', auto_renew: false });
  });
});

describe('card popup: /paystack/initialize then /paystack/verify', () => {
  it('initialises at the provider, the checkout pays, verify reports data.status success and activates', async () => {
    const c = await h.customer('Card');
    const res = await h.send('POST', '/api/billing/paystack/initialize', c.token, {
      plan_id: 'skylink-student',
      email: c.email,
    });
    expect(res.status).toBe(201);
    const init = paystackInitializeResponseSchema.parse(await res.json()).data;
    expect(init).toMatchObject({ amount: 10000, currency: 'GHS', email: c.email });
    expect(init.public_key).toMatch(/^pk_test_/);
    // Before paying, verify says pending (not paid): the top-level status is true either way.
    const before = paystackVerifyResponseSchema.parse(
      await (await h.send('GET', `/api/billing/paystack/verify/${init.reference}`, c.token)).json(),
    );
    expect(before).toMatchObject({ status: true, data: { status: 'pending' } });
    const paid = await payByCard(init.access_code);
    expect(paid.status).toBe('success');
    expect(paid.return_url).toBe(`/payment/callback?trxref=${init.reference}&reference=${init.reference}`);
    const after = paystackVerifyResponseSchema.parse(
      await (await h.send('GET', `/api/billing/paystack/verify/${init.reference}`, c.token)).json(),
    );
    expect(after.data).toMatchObject({ status: 'success', amount: 10000, currency: 'GHS', channel: 'card' });
    await h.sandbox.flush();
    expect((await h.send('GET', '/api/billing/subscriptions', c.token)).status).toBe(200);
  });

  it('a declined card: verify reports failed, never success', async () => {
    const c = await h.customer('Declined');
    const init = paystackInitializeResponseSchema.parse(
      await (
        await h.send('POST', '/api/billing/paystack/initialize', c.token, { plan_id: 'plan_basic_monthly' })
      ).json(),
    ).data;
    expect((await payByCard(init.access_code, { card_number: '4084080000005408', cvv: '001' })).status).toBe('failed');
    const v = paystackVerifyResponseSchema.parse(
      await (await h.send('GET', `/api/billing/paystack/verify/${init.reference}`, c.token)).json(),
    );
    expect(v.status).toBe(true);
    expect(v.data.status).toBe('failed');
  });

  it("refuses another customer's email and an off-site callback", async () => {
    const c = await h.customer('Email');
    expect(
      (
        await h.send('POST', '/api/billing/paystack/initialize', c.token, {
          plan_id: 'plan_basic_monthly',
          email: 'x@example.com',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.send('POST', '/api/billing/paystack/initialize', c.token, {
          plan_id: 'plan_basic_monthly',
          callback_url: 'https://evil.example/x',
        })
      ).status,
    ).toBe(400);
  });

  it('the checkout opens on mobile money, card second (the channels our server asks for)', async () => {
    const c = await h.customer('Channels');
    const res = await h.send('POST', '/api/billing/paystack/initialize', c.token, { plan_id: 'skylink-student' });
    const init = paystackInitializeResponseSchema.parse(await res.json()).data;
    const page = await (await h.send('GET', `/sandbox/paystack/checkout/${init.access_code}`)).text();
    expect([...page.matchAll(/<form id="(card|momo)-form"/g)].map((m) => m[1])).toEqual(['momo', 'card']);
  });

  it('a checkout opened and left for mobile money is no failure: no red notification, one quiet row', async () => {
    const c = await h.customer('Left');
    await h.send('POST', '/api/billing/paystack/initialize', c.token, { plan_id: 'plan_basic_monthly' });
    // the customer turns to mobile money: the untouched checkout is given up (abandoned)
    const momo = await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody({}));
    expect(momo.status).toBe(201);
    const bell = notificationsResponseSchema.parse(await (await h.send('GET', '/api/notifications', c.token)).json());
    expect(bell.data.notifications.map((n) => n.type)).not.toContain('payment_failed');
    const history = transactionsResponseSchema.parse(
      await (await h.send('GET', '/api/billing/paystack/transactions', c.token)).json(),
    );
    // one row for the left checkout (the dashboard shows Paystack's 'abandoned' as 'Not completed'), none failed
    expect(history.transactions.filter((t) => t.channel === 'card').map((t) => t.status)).toEqual(['abandoned']);
    expect(history.transactions.map((t) => t.status)).not.toContain('failed');
  });

  it('an untouched checkout does not block a new payment (it is given up)', async () => {
    const c = await h.customer('Untouched');
    await h.send('POST', '/api/billing/paystack/initialize', c.token, { plan_id: 'plan_basic_monthly' });
    expect(
      (
        await h.send(
          'POST',
          '/api/billing/mobile-money/pay-with-retry',
          c.token,
          payBody({ mobile_number: '0244000111' }),
        )
      ).status,
    ).toBe(201);
  });
});

describe('Flutterwave-style hosted checkout', () => {
  it('initialize answers data.link; the checkout returns status, tx_ref and transaction_id; verify by id', async () => {
    const c = await h.customer('Hosted');
    const res = await h.send('POST', '/api/payment/initialize', c.token, {
      plan_id: 'plan_premium_monthly',
      amount: 200,
    });
    const init = hostedInitializeResponseSchema.parse(await res.json());
    const code = init.data.link.split('/').pop() ?? '';
    const paid = await payByCard(code);
    const back = new URL(paid.return_url ?? '', 'https://skylink.test');
    expect(back.pathname).toBe('/payment/callback');
    expect(back.searchParams.get('status')).toBe('successful');
    expect(back.searchParams.get('tx_ref')).toBe(init.data.tx_ref);
    const id = back.searchParams.get('transaction_id') ?? '';
    const verify = hostedVerifyResponseSchema.parse(
      await (await h.send('GET', `/api/payment/verify/${id}`, c.token)).json(),
    );
    expect(verify).toMatchObject({
      status: 'success',
      data: { status: 'successful', amount: 200, currency: 'GHS', tx_ref: init.data.tx_ref, id },
    });
    const stranger = await h.customer('Stranger');
    expect((await h.send('GET', `/api/payment/verify/${id}`, stranger.token)).status).toBe(404);
  });

  it('cancel returns status=cancelled with the tx_ref', async () => {
    const c = await h.customer('HostedCancel');
    const init = hostedInitializeResponseSchema.parse(
      await (await h.send('POST', '/api/payment/initialize', c.token, { plan_id: 'plan_basic_monthly' })).json(),
    );
    const code = init.data.link.split('/').pop() ?? '';
    const res = await (await h.send('POST', `/sandbox/paystack/checkout/${code}/cancel`)).json();
    expect(res.data.return_url).toBe(`/payment/callback?status=cancelled&tx_ref=${init.data.tx_ref}`);
  });
});

describe('transactions, billing summary, config, metrics', () => {
  it('summarises paid transactions; falls back to our records when the provider is down', async () => {
    const c = await h.customer('Summary');
    const p = paymentEnvelopeSchema.parse(
      await (await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody())).json(),
    ).data.payment;
    h.sandbox.answer(p.reference, 'approve');
    await h.send('GET', `/api/billing/payments/${p.id}/status`, c.token);
    await h.sandbox.flush();
    const summary = billingSummaryResponseSchema.parse(
      await (await h.send('GET', '/api/billing/paystack/billing-summary', c.token)).json(),
    );
    expect(summary.data).toMatchObject({
      totalThisMonth: 10000,
      totalThisYear: 10000,
      totalPayments: 1,
      pendingPayments: 0,
      fallbackApplied: false,
      filterEmail: c.email,
    });
    expect(summary.data.lastPayment?.reference).toBe(p.reference);
    // the row names our payment (for its receipt) and the package, from the provider's list too
    expect(summary.data.lastPayment).toMatchObject({
      payment_id: p.id,
      metadata: { package_name: expect.any(String) },
    });
    const fromProvider = transactionsResponseSchema.parse(
      await (await h.send('GET', '/api/billing/paystack/transactions', c.token)).json(),
    );
    expect(fromProvider.transactions.map((t) => [t.reference, t.payment_id])).toEqual([[p.reference, p.id]]);

    const original = h.sandbox.routes.fetch;
    h.sandbox.routes.fetch = (() =>
      new Response('{"status":false,"message":"down"}', { status: 503 })) as typeof original;
    const list = transactionsResponseSchema.parse(
      await (await h.send('GET', '/api/billing/paystack/transactions?limit=10', c.token)).json(),
    );
    h.sandbox.routes.fetch = original;
    expect(list).toMatchObject({ fallbackApplied: true, matchedCount: 1, filterEmail: c.email });
    expect(list.transactions[0]).toMatchObject({
      reference: p.reference,
      status: 'success',
      amount: 10000,
      payment_id: p.id,
    });
    expect((await h.send('GET', '/api/billing/paystack/transactions?limit=500', c.token)).status).toBe(400);
  });

  it('config lists the sandbox keys, script and test data', async () => {
    const config = billingConfigResponseSchema.parse(await (await h.send('GET', '/api/billing/config')).json()).data;
    expect(config).toMatchObject({
      provider: 'sandbox',
      mode: 'sandbox',
      inline_script_url: '/sandbox/paystack/inline.js',
      payments_enabled: true,
      test_tools: true,
    });
    expect(config.test_numbers.map((n) => n.number)).toContain('0551234987');
  });

  it('metrics need an admin or the metrics token, and count requests and payments by status', async () => {
    expect((await h.send('GET', '/api/metrics')).status).toBe(401);
    const user = await h.customer('Metrics');
    expect((await h.send('GET', '/api/metrics', user.token)).status).toBe(403);
    const admin = await h.login('ops@example.com', 'Admin#Pass2026');
    const res = await h.send('GET', '/api/metrics', admin.access_token);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/api_requests_total\{method="GET",route="\/api\/billing\/invoices",status="200"\} \d+/);
    expect(text).toMatch(/api_errors_total\{method="GET",route="\/api\/metrics",status="401"\} 1/);
    expect(text).toMatch(/payments_by_status\{status="succeeded"\} \d+/);
    expect((await h.send('GET', '/api/metrics', METRICS_TOKEN)).status).toBe(200);
    expect((await h.send('GET', '/api/metrics', `${METRICS_TOKEN}x`)).status).toBe(401);
  });
});
