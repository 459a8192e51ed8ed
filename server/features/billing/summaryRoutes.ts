/**
 * The customer's transactions (GET /paystack/transactions) and the billing summary built on them (GET
 * /paystack/billing-summary): from the provider (customer by email), else from our own records, said so.
 * The summary's figures mean what they say: averageMonthly is this year's total over the months from this
 * year's first payment to now, counted in calendar months both included (at least 1).
 */
import { desc, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import {
  billingEndpoints,
  type TransactionRecord,
  type TransactionsQuery,
} from '../../../src/features/billing/contract';
import { BILLING_MESSAGES as m } from '../../../src/features/billing/messages';
import type { Db } from '../../db/client';
import { route } from '../../http/contractRoute';
import { ApiError } from '../../http/errors';
import type { AuthEnv } from '../auth';
import { planNames as planNamesOf } from '../subscriptions';
import { ProviderError } from './providers/types';
import type { Billing, PaymentRow } from './service';
import { payments } from './tables';

/**
 * This year's paid total spread over the months it covers: from the month of this year's first payment
 * to the current month, both included (a payment this month: one month). Pesewas, rounded.
 */
export function averageMonthly(paidThisYear: Pick<TransactionRecord, 'amount' | 'created_at'>[], now: Date): number {
  if (paidThisYear.length === 0) return 0;
  const total = paidThisYear.reduce((s, t) => s + t.amount, 0);
  const firstMonth = Math.min(...paidThisYear.map((t) => new Date(t.created_at).getUTCMonth()));
  const months = Math.max(1, now.getUTCMonth() - firstMonth + 1);
  return Math.round(total / months);
}

export function summaryRoutes(owned: Hono<AuthEnv>, deps: { db: Db; clock: () => Date; billing: Billing }) {
  const { db, clock, billing } = deps;
  const uid = (c: Context<AuthEnv>) => c.get('user').id;
  const email = (c: Context<AuthEnv>) => c.get('user').email;

  /** The customer's transactions: from the provider (customer id by email), else our own records. */
  async function transactionsOf(c: Context<AuthEnv>, query: TransactionsQuery) {
    const filterEmail = (query.customer ?? email(c)).toLowerCase();
    if (filterEmail !== email(c).toLowerCase()) throw new ApiError(403, 'forbidden', m.customerNotYours);
    const ours = await db
      .select()
      .from(payments)
      .where(eq(payments.userId, uid(c)))
      .orderBy(desc(payments.createdAt));
    const planNames = await planNamesOf(db);
    try {
      const customer = await billing.withProvider((p) => p.customer(filterEmail));
      if (!customer) {
        return {
          transactions: [],
          matchedCount: 0,
          totalCount: 0,
          fallbackApplied: false,
          filterEmail,
          message: 'No transactions found',
        };
      }
      const list = await billing.withProvider((p) =>
        p.listTransactions({ customer: customer.id, perPage: query.limit }),
      );
      const oursByReference = new Map(ours.map((p) => [p.reference, p]));
      const transactions: TransactionRecord[] = list.data.map((t) => {
        const own = oursByReference.get(t.reference);
        const metadata = packageMetadata(t.metadata);
        return {
          id: t.id,
          reference: t.reference,
          created_at: t.created_at,
          amount: t.amount,
          currency: t.currency,
          status: t.status,
          channel: t.channel ?? 'unknown',
          // the package we sold when the provider's metadata does not name it
          metadata:
            own && !metadata?.package_name
              ? { ...metadata, package_name: planNames.get(own.planId) ?? own.planId }
              : metadata,
          customer: { email: t.customer?.email ?? filterEmail },
          matches_filter: (t.customer?.email ?? '').toLowerCase() === filterEmail,
          payment_id: own?.id ?? null,
          duplicate_of: own?.duplicateOf ?? null,
        };
      });
      const matched = transactions.filter((t) => t.matches_filter);
      return {
        transactions: matched,
        matchedCount: matched.length,
        totalCount: list.total,
        fallbackApplied: false,
        filterEmail,
        message: 'Transactions retrieved',
      };
    } catch (err) {
      const unavailable =
        err instanceof ProviderError ||
        (err instanceof ApiError && (err.code === 'circuit_open' || err.code === 'payments_unavailable'));
      if (!unavailable) throw err;
      // The provider is unreachable or the breaker is open: our own records, said so.
      const transactions: TransactionRecord[] = ours.slice(0, query.limit).map((p) => ({
        id: p.providerReference ?? p.id,
        reference: p.reference,
        created_at: p.createdAt.toISOString(),
        amount: p.amountPesewas,
        currency: p.currency,
        status: paystackStatus(p.status),
        channel: p.channel,
        metadata: { package_name: planNames.get(p.planId) ?? p.planId },
        customer: { email: p.email },
        matches_filter: true,
        payment_id: p.id,
        duplicate_of: p.duplicateOf,
      }));
      return {
        transactions,
        matchedCount: transactions.length,
        totalCount: ours.length,
        fallbackApplied: true,
        filterEmail,
        message: 'Payment provider unavailable: showing the payments SkyLink recorded',
      };
    }
  }

  route(owned, billingEndpoints.paystackTransactions, async (c, { query }) => ({
    success: true as const,
    ...(await transactionsOf(c, query)),
  }));

  route(owned, billingEndpoints.paystackBillingSummary, async (c, { query }) => {
    const list = await transactionsOf(c, query);
    const now = clock();
    const paid = list.transactions.filter((t) => t.status === 'success');
    const year = now.getUTCFullYear();
    const inYear = paid.filter((t) => new Date(t.created_at).getUTCFullYear() === year);
    const inMonth = inYear.filter((t) => new Date(t.created_at).getUTCMonth() === now.getUTCMonth());
    const sum = (ts: TransactionRecord[]) => ts.reduce((s, t) => s + t.amount, 0);
    return {
      success: true as const,
      data: {
        totalThisYear: sum(inYear),
        totalThisMonth: sum(inMonth),
        averageMonthly: averageMonthly(inYear, now),
        totalPayments: paid.length,
        pendingPayments: list.transactions.filter((t) =>
          ['pending', 'ongoing', 'processing', 'queued'].includes(t.status),
        ).length,
        lastPayment: paid[0] ?? null,
        currency: 'GHS' as const,
        fallbackApplied: list.fallbackApplied,
        matchedCount: list.matchedCount,
        totalCount: list.totalCount,
        filterEmail: list.filterEmail,
        message: list.message,
      },
    };
  });
}

/** Our payment status as Paystack's data.status. */
export function paystackStatus(status: PaymentRow['status']): string {
  if (status === 'succeeded') return 'success';
  if (status === 'failed') return 'failed';
  if (status === 'cancelled' || status === 'abandoned') return 'abandoned';
  return 'pending';
}

function packageMetadata(metadata: unknown): TransactionRecord['metadata'] {
  if (!metadata || typeof metadata !== 'object' || Array.isArray(metadata)) return null;
  const name = (metadata as Record<string, unknown>).package_name;
  return typeof name === 'string' ? { package_name: name } : {};
}
