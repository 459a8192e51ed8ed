/**
 * The voucher step (server/features/billing/voucher.ts): a charge Paystack answers `send_otp` (its Telecel
 * sample, "Please dial *110# ...") waits `awaiting_otp`; the customer's code goes through POST
 * /api/billing/payments/:id/otp to the provider's /charge/submit_otp. The right code pays (one SMS), a wrong
 * one is refused at the field with the payment still open, and the endpoint reads only the caller's own
 * payments and only a code.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../../../server/db/schema';
import { paymentEvents } from '../../../../server/features/billing/tables';
import { billingErrorBodySchema, paymentEnvelopeSchema } from '../../../../src/features/billing/contract';
import { BILLING_MESSAGES as m } from '../../../../src/features/billing/messages';
import { type BillingHarness, billingHarness, payBody } from './support';

const VOUCHER_NUMBER = '0201234110';
const VOUCHER = '123456';
const VOUCHER_TEXT = 'Please dial *110# to generate a voucher code. Then input the voucher';
/** A voucher number whose code Paystack answers with a prompt on the phone (pay_offline), not a payment. */
const PROMPT_AFTER_CODE = '0501234110';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness({
    providerTransport: (send) => async (input, init) => {
      const path = new URL(input).pathname;
      const body = typeof init?.body === 'string' ? init.body : '';
      if (path.endsWith('/charge/submit_otp')) {
        const ref = JSON.parse(body).reference as string;
        codesSent.set(ref, (codesSent.get(ref) ?? 0) + 1);
      }
      // Paystack may answer a code with the next step instead of a payment: here, a prompt on the phone
      if (path.endsWith('/charge/submit_otp') && promptAfterCode.has(JSON.parse(body).reference)) {
        return Response.json({
          status: true,
          message: 'Charge attempted',
          data: {
            reference: JSON.parse(body).reference,
            status: 'pay_offline',
            display_text: 'Please complete authorization process on your mobile phone',
          },
        });
      }
      return send(input, init);
    },
  });
});
afterAll(() => h.close());
const promptAfterCode = new Set<string>();
/** the codes the provider received, per payment reference */
const codesSent = new Map<string, number>();

async function payByVoucher(name: string, number = VOUCHER_NUMBER) {
  const c = await h.customer(name);
  const res = await h.send(
    'POST',
    '/api/billing/mobile-money/pay-with-retry',
    c.token,
    payBody({ mobile_number: number === PROMPT_AFTER_CODE ? VOUCHER_NUMBER : number, mobile_network: 'VODAFONE' }),
  );
  expect(res.status).toBe(201);
  const payment = paymentEnvelopeSchema.parse(await res.json()).data.payment;
  if (number === PROMPT_AFTER_CODE) promptAfterCode.add(payment.reference);
  return { c, payment };
}

const submit = (token: string, id: string, body: unknown) =>
  h.send('POST', `/api/billing/payments/${id}/otp`, token, body);

