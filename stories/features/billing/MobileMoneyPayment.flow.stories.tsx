import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedMobileMoneyPayment } from '../../../src/features/billing/ConnectedMobileMoneyPayment';
import { PaymentProblem } from '../../../src/features/billing/errors';
import { BILLING_MESSAGES, paymentFailedReason } from '../../../src/features/billing/messages';
import {
  type MobileMoneyDeps,
  type PaymentOutcome,
  POLL_INTERVAL_MS,
  type ResumedPayment,
} from '../../../src/features/billing/mobileMoneyPayment.machine';
import { clockOption, StoryClock } from '../../support/storyClock';
import { catalogPlan, clearLiveAnnouncer, never, samplePayment, supportContact } from './billingKit';

const track = fn();
let clock = new StoryClock();

type ConnectedProps = Omit<MobileMoneyDeps, 'track'> & {
  /** the wait between polls (the machine's `pollInterval` delay); the app's 3 s when not given */
  pollIntervalMs?: number;
  /** the machine's timers run on the story's clock, moved by the play function (support/storyClock.ts) */
  drivenClock?: boolean;
};

/** The page's connected screen (what the route renders) with the story's doubles as its services. */
function ConnectedMobileMoney({ pollIntervalMs, drivenClock, ...deps }: ConnectedProps) {
  return (
    <ConnectedMobileMoneyPayment
      services={{ ...deps, track }}
      input={{ plan: catalogPlan('plan_standard_monthly') }}
      pollIntervalMs={pollIntervalMs}
      {...clockOption(clock, drivenClock)}
    />
  );
}

const meta = {
  title: 'Flows/Billing/Mobile money payment',
  component: ConnectedMobileMoney,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The real `mobileMoneyPayment` machine driving MobileMoneyPaymentScreen, with its server calls mocked. Each play function picks a cycle, types a number and asserts the state the machine moves to. It renders ConnectedMobileMoneyPayment, the same component the route renders.',
      },
    },
  },
  args: {
    findPaymentInProgress: async (): Promise<ResumedPayment | null> => null,
    payWithRetry: async (): Promise<PaymentOutcome> => ({ payment: samplePayment('succeeded'), error: null }),
    pollStatus: () => never<PaymentOutcome>(),
    cancelPayment: async (): Promise<PaymentOutcome> => ({ payment: samplePayment('cancelled'), error: null }),
    submitVoucher: async (_paymentId: string, _otp: string): Promise<PaymentOutcome> => ({
      payment: samplePayment('succeeded'),
      error: null,
    }),
  },
  beforeEach: () => {
    clearLiveAnnouncer();
    track.mockClear();
    clock = new StoryClock();
  },
} satisfies Meta<typeof ConnectedMobileMoney>;

export default meta;
type Story = StoryObj<typeof meta>;

async function toPayment(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Continue to Payment' }));
  await userEvent.type(canvas.getByRole('textbox', { name: /Mobile money number/ }), '0551234987');
  await expect(canvas.getByText('Auto-detected: MTN | 055 123 4987')).toBeVisible();
}

