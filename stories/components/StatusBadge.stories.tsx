import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge } from '../../src/components/StatusBadge/StatusBadge';
import { statusStyles } from '../../src/components/StatusBadge/statuses';

const billing = ['paid', 'pending', 'overdue', 'failed', 'cancelled'] as const;
const subscription = ['active', 'grace_period', 'suspended', 'terminated'] as const;

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: 'paid' },
  argTypes: { status: { control: 'select', options: Object.keys(statusStyles) } },
  parameters: {
    docs: {
      description: {
        component:
          "Shows a payment, invoice, subscription or account status as text + colour + icon (never colour alone). Colours follow the product rule: paid / success / active green; failed red; pending, overdue, cancelled, unpaid and processing yellow; grace period orange (a countdown); suspended and terminated red (service is off). 'success' and 'succeeded' read 'Paid' (product rule: a success status is shown as paid). Screen readers hear 'Status:' first; pass `srPrefix=\"\"` inside a table whose column is already called Status. Use `label` for extra detail ('Grace period: 2 days left') and `tone` where a screen's rule differs (the subscriber dashboard shows non-active subscriptions red). Unknown statuses show their own text in yellow. For plan or marketing labels use Badge.",
      },
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('Status: Paid');
  },
};

export const BillingStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {billing.map((s) => (
        <StatusBadge key={s} status={s} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Paid', 'Pending', 'Overdue', 'Failed', 'Cancelled']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

export const SubscriptionStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {subscription.map((s) => (
        <StatusBadge key={s} status={s} />
      ))}
    </div>
  ),
};

export const SuccessShownAsPaid: Story = {
  args: { status: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paid')).toBeVisible();
  },
};

export const GracePeriodWithDays: Story = { args: { status: 'grace_period', label: 'Grace period: 2 days left' } };

export const SubscriberDashboardRed: Story = {
  name: 'Tone override (subscriber dashboard: non-active red)',
  args: { status: 'pending', tone: 'danger' },
};

export const UnknownStatus: Story = { args: { status: 'on_hold' } };

export const Small: Story = { args: { size: 'sm', status: 'overdue' } };

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {[...billing, ...subscription].map((s) => (
        <StatusBadge key={s} status={s} />
      ))}
    </div>
  ),
};
