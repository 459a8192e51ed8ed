import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge } from '@/components';
import { statusLook } from '../../src/features/billing';

const billing = ['paid', 'pending', 'overdue', 'failed', 'cancelled'] as const;
const subscription = ['active', 'grace_period', 'suspended', 'terminated'] as const;

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: statusLook('paid'),
  argTypes: {
    tone: { control: 'select', options: ['neutral', 'info', 'success', 'warning', 'attention', 'danger'] },
    icon: { control: 'select', options: ['check', 'clock', 'alert', 'cross', 'pause', 'dash'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Shows a status as text + colour + icon (never colour alone), as its caller describes it: `label`, `tone` and `icon` (default a dash). The design system knows no statuses: billing's `statusLook(status)` (src/features/billing/statusLooks.ts) gives the look of a payment, invoice, subscription or account status, and these stories show its looks. Colours follow the product rule: paid / success / active green; failed red; pending, overdue, cancelled, unpaid and processing yellow; grace period orange (a countdown); suspended and terminated red (service is off). 'success' and 'succeeded' read 'Paid' (product rule: a success status is shown as paid). Screen readers hear 'Status:' first; pass `srPrefix=\"\"` inside a table whose column is already called Status. Override `label` for extra detail ('Grace period: 2 days left') and `tone` where a screen's rule differs (the subscriber dashboard shows non-active subscriptions red). `statusLook` shows an unknown status as its own text in yellow. For plan or marketing labels use Badge.",
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
        <StatusBadge key={s} {...statusLook(s)} />
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
        <StatusBadge key={s} {...statusLook(s)} />
      ))}
    </div>
  ),
};

export const SuccessShownAsPaid: Story = {
  args: statusLook('success'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paid')).toBeVisible();
  },
};

export const GracePeriodWithDays: Story = {
  args: { ...statusLook('grace_period'), label: 'Grace period: 2 days left' },
};

/** In a narrow place the label is cut with an ellipsis; with `wrap` it goes onto a second line and is read whole. */
export const WrapsInANarrowPlace: Story = {
  name: 'A long label in a narrow place: cut, or wrapped with `wrap`',
  args: { ...statusLook('grace_period'), label: 'Grace period: 2 days remaining' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', width: '9rem' }}>
      <StatusBadge {...args} />
      <StatusBadge {...args} wrap />
    </div>
  ),
  play: async ({ canvas }) => {
    const [cut, wrapped] = canvas.getAllByText('Grace period: 2 days remaining');
    // the same words for a screen reader either way; only the wrapped one shows them all
    await expect(cut?.scrollWidth).toBeGreaterThan(cut?.clientWidth ?? 0);
    await expect(wrapped?.scrollWidth).toBeLessThanOrEqual(wrapped?.clientWidth ?? 0);
  },
};

export const SubscriberDashboardRed: Story = {
  name: 'Tone override (subscriber dashboard: non-active red)',
  args: { ...statusLook('pending'), tone: 'danger' },
};

export const UnknownStatus: Story = { args: statusLook('on_hold') };

export const Small: Story = { args: { ...statusLook('overdue'), size: 'sm' } };

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {[...billing, ...subscription].map((s) => (
        <StatusBadge key={s} {...statusLook(s)} />
      ))}
    </div>
  ),
};
