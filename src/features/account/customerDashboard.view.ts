/**
 * Customer dashboard view model (spec billing §2 "Customer dashboard", §3 "Displayed payment row" and
 * "Billing summary", §4 subscription and payment display statuses).
 * Longer than 300 lines: the billing tab's one view model (subscription with its switch, credit and promise,
 * history, summary) reads the machine's snapshot in one place.
 */
import type { SnapshotFrom } from 'xstate';
import { sortRows } from '@/components';
import { formatDate, formatDateTime } from '../../domain/format/date';
import { NETWORK_USSD, NETWORK_WALLETS } from '../../domain/format/phone';
import { paths } from '../../domain/paths';
import { findPlan, PLAN_FAMILIES, PLAN_FAMILY_ORDER, type Plan, plansOf, priceOf } from '../../domain/plans';
import {
  BILLING_MESSAGES,
  formatPesewas,
  paymentPagePath,
  paymentSuccessScheduled,
  type Standing,
  standingLabel,
} from '../billing';
import { creditHeld, promisedMessage, promiseOptions, type RenewalPromiseView } from '../subscriptions';
import type {
  customerDashboardMachine,
  DashboardSection,
  HistoryColumn,
  HistorySort,
} from './customerDashboard.machine';
import type { DashboardData, DashboardSubscription, PaymentRow } from './dashboardData';
import { changesTo, DASHBOARD_MESSAGES as M, payFor, renewFor } from './messages';
import { HISTORY_PAGE_SIZE } from './rules';

/** The last payment line: '22 Nov 2026' and 'GH₵ 100.00', null without a payment. */
interface LastPaymentView {
  lastPaymentDate: string | null;
  lastPaymentAmount: string | null;
}

/**
 * The Current Subscription card, from the server's subscription as it is: its standing (badge), its
 * paid-until (next billing date) and its scheduled change. No subscription, or one never paid: `none`,
 * which says so and points to the plans (never 'Terminated').
 */
export type SubscriptionView =
  | ({
      kind: 'subscribed';
      planName: string;
      status: Standing;
      /** standingLabel: 'Active', 'Grace period: 2 days remaining', 'Suspended', 'Terminated' */
      statusLabel: string;
      /** '26 Jan 2027': the server's next_billing_date (paid-until) */
      nextBillingDate: string | null;
      /** 'Changes to Home Package on 26 Dec 2026', null when no change is scheduled */
      change: string | null;
      /** 'You have GH₵ 200.00 of credit: …', null without credit */
      credit: string | null;
      /** in grace: the promise to pay (the choice, or what was promised); null otherwise */
      promise: RenewalPromiseView | null;
      /** the 'Renew automatically' switch: the server's choice, held while a save is on its way */
      autoRenew: AutoRenewView;
    } & LastPaymentView)
  | ({ kind: 'none'; message: string; hint: string; plansHref: string } & LastPaymentView);

export interface AutoRenewView {
  on: boolean;
  saving: boolean;
  /** the last save's outcome: saved (status) or why it failed (alert); null before any */
  note: { saved: boolean; message: string } | null;
}

export interface HistoryRowView {
  id: string;
  /** our payment id: paid rows with one offer 'View Receipt' */
  receiptPaymentId: string | null;
  date: string;
  amount: string;
  /** the status for StatusBadge: 'paid' for success (green), failed red, others yellow */
  status: string;
  description: string;
  channel: string;
  reference: string;
}

export type HistoryView =
  | {
      kind: 'rows';
      rows: HistoryRowView[];
      total: number;
      sort: HistorySort;
      page: number;
      pageCount: number;
      /** 'Showing 1-10 of 23' (ours) */
      range: string;
      /** the server listed our own records because the provider was unreachable */
      notice: string | null;
    }
  | { kind: 'unavailable'; message: string };

export interface SummaryView {
  totalThisYear: string;
  totalThisMonth: string;
  averageMonthly: string;
  totalPayments: string;
  pendingPayments: string;
  lastPayment: string;
  lastPaymentHint: string | null;
}

