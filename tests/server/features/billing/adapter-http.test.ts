import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paystackAdapter } from '../../../../server/features/billing/providers/paystack';
import type { PaymentProvider } from '../../../../server/features/billing/providers/types';
import { ProviderError } from '../../../../server/features/billing/providers/types';
import { TEST_SANDBOX_PUBLIC_KEY, TEST_SANDBOX_SECRET_KEY } from '../../../support/sandboxKeys';
import { type BillingHarness, billingHarness } from './support';

/** The Paystack adapter against the sandbox over a real socket, as it would talk to api.paystack.co. */
let h: BillingHarness;
let server: ReturnType<typeof serve>;
let base: string;
let adapter: PaymentProvider;

beforeAll(async () => {
  h = await billingHarness();
  await new Promise<void>((ready) => {
    server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox/paystack`;
  adapter = paystackAdapter({
    name: 'paystack',
    baseUrl: base,
    secretKey: TEST_SANDBOX_SECRET_KEY,
    publicKey: TEST_SANDBOX_PUBLIC_KEY,
  });
});
afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  await h.close();
});

/** A GH₵ 10 mobile money charge through the adapter. */
const chargeGhs10 = (email: string, reference: string, phone: string, provider: 'mtn' | 'vod' | 'atl') =>
  adapter.chargeMobileMoney({ email, amount: 10000, currency: 'GHS', reference, phone, provider });

describe('Paystack adapter over HTTP against the sandbox', () => {
  it('initialize answers an authorization URL ending with the access code; verify before payment is abandoned', async () => {
    const init = await adapter.initialize({
      email: 'card@example.com',
      amount: 5000,
      currency: 'GHS',
      reference: 'SKY-T-1',
    });
    expect(init.reference).toBe('SKY-T-1');
    expect(init.authorization_url.endsWith(`/sandbox/paystack/checkout/${init.access_code}`)).toBe(true);
    const tx = await adapter.verify('SKY-T-1');
    expect(tx).toMatchObject({ status: 'abandoned', amount: 5000, currency: 'GHS', reference: 'SKY-T-1' });
  });

  it('refuses a duplicate reference the way Paystack does', async () => {
    await expect(
      adapter.initialize({ email: 'card@example.com', amount: 5000, currency: 'GHS', reference: 'SKY-T-1' }),
    ).rejects.toThrow('Duplicate Transaction Reference');
  });

  it('mobile money: charge answers pay_offline, check pending, then success with masked authorization', async () => {
    // ours: the phone approves after a few seconds
    const charge = await chargeGhs10('momo@example.com', 'SKY-T-2', '0241234987', 'mtn');
    expect(charge).toMatchObject({
      status: 'pay_offline',
      display_text: 'Please complete authorization process on your mobile phone',
    });
    expect(await adapter.checkPendingCharge('SKY-T-2')).toMatchObject({ status: 'pending' });
    h.clock.advance(4000);
    expect(await adapter.checkPendingCharge('SKY-T-2')).toMatchObject({ status: 'success' });
    const tx = await adapter.verify('SKY-T-2');
    expect(tx).toMatchObject({ status: 'success', channel: 'mobile_money', gateway_response: 'Approved' });
    expect(tx?.authorization).toMatchObject({
      bin: '024XXX',
      last4: 'X987',
      exp_year: '9999',
      bank: 'MTN Mobile Money',
    });
    await h.sandbox.flush();
  });

  it("Paystack's MTN test number: the charge answer is the paid transaction", async () => {
    const charge = await chargeGhs10('instant@example.com', 'SKY-T-3', '0551234987', 'mtn');
    expect(charge).toMatchObject({ status: 'success', reference: 'SKY-T-3', gateway_response: 'Approved' });
    expect(charge.id).toEqual(expect.any(Number));
    await h.sandbox.flush();
  });

  it('Telecel voucher: send_otp with the *110# text, check pending repeats it, submitOtp pays', async () => {
    const charge = await chargeGhs10('voucher@example.com', 'SKY-T-4', '0201234110', 'vod');
    expect(charge).toMatchObject({
      status: 'send_otp',
      display_text: 'Please dial *110# to generate a voucher code. Then input the voucher',
    });
    expect(await adapter.checkPendingCharge('SKY-T-4')).toMatchObject({ status: 'send_otp' });
    const wrong = await adapter.submitOtp('SKY-T-4', '999999').catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ProviderError);
    expect(wrong).toMatchObject({ transient: false, status: 400 });
    expect((wrong as Error).message).toContain('Provided registration token is invalid');
    const paid = await adapter.submitOtp('SKY-T-4', '123456');
    expect(paid).toMatchObject({ status: 'success', reference: 'SKY-T-4', gateway_response: 'Approved' });
    expect(paid.id).toEqual(expect.any(Number));
    expect(await adapter.checkPendingCharge('SKY-T-4')).toMatchObject({ status: 'success' });
    await h.sandbox.flush();
  });

  it('customer and list by customer id', async () => {
    const customer = await adapter.customer('momo@example.com');
    expect(customer?.customer_code).toMatch(/^CUS_/);
    const list = await adapter.listTransactions({ customer: customer?.id, perPage: 10 });
    expect(list.total).toBe(1);
    expect(list.data[0]?.reference).toBe('SKY-T-2');
    expect(await adapter.customer('nobody@example.com')).toBeNull();
  });

  it('unknown references answer null; a wrong key is a non-transient 401', async () => {
    expect(await adapter.verify('SKY-NOPE')).toBeNull();
    expect(await adapter.checkPendingCharge('SKY-NOPE')).toBeNull();
    const wrong = paystackAdapter({
      name: 'paystack',
      baseUrl: base,
      secretKey: 'sk_test_wrong',
      publicKey: 'pk_test_x',
    });
    const err = await wrong.verify('SKY-T-2').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ transient: false, status: 401 });
  });

  it('an unreachable provider is a transient error', async () => {
    const down = paystackAdapter({
      name: 'paystack',
      baseUrl: 'http://127.0.0.1:1',
      secretKey: 'sk_test_x',
      publicKey: 'pk_test_x',
      timeoutMs: 2000,
    });
    const err = await down.verify('SKY-T-2').catch((e: unknown) => e);
    expect(err).toMatchObject({ transient: true });
  });

  it('serves the inline script and the phone page', async () => {
    const origin = base.replace('/sandbox/paystack', '');
    const js = await fetch(`${base}/inline.js`);
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(await js.text()).toContain('window.PaystackPop = PaystackPop');
    const phone = await fetch(`${origin}/sandbox/phone`);
    expect(await phone.text()).toContain('<script src="/sandbox/paystack/phone.js"></script>');
  });
});
