/**
 * The subscriber dashboard's view model (docs/product-rules.md "Subscriber dashboard"). `toSubscriberView`
 * maps a subscriberDashboard snapshot to it; `toPayDialogView` adds the pay dialog from the invoice being
 * paid and the view of billing's mobile money machine running inside it. The screen renders only these.
 * Longer than 300 lines: the dashboard's view model and its pay dialog's, both read by one screen; the many
 * small mappings are each a few lines.
 */
import type { SnapshotFrom } from 'xstate';
import { formatDate, isoDateTime } from '../../domain/format/date';
import { NETWORK_NAMES } from '../../domain/format/phone';
import { familyLine, findPlan, plansOf } from '../../domain/plans';
import {
  BILLING_MESSAGES,
  type BillingCycle,
  enterNumberPrompt,
  formatPesewas,
  type InvoiceRecord,
  type MobileMoneyView,
  type MobileNetwork,
  type SubscriptionRecord,
  shortInvoiceId,
  standingLabel,
} from '../billing';
import { changesTo, daysLateText, SUBSCRIBER_MESSAGES as text } from './messages';
import { canChoosePlan, canPayInvoice, currentBill } from './rules';
import type {
  SubscriberContext,
  SubscriberTab,
  SubscriberUser,
  subscriberDashboardMachine,
} from './subscriberDashboard.machine';

export interface InvoiceRow {
  id: string;
  /** the id's last 8 characters (spec §3) */
  shortId: string;
  number: string;
  issueDate: string;
  issueDateIso: string;
  dueDate: string;
  dueDateIso: string;
  amountText: string;
  /** paid, unpaid, overdue, or void (a failed or cancelled attempt's invoice: shown 'Void', never owed) */
  status: InvoiceRecord['status'];
  /** overdue only: 'GH₵ 2.00' and '3 days late' (spec §9) */
  lateFeeText: string | null;
  daysLateText: string | null;
  canPay: boolean;
  isCurrent: boolean;
}

export interface SubscriptionView {
  planName: string;
  /**
   * the server's standing once paid (active, grace_period, suspended, terminated), else its status; its badge
   * looks as on every screen (billing's statusLook: grace period amber, suspended and terminated red)
   */
  status: string;
  /** standingLabel once paid ('Grace period: 2 days remaining'), else 'Pending payment', 'Cancelled'... */
  statusLabel: string;
  cycleLabel: string;
  /** the server's next_billing_date (paid-until), the same date /dashboard shows */
  nextBilling: string;
  /** 'Changes to Home Package on 26 Dec 2026', null when no change is scheduled */
  change: string | null;
  autoRenew: string;
}

export interface ChooserPlan {
  id: string;
  name: string;
  description: string;
  speedMbps: number;
  dataCapGb: number;
  /** pesewas, as PlanCard takes them */
  priceMonthly: number;
  priceYearly: number;
  features: string[];
  badge: 'Most Popular' | 'Best Value' | 'Enterprise' | null;
}

export interface ChooserView {
  cycle: BillingCycle;
  /** why the chooser shows: no subscription yet, or the last one ended */
  intro: string;
  /** the family of the plans offered, by the catalogue's name: 'City broadband: Fibre or fixed wireless ...' */
  family: string;
  plans: ChooserPlan[];
}

export interface ReadyView {
  status: 'ready';
  tab: SubscriberTab;
  user: SubscriberUser | null;
  /** what is in flight (the panel shows it and disables its buttons) */
  busy: 'creating' | 'reloading' | 'paying' | null;
  notice: string | null;
  actionError: string | null;
  subscription: SubscriptionView | null;
  chooser: ChooserView | null;
  invoices: InvoiceRow[];
  currentBill: InvoiceRow | null;
  /** the invoice in the pay dialog (paying only) */
  paying: { invoice: InvoiceRow; planName: string; dialogError: string | null } | null;
}

export type SubscriberView =
  | { status: 'loading'; message: string }
  | { status: 'signedOut'; message: string }
  | { status: 'failed'; message: string }
  | ReadyView;

export type SubscriberSnapshot = Pick<SnapshotFrom<typeof subscriberDashboardMachine>, 'context' | 'matches'>;

const STATUS_LABELS: Record<SubscriptionRecord['status'], string> = {
  pending: 'Pending payment',
  active: 'Active',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export function toInvoiceRow(invoice: InvoiceRecord, current: InvoiceRecord | null): InvoiceRow {
  const overdue = invoice.status === 'overdue';
  return {
    id: invoice.id,
    shortId: shortInvoiceId(invoice.id),
    number: invoice.number,
    issueDate: formatDate(invoice.issue_date * 1000),
    issueDateIso: isoDateTime(invoice.issue_date * 1000),
    dueDate: formatDate(invoice.due_date * 1000),
    dueDateIso: isoDateTime(invoice.due_date * 1000),
    amountText: formatPesewas(invoice.amount),
    status: invoice.status,
    lateFeeText: overdue && invoice.late_fee > 0 ? formatPesewas(invoice.late_fee) : null,
    daysLateText: overdue && invoice.days_late > 0 ? daysLateText(invoice.days_late) : null,
    canPay: canPayInvoice(invoice),
    isCurrent: current?.id === invoice.id,
  };
}

function toSubscriptionView(subscription: SubscriptionRecord): SubscriptionView {
  const standing = subscription.standing;
  const change = subscription.scheduled_change;
  return {
    planName: findPlan(subscription.plan_id)?.name ?? subscription.plan_id,
    status: standing ?? subscription.status,
    statusLabel: standing
      ? standingLabel({ status: standing, graceDaysLeft: subscription.grace_days_left })
      : STATUS_LABELS[subscription.status],
    cycleLabel: subscription.billing_cycle === 'yearly' ? 'Yearly' : 'Monthly',
    nextBilling:
      subscription.next_billing_date === null ? text.notYet : formatDate(subscription.next_billing_date * 1000),
    change: change ? changesTo(change.plan_name, formatDate(change.starts_at * 1000)) : null,
    autoRenew: subscription.auto_renew ? text.on : text.off,
  };
}

/**
 * The chooser's plans from the catalogue, prices in pesewas as PlanCard takes them (the one formatter
 * turns them into GH₵ text; the cards once showed 'GH₵ 5,000.00/month' for Basic while its invoice was
 * GH₵ 50.00, when a card took major units and a view forgot to convert).
 */
function chooserPlans(): ChooserPlan[] {
  return plansOf('packages')
    .filter((p) => p.isActive)
    .map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      speedMbps: p.speedMbps,
      dataCapGb: p.dataCapGb,
      priceMonthly: p.priceMonthly,
      priceYearly: p.priceYearly,
      features: [...p.features],
      badge: p.badge,
    }));
}