export interface PackageView {
  id: string;
  name: string;
  price: string;
  speed: string;
  href: string;
  /** the button's words: 'Pay GH₵ 850.00 for Home', or for the customer's own plan 'Pay GH₵ 50.00 to renew Basic Internet' */
  label: string;
}

/** One family of the catalogue on the Make Payment card: its name and description, and its plans. */
export interface PackageFamilyView {
  id: Plan['family'];
  /** 'Satellite service', 'City broadband' (the catalogue's) */
  name: string;
  description: string;
  packages: PackageView[];
}

/**
 * The Make Payment card: the customer's own plan first (for the cycle they are on), then every other plan of
 * both families, each family under its name.
 */
export interface PackagesView {
  /** null without a subscription, or when its plan is not in the catalogue */
  own: (PackageView & { family: string }) | null;
  families: PackageFamilyView[];
}

export interface PaymentMethodView {
  id: 'mtn_momo' | 'vodafone_cash' | 'airteltigo_money';
  name: string;
  ussd: string;
}

export interface BillingView {
  subscription: SubscriptionView;
  history: HistoryView;
  summary: SummaryView;
}

export interface CustomerDashboardView {
  section: DashboardSection;
  status: 'loading' | 'ready' | 'refreshing' | 'failed';
  /** the success message after a payment, for 5 s */
  flash: string | null;
  /**
   * 'Error Loading Billing Data' with 'Failed to load billing information' (spec §2, §8) and the reason
   * ('Billing API error (500) ...', 'Network error'), never 'Payment failed'
   */
  error: { title: string; message: string; detail: string | null } | null;
  /** null until the first load succeeds */
  billing: BillingView | null;
  packages: PackagesView;
  paymentMethods: PaymentMethodView[];
  moreOptionsHref: string;
}

export type CustomerDashboardSnapshot = Pick<SnapshotFrom<typeof customerDashboardMachine>, 'context' | 'matches'>;

/**
 * A plan's button on the Make Payment card: a satellite service plan goes to /payment with it chosen (spec §9),
 * a city broadband plan to its mobile money page (as /packages sends it).
 */
function packageView(plan: Plan): PackageView {
  const price = formatPesewas(plan.priceMonthly);
  return {
    id: plan.id,
    name: plan.name,
    price,
    speed: `${plan.speedMbps} Mbps`,
    href: plan.family === 'residential' ? paths.paymentFor(plan.id) : paymentPagePath(plan.id),
    label: payFor(plan.name, price),
  };
}

/**
 * The Make Payment card for a subscription (or none): its plan first ('Pay GH₵ 50.00 to renew Basic Internet';
 * a plan never paid reads 'Pay ... for'), then the rest of the catalogue by family.
 */
export function dashboardPackages(
  sub: Pick<DashboardSubscription, 'planId' | 'billingCycle' | 'standing'> | null,
  catalogue?: readonly Plan[],
): PackagesView {
  const mine = sub ? findPlan(sub.planId, catalogue) : undefined;
  const own = mine && sub ? ownPackage(mine, sub) : null;
  return {
    own,
    families: PLAN_FAMILY_ORDER.map((f) => ({
      id: f,
      name: PLAN_FAMILIES[f].name,
      description: PLAN_FAMILIES[f].description,
      packages: plansOf(f, catalogue)
        .filter((p) => p.id !== mine?.id)
        .map(packageView),
    })),
  };
}

/**
 * The customer's own plan: a city broadband plan to its mobile money page for the cycle the customer is on; a
 * satellite service plan to /payment with it chosen (that page takes monthly payments only).
 */
