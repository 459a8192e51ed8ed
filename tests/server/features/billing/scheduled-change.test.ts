/**
 * A scheduled plan change the customer can still change (docs/product-rules.md "Plan changes"): cancelling it
 * (DELETE /api/billing/subscriptions/scheduled-change) turns what its paid time cost into credit, never more,
 * and paid-until goes back to the current plan's end; the customer may then pay for any plan, and the credit is
 * spent on that payment as whole days of the plan it buys. Two cancels at once credit once; a cancel while a
 * payment is open, or with nothing scheduled, is refused.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, smsOutbox } from '../../../../server/db/schema';
import { notifications } from '../../../../server/features/notifications/tables';
import { subscriptions } from '../../../../server/features/subscriptions/tables';
import { formatDate } from '../../../../src/domain/format/date';
import {
  type PaymentRecord,
  paymentEnvelopeSchema,
  subscriptionResponseSchema,
} from '../../../../src/features/billing/contract';
import { addDays, addMonths, valueInDays } from '../../../../src/features/billing/rules';
import { type BillingHarness, billingHarness, type Customer, MANUAL, payApproved, payBody } from './support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

const STANDARD = { plan_id: 'plan_standard_monthly', amount: 100 };
const PREMIUM = { plan_id: 'plan_premium_monthly', amount: 200 };
const BUSINESS = { plan_id: 'plan_business_monthly', amount: 500 };
const cancel = (c: Customer) => h.send('DELETE', '/api/billing/subscriptions/scheduled-change', c.token);

async function subscriptionOf(c: Customer) {
  const res = await h.send('GET', '/api/billing/subscriptions', c.token);
  return subscriptionResponseSchema.parse(await res.json()).data.subscription;
}
const at = (seconds: number | null) => new Date((seconds ?? 0) * 1000);

/** Standard paid, then Premium paid: Premium is scheduled from Standard's end. */
async function withScheduledPremium(name: string) {
  const c = await h.customer(name, { longSession: true });
  await payApproved(h, c, STANDARD);
  const standardEnd = at((await subscriptionOf(c)).next_billing_date);
  await payApproved(h, c, PREMIUM);
  const sub = await subscriptionOf(c);
  expect(sub.scheduled_change).toMatchObject({ plan_id: 'plan_premium_monthly' });
  expect(at(sub.next_billing_date)).toEqual(addMonths(standardEnd, 1));
  return { c, standardEnd };
}

describe('a payment that schedules a plan change', () => {
  it('says in the bell, the SMS and the receipt mail that the plan starts when the current one ends, never that it is active', async () => {
    const { c, standardEnd } = await withScheduledPremium('Schedules');
    const until = addMonths(standardEnd, 1);
    const bell = await h.database.db.select().from(notifications).where(eq(notifications.userId, c.id));
    const premium = bell.filter((n) => n.message.includes('Premium Internet'));
    expect(premium.map((n) => [n.type, n.title, n.message])).toContainEqual([
      'plan_change_scheduled',
      'Plan change scheduled',
      `Premium Internet starts on ${formatDate(standardEnd)}, when your current plan ends, and is paid until ${formatDate(until)}.`,
    ]);
    expect(premium.some((n) => n.type === 'service_active' || /is active/.test(n.message))).toBe(false);
    const sms = await h.database.db.select().from(smsOutbox).where(eq(smsOutbox.userId, c.id));
    const premiumSms = sms.find((m) => m.text.includes('Premium Internet'));
    expect(premiumSms?.text).toContain(`Starts ${formatDate(standardEnd)}, paid until ${formatDate(until)}.`);
    expect(premiumSms?.text).not.toContain('Service active');
    await h.settle();
    const receipt = h.sent.filter((m) => m.to === c.email && m.subject.startsWith('Payment receipt')).at(-1);
    expect(receipt?.text).toContain(`Plan: Premium Internet (monthly)\n`);
    expect(receipt?.text).toContain(`Starts on: ${formatDate(standardEnd)}\nPaid until: ${formatDate(until)}`);
    expect(receipt?.text).not.toContain('Service active until');
  });
});