function busyOf(snapshot: SubscriberSnapshot): ReadyView['busy'] {
  if (snapshot.matches({ ready: 'creating' })) return 'creating';
  if (snapshot.matches({ ready: 'reloading' })) return 'reloading';
  if (snapshot.matches({ ready: 'paying' })) return 'paying';
  return null;
}

const NOTICES: Record<NonNullable<SubscriberContext['notice']>, string> = {
  paid: BILLING_MESSAGES.paymentSuccessActivated,
  created: text.subscriptionCreated,
};

export function toSubscriberView(snapshot: SubscriberSnapshot): SubscriberView {
  const c = snapshot.context;
  if (snapshot.matches('signedOut')) return { status: 'signedOut', message: text.notLoggedIn };
  if (snapshot.matches('failed')) {
    return { status: 'failed', message: c.loadError ?? BILLING_MESSAGES.loadBillingFailed };
  }
  if (!snapshot.matches('ready')) return { status: 'loading', message: text.loading };
  const current = currentBill(c.invoices);
  const invoices = c.invoices.map((invoice) => toInvoiceRow(invoice, current));
  const busy = busyOf(snapshot);
  return {
    status: 'ready',
    tab: c.tab,
    user: c.user,
    busy,
    notice: c.notice ? NOTICES[c.notice] : null,
    actionError: c.actionError,
    subscription: c.subscription ? toSubscriptionView(c.subscription) : null,
    chooser: canChoosePlan(c.subscription)
      ? {
          cycle: c.cycle,
          intro: c.subscription ? text.ended : text.noSubscription,
          family: familyLine('packages'),
          plans: chooserPlans(),
        }
      : null,
    invoices,
    currentBill: invoices.find((row) => row.isCurrent) ?? null,
    paying:
      busy === 'paying' && c.paying
        ? {
            invoice: toInvoiceRow(c.paying.invoice, current),
            planName: c.paying.plan.name,
            dialogError: c.dialogError,
          }
        : null,
  };
}

export interface PayDialogView {
  title: string;
  invoiceShortId: string;
  planName: string;
  amountText: string;
  /** checking: looking for a payment of this invoice in progress; form: number and network */
  phase: 'checking' | 'form' | 'submitting' | 'processing' | 'complete';
  network: MobileNetwork;
  /** 'Enter your {network} mobile money number:' (spec §9) */
  numberLabel: string;
  number: string;
  autoDetected: string | null;
  /** 'Please enter mobile number and select network', or the number's validation message */
  fieldError: string | null;
  /** the 'Payment Error' box of billing's flow */
  paymentError: { title: string; message: string; retryLine: string | null } | null;
  /** processing: what to do on the phone and how long it has been */
  instruction: string | null;
  elapsedText: string | null;
  reference: string | null;
}

/** The dialog from the invoice being paid and the mobile money machine's view (null until it runs). */
export function toPayDialogView(
  paying: NonNullable<ReadyView['paying']>,
  payment: MobileMoneyView | null,
): PayDialogView {
  const base = {
    title: text.dialogTitle,
    invoiceShortId: paying.invoice.shortId,
    planName: paying.planName,
    amountText: paying.invoice.amountText,
    instruction: null,
    elapsedText: null,
    reference: null,
    autoDetected: null,
    paymentError: null,
  };
  const network: MobileNetwork =
    payment && (payment.status === 'payment' || payment.status === 'submitting') ? payment.form.network : 'MTN';
  const numberLabel = enterNumberPrompt(NETWORK_NAMES[network]);
  if (!payment || payment.status === 'resuming' || payment.status === 'details') {
    return { ...base, phase: 'checking', network, numberLabel, number: '', fieldError: null };
  }
  if (payment.status === 'payment' || payment.status === 'submitting') {
    return {
      ...base,
      phase: payment.status === 'payment' ? 'form' : 'submitting',
      network,
      numberLabel,
      number: payment.form.number,
      autoDetected: payment.form.autoDetected,
      fieldError: paying.dialogError ?? payment.form.numberError,
      paymentError: payment.form.error,
    };
  }
  if (payment.status === 'processing' || payment.status === 'voucher') {
    return {
      ...base,
      phase: 'processing',
      network: payment.network,
      numberLabel: enterNumberPrompt(payment.networkName),
      number: '',
      fieldError: null,
      // a network asking for a voucher: its instruction (the dialog has no voucher field; the payment page does)
      instruction: payment.instruction,
      elapsedText: payment.status === 'processing' ? payment.elapsedText : null,
      reference: payment.reference,
      amountText: payment.amountText,
    };
  }
  return {
    ...base,
    phase: 'complete',
    network,
    numberLabel,
    number: '',
    fieldError: null,
    reference: payment.reference,
  };
}
