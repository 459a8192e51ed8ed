import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { InvoiceRecord, SubscriptionRecord } from '../../../src/features/billing';
import { type PaymentOutcome, POLL_INTERVAL_MS } from '../../../src/features/billing/mobileMoneyPayment.machine';
import { ConnectedSubscriberDashboard } from '../../../src/features/subscriber/ConnectedSubscriberDashboard';
import { SubscriberProblem } from '../../../src/features/subscriber/rules';
import type { BillingData, SubscriberUser } from '../../../src/features/subscriber/subscriberDashboard.machine';
import { withStoryRouting } from '../../support/routing';
import { clockOption, StoryClock } from '../../support/storyClock';
import { clearLiveAnnouncer, never, samplePayment } from '../billing/billingKit';
import { invoice, subscription, user } from './subscriberKit';

interface FlowArgs {
  loadSession: () => Promise<SubscriberUser | null>;
  loadBilling: () => Promise<BillingData>;
  createSubscription: (
    planId: string,
    cycle: 'monthly' | 'yearly',
  ) => Promise<{
    subscription: SubscriptionRecord;
    invoice: InvoiceRecord;
  }>;
  payWithRetry: () => Promise<PaymentOutcome>;
  pollStatus: () => Promise<PaymentOutcome>;
  /** the machines' timers run on the story's clock, moved by the play function (support/storyClock.ts) */
  drivenClock?: boolean;
}

let clock = new StoryClock();

/** The page's connected screen (what the route renders) with the story's doubles as its services. */
function SubscriberDashboardFlow(args: FlowArgs) {
  return (
    <ConnectedSubscriberDashboard
      services={{
        loadSession: args.loadSession,
        loadBilling: args.loadBilling,
        createSubscription: args.createSubscription,
        payInvoice: {
          findPaymentInProgress: async () => null,
          payWithRetry: args.payWithRetry,
          pollStatus: args.pollStatus,
          cancelPayment: async () => ({ payment: samplePayment('cancelled'), error: null }),
          submitVoucher: async () => ({ payment: samplePayment('succeeded'), error: null }),
          track: () => {},
        },
      }}
      {...clockOption(clock, args.drivenClock)}
    />
  );
}

const newInvoice = invoice('c0ffee00-1111-4222-8333-44445555aaaa', 'unpaid', {
  plan_id: 'plan_basic_monthly',
  amount: 5000,
});
const pending = { ...subscription('pending'), plan_id: 'plan_basic_monthly' };
const active = { ...subscription('active'), plan_id: 'plan_basic_monthly' };

/** A small in-memory billing API: choose a plan, then the payment marks the invoice paid. */
function fakeBilling() {
  const state: BillingData = { subscription: null, invoices: [] };
  return {
    loadBilling: fn(async () => structuredClone(state)),
    createSubscription: fn(async () => {
      state.subscription = pending;
      state.invoices = [newInvoice];
      return { subscription: pending, invoice: newInvoice };
    }),
    payWithRetry: fn(async () => ({ payment: samplePayment('processing', { amount: 5000 }), error: null })),
    pollStatus: fn(async () => {
      state.subscription = active;
      state.invoices = [{ ...newInvoice, status: 'paid' as const }];
      return { payment: samplePayment('succeeded', { amount: 5000 }), error: null };
    }),
  };
}

/** Fails the first load with the spec's message, then answers (Try again). */
function failOnce() {
  let calls = 0;
  return fn(async (): Promise<BillingData> => {
    calls += 1;
    if (calls === 1) throw new SubscriberProblem('Failed to load billing information');
    return { subscription: null, invoices: [] };
  });
}

const meta = {
  title: 'Flows/Subscriber/Subscriber dashboard',
  component: SubscriberDashboardFlow,
  decorators: [withStoryRouting],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The real `subscriberDashboard` machine (with billing\u2019s real `mobileMoneyPayment` machine in its pay dialog) driving SubscriberDashboardScreen, with the API mocked. It renders ConnectedSubscriberDashboard, the same component the route renders.',
      },
    },
  },
  args: {
    loadSession: async (): Promise<SubscriberUser | null> => user,
    ...fakeBilling(),
  },
  beforeEach: () => {
    clearLiveAnnouncer();
    clock = new StoryClock();
  },
} satisfies Meta<typeof SubscriberDashboardFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosesPlanAndPays: Story = {
  name: 'Chooses a plan, pays its invoice by mobile money, data reloads',
  parameters: { machine: 'subscriberDashboard', state: 'ready.paying' },
  args: { ...fakeBilling(), drivenClock: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Billing' }));
    await expect(canvas.getByText('No invoices found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose plan: Basic Internet' }));
    await expect(args.createSubscription).toHaveBeenCalledWith('plan_basic_monthly', 'monthly');
    const rows = async () =>
      within(await canvas.findByRole('table', { name: 'Invoices' }))
        .getAllByRole('row')
        .slice(1);
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    await expect(canvas.getByText('Pending payment')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with mobile money (5555aaaa)' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Pay invoice by mobile money' });
    // empty number: the spec's message, nothing sent
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay GH₵ 50.00' }));
    await expect(within(dialog).getByText('Please enter mobile number and select network')).toBeVisible();
    await expect(args.payWithRetry).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Enter your MTN mobile money number:/ }),
      '0551234987',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.payWithRetry).toHaveBeenCalledTimes(1);
    // processing, then the poll succeeds (3 s, moved by the play function) and the billing data reloads
    await expect(await body.findByText(/Time elapsed/)).toBeVisible();
    await clock.scheduled();
    clock.advance(POLL_INTERVAL_MS);
    await expect(await canvas.findByText('Payment Successful! Your subscription has been activated.')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Active')).toBeVisible());
    const [row] = await rows();
    await expect(within(row as HTMLElement).getByText('Paid')).toBeVisible();
    await expect(within(row as HTMLElement).queryByRole('button')).toBeNull();
  },
};

export const SignedOut: Story = {
  name: 'No user in the session: Not logged in',
  parameters: { machine: 'subscriberDashboard', state: 'signedOut' },
  args: { loadSession: async () => null },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Not logged in')).toBeVisible();
    await expect(args.loadBilling).not.toHaveBeenCalled();
  },
};

export const LoadFailsThenRetries: Story = {
  name: 'Load fails, Try again loads',
  parameters: { machine: 'subscriberDashboard', state: 'failed' },
  args: {
    loadBilling: failOnce(),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load billing information');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('tab', { name: 'Overview' })).toBeVisible();
  },
};

export const StillLoading: Story = {
  name: 'Loading (the API does not answer)',
  parameters: { machine: 'subscriberDashboard', state: 'loading' },
  args: { loadBilling: fn(() => never<BillingData>()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading')).toBeVisible();
  },
};
