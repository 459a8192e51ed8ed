import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  BILLING_MESSAGES,
  paymentFailedReason,
  paymentValidationFailed,
  paymentVerificationFailed,
} from '../../../src/features/billing/messages';
import { PopupPaymentScreen } from '../../../src/features/billing/PopupPaymentScreen';
import type { PopupPaymentContext } from '../../../src/features/billing/popupPayment.machine';
import { toPopupPaymentView } from '../../../src/features/billing/popupPayment.view';
import { snapshotAt } from './billingKit';

const base: PopupPaymentContext = {
  email: 'ama.mensah@example.com',
  planIds: ['skylink-student', 'skylink-home', 'skylink-business'],
  planId: 'skylink-student',
  checkout: null,
  reference: null,
  reason: null,
  failureCode: null,
};
const at = (state: string, context: Partial<PopupPaymentContext> = {}) =>
  toPopupPaymentView(snapshotAt(state, { ...base, ...context }));

const meta = {
  title: 'Screens/Billing/Payment (popup)',
  component: PopupPaymentScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The /payment page, one story per state of the `popupPayment` machine: three packages, "Paying as {email}", the payment lock, loading the provider script (15 s), the checkout (opening until its onLoad, blocked after the checkout time-out; open), verification, success with the reference (redirect after 3 s) and every failure text.',
      },
    },
  },
  args: { view: at('idle'), onSelect: fn(), onPay: fn(), onRetry: fn() },
} satisfies Meta<typeof PopupPaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  parameters: { machine: 'popupPayment', state: 'idle' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Paying as ama.mensah@example.com')).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('radio', { name: /Home — GH₵ 850.00\/month/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('skylink-home');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Mobile Money' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const NoEmail: Story = {
  parameters: { machine: 'popupPayment', state: 'noEmail' },
  args: { view: at('noEmail', { email: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please login to make a payment');
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  },
};

const processingStory = (parameters: { machine: 'popupPayment'; state: string }, text: RegExp): Story => ({
  parameters,
  args: { view: at(parameters.state) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Processing payment\.\.\./ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getAllByText(text)[0]).toBeVisible();
  },
});

export const Processing = processingStory({ machine: 'popupPayment', state: 'processing' }, /Starting your payment/);
export const ProcessingLocking = processingStory(
  { machine: 'popupPayment', state: 'processing.locking' },
  /Starting your payment/,
);
export const ProcessingLoadingScript = processingStory(
  { machine: 'popupPayment', state: 'processing.loadingScript' },
  /Loading the payment system/,
);
export const ProcessingInitializing = processingStory(
  { machine: 'popupPayment', state: 'processing.initializing' },
  /Preparing your payment/,
);
export const ProcessingPaying = processingStory(
  { machine: 'popupPayment', state: 'processing.paying' },
  /Complete the payment in the payment window/,
);
export const ProcessingPayingOpening = processingStory(
  { machine: 'popupPayment', state: 'processing.paying.opening' },
  /payment window/,
);
export const ProcessingPayingOpen = processingStory(
  { machine: 'popupPayment', state: 'processing.paying.open' },
  /payment window/,
);
export const ProcessingVerifying = processingStory(
  { machine: 'popupPayment', state: 'processing.verifying' },
  /Verifying your payment/,
);

export const Success: Story = {
  parameters: { machine: 'popupPayment', state: 'success' },
  args: { view: at('success', { reference: 'SKY-1763805600000-A1B2C3' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('SKY-1763805600000-A1B2C3')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard?payment=success',
    );
  },
};

const failedStory = (reason: string, line: string = BILLING_MESSAGES.paymentCancelledOrFailed): Story => ({
  parameters: { machine: 'popupPayment', state: 'failed' },
  args: { view: at('failed', { reason }) },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(line);
    await expect(alert).toHaveTextContent(reason);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});

export const FailedCancelled = failedStory(BILLING_MESSAGES.paymentCancelled);
export const FailedInProgress = failedStory(BILLING_MESSAGES.paymentInProgress);
export const FailedPopupBlocked = failedStory(BILLING_MESSAGES.popupBlocked);
export const FailedPopupOpen = failedStory(BILLING_MESSAGES.popupOpenFailed);
export const FailedVerification = failedStory(BILLING_MESSAGES.paystackVerificationFailed);
export const FailedScript = failedStory(BILLING_MESSAGES.paystackScriptFailed, BILLING_MESSAGES.paystackLoadFailed);
export const FailedScriptTimeout = failedStory(
  BILLING_MESSAGES.paystackScriptTimeout,
  BILLING_MESSAGES.paystackLoadFailed,
);
export const FailedScriptInit = failedStory(BILLING_MESSAGES.paystackInitFailed, BILLING_MESSAGES.paystackLoadFailed);
export const FailedRateLimit = failedStory('Rate limit exceeded. Try again at 14:05:09');
export const FailedBreaker = failedStory(
  'Payment service unavailable. Circuit breaker is open. Next attempt at 14:05:09',
);
export const FailedWithReason = failedStory(paymentFailedReason('Insufficient funds'));
export const FailedValidation = failedStory(paymentValidationFailed('Please provide a valid email address'));
export const FailedVerificationReason = failedStory(paymentVerificationFailed('Transaction reference not found'));
