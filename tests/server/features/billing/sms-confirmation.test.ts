/**
 * The SMS confirmation of a payment (server/features/billing/smsConfirmation.ts): one SMS per success to
 * the number that paid (else the profile's phone), queued inside the settling transaction, so racing
 * reporters queue one; a late success sends it too; the customer's SMS setting turns it off; a failing
 * sender never fails the payment; administrators read it at /api/admin/sms-outbox outside production only.
 */

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../../../server/db/schema';
import { users } from '../../../../server/features/auth/tables';
import { payments } from '../../../../server/features/billing/tables';
import { notifications } from '../../../../server/features/notifications/tables';
import { SmsSendError } from '../../../../server/sms/sender';
import { smsOutboxResponseSchema } from '../../../../src/features/admin/contract';
import { paymentEnvelopeSchema } from '../../../../src/features/billing/contract';
import { DEFAULT_SETTINGS } from '../../../../src/features/settings/contract';
import { allowAdminsWithoutTwoFactor } from '../../harness';
import { type BillingHarness, billingHarness, MANUAL, payBody, postChargeSuccess } from './support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness({ duplicateWebhooks: true });
});
afterAll(() => h.close());

async function pay(token: string, number = MANUAL) {
  const res = await h.send(
    'POST',
    '/api/billing/mobile-money/pay-with-retry',
    token,
    payBody({ mobile_number: number }),
  );
  expect(res.status).toBe(201);
  return paymentEnvelopeSchema.parse(await res.json()).data.payment;
}
const smsOf = (paymentId: string) => h.database.db.select().from(smsOutbox).where(eq(smsOutbox.paymentId, paymentId));

describe('the SMS confirmation of a payment', () => {
  it('is queued once to the paying number, however many reporters race, and kept by the outbox sender', async () => {
    for (let round = 0; round < 5; round += 1) {
      const c = await h.customer(`Sms${round}`);
      const p = await pay(c.token);
      expect(h.sandbox.answer(p.reference, 'approve')).toBe(true);
      const answers = await Promise.all([
        h.send('GET', `/api/billing/mobile-money/payments/${p.id}/poll-status`, c.token),
        h.send('GET', `/api/billing/paystack/verify/${p.reference}`, c.token),
        postChargeSuccess(h, h.sandbox.view(p.reference)),
        h.send('GET', `/api/billing/payments/${p.id}/status`, c.token),
      ]);
      await h.sandbox.flush();
      await h.settle();
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const rows = await smsOf(p.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ to: '233244000111', status: 'kept', provider: 'outbox', attempts: 1 });
      expect(rows[0]?.text).toBe(
        `SkyLink Ghana: GHS 100.00 received for Standard Internet. Service active until 21 Dec 2026. Ref ${p.reference}`,
      );
      // the bell writes the date as the SMS and the screens do
      const bell = await h.database.db
        .select({ message: notifications.message })
        .from(notifications)
        .where(and(eq(notifications.userId, c.id), eq(notifications.type, 'service_active')));
      expect(bell.map((n) => n.message)).toEqual(['Standard Internet is active until 21 Dec 2026.']);
    }
  });

  it('goes to the profile phone when the payment has no number, and not at all when SMS are off', async () => {
    const c = await h.customer('Profile');
    await h.database.db.update(users).set({ phoneNumber: '0201234567' }).where(eq(users.id, c.id));
    const p = await pay(c.token);
    await h.database.db.update(payments).set({ payerPhone: null }).where(eq(payments.id, p.id)); // as a card payment
    h.sandbox.answer(p.reference, 'approve');
    await h.sandbox.flush();
    await h.settle();
    expect((await smsOf(p.id)).map((r) => r.to)).toEqual(['233201234567']);

    const off = await h.customer('Quiet');
    const saved = await h.send('PUT', '/api/notifications/settings', off.token, {
      ...DEFAULT_SETTINGS.notifications,
      smsNotifications: false,
    });
    expect(saved.status).toBe(200);
    const q = await pay(off.token);
    h.sandbox.answer(q.reference, 'approve');
    await h.sandbox.flush();
    await h.settle();
    const [settled] = await h.database.db.select().from(payments).where(eq(payments.id, q.id));
    expect(settled?.status).toBe('succeeded');
    expect(await smsOf(q.id)).toHaveLength(0);

    // a confirmation is a billing message: Billing updates off stops it too, Service updates off does not
    for (const [name, toggle, sent] of [
      ['NoBilling', 'billingUpdates', 0],
      ['NoService', 'serviceUpdates', 1],
    ] as const) {
      const customer = await h.customer(name);
      const put = await h.send('PUT', '/api/notifications/settings', customer.token, {
        ...DEFAULT_SETTINGS.notifications,
        [toggle]: false,
      });
      expect(put.status).toBe(200);
      const r = await pay(customer.token);
      h.sandbox.answer(r.reference, 'approve');
      await h.sandbox.flush();
      await h.settle();
      expect(await smsOf(r.id), toggle).toHaveLength(sent);
    }
  });

  it('a late success sends it too', async () => {
    const c = await h.customer('Late');
    const p = await pay(c.token);
    await h.send('POST', `/api/billing/payments/${p.id}/cancel`, c.token);
    expect(await smsOf(p.id)).toHaveLength(0);
    h.sandbox.answer(p.reference, 'approve');
    await h.sandbox.flush();
    const polled = paymentEnvelopeSchema.parse(
      await (await h.send('GET', `/api/billing/mobile-money/payments/${p.id}/poll-status`, c.token)).json(),
    );
    expect(polled.data.payment).toMatchObject({ status: 'succeeded', late_success: true });
    expect(await smsOf(p.id)).toHaveLength(1);
  });

  it('administrators read the SMS outbox, filtered by number; customers may not', async () => {
    const admin = await h.login('ops@example.com', 'Admin#Pass2026');
    const res = await h.get('/api/admin/sms-outbox?to=0244000111', admin.access_token);
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as { messages: Array<Record<string, unknown>> };
    // the answer is the admin panel's contract (the Outbox tab parses it)
    expect(smsOutboxResponseSchema.parse({ messages }).messages).toEqual(messages);
    expect(messages.length).toBeGreaterThanOrEqual(5);
    expect(messages.every((m) => m.to === '233244000111')).toBe(true);
    expect(messages[0]).toMatchObject({ status: 'kept', attempts: 1, lastError: null });
    expect((await h.get('/api/admin/sms-outbox?to=12', admin.access_token)).status).toBe(400);
    const customer = await h.login('demo@example.com', 'Demo#Pass2026');
    expect((await h.get('/api/admin/sms-outbox', customer.access_token)).status).toBe(403);
  });
});

