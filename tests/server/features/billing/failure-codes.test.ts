/**
 * Why a payment ended, as a stable code beside the reason (src/features/billing/lifecycle.ts): each way a
 * mobile money payment can end badly answers its own `failure_code`, and the error box's `code` is the
 * same, so the pages and analytics branch on it rather than on the provider's wording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEnvelopeSchema, paymentsResponseSchema } from '../../../../src/features/billing/contract';
import { BILLING_MESSAGES } from '../../../../src/features/billing/messages';
import { type BillingHarness, billingHarness, DECLINE, PAYSTACK_MTN, payBody } from './support';

const INSUFFICIENT = '0551234111';
const NEVER_ANSWERS = '0551234999';
/** refused by the provider at the charge (a 400 naming the number) */
const REFUSED_NUMBER = '0244999888';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness({
    providerTransport: (send) => async (input, init) => {
      const path = new URL(input).pathname;
      const body = typeof init?.body === 'string' ? init.body : '';
      if (path.endsWith('/charge') && body.includes(REFUSED_NUMBER.slice(1))) {
        return new Response(JSON.stringify({ status: false, message: 'Invalid phone number' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return send(input, init);
    },
  });
});
afterAll(() => h.close());

async function payAndWait(number: string, waitMs: number) {
  const c = await h.customer('Kofi');
  const res = await h.send(
    'POST',
    '/api/billing/mobile-money/pay-with-retry',
    c.token,
    payBody({ mobile_number: number }),
  );
  const started = paymentEnvelopeSchema.parse(await res.json());
  if (started.data.payment.status !== 'processing') return { c, envelope: started };
  h.clock.advance(waitMs);
  const polled = await h.send(
    'GET',
    `/api/billing/mobile-money/payments/${started.data.payment.id}/poll-status`,
    c.token,
  );
  return { c, envelope: paymentEnvelopeSchema.parse(await polled.json()) };
}

describe('a failed payment says why with a stable code', () => {
  it('a decline on the phone is declined', async () => {
    const { envelope } = await payAndWait(DECLINE, 4000);
    expect(envelope.data.payment).toMatchObject({ status: 'failed', failure_code: 'declined' });
    expect(envelope.error).toMatchObject({ code: 'declined', retry_suggested: true });
  });

  it('an empty wallet is insufficient_funds', async () => {
    const { envelope } = await payAndWait(INSUFFICIENT, 4000);
    expect(envelope.data.payment).toMatchObject({ status: 'failed', failure_code: 'insufficient_funds' });
    expect(envelope.error?.code).toBe('insufficient_funds');
  });

  it('a prompt never approved is timeout, with the approval text', async () => {
    const { envelope } = await payAndWait(NEVER_ANSWERS, 181_000);
    expect(envelope.data.payment).toMatchObject({
      status: 'failed',
      failure_code: 'timeout',
      failure_reason: 'The payment was not approved on your phone in time.',
    });
  });

  it('a number the provider refuses is invalid_number, and the list keeps the code', async () => {
    const { c, envelope } = await payAndWait(REFUSED_NUMBER, 0);
    expect(envelope.data.payment).toMatchObject({
      status: 'failed',
      failure_code: 'invalid_number',
      failure_reason: BILLING_MESSAGES.numberRefused,
    });
    const list = paymentsResponseSchema.parse(await (await h.send('GET', '/api/billing/payments', c.token)).json());
    expect(list.data.payments[0]?.failure_code).toBe('invalid_number');
  });

  it("Paystack's MTN test number is paid in the charge answer itself: succeeded at once, no code", async () => {
    // no waiting: payAndWait returns the pay answer itself when it is not processing
    const { envelope } = await payAndWait(PAYSTACK_MTN, 0);
    expect(envelope.data.payment).toMatchObject({ status: 'succeeded', failure_code: null });
  });

  it('a success keeps no code', async () => {
    const { envelope } = await payAndWait('0241234987', 4000);
    expect(envelope.data.payment).toMatchObject({ status: 'succeeded', failure_code: null });
    expect(envelope.error).toBeNull();
  });
});
