import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../../server/features/billing/tables';
import { billingErrorBodySchema, paymentEnvelopeSchema } from '../../../../src/features/billing/contract';
import { BILLING_MESSAGES as m } from '../../../../src/features/billing/messages';
import { type BillingHarness, billingHarness, MANUAL, payBody } from './support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

describe('one payment in progress per customer', () => {
  it('admits exactly one of many parallel payment requests (5 rounds)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const c = await h.customer(`Lock${round}`);
      const answers = await Promise.all(
        [0, 1, 2].map(() =>
          h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody({ mobile_number: MANUAL })),
        ),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409]);
      for (const res of answers.filter((r) => r.status === 409)) {
        const body = billingErrorBodySchema.parse(await res.json());
        expect(body).toMatchObject({ code: 'payment_in_progress', message: m.paymentInProgress });
      }
      const open = await h.database.db.select().from(payments).where(eq(payments.userId, c.id));
      expect(open).toHaveLength(1);
    }
  });

  it('frees the lock once the payment ends', async () => {
    const c = await h.customer('Free');
    const first = paymentEnvelopeSchema.parse(
      await (
        await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody({ mobile_number: MANUAL }))
      ).json(),
    ).data.payment;
    expect((await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody())).status).toBe(409);
    // Decline on the phone page, as a person would.
    expect((await h.send('POST', `/sandbox/paystack/phone/${first.reference}/decline`)).status).toBe(200);
    await h.send('GET', `/api/billing/mobile-money/payments/${first.id}/poll-status`, c.token);
    expect((await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody())).status).toBe(201);
  });

  it("another customer's open payment does not block mine", async () => {
    const a = await h.customer('Abena');
    const b = await h.customer('Badu');
    expect(
      (await h.send('POST', '/api/billing/mobile-money/pay-with-retry', a.token, payBody({ mobile_number: MANUAL })))
        .status,
    ).toBe(201);
    expect(
      (await h.send('POST', '/api/billing/mobile-money/pay-with-retry', b.token, payBody({ mobile_number: MANUAL })))
        .status,
    ).toBe(201);
  });
});

describe('§9 rate limits per customer', () => {
  it('mobile_money: 3 per 60 s, then 429 with Retry-After and the spec text, blocked 15 min', async () => {
    const c = await h.customer('Limit', { longSession: true }); // 17 minutes on one token
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await h.send(
        'POST',
        '/api/billing/mobile-money/pay-with-retry',
        c.token,
        payBody({ mobile_number: '0551234000' }),
      );
      statuses.push(res.status);
      // settle each declined payment so the lock is not what refuses
      h.clock.advance(3500);
      const id = res.status === 201 ? paymentEnvelopeSchema.parse(await res.json()).data.payment.id : null;
      if (id) await h.send('GET', `/api/billing/mobile-money/payments/${id}/poll-status`, c.token);
      if (i === 3) {
        expect(res.status).toBe(429);
        expect(res.headers.get('Retry-After')).toBe(String(15 * 60));
        const body = billingErrorBodySchema.parse(await res.json());
        expect(body.code).toBe('rate_limited');
        expect(body.message).toMatch(/^Rate limit exceeded\. Try again at \d{2}:\d{2}:\d{2} GMT$/);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    // Still blocked after the 60 s window, free after 15 minutes.
    h.clock.advance(2 * 60_000);
    expect((await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody())).status).toBe(429);
    h.clock.advance(15 * 60_000);
    expect((await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody())).status).toBe(201);
  });

  it('api: 30 per 60 s on the routes that ask the provider or change data, then 429', async () => {
    const c = await h.customer('Api');
    const answers = await Promise.all(
      Array.from({ length: 32 }, () => h.send('GET', '/api/billing/paystack/transactions', c.token)),
    );
    const counts: Record<number, number> = {};
    for (const r of answers) counts[r.status] = (counts[r.status] ?? 0) + 1;
    expect(counts).toEqual({ 200: 30, 429: 2 });
    // blocked for every counted route, a write too
    expect((await h.send('DELETE', '/api/billing/subscriptions', c.token)).status).toBe(429);
  });

  it("reading the customer's own records from our database is not counted: moving between pages never locks them out", async () => {
    const c = await h.customer('Reader');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        h.send('GET', i % 2 ? '/api/billing/invoices' : '/api/billing/payments', c.token),
      ),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    // and they leave the provider's allowance untouched
    expect((await h.send('GET', '/api/billing/paystack/transactions', c.token)).status).toBe(200);
  });
});
