/**
 * What the customer dashboard loads (spec billing §2 "Customer dashboard", §3 "Displayed payment row",
 * "Billing summary"): the subscription (GET /subscriptions), the billing summary and the payment history,
 * in parallel. The subscription's standing, grace days, next billing date (paid-until) and scheduled plan
 * change are the server's, kept as they are: the browser computes none of them (docs/product-rules.md
 * "Customer dashboard"). No subscription (404 no_subscription) is `subscription: null`.
 * The history goes through the client's breaker; when it fails, the rest still shows and the history
 * card says why. A failed subscription or summary fails the load ('Error Loading Billing Data').
 */
import type {
  BillingSummary,
  PlanRecord,
  Standing,
  SubscriptionRecord,
  TransactionRecord,
  TransactionsResponse,
} from '../billing';
import { httpStatusOf, loadFailureDetail } from '../billing';

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
  /** a second payment for the same period: the reference of the payment that had already paid it */
  duplicateOf: string | null;
  matchesFilter: boolean;
  currency: string;
  customerEmail: string;
}

export interface DashboardSubscription {
  /** the plan's id as the server has it (the Make Payment card offers it first) */
  planId: string;
  planName: string;
  billingCycle: 'monthly' | 'yearly';
  /** the server's status (pending, active, cancelled, expired) */
  serverStatus: string;
  /** the server's standing; null: never paid (no subscription to describe) */
  standing: Standing | null;
  /** grace_period only: whole days left before suspension (the server's count) */
  graceDaysLeft: number | null;
  /** paid-until in ms (the server's next_billing_date), null before the first payment */
  nextBillingAt: number | null;
  /** a plan paid for that starts when the current paid time ends */
  scheduledChange: { planName: string; billingCycle: 'monthly' | 'yearly'; startsAt: number } | null;
  /** the customer's auto-renew choice (the server's) */
  autoRenew: boolean;
  /** pesewas held for the customer, spent on the next payment (the server's) */
  credit: number;
  /** a promise to pay this period: the days held (0: none), whether one may be asked for, at most how many */
  promise: { days: number; available: boolean; maxDays: number };
  /** grace only, ms: when the service is suspended unless renewed (a promise counted) */
  suspendsAt: number | null;
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
  /** null: GET /subscriptions answered 404 no_subscription */
  subscription: DashboardSubscription | null;
  summary: DashboardSummary;
  history: DashboardHistory;
}

export interface DashboardSources {
  subscription: () => Promise<{ subscription: SubscriptionRecord; plan: PlanRecord } | null>;
  billingSummary: () => Promise<BillingSummary>;
  transactions: () => Promise<TransactionsResponse>;
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
    duplicateOf: t.duplicate_of,
    matchesFilter: t.matches_filter,
    currency: t.currency,
    customerEmail: t.customer.email,
  };
}

const ms = (epochSeconds: number | null) => (epochSeconds === null ? null : epochSeconds * 1000);

/** The server's subscription as the dashboard keeps it: its standing and dates untouched (seconds -> ms). */
export function toDashboardSubscription(
  record: SubscriptionRecord,
  plan: Pick<PlanRecord, 'name'>,
): DashboardSubscription {
  const change = record.scheduled_change;
  return {
    planId: record.plan_id,
    planName: plan.name,
    billingCycle: record.billing_cycle,
    serverStatus: record.status,
    standing: record.standing,
    graceDaysLeft: record.grace_days_left,
    nextBillingAt: ms(record.next_billing_date),
    scheduledChange: change
      ? { planName: change.plan_name, billingCycle: change.billing_cycle, startsAt: change.starts_at * 1000 }
      : null,
    autoRenew: record.auto_renew,
    credit: record.credit,
    promise: { days: record.promise.days, available: record.promise.available, maxDays: record.promise.max_days },
    suspendsAt: ms(record.suspends_at),
  };
}

/**
 * Loads the dashboard. A failed subscription or summary read rejects with the reason shown under
 * 'Error Loading Billing Data' / 'Failed to load billing information' ('Billing API error (500) ...',
 * 'Network error'); a failed history read is kept in the history card: the breaker's message, or
 * 'Failed to load billing information' for a server answer (never 'Payment failed').
 */
export async function loadDashboardData(sources: DashboardSources, fallbackMessage: string): Promise<DashboardData> {
  const history = sources.transactions().then(
    (list): DashboardHistory => ({
      status: 'loaded',
      rows: list.transactions.map(toPaymentRow),
      fallbackApplied: list.fallbackApplied,
      message: list.message,
    }),
    (error): DashboardHistory => ({ status: 'unavailable', message: historyFailure(error, fallbackMessage) }),
  );
  let subscription: Awaited<ReturnType<DashboardSources['subscription']>>;
  let summary: BillingSummary;
  try {
    [subscription, summary] = await Promise.all([sources.subscription(), sources.billingSummary()]);
  } catch (error) {
    throw new Error(loadFailureDetail(error) ?? fallbackMessage);
  }
  return {
    subscription: subscription ? toDashboardSubscription(subscription.subscription, subscription.plan) : null,
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

/** The history card's text: a server answer reads as the load failure, anything else (breaker, network) as itself. */
function historyFailure(error: unknown, fallback: string): string {
  if (httpStatusOf(error) !== null) return fallback;
  return loadFailureDetail(error) ?? fallback;
}
