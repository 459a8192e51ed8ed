/**
 * Spec billing §8 "Payment, validation and provider": a payment request the server refuses for its input
 * answers 'Payment validation failed: {reason}' (400 validation_failed / fields_empty, each field's issue in
 * its own words) and raises a payment_failed notification for the signed-in customer. Rule 7 still holds:
 * a refused input reaches no provider and counts toward no limit.
 */
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateEvents } from '../../../../server/db/schema';
import { billingErrorBodySchema } from '../../../../src/features/billing/contract';
import { BILLING_MESSAGES as m, paymentValidationFailed } from '../../../../src/features/billing/messages';
import { notificationsResponseSchema } from '../../../../src/features/notifications/contract';
import { type BillingHarness, billingHarness, payBody } from './support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

const NUMBER_RULE = 'Please enter a valid 10-digit mobile number starting with 0';

const notificationsOf = async (token: string) =>
  notificationsResponseSchema.parse(await (await h.send('GET', '/api/notifications', token)).json()).data;

const counted = (userId: string) =>
  h.database.db
    .select()
    .from(rateEvents)
    .where(like(rateEvents.key, `billing:%:${userId}%`));

describe("a refused payment input: 'Payment validation failed: ...' and a payment_failed notification", () => {
  it.each([
    ['/api/billing/mobile-money/pay-with-retry', payBody({ mobile_number: '055123' }), NUMBER_RULE],
    ['/api/billing/payments', payBody({ mobile_number: '055123' }), NUMBER_RULE],
    ['/api/billing/subscriptions/pay', { mobile_number: '055123', mobile_network: 'MTN' }, NUMBER_RULE],
    [
      '/api/billing/paystack/initialize',
      { plan_id: 'plan_basic_monthly', callback_url: '//evil.example' },
      'callback_url must be a path on this site',
    ],
    [
      '/api/payment/initialize',
      { plan_id: 'plan_basic_monthly', redirect_url: '//evil.example' },
      'redirect_url must be a path on this site',
    ],
  ])('POST %s', async (path, body, reason) => {
    const c = await h.customer('Invalid');
    const other = await h.customer('Bystander');
    const res = await h.send('POST', path, c.token, body);
    expect(res.status).toBe(400);
    const error = billingErrorBodySchema.parse(await res.json());
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe(paymentValidationFailed(reason));
    expect(error.issues?.map((issue) => issue.message)).toContain(reason);

    const { notifications, unread_count } = await notificationsOf(c.token);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      type: 'payment_failed',
      title: m.notifyPaymentFailedTitle,
      message: paymentValidationFailed(reason),
      isRead: false,
    });
    expect(unread_count).toBe(1);
    // only the customer who sent it
    expect((await notificationsOf(other.token)).notifications).toEqual([]);
    // nothing reached the provider, nothing was counted
    expect(await counted(c.id)).toEqual([]);
  });

  it('a missing field (fields_empty) is a validation refusal too', async () => {
    const c = await h.customer('Empty');
    const res = await h.send(
      'POST',
      '/api/billing/mobile-money/pay-with-retry',
      c.token,
      payBody({ mobile_number: '' }),
    );
    expect(res.status).toBe(400);
    const error = billingErrorBodySchema.parse(await res.json());
    expect(['validation_failed', 'fields_empty']).toContain(error.code);
    expect(error.message).toMatch(/^Payment validation failed: /);
    expect((await notificationsOf(c.token)).notifications.map((n) => n.type)).toEqual(['payment_failed']);
  });

  it('other refusals are not validation: an unknown plan or a short amount raise no notification', async () => {
    const c = await h.customer('NotValidation');
    const unknown = await h.send('POST', '/api/billing/payments', c.token, payBody({ plan_id: 'plan_nope' }));
    expect(unknown.status).toBe(404);
    const short = await h.send('POST', '/api/billing/payments', c.token, payBody({ amount: 1 }));
    expect(billingErrorBodySchema.parse(await short.json()).code).toBe('insufficient_amount');
    expect((await notificationsOf(c.token)).notifications).toEqual([]);
  });

  it('many refused inputs at once use no limit: the next valid attempt still reaches the provider', async () => {
    const c = await h.customer('Many', { longSession: true });
    const refused = await Promise.all(
      Array.from({ length: 6 }, () =>
        h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody({ mobile_network: 'GLO' })),
      ),
    );
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(await counted(c.id)).toEqual([]);
    expect((await notificationsOf(c.token)).notifications).toHaveLength(6);
    const valid = await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody());
    expect(valid.status).toBe(201);
  });
});