function ownPackage(
  plan: Plan,
  sub: Pick<DashboardSubscription, 'billingCycle' | 'standing'>,
): PackageView & { family: string } {
  const cycle = plan.family === 'packages' ? sub.billingCycle : 'monthly';
  const price = formatPesewas(priceOf(plan, cycle));
  return {
    ...packageView(plan),
    price,
    href: plan.family === 'packages' ? paymentPagePath(plan.id, cycle) : paths.paymentFor(plan.id),
    label: sub.standing === null ? payFor(plan.name, price) : renewFor(plan.name, price),
    family: PLAN_FAMILIES[plan.family].name,
  };
}

/** Spec §3 "Mobile money providers (dashboard)": the spec's ids, today's wallet names and menus (one table). */
export const paymentMethods: PaymentMethodView[] = [
  { id: 'mtn_momo', name: NETWORK_WALLETS.MTN, ussd: NETWORK_USSD.MTN },
  { id: 'vodafone_cash', name: NETWORK_WALLETS.VODAFONE, ussd: NETWORK_USSD.VODAFONE },
  { id: 'airteltigo_money', name: NETWORK_WALLETS.AIRTELTIGO, ussd: NETWORK_USSD.AIRTELTIGO },
];

const CHANNELS: Record<string, string> = {
  mobile_money: 'Mobile Money',
  card: 'Card',
  bank: 'Bank',
  ussd: 'USSD',
  bank_transfer: 'Bank Transfer',
};

export function channelLabel(channel: string): string {
  return CHANNELS[channel] ?? (channel ? channel.replace(/_/g, ' ') : '—');
}

const sortValues: Record<HistoryColumn, (row: PaymentRow) => string | number> = {
  date: (row) => Date.parse(row.date),
  amount: (row) => row.amount,
  status: (row) => row.status,
  description: (row) => row.description,
  channel: (row) => channelLabel(row.channel),
  reference: (row) => row.reference,
};

function toRowView(row: PaymentRow): HistoryRowView {
  return {
    id: row.id,
    receiptPaymentId: row.status === 'paid' ? row.paymentId : null,
    date: formatDateTime(row.date),
    amount: formatPesewas(row.amount, row.currency),
    // a second payment for a period already paid reads 'Paid twice' (its receipt says which paid first)
    status: row.status === 'paid' && row.duplicateOf ? 'paid_twice' : row.status,
    description: row.description,
    channel: channelLabel(row.channel),
    reference: row.reference,
  };
}

/** The promise's state in the machine: the days chosen, asking, and why the last ask failed. */
export interface PromiseState {
  choice: number;
  asking: boolean;
  problem: string | null;
}

function promiseView(sub: NonNullable<DashboardData['subscription']>, p: PromiseState): RenewalPromiseView | null {
  if (sub.standing !== 'grace_period') return null;
  if (sub.promise.days > 0 && sub.suspendsAt !== null)
    return { status: 'promised', message: promisedMessage(sub.suspendsAt) };
  if (!sub.promise.available || sub.nextBillingAt === null) return null;
  return {
    status: p.asking ? 'asking' : 'offer',
    options: promiseOptions(sub.nextBillingAt, sub.promise.maxDays),
    choice: String(p.choice),
    problem: p.problem,
  };
}

export function subscriptionView(
  data: DashboardData,
  autoRenew: Omit<AutoRenewView, 'on'> = { saving: false, note: null },
  promise: PromiseState = { choice: 1, asking: false, problem: null },
): SubscriptionView {
  const last = data.summary.lastPayment;
  const lastPayment: LastPaymentView = {
    lastPaymentDate: last ? formatDate(last.date) : null,
    lastPaymentAmount: last ? formatPesewas(last.amount, last.currency) : null,
  };
  const sub = data.subscription;
  if (!sub || sub.standing === null) {
    return {
      kind: 'none',
      message: M.noSubscription,
      hint: M.noSubscriptionHint,
      plansHref: paths.packages,
      ...lastPayment,
    };
  }
  const change = sub.scheduledChange;
  return {
    kind: 'subscribed',
    planName: sub.planName,
    status: sub.standing,
    statusLabel: standingLabel({ status: sub.standing, graceDaysLeft: sub.graceDaysLeft }),
    nextBillingDate: sub.nextBillingAt === null ? null : formatDate(sub.nextBillingAt),
    change: change ? changesTo(change.planName, formatDate(change.startsAt)) : null,
    credit: sub.credit > 0 ? creditHeld(formatPesewas(sub.credit)) : null,
    promise: promiseView(sub, promise),
    autoRenew: { on: sub.autoRenew, ...autoRenew },
    ...lastPayment,
  };
}

