import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../../../server/features/billing/providers/paystack';
import { paymentEvents } from '../../../../server/features/billing/tables';
import { notifications } from '../../../../server/features/notifications/tables';
import { subscriptions } from '../../../../server/features/subscriptions/tables';
import { paymentEnvelopeSchema, paystackVerifyResponseSchema } from '../../../../src/features/billing/contract';
import { TEST_SANDBOX_SECRET_KEY } from '../../../support/sandboxKeys';
import { type BillingHarness, billingHarness, payBody } from './support';

let h: BillingHarness;
beforeAll(async () => {
  // Paystack may deliver a webhook twice: the sandbox does, to exercise idempotency.
  h = await billingHarness({ duplicateWebhooks: true });
});
afterAll(() => h.close());

const ROUNDS = 15;

describe('exactly-once settlement: poll, verify and webhook racing on one payment', () => {
  it(`credits the payment once, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const c = await h.customer(`Race${round}`);
      const p = paymentEnvelopeSchema.parse(
        await (await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody())).json(),
      ).data.payment;
      // The phone approves: the sandbox starts delivering its (doubled) webhook at once...
      expect(h.sandbox.answer(p.reference, 'approve')).toBe(true);
      const tx = h.sandbox.view(p.reference);
      const raw = JSON.stringify({ event: 'charge.success', data: tx });
      // ...while the page polls, the callback verifies and a replayed webhook arrives, all at once.
      const answers = await Promise.all([
        h.send('GET', `/api/billing/mobile-money/payments/${p.id}/poll-status`, c.token),
        h.send('GET', `/api/billing/paystack/verify/${p.reference}`, c.token),
        h.send('GET', `/api/billing/payments/${p.id}/status`, c.token),
        h.app.request('/api/billing/paystack/webhook', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'x-paystack-signature': signWebhook(raw, TEST_SANDBOX_SECRET_KEY),
          },
          body: raw,
        }),
        h.send('GET', `/api/billing/mobile-money/payments/${p.id}/poll-status`, c.token),
      ]);
      await h.sandbox.flush();
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      const verify = paystackVerifyResponseSchema.parse(await answers[1]?.json());
      expect(verify.data.status).toBe('success');

      const changes = await h.database.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.paymentId, p.id), eq(paymentEvents.toStatus, 'succeeded')));
      expect(changes).toHaveLength(1);
      const notes = await h.database.db.select().from(notifications).where(eq(notifications.userId, c.id));
      expect(notes.filter((n) => n.type === 'payment_success')).toHaveLength(1);
      expect(notes.filter((n) => n.type === 'service_active')).toHaveLength(1);
      const [sub] = await h.database.db.select().from(subscriptions).where(eq(subscriptions.userId, c.id));
      expect(sub?.nextBillingDate?.toISOString().slice(0, 10)).toBe('2026-12-21');
      expect(h.sent.filter((mail) => mail.to === c.email && mail.subject.startsWith('Payment receipt'))).toHaveLength(
        1,
      );
    }
  }, 120_000);
});
