import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingErrorBodySchema, paymentEnvelopeSchema } from '../../../../src/features/billing/contract';
import { createHarness } from '../../harness';
import { type BillingHarness, billingHarness, payBody } from './support';

describe('production without live keys', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  beforeAll(async () => {
    h = await createHarness({ production: true });
  });
  afterAll(() => h.close());
  it('answers 503 payments_unavailable, has no sandbox, and says so in health and config', async () => {
    const { access_token } = await h.login('demo@example.com', 'Demo#Pass2026');
    expect((await h.get('/sandbox/paystack/inline.js')).status).not.toBe(200);
    expect((await h.get('/sandbox/phone')).status).not.toBe(200);
    const health = await (await h.get('/api/billing/health')).json();
    expect(health).toMatchObject({ status: 'degraded', payments_enabled: false, provider: 'paystack' });
    const config = await (await h.get('/api/billing/config')).json();
    expect(config.data).toMatchObject({ payments_enabled: false, test_tools: false, test_numbers: [] });
    const res = await h.post('/api/billing/mobile-money/pay-with-retry', payBody(), { token: access_token });
    expect(res.status).toBe(503);
    const body = billingErrorBodySchema.parse(await res.json());
    expect(body).toMatchObject({
      code: 'payments_unavailable',
      message: 'Payments are not available right now. Please try again later or contact support.',
    });
  });
});

describe('the provider breaker', () => {
  let h: BillingHarness;
  beforeAll(async () => {
    h = await billingHarness();
  });
  afterAll(() => h.close());
  it('opens after 3 failed calls and then answers the spec text at once; half-opens after 15 s', async () => {
    const c = await h.customer('Breaker');
    const p = paymentEnvelopeSchema.parse(
      await (
        await h.send(
          'POST',
          '/api/billing/mobile-money/pay-with-retry',
          c.token,
          payBody({ mobile_number: '0244000111' }),
        )
      ).json(),
    ).data.payment;
    // Make the provider fail: every sandbox answer becomes a 500 (a transient error, retried 3 times).
    const original = h.sandbox.routes.fetch;
    let calls = 0;
    h.sandbox.routes.fetch = (() => {
      calls += 1;
      return new Response('{"status":false,"message":"boom"}', { status: 500 });
    }) as typeof original;
    for (let i = 0; i < 3; i += 1) {
      if (i > 0) h.clock.advance(5_000); // a status read asks the provider at most every 5 s
      const res = await h.send('GET', `/api/billing/payments/${p.id}/status`, c.token);
      expect(res.status).toBe(200); // the payment as we know it; the provider's failure is logged
    }
    expect(calls).toBe(12); // 3 calls x (1 + 3 retries)
    const open = await h.send('GET', `/api/billing/payments/${p.id}/status`, c.token);
    expect(open.status).toBe(503);
    const body = billingErrorBodySchema.parse(await open.json());
    expect(body.code).toBe('circuit_open');
    expect(body.message).toBe('Payment service unavailable. Circuit breaker is open. Next attempt at 09:00:25 GMT');
    expect(calls).toBe(12);
    expect((await h.send('GET', '/api/billing/health')).status).toBe(200);
    h.sandbox.routes.fetch = original;
    h.clock.advance(15_000);
    expect((await (await h.send('GET', '/api/billing/health')).json()).breaker).toBe('half-open');
    // the next status asks the provider again (verify, then Paystack's check pending charge: the charge is
    // 25 s old), and the answers close the breaker
    const again = await h.send('GET', `/api/billing/payments/${p.id}/status`, c.token);
    expect(again.status).toBe(200);
    expect((await (await h.send('GET', '/api/billing/health')).json()).breaker).toBe('closed');
  });
});

describe('a charge whose answer is lost', () => {
  let h: BillingHarness;
  beforeAll(async () => {
    h = await billingHarness();
  });
  afterAll(() => h.close());

  it('is reconciled with verify when the charge reached the provider', async () => {
    const c = await h.customer('Lost');
    const original = h.sandbox.routes.fetch;
    // The sandbox takes the charge, but every answer to POST /charge is lost as a 502.
    h.sandbox.routes.fetch = (async (req: Request, ...rest: unknown[]) => {
      const res = await (original as (...a: unknown[]) => Response | Promise<Response>).call(
        h.sandbox.routes,
        req,
        ...rest,
      );
      return new URL(req.url).pathname.endsWith('/charge') ? new Response('bad gateway', { status: 502 }) : res;
    }) as typeof original;
    const res = await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody());
    h.sandbox.routes.fetch = original;
    expect(res.status).toBe(201);
    const p = paymentEnvelopeSchema.parse(await res.json()).data.payment;
    expect(p.status).toBe('processing');
  });

  it('stays pending while the provider cannot say, then fails once the window has passed', async () => {
    const c = await h.customer('Down');
    const original = h.sandbox.routes.fetch;
    h.sandbox.routes.fetch = (() => new Response('down', { status: 503 })) as typeof original;
    const res = await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody());
    expect(res.status).toBe(502);
    expect(billingErrorBodySchema.parse(await res.json()).code).toBe('provider_error');
    h.sandbox.routes.fetch = original;
    h.clock.advance(16_000); // the breaker (opened by the failures) half-opens
    expect((await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody())).status).toBe(409);
    h.clock.advance(181_000);
    expect((await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody())).status).toBe(201);
    const list = await (await h.send('GET', '/api/billing/payments', c.token)).json();
    expect(list.data.payments.map((x: { status: string }) => x.status)).toEqual(['processing', 'failed']);
  });
});
