/**
 * One billing truth, owned by the server (docs/product-rules.md "Subscription standing", "Plan changes",
 * "Failed attempts", "Late successes"): paid-until is one date everywhere, the standing is computed from it,
 * plan changes wait for the current paid time, failed attempts leave no bill, and money the provider took
 * after we gave a payment up is credited once.
 * Longer than 300 lines: the billing truths are checked over one timeline of payments and clock moves that the
 * scenarios share.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, rateEvents } from '../../../../server/db/schema';
import { users } from '../../../../server/features/auth/tables';
import { paymentEvents, payments } from '../../../../server/features/billing/tables';
import { notifications } from '../../../../server/features/notifications/tables';
import { subscriptions } from '../../../../server/features/subscriptions/tables';
import {
  billingErrorBodySchema,
  invoicesResponseSchema,
  paymentEnvelopeSchema,
  paymentsResponseSchema,
  paystackInitializeResponseSchema,
  receiptResponseSchema,
  subscriptionCreatedResponseSchema,
  subscriptionResponseSchema,
} from '../../../../src/features/billing/contract';
import { addMonths } from '../../../../src/features/billing/rules';
import {
  type BillingHarness,
  billingHarness,
  type Customer,
  DECLINE,
  MANUAL,
  MTN_TEST,
  PASSWORD,
  payApproved,
  payBody,
  postChargeSuccess,
  sec,
} from './support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

const DAY = 86_400_000;

async function subscriptionOf(c: Customer) {
  const res = await h.send('GET', '/api/billing/subscriptions', c.token);
  expect(res.status).toBe(200);
  return subscriptionResponseSchema.parse(await res.json()).data;
}

async function invoicesOf(c: Customer) {
  const res = await h.send('GET', '/api/billing/invoices', c.token);
  return invoicesResponseSchema.parse(await res.json()).data.invoices;
}

async function adminDetail(userId: string) {
  const ops = await h.login('ops@example.com', 'Admin#Pass2026');
  const res = await h.send('GET', `/api/admin/customers/${userId}`, ops.access_token);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    subscription: {
      planId: string;
      nextBillingDate: string | null;
      standing?: string | null;
      graceDaysLeft?: number | null;
      scheduledChange?: { planId: string; startsAt: string } | null;
    } | null;
  };
}

/** A fresh access token after a long clock move. */
async function signInAgain(c: Customer): Promise<Customer> {
  const tokens = await h.login(c.email, PASSWORD, '198.51.100.77');
  return { ...c, token: tokens.access_token };
}

describe('paid-until is the one truth', () => {
  it('two prepaid months of one plan: one paid-until, the same in the API, the receipt and the admin detail', async () => {
    const c = await h.customer('Twice');
    const first = await payApproved(h, c, {});
    const second = await payApproved(h, c, {});
    const expected = sec(addMonths(new Date(first.paid_at as string), 2));
    const { subscription } = await subscriptionOf(c);
    expect(subscription).toMatchObject({
      plan_id: 'plan_standard_monthly',
      next_billing_date: expected,
      standing: 'active',
      grace_days_left: null,
      scheduled_change: null,
    });
    const receipt = receiptResponseSchema.parse(
      await (await h.send('GET', `/api/billing/payments/${second.id}/receipt`, c.token)).json(),
    ).data.receipt;
    expect(receipt.paid_until).toBe(expected);
    const detail = await adminDetail(c.id);
    expect(detail.subscription).toMatchObject({ standing: 'active', scheduledChange: null });
    expect(sec(new Date(detail.subscription?.nextBillingDate as string))).toBe(expected);
  });

  it('a customer who never paid has a chosen plan but no standing and no paid-until', async () => {
    const c = await h.customer('Never');
    const created = await h.send('POST', '/api/billing/subscriptions', c.token, { plan_id: 'plan_basic_monthly' });
    const { subscription } = subscriptionCreatedResponseSchema.parse(await created.json()).data;
    expect(subscription).toMatchObject({ next_billing_date: null, standing: null, grace_days_left: null });
    expect((await subscriptionOf(c)).subscription.standing).toBeNull();
  });

  it('standing windows from paid-until: active, grace 3 to 0 days left, suspended, terminated', async () => {
    const c = await h.customer('Windows');
    await payApproved(h, c, {});
    const cases: [number, string, number | null][] = [
      [-1, 'active', null],
      [0, 'grace_period', 3],
      [DAY, 'grace_period', 2],
      [3 * DAY + DAY - 1, 'grace_period', 0],
      [4 * DAY, 'suspended', null],
      [8 * DAY - 1, 'suspended', null],
      [8 * DAY, 'terminated', null],
    ];
    for (const [since, standing, left] of cases) {
      // paid-until set `since` ms before now (the subscription row is the server's one date)
      const paidUntil = new Date(h.clock.now().getTime() - since);
      await h.database.db
        .update(subscriptions)
        .set({ nextBillingDate: paidUntil, status: 'active' })
        .where(eq(subscriptions.userId, c.id));
      const { subscription } = await subscriptionOf(c);
      expect({ since, standing: subscription.standing, left: subscription.grace_days_left }).toEqual({
        since,
        standing,
        left,
      });
      expect(subscription.next_billing_date).toBe(sec(paidUntil));
      const detail = await adminDetail(c.id);
      expect(detail.subscription?.standing).toBe(standing);
    }
  });
});

