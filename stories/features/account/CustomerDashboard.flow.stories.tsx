/**
 * Longer than 300 lines: the dashboard's connected journeys (a payment's return, the history breaker, the
 * switch, the promise to pay) share one connected component and its doubles.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedCustomerDashboard } from '../../../src/features/account/ConnectedCustomerDashboard';
import { type DashboardData, loadDashboardData } from '../../../src/features/account/dashboardData';
import { createBillingClient } from '../../../src/features/billing/client';
import { withStoryRouting } from '../../support/routing';
import { graceData, paymentRow, sampleData, user } from './dashboardKit';

function Connected({
  loadBilling,
  setAutoRenew = async (on) => on,
  askPromise = async (days) => ({ days, suspendsAt: '2026-12-28T09:30:00.000Z' }),
  paymentSucceeded = false,
  onViewReceipt,
}: {
  loadBilling: () => Promise<DashboardData>;
  setAutoRenew?: (on: boolean) => Promise<boolean>;
  askPromise?: (days: number) => Promise<{ days: number; suspendsAt: string }>;
  paymentSucceeded?: boolean;
  onViewReceipt: (id: string) => void;
}) {
  return (
    <ConnectedCustomerDashboard
      services={{ loadBilling, setAutoRenew, askPromise, track: () => {} }}
      paymentSucceeded={paymentSucceeded}
      user={user}
      onViewReceipt={onViewReceipt}
      onSignOut={() => {}}
    />
  );
}

const meta = {
  title: 'Flows/Account/Customer dashboard',
  component: Connected,
  decorators: [withStoryRouting],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The real `customerDashboard` machine. Back from a payment, the success message and the new payment appear together; ' +
          'with the real billing client over a failing API, the payment history breaker opens after 3 failures and the history ' +
          'card shows the product message while the rest of the billing tab stays.',
      },
    },
  },
  args: { loadBilling: async () => sampleData(), onViewReceipt: fn() },
} satisfies Meta<typeof Connected>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BackFromPayment: Story = {
  name: 'Back from a payment (pending -> shown with the new payment)',
  parameters: { machine: 'customerDashboard', state: 'flash.shown' },
  args: {
    paymentSucceeded: true,
    loadBilling: async () =>
      sampleData([paymentRow(22, { reference: 'SKY-NEW-PAYMENT', paymentId: 'pay_new' }), paymentRow(20)]),
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Payment Successful! Your subscription has been activated.')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Payment History' });
    const newRow = within(table).getByText('SKY-NEW-PAYMENT').closest('tr') as HTMLElement;
    await userEvent.click(within(newRow).getByRole('button', { name: 'View Receipt' }));
    await expect(args.onViewReceipt).toHaveBeenCalledWith('pay_new');
    // sorting by a column goes through the machine
    await userEvent.click(within(table).getByRole('button', { name: /Reference/ }));
    await expect(within(table).getByRole('columnheader', { name: /Reference/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

function failingHistory() {
  const summary = sampleData().summary;
  const client = createBillingClient({
    getToken: () => 'story-token',
    fetch: async () =>
      new Response(JSON.stringify({ error: 'Internal', message: 'boom', code: 'internal' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      }),
  });
  return () =>
    loadDashboardData(
      {
        subscription: async () => null,
        billingSummary: async () => ({
          ...summary,
          lastPayment: null,
          fallbackApplied: false,
          matchedCount: 0,
          totalCount: 0,
          filterEmail: 'demo@example.com',
          message: '',
          currency: 'GHS',
        }),
        transactions: () => client.transactions(),
      },
      'Failed to load billing information',
    );
}

export const BreakerOpens: Story = {
  name: 'History breaker opens after 3 failures',
  parameters: { machine: 'customerDashboard', state: 'data.ready' },
  args: { loadBilling: failingHistory() },
  play: async ({ canvas }) => {
    const history = await canvas.findByRole('region', { name: 'Payment History' });
    await expect(await within(history).findByRole('status')).toHaveTextContent('Failed to load billing information');
    for (let i = 0; i < 2; i += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
      // pending while it reloads ('Refreshing...'), then 'Refresh' again
      await canvas.findByRole('button', { name: 'Refresh' });
    }
    await expect(within(history).getByRole('status')).toHaveTextContent('Failed to load billing information');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(within(history).getByRole('status')).toHaveTextContent(
        /^Payment service unavailable\. Circuit breaker is open\. Next attempt at \d\d:\d\d:\d\d GMT$/,
      ),
    );
    // the rest of the billing tab still shows, with no error banner
    await expect(canvas.getByRole('group', { name: 'Billing Summary' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LoadFails: Story = {
  name: 'Load fails, Refresh recovers (failed -> refreshing -> ready)',
  parameters: { machine: 'customerDashboard', state: 'data.failed' },
  args: {
    loadBilling: (() => {
      let calls = 0;
      return async () => {
        calls += 1;
        if (calls === 1) throw new Error('Network error');
        return sampleData();
      };
    })(),
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Error Loading Billing Data');
    await expect(alert).toHaveTextContent('Failed to load billing information');
    await expect(alert).toHaveTextContent('Network error');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(await canvas.findByRole('table', { name: 'Payment History' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The real billing client over an API whose GET /subscriptions answers `subscription` (404 when null). */
