/**
 * Fixtures for the subscriber dashboard stories: invoices and subscriptions as the API answers them, and
 * view models made from a state name and context (each state story is what the real machine would show).
 */
import type { InvoiceRecord, SubscriptionRecord } from '../../../src/features/billing';
import { toMobileMoneyView } from '../../../src/features/billing';
import type { SubscriberContext } from '../../../src/features/subscriber/subscriberDashboard.machine';
import { toPayDialogView, toSubscriberView } from '../../../src/features/subscriber/subscriberDashboard.view';
import { catalogPlan, snapshotAt } from '../billing/billingKit';

const DAY = 24 * 3600;
const issued = 1_763_715_600; // 21 Nov 2025, 09:00 UTC

export function invoice(
  id: string,
  status: InvoiceRecord['status'],
  extra: Partial<InvoiceRecord> = {},
): InvoiceRecord {
  return {
    id,
    number: `INV-2025-11-${id.slice(0, 4).toUpperCase()}-715600`,
    subscription_id: 'sub-1',
    plan_id: 'plan_standard_monthly',
    billing_cycle: 'monthly',
    amount: 10000,
    currency: 'GHS',
    status,
    issue_date: issued,
    due_date: issued + 7 * DAY,
    paid_at: status === 'paid' ? issued + 60 : null,
    days_late: 0,
    late_fee: 0,
    ...extra,
  };
}

export function subscription(status: SubscriptionRecord['status']): SubscriptionRecord {
  return {
    id: 'sub-1',
    plan_id: 'plan_standard_monthly',
    billing_cycle: 'monthly',
    status,
    next_billing_date: status === 'active' ? issued + 30 * DAY : null,
    standing: status === 'active' ? 'active' : null,
    grace_days_left: null,
    suspends_at: null,
    promise: { days: 0, available: false, max_days: 3 },
    scheduled_change: null,
    auto_renew: true,
    credit: 0,
    created_at: issued,
  };
}

export const unpaidInvoice = invoice('7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f', 'unpaid', {
  issue_date: issued + 31 * DAY,
  due_date: issued + 38 * DAY,
});
export const overdueInvoice = invoice('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', 'overdue', {
  days_late: 3,
  late_fee: 200,
});
export const paidInvoice = invoice('9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a', 'paid', {
  issue_date: issued - 30 * DAY,
  due_date: issued - 23 * DAY,
});

export const user = { name: 'Ama Mensah', email: 'ama.mensah@example.com' };

export const readyContext: SubscriberContext = {
  tab: 'overview',
  user,
  subscription: subscription('pending'),
  invoices: [unpaidInvoice, overdueInvoice, paidInvoice],
  cycle: 'monthly',
  loadError: null,
  actionError: null,
  notice: null,
  paying: null,
  dialogNumber: '',
  dialogError: null,
};

export const viewAt = (state: string, context: Partial<SubscriberContext> = {}) =>
  toSubscriberView(snapshotAt(state, { ...readyContext, ...context }));

/** The pay dialog of `paying` with billing's machine in `state` (payment, submitting, processing, ...). */
export function dialogAt(
  state: string,
  form: {
    number?: string;
    network?: 'MTN' | 'VODAFONE' | 'AIRTELTIGO';
    dialogError?: string | null;
    error?: { user_friendly_message: string; retry_suggested: boolean; support_contact: string | null } | null;
  } = {},
) {
  const plan = catalogPlan('plan_standard_monthly');
  const view = viewAt('ready.paying', {
    tab: 'billing',
    paying: { invoice: unpaidInvoice, plan },
    dialogError: form.dialogError ?? null,
  });
  if (view.status !== 'ready' || !view.paying) throw new Error('not paying');
  const payment = toMobileMoneyView(
    snapshotAt(state, {
      plan,
      cycle: 'monthly',
      number: form.number ?? '',
      network: form.network ?? 'MTN',
      autoDetected: null,
      numberError: null,
      payment: null,
      error: form.error ?? null,
      polls: 0,
      maxPolls: 60,
      startAt: 'payment',
      invoiceId: unpaidInvoice.id,
    }),
  );
  return { view, dialog: toPayDialogView(view.paying, payment) };
}
