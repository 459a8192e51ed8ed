/**
 * Credit by value (docs/product-rules.md "Credit by value"): a success priced for another plan or cycle than
 * the one it now extends (a late success while a plan change is scheduled) buys days of that plan at that
 * plan's price, never the months it was priced for; what is left is kept as credit. Service value never
 * exceeds money paid, in either direction, and administrators see each such payment flagged.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, smsOutbox } from '../../../../server/db/schema';
import { paymentEvents, payments } from '../../../../server/features/billing/tables';
import { notifications } from '../../../../server/features/notifications/tables';
import { formatDate } from '../../../../src/domain/format/date';
import {
  type PaymentRecord,
  paymentEnvelopeSchema,
  paystackInitializeResponseSchema,
  subscriptionResponseSchema,
} from '../../../../src/features/billing/contract';
import { addDays, addMonths } from '../../../../src/features/billing/rules';
import { type BillingHarness, billingHarness, type Customer, MANUAL, payApproved, payBody, sec } from './support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

const BASIC = { plan_id: 'plan_basic_monthly', amount: 50 };
const STANDARD = { plan_id: 'plan_standard_monthly', amount: 100 };
const BUSINESS = { plan_id: 'plan_business_monthly', amount: 500 };

async function start(c: Customer, body: Record<string, unknown>): Promise<PaymentRecord> {
  const res = await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody(body));
  expect(res.status).toBe(201);
  return paymentEnvelopeSchema.parse(await res.json()).data.payment;
}

const poll = async (c: Customer, id: string) =>
  paymentEnvelopeSchema.parse(
    await (await h.send('GET', `/api/billing/mobile-money/payments/${id}/poll-status`, c.token)).json(),
  ).data.payment;

/** Start a prompt the customer then cancels on our page (the phone may still approve it later). */
async function startAndCancel(c: Customer, body: Record<string, unknown>): Promise<PaymentRecord> {
  const p = await start(c, { mobile_number: MANUAL, ...body });
  const res = await h.send('POST', `/api/billing/payments/${p.id}/cancel`, c.token);
  expect(paymentEnvelopeSchema.parse(await res.json()).data.payment.status).toBe('cancelled');
  h.clock.advance(61_000);
  return p;
}

async function subscriptionOf(c: Customer) {
  const res = await h.send('GET', '/api/billing/subscriptions', c.token);
  return subscriptionResponseSchema.parse(await res.json()).data.subscription;
}

const paidUntil = async (c: Customer) => new Date(((await subscriptionOf(c)).next_billing_date ?? 0) * 1000);

async function flagged(c: Customer, paymentId: string) {
  const events = await h.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
  const audit = await h.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.userId, c.id), eq(auditLog.action, 'payment.credited_by_value')));
  return {
    event: events.filter((e) => e.type === 'credited_by_value').map((e) => e.detail),
    audit: audit.filter((a) => (a.details as { paymentId?: string }).paymentId === paymentId).map((a) => a.level),
  };
}

const bell = async (c: Customer) =>
  (await h.database.db.select().from(notifications).where(eq(notifications.userId, c.id))).map((n) => n.message);