function serverSays(subscription: Record<string, unknown> | null) {
  const summary = sampleData().summary;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const client = createBillingClient({
    getToken: () => 'story-token',
    fetch: async (url) => {
      if (url.includes('/subscriptions')) {
        return subscription
          ? json(200, {
              success: true,
              data: { subscription, plan: { ...storyPlan, id: subscription.plan_id } },
            })
          : json(404, {
              error: 'You have no subscription yet.',
              message: 'You have no subscription yet.',
              code: 'no_subscription',
            });
      }
      return json(200, {
        success: true,
        transactions: [],
        matchedCount: 0,
        totalCount: 0,
        fallbackApplied: false,
        filterEmail: 'demo@example.com',
        message: 'ok',
      });
    },
  });
  return () =>
    loadDashboardData(
      {
        subscription: () => client.subscription(),
        billingSummary: async () => ({
          ...summary,
          lastPayment: null,
          fallbackApplied: false,
          matchedCount: 0,
          totalCount: 0,
          filterEmail: 'demo@example.com',
          message: '',
          currency: 'GHS',
        }),
        transactions: () => client.transactions(),
      },
      'Failed to load billing information',
    );
}

const storyPlan = {
  id: 'plan_student',
  family: 'residential',
  name: 'Student Package',
  description: 'For students',
  price_monthly: 10000,
  price_yearly: 108000,
  speed_mbps: 10,
  data_cap_gb: 0,
  features: [],
  is_active: true,
  payment_methods_supported: ['mobile_money'],
  currency: 'GHS',
  badge: null,
  audience: 'student',
  sort_order: 1,
  yearly_savings_percent: 10,
};

const epoch = (iso: string) => Math.floor(Date.parse(iso) / 1000);

