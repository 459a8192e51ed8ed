/**
 * Rule 8 of "One billing truth": the callback page works without a session. GET
 * /api/billing/callback/:reference shows the outcome (status, amount, method, date, reference) to whoever
 * holds the reference, and nothing else; an unknown or foreign reference is 404 payment_not_found; the
 * answer is limited per address. Rule 9: the billing summary's averageMonthly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { averageMonthly } from '../../../../server/features/billing/summaryRoutes';
import {
  billingErrorBodySchema,
  billingSummaryResponseSchema,
  paymentEnvelopeSchema,
  paymentOutcomeResponseSchema,
} from '../../../../src/features/billing/contract';
import { type BillingHarness, billingHarness, DECLINE, MANUAL, payBody } from './support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

const PAY = '/api/billing/mobile-money/pay-with-retry';
let address = 0;
/** No session, from an address of its own (each test its own allowance). */
async function outcome(reference: string, from?: string) {
  address += 1;
  const sender = from ?? `203.0.113.${address}`;
  const res = await h.app.request(`/api/billing/callback/${encodeURIComponent(reference)}`, {
    headers: { 'X-Forwarded-For': sender },
  });
  await h.settle();
  return res;
}

describe('the public callback answer', () => {
  it('shows a paid payment to anyone holding its reference: status, amount, method, date, reference only', async () => {
    const c = await h.customer('Paid');
    const paid = paymentEnvelopeSchema.parse(await (await h.send('POST', PAY, c.token, payBody())).json()).data.payment;
    h.clock.advance(4000);
    await h.send('GET', `/api/billing/mobile-money/payments/${paid.id}/poll-status`, c.token);

    const res = await outcome(paid.reference);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const raw = await res.json();
    const body = paymentOutcomeResponseSchema.parse(raw);
    expect(body.data.outcome).toEqual({
      reference: paid.reference,
      status: 'succeeded',
      amount: paid.amount,
      currency: 'GHS',
      method: 'mobile_money',
      date: expect.any(String),
      transaction_id: expect.any(String),
      failure_reason: null,
    });
    // the Transaction ID is the receipt's: the provider's id, never our reference again
    const receipt = await (await h.send('GET', `/api/billing/payments/${paid.id}/receipt`, c.token)).json();
    expect(body.data.outcome.transaction_id).toBe(receipt.data.receipt.transaction_id);
    expect(body.data.outcome.transaction_id).not.toBe(paid.reference);
    // nothing else: no email, no name, no ids, no other payment
    expect(Object.keys(raw.data)).toEqual(['outcome']);
    expect(JSON.stringify(raw)).not.toContain(c.email);
    expect(JSON.stringify(raw)).not.toContain('Tester');
    expect(JSON.stringify(raw)).not.toContain(paid.id);
  });

  it('a declined payment reads failed; one still on the phone reads processing (asked at the provider)', async () => {
    const a = await h.customer('Declined');
    const b = await h.customer('Waiting');
    const declined = paymentEnvelopeSchema.parse(
      await (await h.send('POST', PAY, a.token, payBody({ mobile_number: DECLINE }))).json(),
    ).data.payment;
    const waiting = paymentEnvelopeSchema.parse(
      await (await h.send('POST', PAY, b.token, payBody({ mobile_number: MANUAL }))).json(),
    ).data.payment;
    h.clock.advance(4000);
    // no poll by the customer: the public answer asks the provider itself
    const failed = paymentOutcomeResponseSchema.parse(await (await outcome(declined.reference)).json());
    expect(failed.data.outcome.status).toBe('failed');
    // the plain reason the provider gave (the page writes 'Payment failed: {reason}')
    expect(failed.data.outcome.failure_reason).toBe('Declined by customer');
    const open = paymentOutcomeResponseSchema.parse(await (await outcome(waiting.reference)).json());
    expect(open.data.outcome.status).toBe('processing');
    expect(open.data.outcome.failure_reason).toBeNull();
  });

  it('an unknown reference of our format, and anything else, is 404 payment_not_found', async () => {
    for (const reference of ['SKY-1795251600000-0000ABCD', 'not-a-reference', "SKY-1' or 1=1--"]) {
      const res = await outcome(reference);
      expect(res.status).toBe(404);
      expect(billingErrorBodySchema.parse(await res.json()).code).toBe('payment_not_found');
    }
  });

  it('is limited per address: 20 a minute, in parallel too, then 429 with the time it frees', async () => {
    const from = '203.0.113.250';
    const answers = await Promise.all(Array.from({ length: 23 }, () => outcome('SKY-1795251600000-0000ABCD', from)));
    const counts: Record<number, number> = {};
    for (const r of answers) counts[r.status] = (counts[r.status] ?? 0) + 1;
    expect(counts).toEqual({ 404: 20, 429: 3 });
    const refused = answers.find((r) => r.status === 429);
    expect(billingErrorBodySchema.parse(await refused?.json()).message).toMatch(/^Rate limit exceeded\. Try again at/);
    h.clock.advance(60_000);
    expect((await outcome('SKY-1795251600000-0000ABCD', from)).status).toBe(404);
  });
});

describe('billing summary: averageMonthly', () => {
  it("is this year's total over the months from this year's first payment to now, at least 1", () => {
    const nov = new Date('2026-11-22T09:00:00Z');
    expect(averageMonthly([{ amount: 10_000, created_at: '2026-11-03T10:00:00Z' }], nov)).toBe(10_000);
    expect(
      averageMonthly(
        [
          { amount: 10_000, created_at: '2026-09-30T23:00:00Z' },
          { amount: 20_000, created_at: '2026-11-01T00:00:00Z' },
        ],
        nov,
      ),
    ).toBe(10_000); // September, October, November
    expect(averageMonthly([], nov)).toBe(0);
  });

  it('GH₵ 100 paid in November shows GH₵ 100 a month, not GH₵ 9.09', async () => {
    const c = await h.customer('Summary');
    const paid = paymentEnvelopeSchema.parse(await (await h.send('POST', PAY, c.token, payBody())).json()).data.payment;
    h.clock.advance(4000);
    await h.send('GET', `/api/billing/mobile-money/payments/${paid.id}/poll-status`, c.token);
    const summary = billingSummaryResponseSchema.parse(
      await (await h.send('GET', '/api/billing/paystack/billing-summary', c.token)).json(),
    );
    expect(summary.data.totalThisYear).toBe(paid.amount);
    expect(summary.data.averageMonthly).toBe(paid.amount);
  });
});
