/**
 * Paystack's check pending charge (GET /charge/:reference) on the poll and verify path (settlement.ts): a
 * mobile money charge whose transaction verify still calls pending is checked no sooner than 10 s after the
 * charge and then at most every 10 s; its documented answers are applied as the charge's own would be
 * (success pays after a verify of the amount, failed keeps Paystack's message, timeout is "not approved in
 * time"), each with its stable failure code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEnvelopeSchema } from '../../../../src/features/billing/contract';
import { BILLING_MESSAGES as m } from '../../../../src/features/billing/messages';
import { type BillingHarness, billingHarness, MANUAL, payBody } from './support';

/** What the fake network answers to a check of a reference (else the sandbox answers). */
const checkAnswers = new Map<string, Record<string, unknown>>();
/** How many more verifies of a reference still say pending (Paystack's transaction lagging behind the charge). */
const verifyLags = new Map<string, number>();
const checks: string[] = [];

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness({
    // no webhook lands: the poll alone must learn of the payment
    webhookTransport: () => async () => 503,
    providerTransport: (send) => async (input, init) => {
      const path = new URL(input).pathname;
      const charge = /\/charge\/([^/]+)$/.exec(path);
      if (init?.method === 'GET' && charge?.[1] && charge[1] !== 'submit_otp') {
        const reference = decodeURIComponent(charge[1]);
        checks.push(reference);
        const data = checkAnswers.get(reference);
        if (data) return Response.json({ status: true, message: 'Reference check successful', data });
      }
      const verified = /\/transaction\/verify\/([^/]+)$/.exec(path);
      const lagging = verified?.[1] ? decodeURIComponent(verified[1]) : '';
      if ((verifyLags.get(lagging) ?? 0) > 0) {
        verifyLags.set(lagging, (verifyLags.get(lagging) ?? 0) - 1);
        const res = await send(input, init);
        const body = (await res.json()) as { data: Record<string, unknown> };
        return Response.json({ ...body, data: { ...body.data, status: 'pending' } });
      }
      return send(input, init);
    },
  });
});
afterAll(() => h.close());

async function waitingPayment(name: string) {
  const c = await h.customer(name);
  const res = await h.send(
    'POST',
    '/api/billing/mobile-money/pay-with-retry',
    c.token,
    payBody({ mobile_number: MANUAL }),
  );
  const payment = paymentEnvelopeSchema.parse(await res.json()).data.payment;
  expect(payment.status).toBe('processing');
  const poll = async () =>
    paymentEnvelopeSchema.parse(
      await (await h.send('GET', `/api/billing/mobile-money/payments/${payment.id}/poll-status`, c.token)).json(),
    );
  return { c, payment, poll };
}

describe('check pending charge on the poll', () => {
  it('is not asked sooner than 10 s after the charge, then at most every 10 s while the charge stays pending', async () => {
    const { payment, poll } = await waitingPayment('Patient');
    const asked = () => checks.filter((r) => r === payment.reference).length;
    // (a poll asks the provider at most every 5 s: each poll below is one that does)
    await poll();
    h.clock.advance(9_000);
    await poll();
    expect(asked()).toBe(0);
    h.clock.advance(5_000);
    expect((await poll()).data.payment.status).toBe('processing');
    expect(asked()).toBe(1);
    h.clock.advance(5_000);
    await poll();
    expect(asked()).toBe(1);
    h.clock.advance(5_000);
    await Promise.all([poll(), poll(), poll()]);
    expect(asked()).toBe(2);
  });

  it('failed: the payment fails with Paystack\'s message and its code ("Insufficient funds")', async () => {
    const { payment, poll } = await waitingPayment('Broke');
    checkAnswers.set(payment.reference, {
      reference: payment.reference,
      status: 'failed',
      message: 'Insufficient funds',
      gateway_response: null,
    });
    h.clock.advance(10_000);
    const polled = await poll();
    expect(polled.data.payment).toMatchObject({
      status: 'failed',
      failure_code: 'insufficient_funds',
      failure_reason: 'Insufficient funds',
    });
    expect(polled.error).toMatchObject({ code: 'insufficient_funds', retry_suggested: true });
  });

  it('timeout: the payment fails as not approved in time, whatever words come with it', async () => {
    const { payment, poll } = await waitingPayment('Slow');
    checkAnswers.set(payment.reference, {
      reference: payment.reference,
      status: 'timeout',
      message: 'Charge attempted',
    });
    h.clock.advance(10_000);
    expect((await poll()).data.payment).toMatchObject({
      status: 'failed',
      failure_code: 'timeout',
      failure_reason: m.approvalTimedOut,
    });
  });

  it('success: the payment is verified again at once (amount, currency) and paid in the same poll', async () => {
    const { payment, poll } = await waitingPayment('Checked');
    expect(h.sandbox.answer(payment.reference, 'approve')).toBe(true);
    verifyLags.set(payment.reference, 1); // the poll's own verify still says pending
    h.clock.advance(10_000);
    expect((await poll()).data.payment).toMatchObject({ status: 'succeeded', awaiting_otp: false });
    expect(checks).toContain(payment.reference);
  });

  it('success that verify cannot confirm yet is not credited: the payment waits for a verify that does', async () => {
    const { payment, poll } = await waitingPayment('Lagging');
    expect(h.sandbox.answer(payment.reference, 'approve')).toBe(true);
    verifyLags.set(payment.reference, 2); // the poll's verify and the one after the check
    h.clock.advance(10_000);
    expect((await poll()).data.payment.status).toBe('processing');
    h.clock.advance(5_000); // the next poll that asks the provider
    expect((await poll()).data.payment.status).toBe('succeeded');
  });
});
