import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { paths } from '../../../src/domain/paths';
import { BILLING_MESSAGES, paymentFailedReason } from '../../../src/features/billing/messages';
import { PaymentCallbackScreen } from '../../../src/features/billing/PaymentCallbackScreen';
import type { PaymentCallbackContext } from '../../../src/features/billing/paymentCallback.machine';
import { toPaymentCallbackView } from '../../../src/features/billing/paymentCallback.view';
import { snapshotAt } from './billingKit';

const base: PaymentCallbackContext = {
  params: { kind: 'paystack', reference: 'SKY-1763805600000-A1B2C3' },
  verified: null,
  reason: null,
  canRetry: false,
};
const at = (state: string, context: Partial<PaymentCallbackContext> = {}) =>
  toPaymentCallbackView(snapshotAt(state, { ...base, ...context }));

const meta = {
  title: 'Screens/Billing/Payment callback',
  component: PaymentCallbackScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The public /payment/callback page, one story per state of the `paymentCallback` machine: verifying, success (amount, transaction id, method, date), failed (reason; Try Payment Again) and cancelled. Continue to Dashboard goes to /dashboard/billing; Contact Support to /support.',
      },
    },
  },
  args: { view: at('verifying') },
} satisfies Meta<typeof PaymentCallbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {
  parameters: { machine: 'paymentCallback', state: 'verifying' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verifying your payment...' })).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};

export const Success: Story = {
  parameters: { machine: 'paymentCallback', state: 'success' },
  args: {
    view: at('success', {
      verified: {
        paid: true,
        amount: 10000,
        currency: 'GHS',
        reference: 'SKY-1763805600000-A1B2C3',
        transactionId: '4099260516',
        method: 'Mobile Money',
        date: '2026-11-22T10:00:00.000Z',
        reason: null,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: BILLING_MESSAGES.callbackSuccessTitle })).toBeVisible();
    await expect(canvas.getByText(BILLING_MESSAGES.callbackSuccessText)).toBeVisible();
    for (const text of ['GH₵ 100.00', 'SKY-1763805600000-A1B2C3', '4099260516', 'Mobile Money', '22 Nov 2026, 10:00']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Continue to Dashboard' })).toHaveAttribute(
      'href',
      paths.dashboardBilling,
    );
    await expect(canvas.queryByRole('link', { name: 'Try Payment Again' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Contact Support' })).toBeNull();
  },
};

export const Failed: Story = {
  parameters: { machine: 'paymentCallback', state: 'failed' },
  args: { view: at('failed', { reason: paymentFailedReason(BILLING_MESSAGES.declined), canRetry: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(BILLING_MESSAGES.callbackFailedText);
    await expect(canvas.getByText('Payment failed: The payment was declined on your phone.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try Payment Again' })).toHaveAttribute('href', paths.payment);
    await expect(canvas.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', paths.support);
    await expect(canvas.getByRole('link', { name: 'Continue to Dashboard' })).toHaveAttribute(
      'href',
      paths.dashboardBilling,
    );
  },
};

export const FailedInvalidParameters: Story = {
  name: 'Failed: Invalid payment parameters',
  parameters: { machine: 'paymentCallback', state: 'failed' },
  args: { view: at('failed', { params: { kind: 'invalid' }, reason: BILLING_MESSAGES.invalidPaymentParameters }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invalid payment parameters')).toBeVisible();
    // nothing was paid or failed: no Try Payment Again
    await expect(canvas.queryByRole('link', { name: 'Try Payment Again' })).toBeNull();
  },
};

export const FailedVerification: Story = {
  name: 'Failed: Payment verification failed',
  parameters: { machine: 'paymentCallback', state: 'failed' },
  args: { view: at('failed', { reason: BILLING_MESSAGES.verificationFailed }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Payment verification failed')).toBeVisible();
    // the payment could not be verified (unknown reference, no network): not a failed payment, no retry
    await expect(canvas.queryByRole('link', { name: 'Try Payment Again' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', paths.support);
  },
};

/** The provider still waits (a prompt not yet approved): not a failure, so no Try Payment Again. */
export const Pending: Story = {
  parameters: { machine: 'paymentCallback', state: 'pending' },
  args: { view: at('pending') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: BILLING_MESSAGES.callbackPendingTitle })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(BILLING_MESSAGES.callbackPendingText);
    await expect(canvas.getByRole('link', { name: 'Continue to Dashboard' })).toHaveAttribute(
      'href',
      paths.dashboardBilling,
    );
    await expect(canvas.queryByRole('link', { name: 'Try Payment Again' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Contact Support' })).toBeNull();
  },
};

export const Cancelled: Story = {
  parameters: { machine: 'paymentCallback', state: 'cancelled' },
  args: { view: at('cancelled') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: BILLING_MESSAGES.callbackCancelledTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(BILLING_MESSAGES.callbackCancelledText)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', paths.support);
    await expect(canvas.queryByRole('link', { name: 'Try Payment Again' })).toBeNull();
  },
};
