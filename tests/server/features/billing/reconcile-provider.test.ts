/**
 * Rule 5 (reconciliation part): our payments compared with the provider's transaction list for a period;
 * a provider success our books lack is reported, and an administrator credits it exactly once (two at
 * once: one credit), through the same settlement, with an audit entry naming the administrator.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../../server/db/schema';
import { users } from '../../../../server/features/auth/tables';
import { invoices, payments } from '../../../../server/features/billing/tables';
import { subscriptions } from '../../../../server/features/subscriptions/tables';
import {
  paymentEnvelopeSchema,
  reconcileCreditResponseSchema,
  reconcileReportResponseSchema,
} from '../../../../src/features/billing/contract';
import { type BillingHarness, billingHarness, MANUAL, payBody } from './support';

let h: BillingHarness;
beforeAll(async () => {
  // the provider's webhooks are lost: only reconciliation can learn of the late approval
  h = await billingHarness({ webhookTransport: () => async () => 500 });
});
afterAll(() => h.close());

describe('our books against the provider', () => {
  it('reports a provider success we lack and credits it once, even pressed twice at once', async () => {
    const admin = await h.customer('Admin');
    await h.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const c = await h.customer('Late');
    const payment = paymentEnvelopeSchema.parse(
      await (
        await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody({ mobile_number: MANUAL }))
      ).json(),
    ).data.payment;
    // we gave it up; then the customer approved on the phone (the webhook never arrived)
    await h.database.db
      .update(payments)
      .set({ status: 'failed', failureReason: 'Approval timed out' })
      .where(eq(payments.id, payment.id));
    expect((await h.send('POST', `/sandbox/paystack/phone/${payment.reference}/approve`)).status).toBe(200);
    await h.sandbox.flush();

    expect((await h.send('GET', '/api/admin/billing/reconcile', c.token)).status).toBe(403);
    const report = reconcileReportResponseSchema.parse(
      await (await h.send('GET', '/api/admin/billing/reconcile', admin.token)).json(),
    );
    expect(report.data.provider.gaps).toEqual([
      {
        reference: payment.reference,
        amount: payment.amount,
        currency: 'GHS',
        paid_at: expect.any(String),
        payment_id: payment.id,
        our_status: 'failed',
        creditable: true,
        customer_email: c.email,
      },
    ]);
    // a period before the payment: nothing to report
    const before = reconcileReportResponseSchema.parse(
      await (await h.send('GET', '/api/admin/billing/reconcile?from=2026-01-01&to=2026-02-01', admin.token)).json(),
    );
    expect(before.data.provider.gaps).toEqual([]);

    const credit = () =>
      h.send('POST', '/api/admin/billing/reconcile/credit', admin.token, { reference: payment.reference });
    const answers = await Promise.all([credit(), credit()]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const ok = answers.find((r) => r.status === 200);
    const credited = reconcileCreditResponseSchema.parse(await ok?.json()).data.payment;
    expect(credited.status).toBe('succeeded');
    // pressed again later: already credited
    h.clock.advance(11_000);
    const again = await credit();
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('already_credited');

    // credited once: its invoice paid, the subscription active, one audit entry naming the administrator
    const [row] = await h.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.status).toBe('succeeded');
    if (row?.invoiceId) {
      const [invoice] = await h.database.db.select().from(invoices).where(eq(invoices.id, row.invoiceId));
      expect(invoice?.status).toBe('paid');
    }
    const [sub] = await h.database.db.select().from(subscriptions).where(eq(subscriptions.userId, c.id));
    expect(sub?.status).toBe('active');
    const audit = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.payment_credited'), eq(auditLog.userId, c.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(admin.id);
    // and the books now agree with the provider
    const after = reconcileReportResponseSchema.parse(
      await (await h.send('GET', '/api/admin/billing/reconcile', admin.token)).json(),
    );
    expect(after.data.provider.gaps).toEqual([]);
  });

  it('refuses what the provider does not report as paid, and references that are not ours', async () => {
    const admin = await h.customer('Admin2');
    await h.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const c = await h.customer('Open');
    const payment = paymentEnvelopeSchema.parse(
      await (
        await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody({ mobile_number: MANUAL }))
      ).json(),
    ).data.payment;
    const open = await h.send('POST', '/api/admin/billing/reconcile/credit', admin.token, {
      reference: payment.reference,
    });
    expect(open.status).toBe(409);
    expect(((await open.json()) as { code: string }).code).toBe('not_paid_at_provider');
    const foreign = await h.send('POST', '/api/admin/billing/reconcile/credit', admin.token, { reference: 'T12345' });
    expect(foreign.status).toBe(400);
  });
});
