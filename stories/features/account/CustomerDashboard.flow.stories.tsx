import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CustomerDashboardScreen } from '../../../src/features/account/CustomerDashboardScreen';
import { provideCustomerDashboard } from '../../../src/features/account/customerDashboard.machine';
import { toCustomerDashboardView } from '../../../src/features/account/customerDashboard.view';
import { type DashboardData, loadDashboardData } from '../../../src/features/account/dashboardData';
import { createBillingClient } from '../../../src/features/billing/client';
import { useMachineView } from '../../../src/machines/useMachineView';
import { withStoryRouting } from '../../support/routing';
import { paymentRow, sampleData, user } from './dashboardKit';

function Connected({
  loadBilling,
  paymentSucceeded = false,
  onViewReceipt,
}: {
  loadBilling: () => Promise<DashboardData>;
  paymentSucceeded?: boolean;
  onViewReceipt: (id: string) => void;
}) {
  const [view, send] = useMachineView(() => provideCustomerDashboard({ loadBilling }), toCustomerDashboardView, {
    input: { paymentSucceeded },
  });
  return (
    <CustomerDashboardScreen
      view={view}
      user={user}
      onSelectSection={(section) => send({ type: 'section.select', section })}
      onRefresh={() => send({ type: 'billing.refresh' })}
      onSort={(sort) => send({ type: 'history.sort', sort })}
      onPage={(page) => send({ type: 'history.page', page })}
      onDismissFlash={() => send({ type: 'flash.dismiss' })}
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
        now: () => Date.now(),
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
    await expect(await within(history).findByRole('status')).toHaveTextContent('Payment failed');
    for (let i = 0; i < 2; i += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
      // pending while it reloads ('Refreshing...'), then 'Refresh' again
      await canvas.findByRole('button', { name: 'Refresh' });
    }
    await expect(within(history).getByRole('status')).toHaveTextContent('Payment failed');
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
    await expect(alert).toHaveTextContent('Network error');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(await canvas.findByRole('table', { name: 'Payment History' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