describe('plan changes take effect on the next billing cycle', () => {
  it('a cheaper plan bought while running does not shorten the paid time', async () => {
    const c = await h.customer('Cheaper');
    const first = await payApproved(h, c, { plan_id: 'skylink-business', amount: 1200 });
    await payApproved(h, c, { plan_id: 'plan_basic_monthly', amount: 50 });
    const { subscription } = await subscriptionOf(c);
    const businessEnd = addMonths(new Date(first.paid_at as string), 1);
    expect(subscription).toMatchObject({
      plan_id: 'skylink-business',
      next_billing_date: sec(addMonths(businessEnd, 1)),
      scheduled_change: { plan_id: 'plan_basic_monthly', starts_at: sec(businessEnd) },
    });
  });
});

describe('an attempt that fails leaves the books as they were', () => {
  it('a declined payment of a paying customer leaves its invoice void and nothing owed', async () => {
    const c = await h.customer('Declined');
    await payApproved(h, c, {});
    const before = await subscriptionOf(c);
    const res = await h.send(
      'POST',
      '/api/billing/mobile-money/pay-with-retry',
      c.token,
      payBody({ mobile_number: DECLINE }),
    );
    const declined = paymentEnvelopeSchema.parse(await res.json()).data.payment;
    h.clock.advance(4000);
    await h.send('GET', `/api/billing/mobile-money/payments/${declined.id}/poll-status`, c.token);
    const [row] = await h.database.db.select().from(payments).where(eq(payments.id, declined.id));
    expect(row?.status).toBe('failed');
    const invoices = await invoicesOf(c);
    expect(invoices.find((i) => i.id === declined.invoice_id)).toMatchObject({
      status: 'void',
      days_late: 0,
      late_fee: 0,
    });
    expect(invoices.filter((i) => i.status === 'unpaid' || i.status === 'overdue')).toEqual([]);
    // weeks later the void invoice is still not late
    h.clock.advance(10 * DAY);
    const fresh = await signInAgain(c);
    expect((await invoicesOf(fresh)).find((i) => i.id === declined.invoice_id)).toMatchObject({
      status: 'void',
      late_fee: 0,
    });
    expect(before.subscription.standing).toBe('active');
  });

  it('a bill the customer owes stays unpaid after a declined payment of it', async () => {
    const c = await h.customer('Owes');
    const created = subscriptionCreatedResponseSchema.parse(
      await (await h.send('POST', '/api/billing/subscriptions', c.token, { plan_id: 'plan_basic_monthly' })).json(),
    ).data;
    const res = await h.send('POST', '/api/billing/subscriptions/pay', c.token, {
      mobile_number: DECLINE,
      mobile_network: 'MTN',
    });
    const declined = paymentEnvelopeSchema.parse(await res.json()).data.payment;
    h.clock.advance(4000);
    await h.send('GET', `/api/billing/mobile-money/payments/${declined.id}/poll-status`, c.token);
    expect((await invoicesOf(c)).map((i) => [i.id, i.status])).toEqual([[created.invoice.id, 'unpaid']]);
  });
});