describe('POST /api/billing/payments/:id/otp', () => {
  it('a send_otp charge waits for the code with the network instruction; the right voucher pays it, with one SMS', async () => {
    const { c, payment } = await payByVoucher('Efua');
    expect(payment).toMatchObject({ status: 'processing', awaiting_otp: true, display_text: VOUCHER_TEXT });

    const res = await submit(c.token, payment.id, { otp: VOUCHER });
    expect(res.status).toBe(200);
    const paid = paymentEnvelopeSchema.parse(await res.json());
    expect(paid.success).toBe(true);
    expect(paid.data.payment).toMatchObject({ status: 'succeeded', awaiting_otp: false, display_text: null });
    await h.sandbox.flush();
    await h.settle();
    const sms = await h.database.db.select().from(smsOutbox).where(eq(smsOutbox.paymentId, payment.id));
    expect(sms).toHaveLength(1);
    expect(sms[0]?.to).toBe('233201234110');
  });

  it('a wrong voucher is refused at the field and the payment stays open for the right one', async () => {
    const { c, payment } = await payByVoucher('Kwesi');
    const wrong = await submit(c.token, payment.id, { otp: '654321' });
    expect(wrong.status).toBe(400);
    const error = billingErrorBodySchema.parse(await wrong.json());
    expect(error).toMatchObject({
      code: 'voucher_rejected',
      message: m.voucherRejected,
      issues: [{ path: 'otp', message: m.voucherRejected }],
    });
    const rejected = await h.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, payment.id), eq(paymentEvents.type, 'otp_rejected')));
    expect(rejected[0]?.detail).toEqual({ message: 'Provided registration token is invalid', attempt: 1 });

    const status = await h.send('GET', `/api/billing/payments/${payment.id}/status`, c.token);
    expect(paymentEnvelopeSchema.parse(await status.json()).data.payment).toMatchObject({
      status: 'processing',
      awaiting_otp: true,
    });
    const right = await submit(c.token, payment.id, { otp: ` ${VOUCHER} ` });
    expect(paymentEnvelopeSchema.parse(await right.json()).data.payment.status).toBe('succeeded');
  });

  it('a code Paystack answers with a prompt on the phone: processing, no longer waiting for a code', async () => {
    const { c, payment } = await payByVoucher('Abena', PROMPT_AFTER_CODE);
    const res = await submit(c.token, payment.id, { otp: VOUCHER });
    expect(res.status).toBe(200);
    expect(paymentEnvelopeSchema.parse(await res.json()).data.payment).toMatchObject({
      status: 'processing',
      awaiting_otp: false,
      display_text: 'Please complete authorization process on your mobile phone',
    });
  });

  it("another customer's payment is 404, as if it did not exist", async () => {
    const { payment } = await payByVoucher('Owner');
    const other = await h.customer('Other');
    const res = await submit(other.token, payment.id, { otp: VOUCHER });
    expect(res.status).toBe(404);
    expect(billingErrorBodySchema.parse(await res.json()).code).toBe('payment_not_found');
  });

  it('a body that is not a code is 400 with the field named, and reaches no provider', async () => {
    const { c, payment } = await payByVoucher('Yaw');
    for (const body of [{}, { otp: '' }, { otp: '12ab56' }, { otp: 123456 }, '{not json']) {
      const res = await submit(c.token, payment.id, body);
      expect(res.status).toBe(400);
      const error = billingErrorBodySchema.parse(await res.json());
      expect(['validation_failed', 'fields_empty', 'invalid_body']).toContain(error.code);
    }
    const bad = await submit(c.token, payment.id, { otp: 'abcdef' });
    expect(billingErrorBodySchema.parse(await bad.json()).issues).toEqual([
      expect.objectContaining({ path: 'otp', message: m.voucherInvalid }),
    ]);
    // still waiting, nothing was sent on
    const status = await h.send('GET', `/api/billing/payments/${payment.id}/status`, c.token);
    expect(paymentEnvelopeSchema.parse(await status.json()).data.payment.awaiting_otp).toBe(true);
  });

  it('a payment waiting for its phone prompt takes no code (409); an ended one answers as it is', async () => {
    const c = await h.customer('Prompt');
    const res = await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody());
    const payment = paymentEnvelopeSchema.parse(await res.json()).data.payment;
    expect(payment).toMatchObject({ status: 'processing', awaiting_otp: false, phone_masked: '024XXXX987' });
    const refused = await submit(c.token, payment.id, { otp: VOUCHER });
    expect(refused.status).toBe(409);
    expect(billingErrorBodySchema.parse(await refused.json()).code).toBe('voucher_not_expected');

    h.clock.advance(4000); // ours: 0241234987's phone approves after a few seconds
    await h.send('GET', `/api/billing/mobile-money/payments/${payment.id}/poll-status`, c.token);
    const ended = await submit(c.token, payment.id, { otp: VOUCHER });
    expect(ended.status).toBe(200);
    expect(paymentEnvelopeSchema.parse(await ended.json()).data.payment.status).toBe('succeeded');
  });
});

describe('at most 5 voucher codes per payment', () => {
  const WRONG = '654321';

  it('4 wrong codes are refused at the field; the 5th fails the payment with the message; a 6th answers it failed', async () => {
    const { c, payment } = await payByVoucher('Guesser');
    for (let i = 0; i < 4; i += 1) {
      const res = await submit(c.token, payment.id, { otp: WRONG });
      expect(res.status).toBe(400);
      expect(billingErrorBodySchema.parse(await res.json()).code).toBe('voucher_rejected');
    }
    for (const attempt of [5, 6]) {
      const res = await submit(c.token, payment.id, { otp: attempt === 6 ? VOUCHER : WRONG });
      expect(res.status).toBe(200);
      const answer = paymentEnvelopeSchema.parse(await res.json());
      expect(answer.success).toBe(false);
      expect(answer.data.payment).toMatchObject({
        status: 'failed',
        failure_code: 'too_many_attempts',
        failure_reason: m.voucherTooManyAttempts,
        awaiting_otp: false,
      });
      expect(answer.error).toMatchObject({
        code: 'too_many_attempts',
        user_friendly_message: m.voucherTooManyAttempts,
      });
    }
    // the provider received 5 codes, not the 6th; the lock is released: the customer can pay again
    expect(codesSent.get(payment.reference)).toBe(5);
    const again = await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody());
    expect(again.status).toBe(201);
  });

  it('10 wrong codes sent at once: the provider receives 5 and the payment fails', async () => {
    const { c, payment } = await payByVoucher('Flooder');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => submit(c.token, payment.id, { otp: WRONG }).then((r) => r.status)),
    );
    expect(codesSent.get(payment.reference)).toBe(5);
    expect(answers.filter((status) => status === 400).length).toBeLessThanOrEqual(4);
    expect(answers.every((status) => status === 400 || status === 200)).toBe(true);
    const status = await h.send('GET', `/api/billing/payments/${payment.id}/status`, c.token);
    expect(paymentEnvelopeSchema.parse(await status.json()).data.payment).toMatchObject({
      status: 'failed',
      failure_code: 'too_many_attempts',
    });
  });

  it('the right code after 4 wrong ones still pays', async () => {
    const { c, payment } = await payByVoucher('Careful');
    for (let i = 0; i < 4; i += 1) expect((await submit(c.token, payment.id, { otp: WRONG })).status).toBe(400);
    const right = await submit(c.token, payment.id, { otp: VOUCHER });
    expect(right.status).toBe(200);
    expect(paymentEnvelopeSchema.parse(await right.json()).data.payment.status).toBe('succeeded');
  });
});
