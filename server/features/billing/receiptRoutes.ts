/**
 * The receipt of one of a customer's payments, as data for the receipt modal (GET
 * /payments/:id/receipt) and as a PDF to keep (GET /payments/:id/receipt.pdf). A paid receipt shows the
 * one paid-until every screen shows.
 */
import type { Context, Hono } from 'hono';
import { type Receipt, receiptFileName } from '../../../src/domain/format/receipt';
import { billingEndpoints, RECEIPT_PDF_PATH, type ReceiptRecord } from '../../../src/features/billing/contract';
import { receiptOf } from '../../../src/features/billing/rules';
import type { Db } from '../../db/client';
import { route } from '../../http/contractRoute';
import type { AuthEnv } from '../auth';
import { paidUntilNow, planNameOf } from '../subscriptions';
import { epochSeconds } from './paymentRecords';
import { receiptPdf } from './receiptPdf';
import type { Billing } from './service';

export function receiptRoutes(owned: Hono<AuthEnv>, deps: { db: Db; clock: () => Date; billing: Billing }) {
  const { db, clock, billing } = deps;
  const uid = (c: Context<AuthEnv>) => c.get('user').id;

  /** The receipt of one of this customer's payments (another customer's id: 404, as if it did not exist). */
  async function receiptFor(c: Context<AuthEnv>): Promise<{ id: string; receipt: Receipt }> {
    const payment = await billing.ownPayment(uid(c), c.req.param('id') ?? '');
    const planName = await planNameOf(db, payment.planId);
    const user = c.get('user');
    const receipt = receiptOf({
      reference: payment.reference,
      providerReference: payment.providerReference,
      paidAt: payment.paidAt?.toISOString() ?? null,
      createdAt: payment.createdAt.toISOString(),
      amount: payment.amountPesewas,
      channel: payment.channel,
      network: payment.network,
      status: payment.status,
      billingCycle: payment.billingCycle,
      months: payment.months,
      planName,
      customerName: user.fullName || null,
      customerEmail: payment.email || user.email,
      duplicateOf: payment.duplicateOf,
    });
    if (payment.status === 'succeeded') {
      // the one paid-until every screen shows (GET /subscriptions' next_billing_date)
      const paidUntil = await paidUntilNow(db, uid(c), clock());
      if (paidUntil) receipt.paidUntil = paidUntil;
    }
    return { id: payment.id, receipt };
  }
  route(owned, billingEndpoints.receipt, async (c) => {
    const { id, receipt: r } = await receiptFor(c);
    const record: ReceiptRecord = {
      payment_id: id,
      brand_name: r.brandName,
      reference: r.reference,
      transaction_id: r.transactionId ?? null,
      paid_at: new Date(r.paidAt).toISOString(),
      amount: r.amount,
      currency: 'GHS',
      method: r.method,
      description: r.description,
      status: r.status as ReceiptRecord['status'],
      customer_name: r.customerName ?? null,
      customer_email: r.customerEmail ?? null,
      billing_cycle: r.billingCycle ?? 'monthly',
      paid_until: r.paidUntil === undefined ? null : epochSeconds(new Date(r.paidUntil)),
      duplicate_of: r.duplicateOf ?? null,
    };
    return { success: true as const, data: { receipt: record } };
  });
  // the PDF is not JSON: registered by hand (server/openapi.ts HAND_REGISTERED)
  owned.get(RECEIPT_PDF_PATH, async (c) => {
    const { receipt: r } = await receiptFor(c);
    const name = receiptFileName(r).replace(/\.txt$/, '.pdf');
    return c.body(receiptPdf(r), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    });
  });
}
