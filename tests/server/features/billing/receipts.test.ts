/**
 * Receipts (spec §2 "Receipt modal": Download Receipt): GET /api/billing/payments/:id/receipt (the
 * fields) and …/receipt.pdf, read back with PDF.js the way a reader extracts text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../../src/domain/format/date';
import { receiptText } from '../../../../src/domain/format/receipt';
import {
  billingErrorBodySchema,
  paymentsResponseSchema,
  paystackInitializeResponseSchema,
  receiptResponseSchema,
} from '../../../../src/features/billing/contract';
import { pdfLines } from '../../../support/pdfText';
import { type BillingHarness, billingHarness } from './support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

async function paidByCard(token: string) {
  const res = await h.send('POST', '/api/billing/paystack/initialize', token, { plan_id: 'plan_standard_monthly' });
  const init = paystackInitializeResponseSchema.parse(await res.json()).data;
  await h.send('POST', `/sandbox/paystack/checkout/${init.access_code}/pay`, undefined, {
    method: 'card',
    card_number: '4084084084084081',
    cvv: '408',
  });
  await h.send('GET', `/api/billing/paystack/verify/${init.reference}`, token);
  await h.sandbox.flush();
  const list = paymentsResponseSchema.parse(await (await h.send('GET', '/api/billing/payments', token)).json());
  const payment = list.data.payments.find((p) => p.reference === init.reference);
  if (!payment) throw new Error('payment not listed');
  return payment;
}

describe('receipts', () => {
  it('the receipt fields of a paid card payment, and the PDF carries the same lines with GH₵', async () => {
    const ama = await h.customer('Receipt');
    const payment = await paidByCard(ama.token);
    const res = await h.send('GET', `/api/billing/payments/${payment.id}/receipt`, ama.token);
    expect(res.status).toBe(200);
    const { receipt } = receiptResponseSchema.parse(await res.json()).data;
    expect(receipt).toMatchObject({
      payment_id: payment.id,
      brand_name: 'SkyLink Ghana',
      reference: payment.reference,
      amount: 10_000,
      currency: 'GHS',
      method: 'Card',
      description: 'Standard Internet',
      status: 'succeeded',
      customer_name: 'Receipt Tester',
      customer_email: ama.email,
      billing_cycle: 'monthly',
    });

    const pdf = await h.send('GET', `/api/billing/payments/${payment.id}/receipt.pdf`, ama.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${payment.reference}.pdf"`);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
    const lines = await pdfLines(bytes);
    expect(lines[0]).toBe('SkyLink Ghana');
    expect(lines).toContain('Payment Receipt');
    expect(lines).toContain(`Reference: ${payment.reference}`);
    expect(lines).toContain('Amount: GH₵ 100.00');
    expect(lines).toContain('Status: Paid');
    expect(lines).toContain('Payment method: Card');
    expect(lines).toContain(`Email: ${ama.email}`);
    // the one paid-until: the date GET /subscriptions answers as the next billing date
    const sub = await (await h.send('GET', '/api/billing/subscriptions', ama.token)).json();
    expect(receipt.paid_until).toBe(sub.data.subscription.next_billing_date);
    expect(lines).toContain(`Service paid until: ${formatDate((receipt.paid_until ?? 0) * 1000)}`);
    expect(lines).toContain('Thank you for choosing SkyLink Ghana.');

    // Every line of the text file (same receipt) is a line of the PDF.
    const text = receiptText({
      brandName: receipt.brand_name,
      reference: receipt.reference,
      transactionId: receipt.transaction_id ?? undefined,
      paidAt: receipt.paid_at,
      amount: receipt.amount,
      method: receipt.method,
      description: receipt.description,
      status: receipt.status,
      customerName: receipt.customer_name ?? undefined,
      customerEmail: receipt.customer_email ?? undefined,
      billingCycle: receipt.billing_cycle,
      paidUntil: receipt.paid_until === null ? undefined : receipt.paid_until * 1000,
    });
    const fields = text
      .split('\n')
      .filter((l) => /^[A-Z][A-Za-z ]+:\s/.test(l))
      .map((l) => l.replace(/:\s+/, ': '));
    expect(fields.length).toBeGreaterThanOrEqual(8);
    for (const field of fields) expect(lines).toContain(field);
  });

  it("another customer's payment, an unknown and a malformed id: 404 payment_not_found, for the fields and the PDF", async () => {
    const ama = await h.customer('Owner');
    const kofi = await h.customer('Stranger');
    const payment = await paidByCard(ama.token);
    for (const id of [payment.id, payment.reference, '00000000-0000-4000-8000-000000000000', 'x%27%20or%201=1']) {
      for (const suffix of ['receipt', 'receipt.pdf']) {
        const res = await h.send('GET', `/api/billing/payments/${id}/${suffix}`, kofi.token);
        expect(res.status).toBe(404);
        const body = billingErrorBodySchema.parse(await res.json());
        expect(body.code).toBe('payment_not_found');
        expect(JSON.stringify(body)).not.toContain(payment.reference);
      }
    }
    expect((await h.send('GET', `/api/billing/payments/${payment.id}/receipt.pdf`)).status).toBe(401);
  });
});
