/**
 * Longer than 300 lines: one story per state of the customer dashboard's machine (the story-coverage test
 * requires each), with their play functions.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paths } from '../../../src/domain/paths';
import { CustomerDashboardScreen } from '../../../src/features/account/CustomerDashboardScreen';
import type { CustomerDashboardContext } from '../../../src/features/account/customerDashboard.machine';
import { toCustomerDashboardView } from '../../../src/features/account/customerDashboard.view';
import type { DashboardSubscription } from '../../../src/features/account/dashboardData';
import { AUTO_RENEW_FAILED, AUTO_RENEW_ON } from '../../../src/features/account/rules';
import { withStoryRouting } from '../../support/routing';
import { graceData, paymentRow, sampleData, serverSubscription, snapshotIn, user } from './dashboardKit';

const at = (states: string[], context: Partial<CustomerDashboardContext> = {}) =>
  toCustomerDashboardView(snapshotIn(states, context));

const ready = (context: Partial<CustomerDashboardContext> = {}) =>
  at(['data.ready', 'flash.hidden'], { data: sampleData(), ...context });

const meta = {
  title: 'Screens/Account/Customer dashboard',
  component: CustomerDashboardScreen,
  decorators: [withStoryRouting],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The customer dashboard at /dashboard and /dashboard/billing, one story per state of the `customerDashboard` machine: ' +
          'data loading, ready, refreshing and failed (the banner Error Loading Billing Data), and the success flash after ' +
          '?payment=success (pending until the data is in, then shown for 5 s). The subscription card shows the server’s ' +
          'standing, next billing date (paid-until) and plan change to come as they are; with no subscription (or one never ' +
          'paid) it says so and offers the plans, never Terminated.',
      },
    },
  },
  args: {
    view: ready(),
    user,
    onSelectSection: fn(),
    onRefresh: fn(),
    onSort: fn(),
    onPage: fn(),
    onDismissFlash: fn(),
    onAutoRenewChange: fn(),
    onPromiseChoose: fn(),
    onPromiseAsk: fn(),
    onViewReceipt: fn(),
    onSignOut: fn(),
  },
} satisfies Meta<typeof CustomerDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: 'customerDashboard', state: 'data.loading' },
  args: { view: at(['data.loading', 'flash.hidden']) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Billing & Payments' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading billing data...');
    await expect(canvas.getByRole('button', { name: /Refreshing/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Ready: Story = {
  parameters: { machine: 'customerDashboard', state: 'data.ready' },
  play: async ({ canvas, args }) => {
    // sidebar: Billing & Payments is the current section
    await expect(canvas.getByRole('button', { name: 'Billing & Payments' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Usage & Speed (Coming Soon)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Support (Coming Soon)' })).toBeVisible();
    // current subscription: the server's standing and paid-until
    const subscription = canvas.getByRole('region', { name: 'Current Subscription' });
    await expect(within(subscription).getByText('Student Package')).toBeVisible();
    await expect(within(subscription).getByText('Active')).toBeVisible();
    await expect(within(subscription).getByText('20 Dec 2026')).toBeVisible();
    // accepted methods and Make Payment
    const methods = canvas.getByRole('region', { name: 'Accepted Payment Methods' });
    // today's wallet names, each with its menu (AT Money is *110#, not the spec's *185#)
    for (const [wallet, code] of [
      ['MTN Mobile Money', '*170#'],
      ['Telecel Cash', '*110#'],
      ['AT Money', '*110#'],
    ] as const) {
      await expect(within(methods).getByText(wallet).closest('li')).toHaveTextContent(`${wallet}${code}`);
    }
    await expect(within(methods).queryByText('*185#')).toBeNull();
    // Make Payment: the customer's own plan first, then every other plan under its family's name
    const make = canvas.getByRole('region', { name: 'Make Payment' });
    const pay = within(make).getAllByRole('link', { name: /^Pay GH₵/ });
    await expect(pay).toHaveLength(7);
    await expect(pay[0]).toHaveAccessibleName('Pay GH₵ 100.00 to renew Student');
    await expect(pay[0]).toHaveAttribute('href', '/payment?plan=skylink-student');
    await expect(within(make).getByRole('heading', { name: 'Satellite service' })).toBeVisible();
    await expect(within(make).getByRole('heading', { name: 'City broadband' })).toBeVisible();
    await expect(within(make).getByRole('link', { name: 'More Payment Options' })).toHaveAttribute(
      'href',
      paths.payment,
    );
    // history: success shown as paid, failed without a receipt
    const table = canvas.getByRole('table', { name: 'Payment History' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[1] as HTMLElement).getByText('Paid')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('Failed')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).queryByRole('button', { name: 'View Receipt' })).toBeNull();
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'View Receipt' }));
    await expect(args.onViewReceipt).toHaveBeenCalledWith('pay_20');
    await userEvent.click(within(table).getByRole('button', { name: /Amount/ }));
    await expect(args.onSort).toHaveBeenCalledWith({ column: 'amount', direction: 'descending' });
    // summary tiles
    const summary = canvas.getByRole('group', { name: 'Billing Summary' });
    await expect(within(summary).getByText('Total payments')).toBeVisible();
    await expect(within(summary).getAllByText('GH₵ 100.00').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Refreshing: Story = {
  parameters: { machine: 'customerDashboard', state: 'data.refreshing' },
  args: { view: at(['data.refreshing', 'flash.hidden'], { data: sampleData() }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Refreshing/ })).toHaveAttribute('aria-disabled', 'true');
    // the data stays on screen while it reloads
    await expect(canvas.getByRole('table', { name: 'Payment History' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { machine: 'customerDashboard', state: 'data.failed' },
  args: { view: at(['data.failed', 'flash.hidden'], { error: 'Network error' }) },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error Loading Billing Data');
    await expect(alert).toHaveTextContent('Failed to load billing information');
    await expect(alert).toHaveTextContent('Network error');
    // paying still works without the data
    await expect(canvas.getByRole('region', { name: 'Make Payment' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

export const FailedServerError: Story = {
  name: 'Failed (server error: Failed to load billing information, never Payment failed)',
  parameters: { machine: 'customerDashboard', state: 'data.failed' },
  args: {
    view: at(['data.failed', 'flash.hidden'], { error: 'Billing API error (500) Internal Server Error' }),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error Loading Billing Data');
    await expect(alert).toHaveTextContent('Failed to load billing information');
    await expect(alert).toHaveTextContent('Billing API error (500) Internal Server Error');
    await expect(alert).not.toHaveTextContent('Payment failed');
  },
};

export const FailedWithEarlierData: Story = {
  name: 'Failed refresh (earlier data kept)',
  parameters: { machine: 'customerDashboard', state: 'data' },
  args: { view: at(['data.failed', 'flash.hidden'], { data: sampleData(), error: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load billing information');
    await expect(canvas.getByRole('table', { name: 'Payment History' })).toBeVisible();
  },
};

export const WaitingForDataAfterPayment: Story = {
  name: 'After payment, loading (flash pending)',
  parameters: { machine: 'customerDashboard', state: 'flash.pending' },
  args: { view: at(['data.loading', 'flash.pending']) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Payment Successful! Your subscription has been activated.')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading billing data...');
  },
};

export const PaymentSuccess: Story = {
  name: 'After payment (flash shown)',
  parameters: { machine: 'customerDashboard', state: 'flash.shown' },
  args: { view: at(['data.ready', 'flash.shown'], { data: sampleData([paymentRow(22), paymentRow(20)]) }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Payment Successful! Your subscription has been activated.')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Payment History' });
    await expect(within(table).getByText('SKY-1763722000000-A1B2C3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /dismiss/i }));
    await expect(args.onDismissFlash).toHaveBeenCalled();
  },
};

export const HistoryBreakerOpen: Story = {
  name: 'History unavailable (breaker open)',
  parameters: { machine: 'customerDashboard', state: 'flash.hidden' },
  args: {
    view: ready({
      data: {
        ...sampleData(),
        history: {
          status: 'unavailable',
          message: 'Payment service unavailable. Circuit breaker is open. Next attempt at 12:00:15 GMT',
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    const history = canvas.getByRole('region', { name: 'Payment History' });
    await expect(within(history).getByRole('status')).toHaveTextContent(
      'Payment service unavailable. Circuit breaker is open. Next attempt at 12:00:15 GMT',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
    // the rest of the billing tab still shows
    await expect(canvas.getByRole('group', { name: 'Billing Summary' })).toBeVisible();
  },
};

/** The Current Subscription card of a ready dashboard whose server subscription is `sub`. */
const withSubscription = (sub: Partial<DashboardSubscription> | null) =>
  ready({ data: { ...sampleData(), subscription: sub === null ? null : serverSubscription(sub) } });

