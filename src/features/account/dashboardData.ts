/**
 * What the customer dashboard loads (spec billing §2 "Customer dashboard", §3 "Displayed payment row",
 * "Billing summary"): the subscription, the billing summary and the payment history, in parallel.
 * The history goes through the client's breaker; when it fails, the rest still shows and the history
 * card says why. A failed subscription or summary fails the load ('Error Loading Billing Data').
 */
import type {
  BillingSummary,
  PlanRecord,
  SubscriptionRecord,
  TransactionRecord,
  TransactionsResponse,
} from '../billing';

/** Spec §3 "Displayed payment row". `amount` stays in minor units (pesewas) until shown. */
export interface PaymentRow {
  id: string;
  /** our payment id (for its receipt), null when we hold no record of it */
  paymentId: string | null;
  /** ISO 8601 */
  date: string;
  amount: number;
  /** the provider's status, with success shown as paid (spec §4 "Payment display status") */
  status: string;
  description: string;
  channel: string;
  reference: string;
  matchesFilter: boolean;
  currency: string;
  customerEmail: string;
}

export interface DashboardSubscription {
  planName: string;
  billingCycle: 'monthly' | 'yearly';
  /** the server's status (pending, active, cancelled, expired) */
  serverStatus: string;
}

export interface DashboardSummary {
  totalThisYear: number;
  totalThisMonth: number;
  averageMonthly: number;
  totalPayments: number;
  pendingPayments: number;
  lastPayment: PaymentRow | null;
  currency: string;
}

export type DashboardHistory =
  | { status: 'loaded'; rows: PaymentRow[]; fallbackApplied: boolean; message: string }
  | { status: 'unavailable'; message: string };

export interface DashboardData {
  /** when the data was read (ms): the subscription status is computed against it */
  loadedAt: number;
  subscription: DashboardSubscription | null;
  summary: DashboardSummary;
  history: DashboardHistory;
}

export interface DashboardSources {
  subscription: () => Promise<{ subscription: SubscriptionRecord; plan: PlanRecord } | null>;
  billingSummary: () => Promise<BillingSummary>;
  transactions: () => Promise<TransactionsResponse>;
  now: () => number;
}

/** Generic description when the provider's record names no package (ours). */
export const DEFAULT_DESCRIPTION = 'Internet subscription payment';

export function toPaymentRow(t: TransactionRecord): PaymentRow {
  return {
    id: String(t.id),
    paymentId: t.payment_id,
    date: t.created_at,
    amount: t.amount,
    status: t.status === 'success' ? 'paid' : t.status,
    description: t.metadata?.package_name?.trim() || DEFAULT_DESCRIPTION,
    channel: t.channel,
    reference: t.reference,
    matchesFilter: t.matches_filter,
    currency: t.currency,
    customerEmail: t.customer.email,
  };
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}

export async function loadDashboardData(sources: DashboardSources, fallbackMessage: string): Promise<DashboardData> {
  const history = sources.transactions().then(
    (list): DashboardHistory => ({
      status: 'loaded',
      rows: list.transactions.map(toPaymentRow),
      fallbackApplied: list.fallbackApplied,
      message: list.message,
    }),
    (error): DashboardHistory => ({ status: 'unavailable', message: messageOf(error, fallbackMessage) }),
  );
  const [subscription, summary] = await Promise.all([sources.subscription(), sources.billingSummary()]);
  return {
    loadedAt: sources.now(),
    subscription: subscription
      ? {
          planName: subscription.plan.name,
          billingCycle: subscription.subscription.billing_cycle,
          serverStatus: subscription.subscription.status,
        }
      : null,
    summary: {
      totalThisYear: summary.totalThisYear,
      totalThisMonth: summary.totalThisMonth,
      averageMonthly: summary.averageMonthly,
      totalPayments: summary.totalPayments,
      pendingPayments: summary.pendingPayments,
      lastPayment: summary.lastPayment ? toPaymentRow(summary.lastPayment) : null,
      currency: summary.currency,
    },
    history: await history,
  };
}
