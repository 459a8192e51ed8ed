/**
 * A customer's payments as they stand: the lists (GET /payments, GET /subscriptions/:id/payments), the
 * status polls (from our books, the provider asked now and then), Paystack-style verify and customer
 * lookups, and the Flutterwave-style hosted checkout's verify (/api/payment/verify/:transactionId).
 * Every read is of the caller's own payments: another customer's id answers 404, as if it did not exist.
 */
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { pesewasToCedis } from '../../../src/domain/format/money';
import { billingEndpoints, hostedPaymentEndpoints } from '../../../src/features/billing/contract';
import { OPEN_PAYMENT_STATUSES } from '../../../src/features/billing/lifecycle';
import { BILLING_MESSAGES as m } from '../../../src/features/billing/messages';
import type { Db } from '../../db/client';
import { route } from '../../http/contractRoute';
import { ApiError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { AuthEnv } from '../auth';
import { ownSubscription } from '../subscriptions';
import { answerPayment } from './paidService';
import type { billingLimits } from './paymentLimits';
import { toPaymentRecord } from './paymentRecords';
import type { PaymentSetup } from './providers';
import type { Billing } from './service';
import { paystackStatus } from './summaryRoutes';
import { payments } from './tables';

export interface PaymentReadDeps {
  db: Db;
  billing: Billing;
  limits: ReturnType<typeof billingLimits>;
  clock: () => Date;
}

export function paymentReadRoutes(owned: Hono<AuthEnv>, hosted: Hono<AuthEnv>, deps: PaymentReadDeps) {
  const { db, billing, limits } = deps;
  const answer = answerPayment(db, deps.clock);
  const uid = (c: Context<AuthEnv>) => c.get('user').id;
  const email = (c: Context<AuthEnv>) => c.get('user').email;

  // Prepared once: the SQL is not rebuilt per request, and PostgreSQL plans it once per connection
  // (it reads payments_user_idx: user_id, created_at).
  const paymentsOf = db
    .select()
    .from(payments)
    .where(eq(payments.userId, sql.placeholder('userId')))
    .orderBy(desc(payments.createdAt))
    .prepare('billing_payments_of_user');
  route(owned, billingEndpoints.listPayments, async (c) => {
    const rows = await paymentsOf.execute({ userId: uid(c) });
    return { success: true as const, data: { payments: rows.map(toPaymentRecord) } };
  });

  route(owned, billingEndpoints.subscriptionPayments, async (c, { params: { id } }) => {
    const sub = isUuid(id) ? await ownSubscription(db, id, uid(c)) : null;
    if (!sub) throw new ApiError(404, 'no_subscription', m.noSubscription);
    const rows = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, uid(c)), eq(payments.subscriptionId, sub.id)))
      .orderBy(desc(payments.createdAt));
    return { success: true as const, data: { payments: rows.map(toPaymentRecord) } };
  });

  /**
   * The status polls: counted under the poll limit (paymentLimits.ts POLL_LIMIT), answered from our books,
   * the provider asked at most once per payment every few seconds (service.ts `pollStatus`).
   */
  const poll =
    (source: 'poll' | 'status') =>
    async (c: Context<AuthEnv>, { params }: { params: { id: string } }) => {
      await limits.take(uid(c), ['poll']);
      return answer(await billing.pollStatus(uid(c), params.id, source));
    };
  route(owned, billingEndpoints.paymentStatus, poll('status'));
  route(owned, billingEndpoints.mobileMoneyPoll, poll('poll'));

  /** The customer stops waiting for approval (service.ts `cancelOpen`). */
  route(owned, billingEndpoints.cancelPayment, async (c, { params }) =>
    answer(await billing.cancelOpen(uid(c), params.id)),
  );

  route(owned, billingEndpoints.paystackVerify, async (c, { params }) => {
    const payment = await billing.refresh(await billing.ownPayment(uid(c), params.reference), 'verify');
    const paid = payment.status === 'succeeded';
    return {
      success: true,
      status: true,
      message: paid ? 'Verification successful' : `Payment is ${payment.status}`,
      data: {
        status: paystackStatus(payment.status),
        reference: payment.reference,
        amount: payment.amountPesewas,
        currency: payment.currency,
        channel: payment.channel,
        gateway_response: payment.gatewayResponse,
        paid_at: payment.paidAt ? payment.paidAt.toISOString() : null,
        payment: toPaymentRecord(payment),
      },
    };
  });

  route(owned, billingEndpoints.paystackCustomer, async (c, { params }) => {
    const wanted = params.email.trim().toLowerCase();
    if (wanted !== email(c).toLowerCase()) throw new ApiError(403, 'forbidden', m.customerNotYours);
    let customer: Awaited<ReturnType<NonNullable<PaymentSetup['provider']>['customer']>>;
    try {
      customer = await billing.withProvider((p) => p.customer(wanted));
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw new ApiError(502, 'provider_error', m.providerError);
    }
    if (!customer) throw new ApiError(404, 'not_found', 'No payment provider customer for this email yet');
    return {
      success: true as const,
      data: {
        id: customer.id,
        customer_code: customer.customer_code,
        email: customer.email,
        first_name: customer.first_name ?? null,
        last_name: customer.last_name ?? null,
        total_transactions: customer.total_transactions ?? 0,
      },
    };
  });

  route(hosted, hostedPaymentEndpoints.verify, async (c, { params: { transactionId } }) => {
    if (!/^\d{1,20}$/.test(transactionId))
      throw new ApiError(404, 'payment_not_found', 'No transaction was found for this id');
    await limits.take(uid(c), ['api']);
    // The payment with this id, or (the id is learnt at the first verify) this customer's recent checkouts
    // without one, read in one statement: read in two, a webhook committing the id between them hid the
    // payment from both (not yet set for the first read, no longer empty for the second) and answered 404.
    const rows = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, uid(c)),
          or(
            eq(payments.providerReference, transactionId),
            and(eq(payments.channel, 'card'), isNull(payments.providerReference)),
          ),
        ),
      )
      .orderBy(sql`${payments.providerReference} = ${transactionId} desc nulls last`, desc(payments.createdAt))
      .limit(6);
    let payment = rows.find((row) => row.providerReference === transactionId);
    if (!payment) {
      const candidates = rows.filter((row) => row.providerReference === null).slice(0, 5);
      for (const candidate of candidates) {
        const t = await billing.withProvider((p) => p.verify(candidate.reference)).catch(() => null);
        if (t && String(t.id) === transactionId) {
          payment = await billing.applyTransaction(candidate, t, 'verify');
          break;
        }
      }
    }
    if (!payment) throw new ApiError(404, 'payment_not_found', 'No transaction was found for this id');
    payment = await billing.refresh(payment, 'verify');
    const status =
      payment.status === 'succeeded'
        ? ('successful' as const)
        : payment.status === 'failed'
          ? ('failed' as const)
          : OPEN_PAYMENT_STATUSES.includes(payment.status)
            ? ('pending' as const)
            : ('cancelled' as const);
    return {
      status: 'success' as const,
      message: 'Transaction fetched successfully',
      data: {
        id: payment.providerReference ?? transactionId,
        tx_ref: payment.reference,
        amount: pesewasToCedis(payment.amountPesewas),
        currency: payment.currency,
        status,
        payment_type: payment.channel === 'mobile_money' ? 'mobilemoneygh' : 'card',
        created_at: payment.createdAt.toISOString(),
      },
    };
  });
}
