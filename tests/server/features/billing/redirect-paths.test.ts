/**
 * Where a checkout returns to stays on our site (pen-test finding: callback_url '/.//host/x' passed the
 * old check and the sandbox checkout sent the browser to //host/x). The rule is src/domain/paths.ts's
 * sameSitePath, shared with the login page's ?from=.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingErrorBodySchema, paystackInitializeResponseSchema } from '../../../../src/features/billing/contract';
import { type BillingHarness, billingHarness } from './support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

/** Pay at the sandbox checkout by its success card: the state the checkout page acts on. */
async function payByCard(accessCode: string) {
  const res = await h.send('POST', `/sandbox/paystack/checkout/${accessCode}/pay`, undefined, {
    method: 'card',
    card_number: '4084084084084081',
    cvv: '408',
  });
  return (await res.json()).data as { status: string; return_url: string | null };
}

const OFF_SITE = [
  '/.//evil.example/x',
  '/./\\evil.example/x',
  '/..//evil.example',
  '/%2e//evil.example',
  '//evil.example',
];

describe('callback_url and redirect_url are paths on this site', () => {
  it.each(OFF_SITE)('POST /api/billing/paystack/initialize refuses callback_url %j with 400', async (callback) => {
    const c = await h.customer('Callback');
    const res = await h.send('POST', '/api/billing/paystack/initialize', c.token, {
      plan_id: 'plan_basic_monthly',
      callback_url: callback,
    });
    expect(res.status).toBe(400);
    const error = billingErrorBodySchema.parse(await res.json());
    expect(error.code).toBe('validation_failed');
    expect(error.issues).toContainEqual({ path: 'callback_url', message: 'callback_url must be a path on this site' });
  });

  it.each(OFF_SITE)('POST /api/payment/initialize refuses redirect_url %j with 400', async (redirect) => {
    const c = await h.customer('Redirect');
    const res = await h.send('POST', '/api/payment/initialize', c.token, {
      plan_id: 'plan_basic_monthly',
      redirect_url: redirect,
    });
    expect(res.status).toBe(400);
    const error = billingErrorBodySchema.parse(await res.json());
    expect(error.code).toBe('validation_failed');
    expect(error.issues).toContainEqual({ path: 'redirect_url', message: 'redirect_url must be a path on this site' });
  });

  it('a same-site path with dot segments is kept, normalised, and the checkout returns there', async () => {
    const c = await h.customer('Dots');
    const res = await h.send('POST', '/api/billing/paystack/initialize', c.token, {
      plan_id: 'plan_basic_monthly',
      callback_url: '/./payment/../payment/callback?from=dots',
    });
    expect(res.status).toBe(201);
    const init = paystackInitializeResponseSchema.parse(await res.json()).data;
    const paid = await payByCard(init.access_code);
    expect(paid.status).toBe('success');
    expect(paid.return_url).toBe(`/payment/callback?from=dots&trxref=${init.reference}&reference=${init.reference}`);
  });
});

describe('the sandbox checkout never returns to another host', () => {
  it('a transaction made on the sandbox API with an off-site callback is paid, with no return address', async () => {
    for (const [i, callback] of [
      'https://skylink.test/.//evil.example/x',
      '/./\\evil.example/x',
      'https://skylink.test/%2e//evil.example',
    ].entries()) {
      const res = await h.send('POST', '/sandbox/paystack/transaction/initialize', h.sandbox.secretKey, {
        email: 'sandbox@example.com',
        amount: 5000,
        reference: `SKY-OFFSITE-${i}`,
        callback_url: callback,
      });
      expect(res.status).toBe(200);
      const { access_code } = (await res.json()).data as { access_code: string };
      const paid = await payByCard(access_code);
      expect(paid.status).toBe('success');
      expect(paid.return_url).toBeNull();
    }
  });

  it('the Flutterwave-style cancel does not return to another host either', async () => {
    const res = await h.send('POST', '/sandbox/paystack/transaction/initialize', h.sandbox.secretKey, {
      email: 'sandbox@example.com',
      amount: 5000,
      reference: 'SKY-OFFSITE-FW',
      callback_url: 'https://skylink.test/.//evil.example/x',
      metadata: { checkout_style: 'flutterwave' },
    });
    const { access_code } = (await res.json()).data as { access_code: string };
    const cancelled = await h.send('POST', `/sandbox/paystack/checkout/${access_code}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()).data as { return_url: string | null }).return_url).toBeNull();
  });
});