describe('money the provider took is never kept without service', () => {
  /** A card checkout given up (abandoned) when the customer turns to mobile money, then paid at the provider. */
  async function abandonedCheckout(name: string) {
    const c = await h.customer(name);
    const init = paystackInitializeResponseSchema.parse(
      await (
        await h.send('POST', '/api/billing/paystack/initialize', c.token, {
          plan_id: 'plan_standard_monthly',
          billing_cycle: 'monthly',
        })
      ).json(),
    ).data;
    h.clock.advance(61_000);
    const mm = await h.send(
      'POST',
      '/api/billing/mobile-money/pay-with-retry',
      c.token,
      payBody({ mobile_number: MANUAL }),
    );
    expect(mm.status).toBe(201);
    const [card] = await h.database.db.select().from(payments).where(eq(payments.reference, init.reference));
    expect(card?.status).toBe('abandoned');
    return { c, init, card: card as NonNullable<typeof card> };
  }

  const payAtCheckout = (accessCode: string) =>
    h.app.request(`/sandbox/paystack/checkout/${accessCode}/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'card', card_number: '4084084084084081', cvv: '408' }),
    });

  async function creditedOnce(c: Customer, paymentId: string) {
    const [row] = await h.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: 'succeeded', lateSuccess: true });
    const events = await h.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
    expect(events.filter((e) => e.type === 'late_success')).toHaveLength(1);
    expect(events.filter((e) => e.toStatus === 'succeeded')).toHaveLength(1);
    const audit = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, c.id), eq(auditLog.action, 'payment.late_success')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.level).toBe('warn');
    const paid = await h.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, c.id), eq(notifications.type, 'payment_success')));
    expect(paid).toHaveLength(1);
    const { subscription } = await subscriptionOf(c);
    expect(subscription.next_billing_date).toBe(sec(addMonths(row?.paidAt as Date, 1)));
    const listed = paymentsResponseSchema.parse(await (await h.send('GET', '/api/billing/payments', c.token)).json());
    expect(listed.data.payments.find((p) => p.id === paymentId)?.late_success).toBe(true);
  }

  it('an abandoned checkout paid later at the provider is credited once by its webhook, and a replay changes nothing', async () => {
    const { c, init, card } = await abandonedCheckout('Late');
    expect((await payAtCheckout(init.access_code)).status).toBe(200);
    await h.sandbox.flush();
    await h.settle();
    await creditedOnce(c, card.id);
    // its invoice is paid, whatever it was when the checkout was given up
    expect((await invoicesOf(c)).find((i) => i.id === card.invoiceId)?.status).toBe('paid');
    // a replayed webhook, a verify and a poll change nothing
    await postChargeSuccess(h, {
      id: 1,
      status: 'success',
      reference: init.reference,
      amount: card.amountPesewas,
      currency: 'GHS',
    });
    await h.send('GET', `/api/billing/paystack/verify/${init.reference}`, c.token);
    await h.send('GET', `/api/billing/payments/${card.id}/status`, c.token);
    await creditedOnce(c, card.id);
  });

  it('webhook, verify and poll racing on a late success credit it exactly once', async () => {
    const { c, init, card } = await abandonedCheckout('Race');
    const success = {
      id: 2,
      status: 'success',
      reference: init.reference,
      amount: card.amountPesewas,
      currency: 'GHS',
    };
    const headers = { Authorization: `Bearer ${c.token}`, 'X-Forwarded-For': '198.51.100.200' };
    // the provider takes the money (its own webhook starts too), and every reporter asks at once
    const paid = payAtCheckout(init.access_code);
    const answers = await Promise.all([
      paid,
      postChargeSuccess(h, success),
      h.app.request(`/api/billing/paystack/verify/${init.reference}`, { headers }),
      h.app.request(`/api/billing/payments/${card.id}/status`, { headers }),
      h.app.request(`/api/billing/mobile-money/payments/${card.id}/poll-status`, { headers }),
      postChargeSuccess(h, success),
    ]);
    for (const res of answers) expect(res.status).toBe(200);
    await h.sandbox.flush();
    await h.settle();
    await creditedOnce(c, card.id);
  });
});

// Last: this journey moves the clock a year on.
describe('plan changes over a year', () => {
  it('Basic yearly then Business monthly: Basic stays, Business starts at the yearly end; a third plan is refused', async () => {
    let c = await h.customer('Change', { longSession: true });
    const yearly = await payApproved(h, c, { plan_id: 'plan_basic_monthly', billing_cycle: 'yearly', amount: 500 });
    const yearlyEnd = addMonths(new Date(yearly.paid_at as string), 12);
    await payApproved(h, c, { plan_id: 'skylink-business', billing_cycle: 'monthly', amount: 1200 });
    const { subscription, plan } = await subscriptionOf(c);
    expect(subscription).toMatchObject({
      plan_id: 'plan_basic_monthly',
      billing_cycle: 'yearly',
      next_billing_date: sec(addMonths(yearlyEnd, 1)),
      standing: 'active',
      scheduled_change: {
        plan_id: 'skylink-business',
        plan_name: 'Business',
        billing_cycle: 'monthly',
        starts_at: sec(yearlyEnd),
      },
    });
    expect(plan.id).toBe('plan_basic_monthly');
    expect((await invoicesOf(c)).filter((i) => i.status === 'unpaid' || i.status === 'overdue')).toEqual([]);

    // A third plan is refused before the provider: no payment, no rate-limit count.
    const paymentsBefore = await h.database.db.select().from(payments).where(eq(payments.userId, c.id));
    const limitsBefore = await h.database.db
      .select()
      .from(rateEvents)
      .where(eq(rateEvents.key, `billing:payment:${c.id}`));
    const refused = await h.send(
      'POST',
      '/api/billing/mobile-money/pay-with-retry',
      c.token,
      payBody({ plan_id: 'plan_premium_monthly', amount: 200 }),
    );
    expect(refused.status).toBe(409);
    const error = billingErrorBodySchema.parse(await refused.json());
    expect(error.code).toBe('plan_change_scheduled');
    expect(error.message).toContain('Business (monthly)');
    const card = await h.send('POST', '/api/billing/paystack/initialize', c.token, {
      plan_id: 'plan_basic_monthly',
      billing_cycle: 'yearly',
    });
    expect(card.status).toBe(409);
    expect(await h.database.db.select().from(payments).where(eq(payments.userId, c.id))).toHaveLength(
      paymentsBefore.length,
    );
    expect(
      await h.database.db
        .select()
        .from(rateEvents)
        .where(eq(rateEvents.key, `billing:payment:${c.id}`)),
    ).toHaveLength(limitsBefore.length);

    // The scheduled plan itself may be paid again: its paid time grows.
    await payApproved(h, c, { plan_id: 'skylink-business', billing_cycle: 'monthly', amount: 1200 });
    expect((await subscriptionOf(c)).subscription.next_billing_date).toBe(sec(addMonths(yearlyEnd, 2)));

    // Time passes the yearly end: Business becomes the plan, paid until the end of its two months.
    h.clock.advance(yearlyEnd.getTime() - h.clock.now().getTime() + DAY);
    // (a year on, every password would have expired: the accounts changed theirs today)
    await h.database.db.update(users).set({ passwordChangedAt: h.clock.now() });
    c = await signInAgain(c);
    const after = await subscriptionOf(c);
    expect(after.subscription).toMatchObject({
      plan_id: 'skylink-business',
      billing_cycle: 'monthly',
      next_billing_date: sec(addMonths(yearlyEnd, 2)),
      standing: 'active',
      scheduled_change: null,
    });
    expect(after.plan.id).toBe('skylink-business');
    const [row] = await h.database.db.select().from(subscriptions).where(eq(subscriptions.userId, c.id));
    expect(row).toMatchObject({ planId: 'skylink-business', nextPlanId: null, nextPaidUntil: null });
    const detail = await adminDetail(c.id);
    expect(detail.subscription).toMatchObject({ planId: 'skylink-business', scheduledChange: null });
    // and another plan can now be chosen for the next cycle
    await payApproved(h, c, { plan_id: 'plan_basic_monthly', billing_cycle: 'monthly', amount: 50 });
    expect((await subscriptionOf(c)).subscription.scheduled_change).toMatchObject({ plan_id: 'plan_basic_monthly' });
  });
});

// MTN_TEST is the approving number payBody uses by default.
void MTN_TEST;