describe('a late success while a plan change is scheduled is credited by its value', () => {
  it('two cheap yearly card checkouts paid late (in parallel) buy days of the dear scheduled plan, not 24 months', async () => {
    const c = await h.customer('Checkouts');
    await payApproved(h, c, BASIC);
    const basicEnd = await paidUntil(c);
    // two Basic yearly checkouts opened and left: the second gives the first up, paying Business gives up both
    const checkouts = [];
    for (let i = 0; i < 2; i++) {
      const res = await h.send('POST', '/api/billing/paystack/initialize', c.token, {
        plan_id: 'plan_basic_monthly',
        billing_cycle: 'yearly',
      });
      expect(res.status).toBe(201);
      checkouts.push(paystackInitializeResponseSchema.parse(await res.json()).data);
      h.clock.advance(61_000);
    }
    expect(new Set(checkouts.map((k) => k.reference)).size).toBe(2);
    await payApproved(h, c, BUSINESS);
    const scheduled = await subscriptionOf(c);
    expect(scheduled.scheduled_change).toMatchObject({ plan_id: 'plan_business_monthly', starts_at: sec(basicEnd) });
    const businessEnd = addMonths(basicEnd, 1);
    expect(scheduled.next_billing_date).toBe(sec(businessEnd));

    // both checkouts paid at the provider at once
    const paid = await Promise.all(
      checkouts.map((k) =>
        h.app.request(`/sandbox/paystack/checkout/${k.access_code}/pay`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ method: 'card', card_number: '4084084084084081', cvv: '408' }),
        }),
      ),
    );
    expect(paid.map((r) => r.status)).toEqual([200, 200]);
    await h.sandbox.flush();
    await h.settle();

    const after = await subscriptionOf(c);
    // GH₵ 500 each at Business's GH₵ 500 a month: 30 days each, GH₵ 6.84 each kept as credit
    expect(after.plan_id).toBe('plan_basic_monthly');
    expect(after.scheduled_change).toMatchObject({ plan_id: 'plan_business_monthly', starts_at: sec(basicEnd) });
    expect(after.next_billing_date).toBe(sec(addDays(businessEnd, 60)));
    expect(after.credit).toBe(2 * 684);
    // the value of the service (Basic a month, Business a month and 60 days) never exceeds what was paid
    const paidPesewas = 5_000 + 50_000 + 2 * 50_000;
    const serviceValue = 5_000 + 50_000 + (60 * 12 * 50_000) / 365;
    expect(serviceValue).toBeLessThanOrEqual(paidPesewas);
    expect(paidPesewas - serviceValue - after.credit).toBeLessThan(2);

    const rows = await h.database.db.select().from(payments).where(eq(payments.userId, c.id));
    for (const k of checkouts) {
      const row = rows.find((r) => r.reference === k.reference);
      expect(row).toMatchObject({ status: 'succeeded', lateSuccess: true });
      const flags = await flagged(c, row?.id ?? '');
      expect(flags.audit).toEqual(['warn']);
      expect(flags.event).toEqual([
        {
          paid_for: { plan_id: 'plan_basic_monthly', billing_cycle: 'yearly', months: 1 },
          credited_to: { plan_id: 'plan_business_monthly', billing_cycle: 'monthly' },
          value: 50_000,
          days: 30,
          kept_as_credit: 684,
        },
      ]);
    }
    // the bell and the SMS say what the money bought; nothing says Basic is active for a year
    const messages = await bell(c);
    expect(
      messages.filter((t) => t.includes('credited by its value: 30 days of Business Internet (monthly)')),
    ).toHaveLength(2);
    expect(messages.some((t) => t.includes('GH₵ 6.84 is kept as credit'))).toBe(true);
  });

  it("a cancelled cheap prompt approved on the phone after a dear plan was paid buys that plan's days, not 12 months", async () => {
    const c = await h.customer('Prompt');
    await payApproved(h, c, BASIC);
    const basicEnd = await paidUntil(c);
    const yearly = await startAndCancel(c, { ...BASIC, billing_cycle: 'yearly', amount: 500 });
    await payApproved(h, c, BUSINESS);
    // the phone approves the prompt the customer cancelled
    h.sandbox.answer(yearly.reference, 'approve');
    await h.sandbox.flush();
    expect(await poll(c, yearly.id)).toMatchObject({ status: 'succeeded', late_success: true });
    const after = await subscriptionOf(c);
    expect(after.scheduled_change?.plan_id).toBe('plan_business_monthly');
    expect(after.next_billing_date).toBe(sec(addDays(addMonths(basicEnd, 1), 30)));
    expect((await flagged(c, yearly.id)).audit).toEqual(['warn']);
    // Business had paid the period while the prompt waited: the SMS says it was paid twice and what it added,
    // never 'Basic Internet' for a year
    const sms = await h.database.db.select().from(smsOutbox).where(eq(smsOutbox.paymentId, yearly.id));
    expect(sms.map((s) => s.text)).toEqual([
      `SkyLink Ghana: GHS 500.00 paid twice for one period; the 2nd adds time, paid until ${formatDate(new Date((after.next_billing_date ?? 0) * 1000))}. Not meant? Call support. Ref ${yearly.reference}`,
    ]);
  });

  it('the reverse: a dear prompt approved late is not lost to a cheap scheduled plan (152 days, not a month)', async () => {
    const c = await h.customer('Reverse');
    await payApproved(h, c, BASIC);
    const basicEnd = await paidUntil(c);
    const dear = await startAndCancel(c, BUSINESS);
    await payApproved(h, c, STANDARD);
    h.sandbox.answer(dear.reference, 'approve');
    await h.sandbox.flush();
    expect((await poll(c, dear.id)).status).toBe('succeeded');
    const after = await subscriptionOf(c);
    expect(after.scheduled_change?.plan_id).toBe('plan_standard_monthly');
    // GH₵ 500 at Standard's GH₵ 100 a month: 152 days, GH₵ 0.27 kept as credit
    expect(after.next_billing_date).toBe(sec(addDays(addMonths(basicEnd, 1), 152)));
    expect(after.credit).toBe(27);
    expect((await bell(c)).some((t) => t.includes('152 days of Standard Internet (monthly)'))).toBe(true);
  });

  it('a success priced for the scheduled plan still buys its months (nothing credited by value)', async () => {
    const c = await h.customer('Same');
    await payApproved(h, c, BASIC);
    const basicEnd = await paidUntil(c);
    await payApproved(h, c, BUSINESS);
    const again = await payApproved(h, c, BUSINESS);
    const after = await subscriptionOf(c);
    expect(after.next_billing_date).toBe(sec(addMonths(addMonths(basicEnd, 1), 1)));
    expect(after.credit).toBe(0);
    expect((await flagged(c, again.id)).event).toEqual([]);
  });
});
