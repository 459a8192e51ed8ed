import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConnectedPaymentCallback } from '../../../src/features/billing/ConnectedPaymentCallback';
import type { CallbackVerifiers } from '../../../src/features/billing/callbackVerification';
import type { PaymentOutcomeRecord } from '../../../src/features/billing/contract';
import * as paymentCallbackMachine from '../../../src/features/billing/paymentCallback.machine';
import { runNow } from '../../support/runNow';

const machine = runNow(paymentCallbackMachine);

const paystackAnswer = (status: string) => ({
  status: true,
  message: 'Verification successful',
  data: {
    status,
    reference: 'SKY-1763805600000-A1B2C3',
    amount: 10000,
    currency: 'GHS',
    channel: 'card',
    gateway_response: status === 'success' ? 'Approved' : 'Declined',
    paid_at: '2026-11-22T10:00:00.000Z',
  },
});

/** Our public answer for a reference (GET /api/billing/callback/:reference): a payment the phone declined. */
const declinedOutcome: PaymentOutcomeRecord = {
  reference: 'SKY-1763805600000-A1B2C3D4',
  status: 'failed',
  amount: 10000,
  currency: 'GHS',
  method: 'mobile_money',
  date: '2026-11-22T10:00:00.000Z',
  transaction_id: null,
  failure_reason: 'Declined by customer',
};

function ConnectedCallback({
  search,
  paystackStatus,
  outcome,
}: {
  search: string;
  paystackStatus: string;
  /** when given, the public answer is used (as the app does for our references) */
  outcome?: PaymentOutcomeRecord;
}) {
  const verifiers: CallbackVerifiers = {
    ...(outcome ? { outcome: async () => outcome } : {}),
    paystack: async () => paystackAnswer(paystackStatus),
    flutterwave: async () => ({ status: 'error', message: 'No transaction was found for this id', data: null }),
  };
  return <ConnectedPaymentCallback services={verifiers} search={new URLSearchParams(search)} machine={machine} />;
}

const meta = {
  title: 'Flows/Billing/Payment callback',
  component: ConnectedCallback,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The real `paymentCallback` machine with the real verification rule and the provider answers mocked: a Paystack answer with status true but data.status failed is a failed payment, not a paid one.',
      },
    },
  },
  args: { search: '?trxref=SKY-1763805600000-A1B2C3&reference=SKY-1763805600000-A1B2C3', paystackStatus: 'success' },
} satisfies Meta<typeof ConnectedCallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VerifiesPaid: Story = {
  name: 'Verifies a paid Paystack return (verifying -> success)',
  parameters: { machine: 'paymentCallback', state: 'success' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(canvas.getByText('Card')).toBeVisible();
  },
};

export const StatusTrueButFailed: Story = {
  name: 'Paystack status true, data.status failed (-> failed)',
  parameters: { machine: 'paymentCallback', state: 'failed' },
  args: { paystackStatus: 'failed' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(canvas.getByText('Paystack payment verification failed')).toBeVisible();
  },
};

export const FailedWithProviderReason: Story = {
  name: "A payment the provider failed ('Payment failed: {reason}', Try Payment Again)",
  parameters: { machine: 'paymentCallback', state: 'failed' },
  args: { search: '?reference=SKY-1763805600000-A1B2C3D4', outcome: declinedOutcome },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(canvas.getByText('Payment failed: Declined by customer')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try Payment Again' })).toBeVisible();
  },
};

export const FlutterwaveCancelled: Story = {
  name: 'Flutterwave cancelled (-> cancelled)',
  parameters: { machine: 'paymentCallback', state: 'cancelled' },
  args: { search: '?status=cancelled&tx_ref=SKY-T1' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
  },
};

export const NoParameters: Story = {
  name: 'No parameters (-> failed: Invalid payment parameters)',
  parameters: { machine: 'paymentCallback', state: 'verifying' },
  args: { search: '' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Invalid payment parameters')).toBeVisible();
  },
};
