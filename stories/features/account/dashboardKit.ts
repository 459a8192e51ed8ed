/**
 * Helpers for the customer dashboard stories: sample data, a signed-in user, and snapshots made from
 * the states of both regions (data and flash) and a context, so each state story is the view model the
 * real machine would give.
 */

import type { DashboardUser } from '../../../src/features/account/CustomerDashboardScreen';
import {
  type CustomerDashboardContext,
  DEFAULT_HISTORY_SORT,
} from '../../../src/features/account/customerDashboard.machine';
import type { DashboardData, DashboardSubscription, PaymentRow } from '../../../src/features/account/dashboardData';

export const user: DashboardUser = {
  name: 'Ama Mensah',
  email: 'demo@example.com',
  isEmailVerified: true,
  profile: { percent: 60, missing: ['Date of birth', 'Profile picture'] },
};

export function paymentRow(day: number, extra: Partial<PaymentRow> = {}): PaymentRow {
  return {
    id: `T${day}`,
    paymentId: `pay_${day}`,
    date: new Date(Date.UTC(2026, 10, day, 9, 30, 0)).toISOString(),
    amount: 10000,
    status: 'paid',
    description: 'Student Package',
    channel: 'mobile_money',
    reference: `SKY-17637${String(day).padStart(2, '0')}000000-A1B2C3`,
    duplicateOf: null,
    matchesFilter: true,
    currency: 'GHS',
    customerEmail: 'demo@example.com',
    ...extra,
  };
}

/** The server's subscription as the dashboard keeps it: active, paid until 20 Dec 2026. */
export function serverSubscription(extra: Partial<DashboardSubscription> = {}): DashboardSubscription {
  return {
    planId: 'skylink-student',
    planName: 'Student Package',
    billingCycle: 'monthly',
    credit: 0,
    promise: { days: 0, available: false, maxDays: 3 },
    suspendsAt: null,
    serverStatus: 'active',
    standing: 'active',
    graceDaysLeft: null,
    nextBillingAt: Date.UTC(2026, 11, 20, 9, 30, 0),
    scheduledChange: null,
    autoRenew: false,
    ...extra,
  };
}

/** A customer who last paid on 20 Nov 2026 (and earlier rows), with the server's subscription. */
export function sampleData(
  rows: PaymentRow[] = [paymentRow(20), paymentRow(18, { status: 'failed', paymentId: null })],
) {
  const paid = rows.filter((r) => r.status === 'paid');
  const data: DashboardData = {
    subscription: serverSubscription(),
    summary: {
      totalThisYear: paid.reduce((s, r) => s + r.amount, 0),
      totalThisMonth: paid.reduce((s, r) => s + r.amount, 0),
      averageMonthly: Math.round(paid.reduce((s, r) => s + r.amount, 0) / 11),
      totalPayments: paid.length,
      pendingPayments: rows.filter((r) => r.status === 'pending').length,
      lastPayment: paid[0] ?? null,
      currency: 'GHS',
    },
    history: { status: 'loaded', rows, fallbackApplied: false, message: 'Transactions retrieved' },
  };
  return data;
}

export const baseContext: CustomerDashboardContext = {
  section: 'billing',
  data: null,
  error: null,
  sort: DEFAULT_HISTORY_SORT,
  page: 1,
  promiseChoice: 1,
  promiseProblem: null,
  flashDue: false,
  autoRenewNote: null,
};

/** A snapshot stand-in in the given leaf states ('data.ready', 'flash.shown'). */
export function snapshotIn(states: string[], context: Partial<CustomerDashboardContext>) {
  const full = { ...baseContext, ...context };
  return {
    context: full,
    matches: (value: unknown) => {
      const wanted =
        typeof value === 'string'
          ? value
          : Object.entries(value as Record<string, string>)
              .map(([k, v]) => `${k}.${v}`)
              .join('');
      return states.some((s) => s === wanted || s.startsWith(`${wanted}.`));
    },
  } as never;
}

/** In grace (paid until 2 Dec 2026, the suspension on 7 Dec: a Saturday moves it), a promise still to ask for. */
export function graceData(extra: Partial<DashboardSubscription> = {}): DashboardData {
  return {
    ...sampleData(),
    subscription: serverSubscription({
      standing: 'grace_period',
      graceDaysLeft: 2,
      nextBillingAt: Date.UTC(2026, 11, 2, 9, 30, 0),
      suspendsAt: Date.UTC(2026, 11, 7, 8, 0, 0),
      promise: { days: 0, available: true, maxDays: 3 },
      ...extra,
    }),
  };
}
