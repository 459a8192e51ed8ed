/**
 * The customer stops waiting for approval (Cancel / Use another number): POST /payments/:id/cancel.
 * The open payment is cancelled, its attempt's invoice voided and the one-payment lock released, so
 * another payment can start at once; an approval that came first wins; a late approval is still credited.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../../../server/db/schema';
import { gsm7Length } from '../../../../server/sms/gsm7';
import {
  invoicesResponseSchema,
  paymentEnvelopeSchema,
  subscriptionResponseSchema,
} from '../../../../src/features/billing/contract';
import { type BillingHarness, billingHarness, payBody, startManual } from './support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

const cancel = async (token: string, id: string) =>
  paymentEnvelopeSchema.parse(await (await h.send('POST', `/api/billing/payments/${id}/cancel`, token)).json());

describe('cancelling a payment waiting for approval', () => {
  it('cancels it, voids its invoice and lets another payment start at once', async () => {
    const c = await h.customer('Adwoa');
    const first = await startManual(h, c);
    const answer = await cancel(c.token, first.id);
    expect(answer.data.payment).toMatchObject({ id: first.id, status: 'cancelled', failure_code: 'cancelled' });
    expect(answer.error?.code).toBe('cancelled');
    const invoices = invoicesResponseSchema.parse(await (await h.send('GET', '/api/billing/invoices', c.token)).json());
    expect(invoices.data.invoices.map((i) => i.status)).toEqual(['void']);
    // the lock is released: a new payment (another number) starts
    const second = await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody());
    expect(second.status).toBe(201);
    // cancelling again changes nothing
    expect((await cancel(c.token, first.id)).data.payment.status).toBe('cancelled');
  });

  it('an approval that came first wins', async () => {
    const c = await h.customer('Kwame');
    const p = await startManual(h, c);
    h.sandbox.answer(p.reference, 'approve');
    const answer = await cancel(c.token, p.id);
    expect(answer.data.payment.status).toBe('succeeded');
    expect(answer.error).toBeNull();
  });

  it('a prompt already on the phone: one SMS says to decline it, however many cancels; a late approval still gets its confirmation', async () => {
    const c = await h.customer('Efua');
    const p = await startManual(h, c);
    const answers = await Promise.all([cancel(c.token, p.id), cancel(c.token, p.id), cancel(c.token, p.id)]);
    expect(answers.map((a) => a.data.payment.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    const smsOf = () => h.database.db.select().from(smsOutbox).where(eq(smsOutbox.userId, c.id));
    const told = (await smsOf()).filter((m) => m.kind === 'payment');
    expect(told.map((m) => [m.to, m.text])).toEqual([
      [
        '233244000111',
        `SkyLink Ghana: your GHS 100.00 payment was cancelled. If a prompt still arrives on 024 XXX 0111, decline it. Ref ${p.reference}`,
      ],
    ]);
    expect(gsm7Length(told[0]?.text ?? '')).toBeLessThanOrEqual(160);
    // approved all the same: credited as a late success, and its confirmation is not blocked by the warning
    h.sandbox.answer(p.reference, 'approve');
    await h.sandbox.flush();
    await h.send('GET', `/api/billing/mobile-money/payments/${p.id}/poll-status`, c.token);
    expect((await smsOf()).filter((m) => m.kind === 'confirmation' && m.paymentId === p.id)).toHaveLength(1);
  });

  it('an approval after the cancel is credited once, as a late success', async () => {
    const c = await h.customer('Abena');
    const p = await startManual(h, c);
    expect((await cancel(c.token, p.id)).data.payment.status).toBe('cancelled');
    h.sandbox.answer(p.reference, 'approve');
    await h.sandbox.flush();
    const polled = paymentEnvelopeSchema.parse(
      await (await h.send('GET', `/api/billing/mobile-money/payments/${p.id}/poll-status`, c.token)).json(),
    );
    expect(polled.data.payment).toMatchObject({ status: 'succeeded', late_success: true });
    const sub = subscriptionResponseSchema.parse(
      await (await h.send('GET', '/api/billing/subscriptions', c.token)).json(),
    );
    expect(sub.data.subscription.standing).toBe('active');
  });

  it('a cancel racing the approval (webhook and poll in flight) ends paid once, with the lock free', async () => {
    const subscriptionOf = async (token: string) =>
      subscriptionResponseSchema.parse(await (await h.send('GET', '/api/billing/subscriptions', token)).json()).data
        .subscription;
    // what one paid month looks like, for comparison
    const control = await h.customer('Control');
    const paid = await startManual(h, control);
    h.sandbox.answer(paid.reference, 'approve');
    await h.sandbox.flush();
    const once = (await subscriptionOf(control.token)).next_billing_date;
    expect(once).not.toBeNull();
    for (let round = 0; round < 4; round += 1) {
      const c = await h.customer(`Racer${round}`);
      const p = await startManual(h, c);
      const poll = () => h.send('GET', `/api/billing/mobile-money/payments/${p.id}/poll-status`, c.token);
      const [cancelled] = await Promise.all([
        cancel(c.token, p.id),
        (async () => {
          h.sandbox.answer(p.reference, 'approve');
          await h.sandbox.flush();
        })(),
        poll(),
        poll(),
      ]);
      // whichever came first, the money the phone approved is credited, exactly once
      expect(['succeeded', 'cancelled']).toContain(cancelled.data.payment.status);
      await h.sandbox.flush();
      const settled = paymentEnvelopeSchema.parse(await (await poll()).json()).data.payment;
      expect(settled.status).toBe('succeeded');
      const subscription = await subscriptionOf(c.token);
      expect(subscription.standing).toBe('active');
      expect(subscription.next_billing_date).toBe(once);
      // and the one-payment lock is free again
      expect((await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody())).status).toBe(201);
    }
  });

  it("another customer's payment is not found", async () => {
    const owner = await h.customer('Owner');
    const other = await h.customer('Other');
    const p = await startManual(h, owner);
    const res = await h.send('POST', `/api/billing/payments/${p.id}/cancel`, other.token);
    expect(res.status).toBe(404);
  });
});
