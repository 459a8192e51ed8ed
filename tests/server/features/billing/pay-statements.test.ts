/**
 * The pay request's writes, each now one statement (server/features/billing/paymentWrites.ts): the new
 * payment with its invoice and 'created' event, and its move to processing with the provider's answer.
 * What must not change with them: one open payment per customer and no invoice left by a refused one,
 * the unpaid bill paid rather than a second invoice made, a stale open payment swept only when it holds
 * the lock, the events in order. Runs on PGlite (unit) and on PostgreSQL (server-pg), where the parallel
 * requests really run at the same time.
 */
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateEvents } from '../../../../server/db/schema';
import { insertInvoice } from '../../../../server/features/billing/invoices';
import { invoices, paymentEvents, payments } from '../../../../server/features/billing/tables';
import { notifications } from '../../../../server/features/notifications/tables';
import { paymentEnvelopeSchema } from '../../../../src/features/billing/contract';
import { type BillingHarness, billingHarness, MANUAL, payBody } from './support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

const pay = (token: string, overrides: Record<string, unknown> = {}) =>
  h.send('POST', '/api/billing/mobile-money/pay-with-retry', token, payBody({ mobile_number: MANUAL, ...overrides }));

describe('starting a payment: the payment, its invoice and its event in one statement', () => {
  it('parallel requests by one customer: one payment, one invoice, one created event; the refused leave nothing and count nothing (3 rounds)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const c = await h.customer(`Parallel${round}`);
      const answers = await Promise.all(Array.from({ length: 6 }, () => pay(c.token)));
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      const rows = await h.database.db.select().from(payments).where(eq(payments.userId, c.id));
      expect(rows).toHaveLength(1);
      const bills = await h.database.db.select().from(invoices).where(eq(invoices.userId, c.id));
      expect(bills.map((b) => [b.id, b.status, b.forAttempt])).toEqual([[rows[0]?.invoiceId, 'unpaid', true]]);
      const created = await h.database.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.paymentId, rows[0]?.id ?? ''), eq(paymentEvents.type, 'created')));
      expect(created).toHaveLength(1);
      // Only the admitted request counted: api, payment and mobile_money once each.
      const counted = await h.database.db
        .select()
        .from(rateEvents)
        .where(like(rateEvents.key, `billing:%:${c.id}`));
      expect(counted.map((r) => r.key.split(':')[1]).sort()).toEqual(['api', 'mobile_money', 'payment']);
    }
  });

  it('pays the unpaid bill of the same plan, cycle and amount instead of making an invoice of its own', async () => {
    const c = await h.customer('Billed');
    const bill = await insertInvoice(h.database.db, h.clock.now(), {
      userId: c.id,
      subscriptionId: null,
      planId: 'plan_standard_monthly',
      cycle: 'monthly',
      amount: 10000,
    });
    const res = await pay(c.token);
    expect(res.status).toBe(201);
    expect(paymentEnvelopeSchema.parse(await res.json()).data.payment.invoice_id).toBe(bill.id);
    const bills = await h.database.db.select().from(invoices).where(eq(invoices.userId, c.id));
    expect(bills.map((b) => b.id)).toEqual([bill.id]);
  });

  it('an open payment within its approval window holds the lock; past it, the next request sweeps it and goes through', async () => {
    const c = await h.customer('Swept');
    const first = paymentEnvelopeSchema.parse(await (await pay(c.token)).json()).data.payment;
    expect((await pay(c.token)).status).toBe(409);
    h.clock.advance(181_000);
    const second = await pay(c.token);
    expect(second.status).toBe(201);
    const [old] = await h.database.db.select().from(payments).where(eq(payments.id, first.id));
    expect(old?.status).toBe('failed');
    // the swept payment's own invoice was voided; the new payment made its own
    const bills = await h.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, c.id))
      .orderBy(asc(invoices.issueDate));
    expect(bills.map((b) => b.status)).toEqual(['void', 'unpaid']);
  });
});

describe('the move to processing: one statement with its events', () => {
  it('created, provider_answer, status_changed in that order, and one payment_pending notification', async () => {
    const c = await h.customer('Ordered');
    const p = paymentEnvelopeSchema.parse(await (await pay(c.token)).json()).data.payment;
    expect(p.status).toBe('processing');
    const events = await h.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, p.id))
      .orderBy(asc(paymentEvents.id));
    expect(events.map((e) => [e.type, e.source, e.fromStatus, e.toStatus])).toEqual([
      ['created', 'create', null, 'pending'],
      ['provider_answer', 'create', null, null],
      ['status_changed', 'create', 'pending', 'processing'],
    ]);
    expect(events[0]?.detail).toEqual({ amount: 10000, channel: 'mobile_money' });
    expect(events[1]?.detail).toMatchObject({ status: 'pay_offline', display_text: p.display_text });
    const bell = await h.database.db.select().from(notifications).where(eq(notifications.userId, c.id));
    expect(bell.map((n) => n.type)).toEqual(['payment_pending']);
  });
});
