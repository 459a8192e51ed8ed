/**
 * One billing truth, owned by the server: /dashboard shows the subscription's standing, grace days, next
 * billing date (paid-until) and scheduled change exactly as GET /subscriptions answers them, whatever the
 * last payment's date says; no subscription (404 no_subscription) or one never paid is "no subscription
 * yet" with the plans, never 'Terminated'; a failed load reads 'Failed to load billing information'.
 * Driven through the real billing client (over a fake fetch), loadDashboardData and the machine.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { provideCustomerDashboard } from '../../../src/features/account/customerDashboard.machine';
import { toCustomerDashboardView } from '../../../src/features/account/customerDashboard.view';
import { loadDashboardData } from '../../../src/features/account/dashboardData';
import { createBillingClient } from '../../../src/features/billing/client';
import type { PlanRecord, SubscriptionRecord } from '../../../src/features/billing/contract';

const s = (iso: string) => Math.floor(Date.parse(iso) / 1000);

const plan = (id: string, name: string): PlanRecord => ({
  id,
  family: 'residential',
  name,
  description: `${name} for the home`,
  price_monthly: 10000,
  price_yearly: 108000,
  speed_mbps: 25,
  data_cap_gb: 0,
  features: ['Unlimited data'],
  is_active: true,
  payment_methods_supported: ['mobile_money'],
  currency: 'GHS',
  badge: null,
  audience: 'residential',
  sort_order: 1,
  yearly_savings_percent: 10,
});

const subscription = (extra: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  id: 'sub-1',
  plan_id: 'plan_student',
  billing_cycle: 'monthly',
  status: 'active',
  next_billing_date: s('2027-01-26T09:00:00Z'),
  standing: 'active',
  grace_days_left: null,
  suspends_at: null,
  promise: { days: 0, available: false, max_days: 3 },
  scheduled_change: null,
  auto_renew: true,
  credit: 0,
  created_at: s('2026-10-26T09:00:00Z'),
  ...extra,
});

/** The customer paid on 26 Nov 2026 (the browser's old rule would say next billing 26 Dec). */
const lastPayment = {
  id: 77,
  reference: 'SKY-77-ABCDEF',
  created_at: '2026-11-26T09:00:00.000Z',
  amount: 20000,
  currency: 'GHS',
  status: 'success',
  channel: 'mobile_money',
  metadata: { package_name: 'Student Package' },
  customer: { email: 'ama@example.com' },
  matches_filter: true,
  payment_id: 'pay_77',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A billing API answering GET /subscriptions with `sub` (or 404 no_subscription, or an error). */
function api(sub: SubscriptionRecord | 'none' | { status: number; message: string; code: string }) {
  return async (url: string) => {
    if (url.includes('/subscriptions')) {
      if (sub === 'none') {
        return json(404, { error: 'Not Found', message: 'You have no subscription yet.', code: 'no_subscription' });
      }
      if ('code' in sub) return json(sub.status, { error: sub.message, message: sub.message, code: sub.code });
      return json(200, { success: true, data: { subscription: sub, plan: plan(sub.plan_id, 'Student Package') } });
    }
    if (url.includes('/paystack/billing-summary')) {
      return json(200, {
        success: true,
        data: {
          totalThisYear: 20000,
          totalThisMonth: 20000,
          averageMonthly: 1818,
          totalPayments: 1,
          pendingPayments: 0,
          lastPayment,
          currency: 'GHS',
          fallbackApplied: false,
          matchedCount: 1,
          totalCount: 1,
          filterEmail: 'ama@example.com',
          message: 'ok',
        },
      });
    }
    if (url.includes('/paystack/transactions')) {
      return json(200, {
        success: true,
        transactions: [lastPayment],
        matchedCount: 1,
        totalCount: 1,
        fallbackApplied: false,
        filterEmail: 'ama@example.com',
        message: 'ok',
      });
    }
    return json(404, { error: 'Not Found', message: 'Not found', code: 'not_found' });
  };
}

async function dashboardWith(sub: Parameters<typeof api>[0]) {
  const client = createBillingClient({ getToken: () => 'token', fetch: api(sub) });
  const loadBilling = () =>
    loadDashboardData(
      {
        subscription: () => client.subscription(),
        billingSummary: () => client.billingSummary(),
        transactions: () => client.transactions(),
      },
      'Failed to load billing information',
    );
  const actor = createActor(
    provideCustomerDashboard({
      loadBilling,
      track: () => {},
      setAutoRenew: async (on: boolean) => on,
      askPromise: async (days: number) => ({ days, suspendsAt: '2026-12-28T09:30:00.000Z' }),
    }),
    { input: {} },
  ).start();
  await vi.waitFor(() => expect(actor.getSnapshot().matches({ data: 'loading' })).toBe(false));
  return toCustomerDashboardView(actor.getSnapshot());
}

describe('/dashboard shows the server’s standing and next billing date', () => {
  it('a prepaid customer (paid 26 Nov, paid until 26 Jan) sees 26 Jan, not one month after the payment', async () => {
    const view = await dashboardWith(subscription());
    expect(view.status).toBe('ready');
    expect(view.billing?.subscription).toEqual({
      kind: 'subscribed',
      planName: 'Student Package',
      status: 'active',
      statusLabel: 'Active',
      nextBillingDate: '26 Jan 2027',
      change: null,
      credit: null,
      promise: null,
      // the server's auto-renew choice (on in this record)
      autoRenew: { on: true, saving: false, note: null },
      lastPaymentDate: '26 Nov 2026',
      lastPaymentAmount: 'GH₵ 200.00',
    });
  });

  it('a yearly customer stays Active on the server’s word, whatever the date of the last payment', async () => {
    const view = await dashboardWith(
      subscription({ billing_cycle: 'yearly', next_billing_date: s('2027-11-26T09:00:00Z') }),
    );
    expect(view.billing?.subscription).toMatchObject({
      kind: 'subscribed',
      statusLabel: 'Active',
      nextBillingDate: '26 Nov 2027',
    });
  });

  it.each([
    ['grace_period', 2, 'Grace period: 2 days remaining'],
    ['grace_period', 1, 'Grace period: 1 day remaining'],
    ['grace_period', 0, 'Grace period: 0 days remaining'],
    ['suspended', null, 'Suspended'],
    ['terminated', null, 'Terminated'],
  ] as const)('standing %s (grace days %s) reads %s', async (standing, graceDaysLeft, label) => {
    const view = await dashboardWith(
      subscription({ standing, grace_days_left: graceDaysLeft, next_billing_date: s('2026-11-20T09:00:00Z') }),
    );
    expect(view.billing?.subscription).toMatchObject({
      kind: 'subscribed',
      status: standing,
      statusLabel: label,
      nextBillingDate: '20 Nov 2026',
    });
  });

  it("a plan change to come reads 'Changes to {plan} on {date}' beside the current plan", async () => {
    const view = await dashboardWith(
      subscription({
        next_billing_date: s('2027-01-26T09:00:00Z'),
        scheduled_change: {
          plan_id: 'plan_home',
          plan_name: 'Home Package',
          billing_cycle: 'monthly',
          starts_at: s('2026-12-26T09:00:00Z'),
          cost: 85_000,
        },
      }),
    );
    expect(view.billing?.subscription).toMatchObject({
      kind: 'subscribed',
      planName: 'Student Package',
      change: 'Changes to Home Package on 26 Dec 2026',
      nextBillingDate: '26 Jan 2027',
    });
  });

  it('no subscription (404 no_subscription): says so and offers the plans, never Terminated', async () => {
    const view = await dashboardWith('none');
    expect(view.status).toBe('ready');
    expect(view.error).toBeNull();
    expect(view.billing?.subscription).toMatchObject({
      kind: 'none',
      message: 'You have no subscription yet.',
      plansHref: '/packages',
    });
    expect(JSON.stringify(view.billing?.subscription)).not.toContain('Terminated');
    // no plan of their own: every plan of both families
    expect(view.packages.own).toBeNull();
    expect(view.packages.families.map((f) => [f.name, f.packages.length])).toEqual([
      ['Satellite service', 3],
      ['City broadband', 4],
    ]);
  });

  it('a subscription never paid (standing null) is no subscription yet either', async () => {
    const view = await dashboardWith(
      subscription({ status: 'pending', standing: null, next_billing_date: null, grace_days_left: null }),
    );
    expect(view.billing?.subscription).toMatchObject({ kind: 'none', message: 'You have no subscription yet.' });
  });

  it("a server error reads 'Error Loading Billing Data' / 'Failed to load billing information', with the API error", async () => {
    const view = await dashboardWith({ status: 500, message: 'Database unavailable', code: 'internal' });
    expect(view.status).toBe('failed');
    expect(view.error).toEqual({
      title: 'Error Loading Billing Data',
      message: 'Failed to load billing information',
      detail: 'Billing API error (500) Database unavailable',
    });
    expect(JSON.stringify(view.error)).not.toContain('Payment failed');
  });
});
