import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../../../server/features/billing/providers/paystack';
import { paymentEvents, payments } from '../../../../server/features/billing/tables';
import { paymentEnvelopeSchema } from '../../../../src/features/billing/contract';
import { TEST_SANDBOX_SECRET_KEY } from '../../../support/sandboxKeys';
import { type BillingHarness, billingHarness, MANUAL, payBody } from './support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

const post = (raw: string, signature?: string) =>
  h.app.request('/api/billing/paystack/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'x-paystack-signature': signature } : {}) },
    body: raw,
  });

async function openPayment(name: string) {
  const c = await h.customer(name);
  const p = paymentEnvelopeSchema.parse(
    await (
      await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody({ mobile_number: MANUAL }))
    ).json(),
  ).data.payment;
  return { c, p };
}

const statusOf = async (id: string) =>
  (await h.database.db.select({ s: payments.status }).from(payments).where(eq(payments.id, id)))[0]?.s;

/** A charge.success for the payment as the sandbox would describe it once approved. */
function successEvent(reference: string, override: Record<string, unknown> = {}) {
  return JSON.stringify({
    event: 'charge.success',
    data: {
      id: 4100009999,
      status: 'success',
      reference,
      amount: 10000,
      currency: 'GHS',
      channel: 'mobile_money',
      gateway_response: 'Approved',
      ...override,
    },
  });
}

describe('POST /api/billing/paystack/webhook', () => {
  it('refuses a missing or wrong signature with 401 and changes nothing', async () => {
    const { p } = await openPayment('Sig');
    const raw = successEvent(p.reference);
    for (const signature of [
      undefined,
      'abc',
      signWebhook(raw, 'sk_test_wrong'),
      signWebhook(`${raw} `, TEST_SANDBOX_SECRET_KEY),
    ]) {
      const res = await post(raw, signature);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'invalid_signature' });
    }
    expect(await statusOf(p.id)).toBe('processing');
  });

  it('credits on a signed charge.success, and a replay changes nothing', async () => {
    const { p } = await openPayment('Replay');
    const raw = successEvent(p.reference);
    const sig = signWebhook(raw, TEST_SANDBOX_SECRET_KEY);
    expect((await post(raw, sig)).status).toBe(200);
    expect(await statusOf(p.id)).toBe('succeeded');
    const before = await h.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, p.id));
    expect((await post(raw, sig)).status).toBe(200);
    const after = await h.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, p.id));
    expect(after).toHaveLength(before.length);
  });

  it('acknowledges and ignores an unknown reference and other events', async () => {
    const raw = successEvent('SKY-0-NOTOURS');
    const res = await post(raw, signWebhook(raw, TEST_SANDBOX_SECRET_KEY));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    const other = JSON.stringify({ event: 'transfer.success', data: { reference: 'x' } });
    expect((await post(other, signWebhook(other, TEST_SANDBOX_SECRET_KEY))).status).toBe(200);
  });

  it('does not credit an amount or currency that does not match, and logs it', async () => {
    const { p } = await openPayment('Mismatch');
    for (const override of [{ amount: 100 }, { currency: 'NGN' }]) {
      const raw = successEvent(p.reference, override);
      expect((await post(raw, signWebhook(raw, TEST_SANDBOX_SECRET_KEY))).status).toBe(200);
    }
    expect(await statusOf(p.id)).toBe('processing');
    const events = await h.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, p.id));
    expect(events.filter((e) => e.type === 'amount_mismatch')).toHaveLength(2);
  });

  it('a verify that finds a different amount at the provider fails the payment without crediting', async () => {
    const { c, p } = await openPayment('Tamper');
    h.sandbox.tamper(p.reference, { amount: 5000 });
    h.sandbox.answer(p.reference, 'approve');
    await h.sandbox.flush();
    const res = await h.send('GET', `/api/billing/paystack/verify/${p.reference}`, c.token);
    const body = await res.json();
    expect(body.data.status).toBe('failed');
    expect(body.data.payment.failure_reason).toBe('Payment verification failed: amount or currency does not match');
    expect((await h.send('GET', '/api/billing/subscriptions', c.token)).status).toBe(404);
  });
});
