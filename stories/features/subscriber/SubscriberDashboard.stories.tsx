/**
 * Longer than 300 lines: one story per state of the subscriber dashboard and its pay dialog (the story-coverage
 * test requires each), with their play functions.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { plansOf } from '../../../src/domain/plans';
import { formatPesewas } from '../../../src/features/billing';
import { SubscriberDashboardScreen } from '../../../src/features/subscriber/SubscriberDashboardScreen';
import { withStoryRouting } from '../../support/routing';
import { dialogAt, invoice, overdueInvoice, paidInvoice, subscription, unpaidInvoice, viewAt } from './subscriberKit';

const meta = {
  title: 'Screens/Subscriber/Subscriber dashboard',
  component: SubscriberDashboardScreen,
  decorators: [withStoryRouting],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The /user-dashboard page, one story per state of the `subscriberDashboard` machine, rendered from its view model (`toSubscriberView`; the pay dialog from `toPayDialogView`). Tabs Overview, Settings, Billing, Support; the Billing tab shows the subscription (green when active, red otherwise), the plan chooser when there is none, and the invoices (last 8 characters of the id, dates, amount, status, late fee when overdue). Use it only through its route.',
      },
    },
  },
  args: {
    view: viewAt('ready.idle'),
    dialog: null,
    onTabSelect: fn(),
    onRetry: fn(),
    onRefresh: fn(),
    onCycleChange: fn(),
    onChoosePlan: fn(),
    onPayInvoice: fn(),
    onNumberChange: fn(),
    onNetworkChange: fn(),
    onSubmitPayment: fn(),
    onCloseDialog: fn(),
    onDismissNotice: fn(),
  },
} satisfies Meta<typeof SubscriberDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CheckingSession: Story = {
  parameters: { machine: 'subscriberDashboard', state: 'checkingSession' },
  args: { view: viewAt('checkingSession', { user: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Loading: Story = {
  parameters: { machine: 'subscriberDashboard', state: 'loading' },
  args: { view: viewAt('loading') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const NotLoggedIn: Story = {
  parameters: { machine: 'subscriberDashboard', state: 'signedOut' },
  args: { view: viewAt('signedOut', { user: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not logged in');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const Failed: Story = {
  parameters: { machine: 'subscriberDashboard', state: 'failed' },
  args: { view: viewAt('failed', { loadError: 'Failed to load billing information' }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load billing information');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Overview: Story = {
  parameters: { machine: 'subscriberDashboard', state: 'ready' },
  args: { view: viewAt('ready.idle') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Ama Mensah' })).toBeVisible();
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((t) => t.textContent)).toEqual(['Overview', 'Settings', 'Billing', 'Support']);
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    // the current bill is the first invoice not paid
    const bill = canvas.getByRole('region', { name: 'Current bill' });
    await expect(within(bill).getByText(unpaidInvoice.id.slice(-8))).toBeVisible();
    await expect(within(bill).getByText('GH₵ 100.00')).toBeVisible();
    await userEvent.click(within(bill).getByRole('button', { name: 'Pay with mobile money' }));
    await expect(args.onPayInvoice).toHaveBeenCalledWith(unpaidInvoice.id);
    // the subscription is pending: yellow, as on /dashboard (one look per status on every screen)
    await expect(canvas.getByText('Pending payment').closest('[data-tone]')).toHaveAttribute('data-tone', 'warning');
    await userEvent.click(canvas.getByRole('tab', { name: 'Billing' }));
    await expect(args.onTabSelect).toHaveBeenCalledWith('billing');
  },
};

export const BillingInvoices: Story = {
  name: 'Billing: subscription and invoices',
  parameters: { machine: 'subscriberDashboard', state: 'ready.idle' },
  args: { view: viewAt('ready.idle', { tab: 'billing', subscription: subscription('active') }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Active').closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    const table = canvas.getByRole('table', { name: 'Invoices' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0] as HTMLElement).getByText(unpaidInvoice.id.slice(-8))).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('Overdue')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('Late fee: GH₵ 2.00 (3 days late)')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('Paid')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).queryByRole('button')).toBeNull();
    await userEvent.click(
      within(rows[1] as HTMLElement).getByRole('button', {
        name: `Pay with mobile money (${overdueInvoice.id.slice(-8)})`,
      }),
    );
    await expect(args.onPayInvoice).toHaveBeenCalledWith(overdueInvoice.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const NoSubscription: Story = {
  name: 'Billing: no subscription, no invoices',
  parameters: { machine: 'subscriberDashboard', state: 'ready.idle' },
  args: { view: viewAt('ready.idle', { tab: 'billing', subscription: null, invoices: [] }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No invoices found')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Choose a plan' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Yearly/ }));
    await expect(args.onCycleChange).toHaveBeenCalledWith('yearly');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose plan: Basic Internet' }));
    await expect(args.onChoosePlan).toHaveBeenCalledWith('plan_basic_monthly');
  },
};

const voidInvoice = invoice('5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', 'void', {
  issue_date: unpaidInvoice.issue_date,
  due_date: unpaidInvoice.due_date,
});

export const VoidInvoiceNotABill: Story = {
  name: 'Void invoice (a declined attempt): never the current bill, shown Void',
  parameters: { machine: 'subscriberDashboard', state: 'ready.idle' },
  args: { view: viewAt('ready.idle', { subscription: subscription('active'), invoices: [voidInvoice, paidInvoice] }) },
  play: async ({ canvas, args }) => {
    // an active, fully paid customer: no bill, no Pay button
    const bill = canvas.getByRole('region', { name: 'Current bill' });
    await expect(within(bill).getByText('You are all paid up.')).toBeVisible();
    await expect(within(bill).queryByRole('button')).toBeNull();
    await expect(within(bill).queryByText('Unpaid')).toBeNull();
    await expect(canvas.getByText('Active').closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    await userEvent.click(canvas.getByRole('tab', { name: 'Billing' }));
    await expect(args.onTabSelect).toHaveBeenCalledWith('billing');
  },
};

export const VoidInvoiceInList: Story = {
  name: 'Billing: a void invoice in the list (neutral, no Pay)',
  parameters: { machine: 'subscriberDashboard', state: 'ready.idle' },
  args: {
    view: viewAt('ready.idle', {
      tab: 'billing',
      subscription: subscription('active'),
      invoices: [voidInvoice, paidInvoice],
    }),
  },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('table', { name: 'Invoices' }))
      .getAllByRole('row')
      .slice(1);
    await expect(rows).toHaveLength(2);
    const voided = rows[0] as HTMLElement;
    await expect(within(voided).getByText(voidInvoice.id.slice(-8))).toBeVisible();
    await expect(within(voided).getByText('Void').closest('[data-tone]')).toHaveAttribute('data-tone', 'neutral');
    await expect(within(voided).queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Pay with mobile money/ })).toBeNull();
  },
};

export const FailedFirstAttempt: Story = {
  name: 'No subscription after a failed first attempt (its invoice void: nothing to pay)',
  parameters: { machine: 'subscriberDashboard', state: 'ready.idle' },
  args: { view: viewAt('ready.idle', { subscription: null, invoices: [voidInvoice] }) },
  play: async ({ canvas }) => {
    const sub = canvas.getByRole('region', { name: 'Subscription' });
    await expect(within(sub).getByText(/You have no subscription yet/)).toBeVisible();
    const bill = canvas.getByRole('region', { name: 'Current bill' });
    await expect(
      within(bill).getByText('Nothing to pay yet. Choose a plan on the Billing tab to get your first invoice.'),
    ).toBeVisible();
    await expect(within(bill).queryByRole('button')).toBeNull();
  },
};

export const StandingAndChange: Story = {
  name: 'Billing: the server’s standing, next billing date and change to come',
  parameters: { machine: 'subscriberDashboard', state: 'ready.idle' },
  args: {
    view: viewAt('ready.idle', {
      tab: 'billing',
      invoices: [paidInvoice],
      subscription: {
        ...subscription('active'),
        next_billing_date: Date.UTC(2027, 0, 26, 9) / 1000,
        standing: 'grace_period',
        grace_days_left: 2,
        scheduled_change: {
          plan_id: 'plan_premium_monthly',
          plan_name: 'Premium Internet',
          billing_cycle: 'monthly',
          starts_at: Date.UTC(2026, 11, 26, 9) / 1000,
          cost: 85_000,
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    const sub = canvas.getByRole('region', { name: 'Subscription' });
    // one look per standing on every screen: grace period amber, as on /dashboard
    await expect(within(sub).getByText('Grace period: 2 days remaining').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'attention',
    );
    await expect(within(sub).getByText('26 Jan 2027')).toBeVisible();
    await expect(within(sub).getByText('Changes to Premium Internet on 26 Dec 2026')).toBeVisible();
  },
};

export const PlanCardsMatchCatalogue: Story = {
  name: 'Billing: every plan card shows the catalogue price (monthly and yearly)',
  parameters: { machine: 'subscriberDashboard', state: 'ready.idle' },
  args: { view: viewAt('ready.idle', { tab: 'billing', subscription: null, invoices: [] }) },
  play: async ({ canvas, args, step }) => {
    const plans = plansOf('packages').filter((p) => p.isActive);
    const cards = () => canvas.getAllByRole('article');
    await expect(cards()).toHaveLength(plans.length);
    await step('monthly: each card reads formatPesewas(price_monthly)/month', async () => {
      for (const plan of plans) {
        const card = canvas.getByRole('article', { name: plan.name });
        await expect(card).toHaveTextContent(`${formatPesewas(plan.priceMonthly)}/month`);
      }
      // the issue's example: Basic is GH₵ 50.00, not GH₵ 5,000.00
      await expect(canvas.getByRole('article', { name: 'Basic Internet' })).toHaveTextContent('GH₵ 50.00/month');
      await expect(canvas.queryByText(/GH₵ 5,000\.00/)).toBeNull();
    });
    await userEvent.click(canvas.getByRole('radio', { name: /Yearly/ }));
    await expect(args.onCycleChange).toHaveBeenCalledWith('yearly');
  },
};

export const PlanCardsMatchCatalogueYearly: Story = {
  name: 'Billing: every plan card shows the catalogue price (yearly)',
  parameters: { machine: 'subscriberDashboard', state: 'ready.idle' },
  args: { view: viewAt('ready.idle', { tab: 'billing', subscription: null, invoices: [], cycle: 'yearly' }) },
  play: async ({ canvas }) => {
    for (const plan of plansOf('packages').filter((p) => p.isActive)) {
      const card = canvas.getByRole('article', { name: plan.name });
      await expect(card).toHaveTextContent(`${formatPesewas(plan.priceYearly)}/year`);
    }
  },
};

export const Creating: Story = {
  parameters: { machine: 'subscriberDashboard', state: 'ready.creating' },
  args: { view: viewAt('ready.creating', { tab: 'billing', subscription: null, invoices: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Creating your subscription...');
  },
};

export const Created: Story = {
  name: 'Billing: plan chosen, its invoice on top',
  parameters: { machine: 'subscriberDashboard', state: 'ready.idle' },
  args: {
    view: viewAt('ready.idle', {
      tab: 'billing',
      notice: 'created',
      subscription: subscription('pending'),
      invoices: [invoice('b7e6d5c4-0000-4000-8000-00000000abcd', 'unpaid'), paidInvoice],
    }),
  },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('Your subscription was created. Its invoice is at the top of your list.'),
    ).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Invoices' }))
      .getAllByRole('row')
      .slice(1);
    await expect(within(rows[0] as HTMLElement).getByText('0000abcd')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Choose a plan' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissNotice).toHaveBeenCalled();
  },
};

export const CreateFailed: Story = {
  name: 'Billing: choosing a plan failed',
  parameters: { machine: 'subscriberDashboard', state: 'ready.idle' },
  args: {
    view: viewAt('ready.idle', {
      tab: 'billing',
      subscription: null,
      invoices: [],
      actionError: 'Failed to create subscription',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to create subscription');
  },
};

export const Paying: Story = {
  name: 'Paying: the mobile money dialog',
  parameters: { machine: 'subscriberDashboard', state: 'ready.paying' },
  args: dialogAt('payment', { network: 'VODAFONE', dialogError: 'Please enter mobile number and select network' }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Pay invoice by mobile money',
    });
    await expect(within(dialog).getByText(unpaidInvoice.id.slice(-8))).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: /Enter your Telecel mobile money number:/ });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByText('Please enter mobile number and select network')).toBeInTheDocument();
    await userEvent.type(field, '0');
    await expect(args.onNumberChange).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay GH₵ 100.00' }));
    await expect(args.onSubmitPayment).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCloseDialog).toHaveBeenCalled();
  },
};

export const PayingDeclined: Story = {
  name: 'Paying: declined on the phone, try again',
  parameters: { machine: 'subscriberDashboard', state: 'ready.paying' },
  args: dialogAt('payment', {
    number: '0551234000',
    error: {
      user_friendly_message: 'Payment failed: The payment was declined on your phone.',
      retry_suggested: true,
      support_contact: '0302 123 456',
    },
  }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Pay invoice by mobile money',
    });
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('Payment Error');
    await expect(alert).toHaveTextContent('Payment failed: The payment was declined on your phone.');
    await expect(alert).toHaveTextContent('You can try again or contact support at 0302 123 456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay GH₵ 100.00' }));
    await expect(args.onSubmitPayment).toHaveBeenCalledTimes(1);
  },
};

export const PayingProcessing: Story = {
  name: 'Paying: waiting for approval on the phone',
  parameters: { machine: 'subscriberDashboard', state: 'ready.paying' },
  args: dialogAt('processing.waiting'),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Pay invoice by mobile money',
    });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Approve the payment on your MTN phone');
    await expect(within(dialog).getByText(/Time elapsed 0:00/)).toBeInTheDocument();
  },
};

export const Reloading: Story = {
  parameters: { machine: 'subscriberDashboard', state: 'ready.reloading' },
  args: { view: viewAt('ready.reloading', { tab: 'billing', notice: 'paid' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Updating your billing...')).toBeVisible();
    await expect(canvas.getByText('Payment Successful! Your subscription has been activated.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  },
};

export const Settings: Story = {
  name: 'Settings tab',
  parameters: { machine: 'subscriberDashboard', state: 'ready.idle' },
  args: { view: viewAt('ready.idle', { tab: 'settings' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ama.mensah@example.com')).toBeVisible();
    await expect(canvas.getByText('Plan changes take effect on the next billing cycle.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open settings' })).toHaveAttribute('href', '/settings');
    await expect(canvas.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile');
  },
};

export const Support: Story = {
  name: 'Support tab',
  parameters: { machine: 'subscriberDashboard', state: 'ready.idle' },
  args: { view: viewAt('ready.idle', { tab: 'support' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A subscription can be paused for up to 3 months via support.')).toBeVisible();
    await expect(canvas.getByText('There is a 14-day money-back guarantee.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Support centre' })).toHaveAttribute('href', '/support');
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  },
};