export const ServerNoSubscription: Story = {
  name: 'GET /subscriptions 404: no subscription, the plans offered',
  parameters: { machine: 'customerDashboard', state: 'data.ready' },
  args: { loadBilling: serverSays(null) },
  play: async ({ canvas }) => {
    const subscription = await canvas.findByRole('region', { name: 'Current Subscription' });
    await expect(within(subscription).getByText('You have no subscription yet.')).toBeVisible();
    await expect(within(subscription).getByRole('link', { name: 'View packages' })).toHaveAttribute(
      'href',
      '/packages',
    );
    await expect(within(subscription).queryByText('Terminated')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ServerStandingAndChange: Story = {
  name: 'GET /subscriptions: the server’s standing, paid-until and change to come',
  parameters: { machine: 'customerDashboard', state: 'data.ready' },
  args: {
    loadBilling: serverSays({
      id: 'sub-1',
      plan_id: 'plan_student',
      billing_cycle: 'monthly',
      status: 'active',
      next_billing_date: epoch('2027-01-26T09:00:00Z'),
      standing: 'active',
      grace_days_left: null,
      scheduled_change: {
        plan_id: 'plan_home',
        plan_name: 'Home Package',
        billing_cycle: 'monthly',
        starts_at: epoch('2026-12-26T09:00:00Z'),
      },
      auto_renew: true,
      credit: 0,
      created_at: epoch('2026-10-26T09:00:00Z'),
    }),
  },
  play: async ({ canvas }) => {
    const subscription = await canvas.findByRole('region', { name: 'Current Subscription' });
    await expect(await within(subscription).findByText('Active')).toBeVisible();
    await expect(within(subscription).getByText('26 Jan 2027')).toBeVisible();
    await expect(within(subscription).getByText('Changes to Home Package on 26 Dec 2026')).toBeVisible();
  },
};

export const TurnsAutoRenewOn: Story = {
  name: 'Turns auto-renew on, then a failed save leaves it as it was',
  parameters: { machine: 'customerDashboard', state: 'autoRenew.saving' },
  args: {
    setAutoRenew: fn(async (on: boolean) => {
      if (!on) throw new Error('Network error');
      return on;
    }),
  },
  play: async ({ canvas, args }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Renew automatically' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.setAutoRenew).toHaveBeenCalledWith(true);
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Auto-renew is on/);
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Renew automatically' })).toBeChecked());
    await userEvent.click(canvas.getByRole('switch', { name: 'Renew automatically' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error');
    // the server still has it on
    await expect(canvas.getByRole('switch', { name: 'Renew automatically' })).toBeChecked();
  },
};

export const HoldsTheServiceInGrace: Story = {
  name: 'In grace: asks for 3 more days by keyboard, and the card says until when the service is held',
  parameters: { machine: 'customerDashboard', state: 'promise.asking' },
  args: {
    loadBilling: async () => graceData(),
    askPromise: fn(async (days: number) => ({ days, suspendsAt: '2026-12-09T09:30:00.000Z' })),
  },
  play: async ({ canvas, args }) => {
    const three = await canvas.findByRole('radio', { name: '3 days, until 9 Dec 2026' });
    await userEvent.click(three);
    const hold = canvas.getByRole('button', { name: 'Hold my service' });
    hold.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.askPromise).toHaveBeenCalledWith(3);
    const subscription = canvas.getByRole('region', { name: 'Current Subscription' });
    const held = await within(subscription).findByRole('status');
    await expect(held).toHaveTextContent('Your service is held until 9 Dec 2026. Renew by then to keep it.');
    // the button that had focus is gone: focus is on what the ask changed
    await waitFor(() => expect(held.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(within(subscription).queryByRole('button', { name: 'Hold my service' })).toBeNull();
  },
};

export const PromiseRefused: Story = {
  name: 'In grace: a promise the server refuses says why, and the choice stays to try again',
  parameters: { machine: 'customerDashboard', state: 'promise.idle' },
  args: {
    loadBilling: async () => graceData(),
    askPromise: fn(
      async (_days: number): Promise<{ days: number; suspendsAt: string }> =>
        Promise.reject(new Error('A promise to pay was already made for this period.')),
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '2 days, until 8 Dec 2026' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hold my service' }));
    await expect(args.askPromise).toHaveBeenCalledWith(2);
    const subscription = canvas.getByRole('region', { name: 'Current Subscription' });
    const refused = await within(subscription).findByRole('alert');
    await expect(refused).toHaveTextContent('A promise to pay was already made for this period.');
    await waitFor(() => expect(refused.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(within(subscription).getByRole('button', { name: 'Hold my service' })).toBeEnabled();
  },
};