describe('a failing SMS sender', () => {
  it('never fails the payment: the SMS waits for its retry with the error', async () => {
    const f = await billingHarness({
      sms: {
        sender: {
          name: 'arkesel',
          async send() {
            throw new SmsSendError('Arkesel HTTP 500: down');
          },
        },
      },
    });
    try {
      const c = await f.customer('Unlucky');
      const res = await f.send(
        'POST',
        '/api/billing/mobile-money/pay-with-retry',
        c.token,
        payBody({ mobile_number: MANUAL }),
      );
      const p = paymentEnvelopeSchema.parse(await res.json()).data.payment;
      f.sandbox.answer(p.reference, 'approve');
      await f.sandbox.flush();
      await f.settle();
      const [settled] = await f.database.db.select().from(payments).where(eq(payments.id, p.id));
      expect(settled?.status).toBe('succeeded');
      const [sms] = await f.database.db.select().from(smsOutbox).where(eq(smsOutbox.paymentId, p.id));
      expect(sms).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Arkesel HTTP 500: down' });
      expect(sms?.nextAttemptAt.getTime()).toBe(f.clock.now().getTime() + 60_000);
    } finally {
      await f.close();
    }
  });
});

describe('production', () => {
  it('answers 404 for the SMS outbox', async () => {
    const p = await billingHarness({ production: true });
    try {
      await allowAdminsWithoutTwoFactor(p);
      const admin = await p.login('ops@example.com', 'Admin#Pass2026');
      expect((await p.get('/api/admin/sms-outbox', admin.access_token)).status).toBe(404);
      expect((await p.get('/api/admin/outbox', admin.access_token)).status).toBe(404);
    } finally {
      await p.close();
    }
  });
});
