/**
 * No silent second charge: the customer cancels a prompt (Cancel, Use another number), pays with another
 * number, and then approves the first prompt after all. That success is credited as time (service value never
 * exceeds money paid, and no money is kept without service), but it is flagged as a duplicate of the payment
 * that had already paid the period: its record, the bell, the SMS, the receipt, the history and the audit log
 * say so. A late success with nothing else paid, and a renewal started after a success, are not duplicates.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, smsOutbox } from '../../../../server/db/schema';
import { notifications } from '../../../../server/features/notifications/tables';
import { gsm7Length } from '../../../../server/sms/gsm7';
import { customerDetailResponseSchema } from '../../../../src/features/adminUsers/contract';
import {
  type PaymentRecord,
  paymentEnvelopeSchema,
  receiptResponseSchema,
  subscriptionResponseSchema,
  transactionsResponseSchema,
} from '../../../../src/features/billing/contract';
import { type BillingHarness, billingHarness, type Customer, payApproved, startManual } from './support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

const cancel = (c: Customer, p: PaymentRecord) => h.send('POST', `/api/billing/payments/${p.id}/cancel`, c.token);
const poll = async (c: Customer, p: PaymentRecord) =>
  paymentEnvelopeSchema.parse(
    await (await h.send('GET', `/api/billing/mobile-money/payments/${p.id}/poll-status`, c.token)).json(),
  ).data.payment;
const paidUntil = async (c: Customer) =>
  subscriptionResponseSchema.parse(await (await h.send('GET', '/api/billing/subscriptions', c.token)).json()).data
    .subscription.next_billing_date;
const bellOf = (c: Customer) => h.database.db.select().from(notifications).where(eq(notifications.userId, c.id));

/** Approve a cancelled prompt after all, and let every reporter have its say. */
async function approveLate(c: Customer, p: PaymentRecord) {
  expect(h.sandbox.answer(p.reference, 'approve')).toBe(true);
  await h.sandbox.flush();
  const settled = await poll(c, p);
  await h.settle();
  return settled;
}

describe('a second charge for the same period', () => {
  it('is credited as time and flagged to the customer and the administrators', async () => {
    const c = await h.customer('Yaw Twice');
    const first = await startManual(h, c);
    expect((await cancel(c, first)).status).toBe(200);
    const second = await payApproved(h, c, {}); // "Use another number": paid at once
    const oneMonth = await paidUntil(c);
    const late = await approveLate(c, first);
    expect(late).toMatchObject({ status: 'succeeded', late_success: true, duplicate_of: second.reference });
    // the money bought time: one more month, never lost
    expect(await paidUntil(c)).toBeGreaterThan(oneMonth ?? 0);
    // the paying payment is not the duplicate
    expect((await poll(c, second)).duplicate_of).toBeNull();

    const bell = (await bellOf(c)).filter((n) => n.type === 'payment_duplicate');
    expect(bell).toHaveLength(1);
    expect(bell[0]?.title).toBe('Second payment for the same period');
    expect(bell[0]?.message).toMatch(
      new RegExp(
        `^We received GH₵ 100\\.00 again \\(reference ${first.reference}\\): payment ${second.reference} had already paid for this period\\. It was added to your service as extra time, paid until \\d{1,2} [A-Z][a-z]{2} \\d{4}\\. If you did not mean to pay twice, contact support at `,
      ),
    );

    const [sms] = await h.database.db.select().from(smsOutbox).where(eq(smsOutbox.paymentId, first.id));
    expect(sms?.text).toMatch(
      new RegExp(
        `^SkyLink Ghana: GHS 100\\.00 paid twice for one period; the 2nd adds time, paid until \\d{1,2} [A-Z][a-z]{2} \\d{4}\\. Not meant\\? Call support\\. Ref ${first.reference}$`,
      ),
    );
    expect(gsm7Length(sms?.text ?? '')).toBeLessThanOrEqual(160);

    const receipt = receiptResponseSchema.parse(
      await (await h.send('GET', `/api/billing/payments/${first.id}/receipt`, c.token)).json(),
    ).data.receipt;
    expect(receipt.duplicate_of).toBe(second.reference);

    const history = transactionsResponseSchema.parse(
      await (await h.send('GET', '/api/billing/paystack/transactions', c.token)).json(),
    ).transactions;
    expect(history.find((t) => t.reference === first.reference)?.duplicate_of).toBe(second.reference);
    expect(history.find((t) => t.reference === second.reference)?.duplicate_of).toBeNull();

    const audit = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, c.id), eq(auditLog.action, 'payment.duplicate_success')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.level).toBe('warn');
    expect(audit[0]?.details).toMatchObject({ reference: first.reference, duplicateOf: second.reference });

    const ops = await h.login('ops@example.com', 'Admin#Pass2026');
    const detail = customerDetailResponseSchema.parse(
      await (await h.send('GET', `/api/admin/customers/${c.id}`, ops.access_token)).json(),
    );
    expect(detail.payments.find((p) => p.reference === first.reference)?.duplicateOf).toBe(second.reference);
  });

  it('is not a late success alone: a cancelled prompt approved with nothing else paid', async () => {
    const c = await h.customer('Esi Once');
    const p = await startManual(h, c);
    await cancel(c, p);
    expect(await approveLate(c, p)).toMatchObject({ status: 'succeeded', late_success: true, duplicate_of: null });
    expect((await bellOf(c)).some((n) => n.type === 'payment_duplicate')).toBe(false);
  });

  it('is not a renewal the customer started after paying ("This adds one month")', async () => {
    const c = await h.customer('Kojo Ahead');
    await payApproved(h, c, {});
    const again = await payApproved(h, c, {});
    expect(again.duplicate_of).toBeNull();
    expect((await bellOf(c)).some((n) => n.type === 'payment_duplicate')).toBe(false);
  });

  it('is the second of two successes that land at once: exactly one flagged, both credited', async () => {
    for (let round = 0; round < 3; round += 1) {
      const c = await h.customer(`Racer Twice ${round}`);
      const first = await startManual(h, c);
      await cancel(c, first);
      const second = await startManual(h, c);
      expect(h.sandbox.answer(first.reference, 'approve')).toBe(true);
      expect(h.sandbox.answer(second.reference, 'approve')).toBe(true);
      const [a, b] = await Promise.all([poll(c, first), poll(c, second), h.sandbox.flush()]);
      await h.settle();
      const settled = [await poll(c, first), await poll(c, second)];
      expect(settled.map((p) => p.status)).toEqual(['succeeded', 'succeeded']);
      expect(a?.status).toBe('succeeded');
      expect(b?.status).toBe('succeeded');
      const flagged = settled.filter((p) => p.duplicate_of !== null);
      expect(flagged).toHaveLength(1);
      const other = settled.find((p) => p.duplicate_of === null);
      expect(flagged[0]?.duplicate_of).toBe(other?.reference);
      expect((await bellOf(c)).filter((n) => n.type === 'payment_duplicate')).toHaveLength(1);
    }
  });
});