export const NoSubscription: Story = {
  name: 'No subscription (404 no_subscription): the plans, never Terminated',
  parameters: { machine: 'customerDashboard', state: 'flash' },
  args: { view: ready({ data: { ...sampleData([]), subscription: null } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No invoices found')).toBeVisible();
    const subscription = canvas.getByRole('region', { name: 'Current Subscription' });
    await expect(within(subscription).getByText('You have no subscription yet.')).toBeVisible();
    await expect(
      within(subscription).getByText(
        'Choose a package to get connected: pay for one below, or compare all our packages.',
      ),
    ).toBeVisible();
    await expect(within(subscription).getByRole('link', { name: 'View packages' })).toHaveAttribute(
      'href',
      paths.packages,
    );
    await expect(within(subscription).queryByText('Terminated')).toBeNull();
    await expect(within(subscription).queryByText('Next billing date')).toBeNull();
    // the plans to pay for are right beside it: both families, no plan of their own
    const make = canvas.getByRole('region', { name: 'Make Payment' });
    await expect(within(make).getAllByRole('link', { name: /^Pay GH₵/ })).toHaveLength(7);
    await expect(within(make).queryByRole('heading', { name: 'Your plan' })).toBeNull();
  },
};

export const OwnCityBroadbandPlan: Story = {
  name: 'City broadband customer: their plan first on Make Payment',
  args: {
    view: withSubscription({ planId: 'plan_basic_monthly', planName: 'Basic Internet' }),
  },
  play: async ({ canvas }) => {
    const make = canvas.getByRole('region', { name: 'Make Payment' });
    const pay = within(make).getAllByRole('link', { name: /^Pay GH₵/ });
    await expect(pay[0]).toHaveAccessibleName('Pay GH₵ 50.00 to renew Basic Internet');
    await expect(pay[0]).toHaveAttribute('href', '/payment/mobile-money/plan_basic_monthly');
    await expect(pay).toHaveLength(7);
    await expect(within(make).queryByRole('link', { name: 'Pay GH₵ 50.00 for Basic Internet' })).toBeNull();
  },
};

export const OwnCityBroadbandPlanYearly: Story = {
  name: 'City broadband customer on a yearly plan: their plan first, at the yearly price',
  args: {
    view: withSubscription({ planId: 'plan_standard_monthly', planName: 'Standard Internet', billingCycle: 'yearly' }),
  },
  play: async ({ canvas }) => {
    const make = canvas.getByRole('region', { name: 'Make Payment' });
    const pay = within(make).getAllByRole('link', { name: /^Pay GH₵/ });
    await expect(pay[0]).toHaveAccessibleName('Pay GH₵ 1,000.00 to renew Standard Internet');
    await expect(pay[0]).toHaveAttribute('href', '/payment/mobile-money/plan_standard_monthly?cycle=yearly');
  },
};

export const NeverPaid: Story = {
  name: 'Subscription never paid (no standing yet): no subscription',
  args: { view: withSubscription({ serverStatus: 'pending', standing: null, nextBillingAt: null }) },
  play: async ({ canvas }) => {
    const subscription = canvas.getByRole('region', { name: 'Current Subscription' });
    await expect(within(subscription).getByText('You have no subscription yet.')).toBeVisible();
    // the last payment the summary knows still shows, but no status badge at all
    await expect(within(subscription).getByText('GH₵ 100.00 on 20 Nov 2026')).toBeVisible();
    await expect(within(subscription).queryByText(/Terminated|Suspended|Active/)).toBeNull();
  },
};

export const PrepaidAhead: Story = {
  name: 'Prepaid: the server’s paid-until date (26 Jan), not a month after the payment',
  args: { view: withSubscription({ nextBillingAt: Date.UTC(2027, 0, 26, 9, 0, 0) }) },
  play: async ({ canvas }) => {
    const subscription = canvas.getByRole('region', { name: 'Current Subscription' });
    await expect(within(subscription).getByText('Active')).toBeVisible();
    await expect(within(subscription).getByText('Next billing date')).toBeVisible();
    await expect(within(subscription).getByText('26 Jan 2027')).toBeVisible();
    await expect(within(subscription).queryByText('20 Dec 2026')).toBeNull();
  },
};

export const PaidTwice: Story = {
  name: 'History: a second payment for a period already paid reads Paid twice',
  args: {
    view: ready({ data: sampleData([paymentRow(22, { duplicateOf: paymentRow(20).reference }), paymentRow(20)]) }),
  },
  play: async ({ canvas }) => {
    const history = canvas.getByRole('table', { name: 'Payment History' });
    const twice = within(history).getByRole('row', { name: new RegExp(paymentRow(22).reference) });
    await expect(within(twice).getByText('Paid twice')).toBeVisible();
    // its receipt says which payment had paid the period
    await expect(within(twice).getByRole('button', { name: 'View Receipt' })).toBeVisible();
    const first = within(history).getByRole('row', { name: new RegExp(paymentRow(20).reference) });
    await expect(within(first).getByText('Paid')).toBeVisible();
  },
};

export const ChangeToCome: Story = {
  name: 'Plan change to come (Changes to Home Package on 20 Dec 2026)',
  args: {
    view: withSubscription({
      nextBillingAt: Date.UTC(2027, 0, 20, 9, 30, 0),
      scheduledChange: {
        planName: 'Home Package',
        billingCycle: 'monthly',
        startsAt: Date.UTC(2026, 11, 20, 9, 30, 0),
      },
    }),
  },
  play: async ({ canvas }) => {
    const subscription = canvas.getByRole('region', { name: 'Current Subscription' });
    await expect(within(subscription).getByText('Student Package')).toBeVisible();
    await expect(within(subscription).getByText('Changes to Home Package on 20 Dec 2026')).toBeVisible();
    await expect(within(subscription).getByText('20 Jan 2027')).toBeVisible();
  },
};

export const CreditHeld: Story = {
  name: 'Credit held (a cancelled change): spent on the next payment',
  args: { view: withSubscription({ credit: 20_000 }) },
  play: async ({ canvas }) => {
    const subscription = canvas.getByRole('region', { name: 'Current Subscription' });
    await expect(
      within(subscription).getByText(
        /You have GH₵\s?200\.00 of credit: your next payment adds it to your plan as extra days\./,
      ),
    ).toBeVisible();
  },
};

export const PromiseOffered: Story = {
  name: 'In grace: a promise to pay offered (1 to 3 days, each with its date)',
  parameters: { machine: 'customerDashboard', state: 'promise.idle' },
  args: { view: ready({ data: graceData(), promiseChoice: 2 }) },
  play: async ({ canvas, args }) => {
    const subscription = canvas.getByRole('region', { name: 'Current Subscription' });
    await expect(within(subscription).getByRole('heading', { name: 'Need a few more days?' })).toBeVisible();
    const days = within(subscription).getByRole('radiogroup', { name: 'Keep my service on for' });
    await expect(within(days).getByRole('radio', { name: '2 days, until 8 Dec 2026' })).toBeChecked();
    await userEvent.click(within(days).getByRole('radio', { name: '3 days, until 9 Dec 2026' }));
    await expect(args.onPromiseChoose).toHaveBeenCalledWith(3);
    await userEvent.click(within(subscription).getByRole('button', { name: 'Hold my service' }));
    await expect(args.onPromiseAsk).toHaveBeenCalled();
  },
};

export const PromiseAsking: Story = {
  name: 'In grace: holding the service',
  parameters: { machine: 'customerDashboard', state: 'promise.asking' },
  args: { view: at(['data.ready', 'flash.hidden', 'promise.asking'], { data: graceData() }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Holding your service...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const PromiseFailed: Story = {
  name: 'In grace: the promise refused, and why',
  parameters: { machine: 'customerDashboard', state: 'promise' },
  args: { view: ready({ data: graceData(), promiseProblem: 'A promise to pay was already made for this period.' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('A promise to pay was already made for this period.');
  },
};

export const PromiseHeld: Story = {
  name: 'In grace: the service held until the promised date',
  parameters: { machine: 'customerDashboard', state: 'promise.idle' },
  args: {
    view: ready({
      data: graceData({
        promise: { days: 3, available: false, maxDays: 3 },
        suspendsAt: Date.UTC(2026, 11, 9, 9, 30, 0),
      }),
    }),
  },
  play: async ({ canvas }) => {
    const subscription = canvas.getByRole('region', { name: 'Current Subscription' });
    await expect(within(subscription).getByRole('status')).toHaveTextContent(
      'Your service is held until 9 Dec 2026. Renew by then to keep it.',
    );
    await expect(within(subscription).queryByRole('button', { name: 'Hold my service' })).toBeNull();
  },
};

export const AutoRenewSwitch: Story = {
  name: 'Auto-renew: off, turned on by keyboard',
  parameters: { machine: 'customerDashboard', state: 'autoRenew.idle' },
  play: async ({ canvas, args }) => {
    const subscription = canvas.getByRole('region', { name: 'Current Subscription' });
    const toggle = within(subscription).getByRole('switch', { name: 'Renew automatically' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(/approval prompt for one more period/);
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onAutoRenewChange).toHaveBeenCalledWith(true);
  },
};

export const AutoRenewSaving: Story = {
  name: 'Auto-renew: saving',
  parameters: { machine: 'customerDashboard', state: 'autoRenew.saving' },
  args: {
    view: toCustomerDashboardView(
      snapshotIn(['data.ready', 'flash.hidden', 'autoRenew.saving'], { data: sampleData() }),
    ),
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Renew automatically' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAccessibleDescription('Saving...');
  },
};

export const AutoRenewSavedOn: Story = {
  name: 'Auto-renew: on, saved',
  parameters: { machine: 'customerDashboard', state: 'autoRenew' },
  args: {
    view: ready({
      data: { ...sampleData(), subscription: serverSubscription({ autoRenew: true }) },
      autoRenewNote: { saved: true, message: AUTO_RENEW_ON },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Renew automatically' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(AUTO_RENEW_ON);
  },
};

export const AutoRenewFailed: Story = {
  name: 'Auto-renew: the save failed',
  parameters: { machine: 'customerDashboard', state: 'autoRenew.idle' },
  args: { view: ready({ autoRenewNote: { saved: false, message: AUTO_RENEW_FAILED } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(AUTO_RENEW_FAILED);
    await expect(canvas.getByRole('switch', { name: 'Renew automatically' })).not.toBeChecked();
  },
};

export const GracePeriod: Story = {
  name: 'Grace period (the server: 2 days left)',
  args: {
    view: withSubscription({
      standing: 'grace_period',
      graceDaysLeft: 2,
      nextBillingAt: Date.UTC(2026, 10, 20, 9, 30),
    }),
  },
  play: async ({ canvas }) => {
    const subscription = canvas.getByRole('region', { name: 'Current Subscription' });
    await expect(within(subscription).getByText('Grace period: 2 days remaining')).toBeVisible();
    await expect(within(subscription).getByText('20 Nov 2026')).toBeVisible();
  },
};

export const GraceLastDay: Story = {
  name: 'Grace period (the server: 1 day left)',
  args: {
    view: withSubscription({
      standing: 'grace_period',
      graceDaysLeft: 1,
      nextBillingAt: Date.UTC(2026, 10, 20, 9, 30),
    }),
  },
  play: async ({ canvas }) => {
    const subscription = canvas.getByRole('region', { name: 'Current Subscription' });
    await expect(within(subscription).getByText('Grace period: 1 day remaining')).toBeVisible();
  },
};

export const Suspended: Story = {
  name: 'Suspended (the server’s standing)',
  args: { view: withSubscription({ standing: 'suspended', nextBillingAt: Date.UTC(2026, 10, 14, 9, 30) }) },
  play: async ({ canvas }) => {
    const subscription = canvas.getByRole('region', { name: 'Current Subscription' });
    await expect(within(subscription).getByText('Suspended')).toBeVisible();
    await expect(within(subscription).getByText('14 Nov 2026')).toBeVisible();
  },
};

export const Terminated: Story = {
  name: 'Terminated (the server’s standing, a customer who once paid)',
  args: { view: withSubscription({ standing: 'terminated', nextBillingAt: Date.UTC(2026, 9, 1, 9, 30) }) },
  play: async ({ canvas }) => {
    const subscription = canvas.getByRole('region', { name: 'Current Subscription' });
    await expect(within(subscription).getByText('Terminated')).toBeVisible();
    await expect(within(subscription).getByText('1 Oct 2026')).toBeVisible();
  },
};

export const ManyPayments: Story = {
  name: 'History with pages',
  args: {
    view: ready({
      data: sampleData(Array.from({ length: 14 }, (_, i) => paymentRow(i + 1))),
      page: 2,
    }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Showing 11-14 of 14')).toBeVisible();
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPage).toHaveBeenCalledWith(1);
  },
};

export const AccountOverview: Story = {
  args: { view: ready({ section: 'overview' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Account Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('60%')).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Make Payment' })).toHaveAttribute('href', paths.payment);
  },
};

export const UsageComingSoon: Story = {
  name: 'Usage & Speed (coming soon)',
  args: { view: ready({ section: 'usage' }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Usage & Speed is coming soon' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Billing & Payments' }));
    await expect(args.onSelectSection).toHaveBeenCalledWith('billing');
  },
};

export const UserMenuOpen: Story = {
  name: 'User menu (Profile, Settings, Reset Password coming soon, Sign Out)',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Ama Mensah/ }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await expect(within(menu).getByRole('menuitem', { name: /Reset Password/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).queryByRole('menuitem', { name: /^Admin/ })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

export const AdminUserMenuOpen: Story = {
  name: "An administrator's user menu (both admin areas)",
  args: { user: { ...user, isAdmin: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Ama Mensah/ }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', paths.admin);
    await expect(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      paths.adminDashboard,
    );
  },
};