export const PaysAndCompletes: Story = {
  name: 'Pays (details -> payment -> processing -> complete)',
  parameters: { machine: 'mobileMoneyPayment', state: 'complete' },
  args: {
    payWithRetry: async () => ({ payment: samplePayment('processing'), error: null }),
    pollStatus: async () => ({ payment: samplePayment('succeeded'), error: null }),
    drivenClock: true,
  },
  play: async ({ canvas }) => {
    await toPayment(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay GH₵ 100.00' }));
    await expect(await canvas.findByText(/Dial \*170# if no prompt appears/)).toBeVisible();
    // the 3 s before the first poll are moved by the play function, not waited for
    await clock.scheduled();
    clock.advance(POLL_INTERVAL_MS);
    await expect(await canvas.findByText('Payment Successful! Your subscription has been activated.')).toBeVisible();
    await expect(track).toHaveBeenCalledWith('payment_completed', expect.objectContaining({ amount: 100 }));
    clearLiveAnnouncer();
  },
};

const VOUCHER_TEXT = 'Please dial *110# to generate a voucher code. Then input the voucher';
const askingForVoucher = samplePayment('processing', {
  network: 'VODAFONE',
  display_text: VOUCHER_TEXT,
  awaiting_otp: true,
});
const wrongVoucher = new PaymentProblem(
  { user_friendly_message: BILLING_MESSAGES.voucherRejected, retry_suggested: true, support_contact: supportContact },
  'voucher_rejected',
);

export const PaysByVoucher: Story = {
  name: 'Pays by Telecel voucher (a wrong code first, then the right one)',
  parameters: { machine: 'mobileMoneyPayment', state: 'voucher.submitting' },
  args: {
    payWithRetry: async () => ({ payment: askingForVoucher, error: null }),
    submitVoucher: fn(async (_id: string, otp: string) => {
      if (otp !== '123456') throw wrongVoucher;
      return { payment: samplePayment('succeeded', { network: 'VODAFONE' }), error: null };
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue to Payment' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile money number/ }), '0201234110');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay GH₵ 100.00' }));
    // focus moves to the voucher step's heading; the network's instruction is announced
    const heading = await canvas.findByRole('heading', { name: 'Enter your voucher code' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(VOUCHER_TEXT);
    const field = canvas.getByRole('textbox', { name: /Voucher code/ });
    // not digits: said at the field, nothing sent
    await userEvent.type(field, 'abc{Enter}');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(BILLING_MESSAGES.voucherInvalid));
    await expect(args.submitVoucher).not.toHaveBeenCalled();
    // a wrong code: refused at the field, focus back on it, the payment still open
    await userEvent.clear(field);
    await userEvent.type(field, '654321{Enter}');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(BILLING_MESSAGES.voucherRejected)),
    );
    await waitFor(() => expect(field).toHaveFocus());
    await expect(args.submitVoucher).toHaveBeenCalledWith('pay_7f3a9c', '654321');
    // the right one
    await userEvent.clear(field);
    await userEvent.type(field, '123456{Enter}');
    await expect(await canvas.findByText('Payment Successful! Your subscription has been activated.')).toBeVisible();
    await expect(track).toHaveBeenCalledWith('payment_completed', expect.objectContaining({ amount: 100 }));
    clearLiveAnnouncer();
  },
};

export const DeclinedBackToPayment: Story = {
  name: 'Declined on the phone (back to payment with the error)',
  parameters: { machine: 'mobileMoneyPayment', state: 'payment' },
  args: {
    payWithRetry: async () => ({
      payment: samplePayment('failed', { failure_reason: 'Declined' }),
      error: {
        user_friendly_message: BILLING_MESSAGES.declined,
        retry_suggested: true,
        support_contact: supportContact,
      },
    }),
  },
  play: async ({ canvas }) => {
    await toPayment(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay GH₵ 100.00' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Payment Error');
    // the machine writes the spec's 'Payment failed: {reason}' (§8) from the server's plain reason
    await expect(alert).toHaveTextContent(paymentFailedReason(BILLING_MESSAGES.declined));
    await expect(alert).toHaveTextContent(`You can try again or contact support at ${supportContact}`);
  },
};

export const WaitsForApproval: Story = {
  name: 'Waits for approval (processing)',
  parameters: { machine: 'mobileMoneyPayment', state: 'processing.polling' },
  args: { payWithRetry: async () => ({ payment: samplePayment('pending', { network: 'MTN' }), error: null }) },
  play: async ({ canvas }) => {
    await toPayment(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay GH₵ 100.00' }));
    await expect(await canvas.findByRole('heading', { name: 'Waiting for your approval' })).toBeVisible();
    await expect(canvas.getByText('0:00')).toBeVisible();
    clearLiveAnnouncer();
  },
};

export const ResumesOnReload: Story = {
  name: 'Resumes the payment in progress after a reload',
  parameters: { machine: 'mobileMoneyPayment', state: 'resuming' },
  args: {
    findPaymentInProgress: async () => ({
      payment: samplePayment('processing', { network: 'VODAFONE' }),
      cycle: 'monthly',
    }),
    payWithRetry: fn(async () => ({ payment: samplePayment('succeeded'), error: null })),
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(/Dial \*110# if no prompt appears/)).toBeVisible();
    await waitFor(() => expect(args.payWithRetry).not.toHaveBeenCalled());
  },
};

/**
 * The network of the reconnecting story: the status polls fail as the real client fails them offline
 * (a PaymentProblem with 'Network error') until the play function brings the connection back.
 */
const network = { online: true, failedPolls: 0 };
const offlinePoll = new PaymentProblem({
  user_friendly_message: BILLING_MESSAGES.networkError,
  retry_suggested: true,
  support_contact: supportContact,
});
const FAILED_POLLS = 2;

export const ReconnectsAndCompletes: Story = {
  name: 'Connection lost while waiting, then back: the payment completes',
  parameters: { machine: 'mobileMoneyPayment', state: 'processing.reconnecting' },
  args: {
    pollIntervalMs: 200,
    payWithRetry: async () => ({ payment: samplePayment('processing'), error: null }),
    pollStatus: fn(async () => {
      if (!network.online) {
        network.failedPolls += 1;
        throw offlinePoll;
      }
      return { payment: samplePayment('succeeded'), error: null };
    }),
  },
  beforeEach: () => {
    network.online = false;
    network.failedPolls = 0;
    return () => {
      network.online = true;
    };
  },
  play: async ({ canvas, canvasElement, args }) => {
    await toPayment(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay GH₵ 100.00' }));

    // Offline: the first poll fails and the page says so, assertively, on the processing step.
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText('Connection lost')).toBeVisible();
    await expect(alert).toHaveTextContent(
      'Network error. Please check your connection. Your payment is safe: we keep checking it and continue as soon as you are back online.',
    );
    await expect(canvas.getByRole('heading', { name: 'Waiting for your approval' })).toBeVisible();
    await expect(canvas.getByText('Dial *170# if no prompt appears')).toBeVisible();
    await expect(canvas.getByText('SKY-1763805600000-A1B2C3')).toBeVisible();
    // The alert is announced, it does not take the focus away from where the customer is.
    await expect(alert).not.toContainElement(document.activeElement as HTMLElement | null);

    // The page keeps trying while offline (each failed poll is followed by another), the alert stays.
    await waitFor(() => expect(network.failedPolls).toBeGreaterThanOrEqual(FAILED_POLLS));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Connection lost');

    // Back online: the next poll answers 'succeeded' and the payment completes.
    network.online = true;
    await expect(await canvas.findByRole('heading', { name: 'Payment complete' })).toBeVisible();
    await expect(args.pollStatus).toHaveBeenCalledTimes(network.failedPolls + 1);
    const success = canvas.getByText('Payment Successful! Your subscription has been activated.');
    await expect(success.closest('[role="status"]')).not.toBeNull();
    // The connection problem is no longer announced, and nothing else is alarming.
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText('Connection lost')).toBeNull();
    await expect(track).toHaveBeenCalledWith('payment_completed', expect.objectContaining({ amount: 100 }));

    // Focus is not left on a button that went away: from where it is, the keyboard reaches the next steps.
    await expect(canvasElement.ownerDocument.activeElement?.isConnected).toBe(true);
    const toDashboard = canvas.getByRole('link', { name: 'Go to Dashboard' });
    for (let i = 0; i < 10 && document.activeElement !== toDashboard; i += 1) await userEvent.tab();
    await expect(toDashboard).toHaveFocus();
    // A stable last screen for the visual suite: no focus ring, no pending announcement.
    toDashboard.blur();
    clearLiveAnnouncer();
  },
};
