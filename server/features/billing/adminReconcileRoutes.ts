/**
 * Reconciliation for administrators (mounted under /api/admin, behind the admin guard):
 *   GET  /billing/reconcile?from=&to=   the ledger check (reconcileLedger) and our payments compared with
 *                                       the provider's transaction list for the period (default: the last
 *                                       7 days): provider successes our books lack
 *   POST /billing/reconcile/credit      { reference }: credit one of them, exactly once
 * A credit is for a transaction the provider reports as success (asked again now, never taken from the
 * request), whose reference is ours and whose payment we have not marked succeeded. It goes through the
 * same settlement as every other report (the service's applyTransaction, source 'reconcile': a payment we
 * had given up becomes a flagged late success), and is written to the audit log with the administrator.
 * Two administrators pressing at once: one is admitted (a per-reference lock), the other told 409.
 */
import { Hono } from 'hono';
import { billingAdminEndpoints, type PaymentStatus } from '../../../src/features/billing/contract';
import { BILLING_MESSAGES as m } from '../../../src/features/billing/messages';
import { recordAuditSafely } from '../../audit/log';
import type { Db } from '../../db/client';
import { rateLimiter } from '../../db/rateLimit';
import { route } from '../../http/contractRoute';
import { ApiError } from '../../http/errors';
import type { AuthEnv } from '../auth';
import { toPaymentRecord } from './paymentRecords';
import { compareWithProvider, reconcileLedger } from './reconcile';
import type { Billing } from './service';

const DAY_MS = 24 * 3600_000;
/** The longest period one report reads from the provider. */
const MAX_PERIOD_MS = 92 * DAY_MS;

export function adminReconcileRoutes(deps: { db: Db; clock: () => Date; billing: Billing }) {
  const { db, clock, billing } = deps;
  const limiter = rateLimiter(db, clock);
  const app = new Hono<AuthEnv>();

  route(app, billingAdminEndpoints.reconcileReport, async (c, { query }) => {
    const to = query.to ? new Date(query.to) : clock();
    const from = query.from ? new Date(query.from) : new Date(to.getTime() - 7 * DAY_MS);
    if (from > to || to.getTime() - from.getTime() > MAX_PERIOD_MS) {
      throw new ApiError(400, 'validation_failed', 'from must be before to, at most 92 days apart');
    }
    const ledger = await reconcileLedger(db);
    const provider = await compareWithProvider(db, (q) => billing.withProvider((p) => p.listTransactions(q)), {
      from,
      to,
    });
    c.header('Cache-Control', 'no-store');
    return {
      success: true as const,
      data: {
        ledger: {
          payments: ledger.payments,
          by_status: ledger.byStatus,
          succeeded: ledger.succeededPesewas,
          paid_invoices: ledger.paidInvoicesPesewas,
          problems: ledger.problems,
        },
        provider: {
          from: provider.from,
          to: provider.to,
          transactions: provider.providerTransactions,
          successes: provider.providerSuccesses,
          gaps: provider.gaps.map((g) => ({
            reference: g.reference,
            amount: g.amount,
            currency: g.currency,
            paid_at: g.paidAt,
            payment_id: g.paymentId,
            our_status: g.ourStatus as PaymentStatus | null,
            customer_email: g.customerEmail,
            creditable: g.creditable,
          })),
        },
      },
    };
  });

  route(app, billingAdminEndpoints.reconcileCredit, async (c, { body: { reference } }) => {
    // one credit action per reference at a time (every server process sees the same lock)
    const turn = await limiter.consume([{ key: `billing:credit:${reference}`, limit: 1, windowMs: 10_000 }]);
    if (turn.limited) throw new ApiError(409, 'credit_in_progress', 'This payment is being credited already');
    const payment = await billing.paymentByReference(reference);
    if (!payment) throw new ApiError(404, 'payment_not_found', m.paymentNotFound);
    if (payment.status === 'succeeded') throw new ApiError(409, 'already_credited', 'This payment is already paid');
    const transaction = await billing.withProvider((p) => p.verify(reference));
    if (transaction?.status !== 'success') {
      throw new ApiError(409, 'not_paid_at_provider', 'The payment provider does not report this payment as paid');
    }
    const after = await billing.applyTransaction(payment, transaction, 'reconcile');
    if (after.status !== 'succeeded') {
      throw new ApiError(409, 'not_credited', 'The provider amount or currency does not match this payment');
    }
    const admin = c.get('user');
    await recordAuditSafely(db, clock(), {
      action: 'admin.payment_credited',
      userId: after.userId,
      actorId: admin.id,
      details: {
        reference,
        paymentId: after.id,
        amountPesewas: after.amountPesewas,
        before: payment.status,
        after: after.status,
        lateSuccess: after.lateSuccess,
        reason: 'reconciliation: a provider success our books lacked',
      },
    });
    return { success: true as const, data: { payment: toPaymentRecord(after) } };
  });

  return app;
}