export function historyView(data: DashboardData, sort: HistorySort, page: number): HistoryView {
  const history = data.history;
  if (history.status === 'unavailable') return { kind: 'unavailable', message: history.message };
  const sorted = sortRows(history.rows, sortValues[sort.column], sort.direction);
  const pageCount = Math.max(1, Math.ceil(sorted.length / HISTORY_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * HISTORY_PAGE_SIZE;
  const rows = sorted.slice(start, start + HISTORY_PAGE_SIZE);
  return {
    kind: 'rows',
    rows: rows.map(toRowView),
    total: sorted.length,
    sort,
    page: current,
    pageCount,
    range: sorted.length === 0 ? '' : `Showing ${start + 1}-${start + rows.length} of ${sorted.length}`,
    notice: history.fallbackApplied ? history.message : null,
  };
}

export function summaryView(data: DashboardData): SummaryView {
  const s = data.summary;
  return {
    totalThisYear: formatPesewas(s.totalThisYear, s.currency),
    totalThisMonth: formatPesewas(s.totalThisMonth, s.currency),
    averageMonthly: formatPesewas(s.averageMonthly, s.currency),
    totalPayments: String(s.totalPayments),
    pendingPayments: String(s.pendingPayments),
    lastPayment: s.lastPayment ? formatPesewas(s.lastPayment.amount, s.lastPayment.currency) : M.noPaymentYet,
    lastPaymentHint: s.lastPayment ? formatDate(s.lastPayment.date) : null,
  };
}

function billingView(snapshot: CustomerDashboardSnapshot): BillingView | null {
  const { context } = snapshot;
  const data = context.data;
  if (!data) return null;
  return {
    subscription: subscriptionView(
      data,
      { saving: snapshot.matches({ autoRenew: 'saving' }), note: context.autoRenewNote },
      {
        choice: context.promiseChoice,
        asking: snapshot.matches({ promise: 'asking' }),
        problem: context.promiseProblem,
      },
    ),
    history: historyView(data, context.sort, context.page),
    summary: summaryView(data),
  };
}

/**
 * The message back from a payment (?payment=success): with a plan change scheduled, the payment bought that
 * plan (while a change waits, only it can be paid for), so it says when it starts rather than that it is active.
 */
export function paymentFlash(data: DashboardData | null): string {
  const change = data?.subscription?.scheduledChange ?? null;
  return change
    ? paymentSuccessScheduled(change.planName, formatDate(change.startsAt))
    : BILLING_MESSAGES.paymentSuccessActivated;
}

const common = {
  paymentMethods,
  moreOptionsHref: paths.payment,
};

export function toCustomerDashboardView(snapshot: CustomerDashboardSnapshot): CustomerDashboardView {
  const { context } = snapshot;
  const status = snapshot.matches({ data: 'failed' })
    ? 'failed'
    : snapshot.matches({ data: 'refreshing' })
      ? 'refreshing'
      : snapshot.matches({ data: 'ready' })
        ? 'ready'
        : 'loading';
  return {
    section: context.section,
    status,
    flash: snapshot.matches({ flash: 'shown' }) ? paymentFlash(context.data) : null,
    error:
      status === 'failed'
        ? { title: M.errorLoading, message: BILLING_MESSAGES.loadBillingFailed, detail: context.error }
        : null,
    billing: billingView(snapshot),
    packages: dashboardPackages(context.data?.subscription ?? null),
    ...common,
  };
}
