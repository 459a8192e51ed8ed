import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invoicesResponseSchema,
  paymentEnvelopeSchema,
  subscriptionResponseSchema,
  transactionsResponseSchema,
} from '../../../../src/features/billing/contract';
import { BILLING_MESSAGES as m } from '../../../../src/features/billing/messages';
import { notificationsResponseSchema } from '../../../../src/features/notifications/contract';
import { type BillingHarness, billingHarness, DECLINE, MANUAL, payBody } from './support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

describe('mobile money: pay, the phone approves, poll', () => {
  it('goes pending -> processing -> succeeded, pays the invoice, activates the subscription, notifies and mails', async () => {
    const ama = await h.customer('Ama');
    const res = await h.send('POST', '/api/billing/mobile-money/pay-with-retry', ama.token, payBody());
    expect(res.status).toBe(201);
    const started = paymentEnvelopeSchema.parse(await res.json());
    expect(started.success).toBe(true);
    expect(started.error).toBeNull();
    const p = started.data.payment;
    expect(p).toMatchObject({
      status: 'processing',
      amount: 10000,
      currency: 'GHS',
      channel: 'mobile_money',
      network: 'MTN',
      phone_masked: '024XXXX987',
    });
    expect(p.reference).toMatch(/^SKY-\d+-[0-9A-F]{8}$/);
    expect(p.display_text).toBe('Please complete authorization process on your mobile phone');

    // Before the phone answers, polling keeps it processing.
    const early = paymentEnvelopeSchema.parse(
      await (await h.send('GET', `/api/billing/mobile-money/payments/${p.id}/poll-status`, ama.token)).json(),
    );
    expect(early.data.payment.status).toBe('processing');

    // Paystack's MTN test number approves after a few seconds; the poll 5 s later asks the provider again.
    h.clock.advance(5000);
    const done = paymentEnvelopeSchema.parse(
      await (await h.send('GET', `/api/billing/mobile-money/payments/${p.id}/poll-status`, ama.token)).json(),
    );
    expect(done.data.payment.status).toBe('succeeded');
    expect(done.data.payment.paid_at).not.toBeNull();
    await h.sandbox.flush();

    const sub = subscriptionResponseSchema.parse(
      await (await h.send('GET', '/api/billing/subscriptions', ama.token)).json(),
    );
    expect(sub.data.subscription).toMatchObject({
      status: 'active',
      plan_id: 'plan_standard_monthly',
      billing_cycle: 'monthly',
    });
    const nextBilling = new Date((sub.data.subscription.next_billing_date ?? 0) * 1000).toISOString();
    expect(nextBilling.slice(0, 10)).toBe('2026-12-21');

    const inv = invoicesResponseSchema.parse(await (await h.send('GET', '/api/billing/invoices', ama.token)).json());
    expect(inv.data.invoices).toHaveLength(1);
    expect(inv.data.invoices[0]).toMatchObject({ status: 'paid', amount: 10000 });
    expect(inv.data.invoices[0]?.number).toMatch(/^INV-2026-11-[0-9A-F]{4}-\d{6}$/);

    const bell = notificationsResponseSchema.parse(await (await h.send('GET', '/api/notifications', ama.token)).json());
    expect(bell.data.notifications.map((n) => n.type)).toEqual([
      'service_active',
      'payment_success',
      'payment_pending',
    ]);
    expect(bell.data.unread_count).toBe(3);

    const receipt = h.sent.filter((mail) => mail.to === ama.email && mail.subject.startsWith('Payment receipt'));
    expect(receipt).toHaveLength(1);
    expect(receipt[0]?.text).toContain('GH₵ 100.00');

    const list = transactionsResponseSchema.parse(
      await (await h.send('GET', '/api/billing/paystack/transactions', ama.token)).json(),
    );
    expect(list.fallbackApplied).toBe(false);
    expect(list.transactions).toHaveLength(1);
    expect(list.transactions[0]).toMatchObject({
      status: 'success',
      amount: 10000,
      reference: p.reference,
      channel: 'mobile_money',
    });
    expect(list.transactions[0]?.metadata?.package_name).toBe('Standard Internet');
  });

  it('a second payment extends the subscription by another month from the current end', async () => {
    const kofi = await h.customer('Kofi');
    for (let i = 0; i < 2; i += 1) {
      const p = paymentEnvelopeSchema.parse(
        await (await h.send('POST', '/api/billing/mobile-money/pay-with-retry', kofi.token, payBody())).json(),
      ).data.payment;
      expect(h.sandbox.answer(p.reference, 'approve')).toBe(true);
      const done = paymentEnvelopeSchema.parse(
        await (await h.send('GET', `/api/billing/payments/${p.id}/status`, kofi.token)).json(),
      );
      expect(done.data.payment.status).toBe('succeeded');
    }
    const sub = subscriptionResponseSchema.parse(
      await (await h.send('GET', '/api/billing/subscriptions', kofi.token)).json(),
    );
    expect(new Date((sub.data.subscription.next_billing_date ?? 0) * 1000).toISOString().slice(0, 10)).toBe(
      '2027-01-21',
    );
  });

  it('a declined prompt fails the payment with the reason and a payment_failed notification', async () => {
    const esi = await h.customer('Esi');
    const p = paymentEnvelopeSchema.parse(
      await (
        await h.send('POST', '/api/billing/mobile-money/pay-with-retry', esi.token, payBody({ mobile_number: DECLINE }))
      ).json(),
    ).data.payment;
    h.clock.advance(4000);
    const polled = paymentEnvelopeSchema.parse(
      await (await h.send('GET', `/api/billing/mobile-money/payments/${p.id}/poll-status`, esi.token)).json(),
    );
    expect(polled.success).toBe(false);
    expect(polled.data.payment.status).toBe('failed');
    expect(polled.error).toMatchObject({ user_friendly_message: 'Declined by customer', retry_suggested: true });
    const bell = notificationsResponseSchema.parse(await (await h.send('GET', '/api/notifications', esi.token)).json());
    expect(bell.data.notifications[0]).toMatchObject({ type: 'payment_failed' });
    expect(bell.data.notifications[0]?.message).toContain('Declined by customer');
    expect((await h.send('GET', '/api/billing/subscriptions', esi.token)).status).toBe(404);
  });

  it('a number the phone never answers times out after 180 s', async () => {
    const yaw = await h.customer('Yaw');
    const p = paymentEnvelopeSchema.parse(
      await (
        await h.send('POST', '/api/billing/mobile-money/pay-with-retry', yaw.token, payBody({ mobile_number: MANUAL }))
      ).json(),
    ).data.payment;
    h.clock.advance(181_000);
    const polled = paymentEnvelopeSchema.parse(
      await (await h.send('GET', `/api/billing/mobile-money/payments/${p.id}/poll-status`, yaw.token)).json(),
    );
    expect(polled.data.payment.status).toBe('failed');
    expect(polled.data.payment.failure_reason).toBe(m.approvalTimedOut);
  });
});
