/**
 * Exactly once under a race (settlement.ts): Paystack's signed charge.success and the customer's own poll
 * and verify reach the server at the same moment for one payment, round after round. Whoever reports
 * first settles it; the others find nothing to move: one 'succeeded' status change, one SMS, one month
 * added to the subscription, one payment notification.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../../../server/db/schema';
import { paymentEvents } from '../../../../server/features/billing/tables';
import { notifications } from '../../../../server/features/notifications/tables';
import { paymentEnvelopeSchema, subscriptionResponseSchema } from '../../../../src/features/billing/contract';
import { type BillingHarness, billingHarness, MANUAL, payBody, postChargeSuccess } from './support';

let h: BillingHarness;
beforeAll(async () => {
  // the sandbox's own webhook lands too, twice: one more reporter in every round
  h = await billingHarness({ duplicateWebhooks: true });
});
afterAll(() => h.close());

const DAY_S = 86_400;

describe('webhook, poll and verify in parallel settle a payment exactly once', () => {
  it('one settle, one SMS row and one subscription extension per payment, over several rounds', async () => {
    const c = await h.customer('Racer', { longSession: true });
    let paidUntil: number | null = null;
    for (let round = 0; round < 4; round += 1) {
      const res = await h.send(
        'POST',
        '/api/billing/mobile-money/pay-with-retry',
        c.token,
        payBody({ mobile_number: MANUAL }),
      );
      expect(res.status).toBe(201);
      const p = paymentEnvelopeSchema.parse(await res.json()).data.payment;
      expect(h.sandbox.answer(p.reference, 'approve')).toBe(true);
      const success = h.sandbox.view(p.reference);
      const headers = { Authorization: `Bearer ${c.token}`, 'X-Forwarded-For': '198.51.100.200' };
      const answers = await Promise.all([
        postChargeSuccess(h, success),
        h.app.request(`/api/billing/mobile-money/payments/${p.id}/poll-status`, { headers }),
        h.app.request(`/api/billing/paystack/verify/${p.reference}`, { headers }),
        postChargeSuccess(h, success),
        h.app.request(`/api/billing/payments/${p.id}/status`, { headers }),
      ]);
      await h.sandbox.flush();
      await h.settle();
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);

      const settled = await h.database.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.paymentId, p.id), eq(paymentEvents.toStatus, 'succeeded')));
      expect(settled).toHaveLength(1);
      expect(await h.database.db.select().from(smsOutbox).where(eq(smsOutbox.paymentId, p.id))).toHaveLength(1);
      const paidNotes = (await h.database.db.select().from(notifications).where(eq(notifications.userId, c.id))).filter(
        (n) => n.type === 'payment_success' && (n.data as { payment_id?: string })?.payment_id === p.id,
      );
      expect(paidNotes).toHaveLength(1);

      // one month more: the first payment starts it from now, each next one adds a month to the end
      const sub = subscriptionResponseSchema.parse(
        await (await h.send('GET', '/api/billing/subscriptions', c.token)).json(),
      ).data.subscription;
      const now = Math.floor(h.clock.now().getTime() / 1000);
      const from: number = paidUntil ?? now;
      const added = (sub.next_billing_date ?? 0) - from;
      expect(added).toBeGreaterThanOrEqual(28 * DAY_S);
      expect(added).toBeLessThanOrEqual(31 * DAY_S);
      paidUntil = sub.next_billing_date;
      h.clock.advance(61_000); // past the per-minute payment limits
    }
  });
});
