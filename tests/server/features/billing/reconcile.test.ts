import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileLedger } from '../../../../server/features/billing/reconcile';
import { invoices, payments } from '../../../../server/features/billing/tables';
import { paymentEnvelopeSchema } from '../../../../src/features/billing/contract';
import { type BillingHarness, billingHarness, DECLINE, MANUAL, payBody } from './support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

async function pay(token: string, number: string) {
  const res = await h.send(
    'POST',
    '/api/billing/mobile-money/pay-with-retry',
    token,
    payBody({ mobile_number: number }),
  );
  return paymentEnvelopeSchema.parse(await res.json()).data.payment;
}
const poll = (id: string, token: string) =>
  h.send('GET', `/api/billing/mobile-money/payments/${id}/poll-status`, token);

describe('the ledger check', () => {
  it('balances after a success, a decline and a payment still waiting for the phone', async () => {
    const ama = await h.customer('Ama');
    const esi = await h.customer('Esi');
    const kofi = await h.customer('Kofi');
    const paid = await pay(ama.token, '0241234987');
    const declined = await pay(esi.token, DECLINE);
    await pay(kofi.token, MANUAL);
    h.clock.advance(4000);
    await poll(paid.id, ama.token);
    await poll(declined.id, esi.token);
    await h.sandbox.flush();

    const report = await reconcileLedger(h.database.db);
    expect(report.problems).toEqual([]);
    expect(report.byStatus).toMatchObject({ succeeded: 1, failed: 1, processing: 1 });
    expect(report.succeededPesewas).toBe(paid.amount); // pesewas on the wire
    expect(report.paidInvoicesPesewas).toBe(report.succeededPesewas);
  });

  it('names what breaks the books: an invoice paid by nobody, a payment whose events say otherwise', async () => {
    const [failed] = await h.database.db.select().from(payments).where(eq(payments.status, 'failed'));
    if (!failed?.invoiceId) throw new Error('the declined payment has an invoice');
    await h.database.db.update(invoices).set({ status: 'paid' }).where(eq(invoices.id, failed.invoiceId));
    await h.database.db.execute(sql`update payments set status = 'cancelled' where id = ${failed.id}`);

    const report = await reconcileLedger(h.database.db);
    expect(report.problems).toEqual([
      `a payment's last status event does not lead to its status: ${failed.id}`,
      `a paid invoice without exactly one succeeded payment: ${failed.invoiceId}`,
      `a payment that is not succeeded has a paid invoice: ${failed.id}`,
      expect.stringMatching(/^paid invoices hold \d+ pesewas, succeeded payments \d+$/),
    ]);
  });
});