describe('what the success answer says the payment bought (the success step reads it)', () => {
  /** Pay on the number that approves after a few seconds; the envelopes of the start and of the poll after it. */
  async function payAndPoll(c: Customer, body: Record<string, unknown>) {
    const res = await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody(body));
    const started = paymentEnvelopeSchema.parse(await res.json()).data;
    h.clock.advance(4000);
    const polled = await h.send('GET', `/api/billing/mobile-money/payments/${started.payment.id}/poll-status`, c.token);
    const done = paymentEnvelopeSchema.parse(await polled.json()).data;
    await h.sandbox.flush();
    h.clock.advance(61_000);
    return { started, done };
  }

  it('a plan in service now: its name, the paid-until the subscription shows, no start; nothing while open', async () => {
    const c = await h.customer('Bought now', { longSession: true });
    const { started, done } = await payAndPoll(c, STANDARD);
    expect(started.payment.status).toBe('processing');
    expect(started.service).toBeNull();
    expect(done.payment.status).toBe('succeeded');
    const sub = await subscriptionOf(c);
    expect(done.service).toEqual({
      plan_name: 'Standard Internet',
      billing_cycle: 'monthly',
      paid_until: sub.next_billing_date,
      starts_at: null,
    });
  });

  it('a payment that scheduled a change: that plan, the day it starts, and the paid-until after it', async () => {
    const c = await h.customer('Bought later', { longSession: true });
    await payApproved(h, c, STANDARD);
    const standardEnd = (await subscriptionOf(c)).next_billing_date;
    const { done } = await payAndPoll(c, PREMIUM);
    const sub = await subscriptionOf(c);
    expect(done.service).toEqual({
      plan_name: 'Premium Internet',
      billing_cycle: 'monthly',
      paid_until: sub.next_billing_date,
      starts_at: standardEnd,
    });
    expect(sub.scheduled_change?.starts_at).toBe(standardEnd);
  });
});

describe('cancelling a scheduled plan change', () => {
  it('keeps what the change cost as credit, puts paid-until back, and says so in the bell and the audit log', async () => {
    const { c, standardEnd } = await withScheduledPremium('Cancel');
    const res = await cancel(c);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { credited: number; subscription: { credit: number } } };
    expect(data.credited).toBe(20_000);
    const sub = await subscriptionOf(c);
    expect(sub).toMatchObject({ plan_id: 'plan_standard_monthly', scheduled_change: null, credit: 20_000 });
    expect(at(sub.next_billing_date)).toEqual(standardEnd);
    const bell = await h.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, c.id), eq(notifications.type, 'plan_change_cancelled')));
    expect(bell.map((n) => n.message)).toEqual([
      expect.stringMatching(
        /^Your change to Premium Internet \(monthly\) is cancelled\. GH₵\s?200\.00 is kept as credit and goes into your next payment\. Your current plan is paid until /,
      ),
    ]);
    const audit = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, c.id), eq(auditLog.action, 'subscription.change_cancelled')));
    expect(audit.map((a) => (a.details as { creditedPesewas: number }).creditedPesewas)).toEqual([20_000]);
    // nothing scheduled any more
    const again = await cancel(c);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'no_scheduled_change', message: 'No plan change is scheduled.' });
  });

  it('then any plan may be paid, and the credit is spent on it as whole days of that plan, never more than paid', async () => {
    const { c, standardEnd } = await withScheduledPremium('Spend');
    expect((await cancel(c)).status).toBe(200);
    // Business was refused while Premium was scheduled; now it is scheduled itself, with the credit's days
    await payApproved(h, c, BUSINESS);
    const sub = await subscriptionOf(c);
    const bought = valueInDays(20_000, 50_000, 1);
    expect(bought.days).toBe(12);
    expect(sub.scheduled_change).toMatchObject({ plan_id: 'plan_business_monthly' });
    expect(at(sub.next_billing_date)).toEqual(addDays(addMonths(standardEnd, 1), bought.days));
    expect(sub.credit).toBe(bought.leftPesewas);
    // what cancelling this change would give back: the Business payment and the credit's days, no more
    const [row] = await h.database.db.select().from(subscriptions).where(eq(subscriptions.userId, c.id));
    expect(row?.nextPaidPesewas).toBe(50_000 + bought.usedPesewas);
    expect((row?.nextPaidPesewas ?? 0) + (row?.creditPesewas ?? 0)).toBe(50_000 + 20_000);
  });

  it('two cancels at once credit the change once', async () => {
    const { c } = await withScheduledPremium('Twice');
    const answers = await Promise.all([cancel(c), cancel(c), cancel(c)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await subscriptionOf(c)).credit).toBe(20_000);
  });

  it('is refused while a payment is open, and for a customer with nothing to cancel', async () => {
    const { c } = await withScheduledPremium('Open');
    const started = await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, {
      ...payBody(PREMIUM),
      mobile_number: MANUAL,
    });
    expect(started.status).toBe(201);
    const open: PaymentRecord = paymentEnvelopeSchema.parse(await started.json()).data.payment;
    const refused = await cancel(c);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'payment_in_progress' });
    expect((await subscriptionOf(c)).scheduled_change).not.toBeNull();
    await h.send('POST', `/api/billing/payments/${open.id}/cancel`, c.token);
    // a customer who never paid has no subscription; one paid up with nothing scheduled has no change
    const none = await h.customer('Nobody');
    expect((await cancel(none)).status).toBe(404);
    const plain = await h.customer('Plain', { longSession: true });
    await payApproved(h, plain, STANDARD);
    expect((await cancel(plain)).status).toBe(409);
    expect((await h.send('DELETE', '/api/billing/subscriptions/scheduled-change')).status).toBe(401);
  });
});
