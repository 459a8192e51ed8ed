import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConnectedPaymentTest } from '../../../src/features/billing/ConnectedPaymentTest';
import type { PaymentTestDeps, TestData, TestPayResult } from '../../../src/features/billing/paymentTest.machine';
import { never } from './billingKit';

const data = {
  numbers: [
    {
      number: '0551234987',
      network: 'MTN',
      behaviour: "Paystack's MTN test number: the phone approves after a few seconds",
    },
    { number: '0551234000', network: 'MTN', behaviour: 'Sandbox only: the customer declines' },
  ],
  cards: [
    { number: '4084084084084081', cvv: '408', pin: null, otp: null, behaviour: 'Success' },
    { number: '4084080000005408', cvv: '001', pin: null, otp: null, behaviour: 'Declined' },
  ],
};
const payTest = fn();

/** The page's connected screen (what the route renders) with the story's doubles as its services. */
function PaymentTestFlow(deps: PaymentTestDeps) {
  return <ConnectedPaymentTest services={deps} />;
}

const meta = {
  title: 'Flows/Billing/Payment test page',
  component: PaymentTestFlow,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The development-only /payment-test page with the real `paymentTest` machine and the popup mocked: plans basic, pro and enterprise, default amount 50, the sandbox test cards and numbers, and the test-page alerts.',
      },
    },
  },
  args: {
    loadTestData: async (): Promise<TestData> => data,
    payTest: async (input): Promise<TestPayResult> => {
      payTest(input);
      return { outcome: 'success', reference: 'SKY-1763805600000-A1B2C3' };
    },
  },
  beforeEach: () => payTest.mockClear(),
} satisfies Meta<typeof PaymentTestFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: 'paymentTest', state: 'loading' },
  args: { loadTestData: () => never() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading test data...')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  },
};

export const Idle: Story = {
  parameters: { machine: 'paymentTest', state: 'idle' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('4084084084084081')).toBeVisible();
    await expect(canvas.getByText('0551234987')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveValue('50');
    for (const plan of ['basic', 'pro', 'enterprise'])
      await expect(canvas.getByRole('radio', { name: plan })).toBeVisible();
  },
};

export const PaysAndSucceeds: Story = {
  name: 'Paying -> success alert',
  parameters: { machine: 'paymentTest', state: 'paying' },
  play: async ({ canvas }) => {
    await canvas.findByText('4084084084084081');
    await userEvent.click(canvas.getByRole('radio', { name: 'pro' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pay test amount' }));
    await expect(await canvas.findByText('Payment successful. Reference: SKY-1763805600000-A1B2C3')).toBeVisible();
    await expect(payTest).toHaveBeenCalledWith({ plan: 'pro', amount: 50 });
  },
};

export const Cancelled: Story = {
  name: 'Idle: Payment was cancelled',
  parameters: { machine: 'paymentTest', state: 'idle' },
  args: { payTest: async () => ({ outcome: 'closed' as const }) },
  play: async ({ canvas }) => {
    await canvas.findByText('4084084084084081');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay test amount' }));
    await expect(await canvas.findByText('Payment was cancelled')).toBeVisible();
  },
};

export const Errored: Story = {
  name: 'Idle: Payment error',
  parameters: { machine: 'paymentTest', state: 'idle' },
  args: {
    payTest: async () => {
      throw new Error('Insufficient amount. You sent GH₵ 50.00 but the price is GH₵ 500.00.');
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('4084084084084081');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay test amount' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Payment error: Insufficient amount. You sent GH₵ 50.00 but the price is GH₵ 500.00.',
    );
  },
};

export const InvalidAmount: Story = {
  name: 'Idle: amount below GH₵ 1.00',
  parameters: { machine: 'paymentTest', state: 'idle' },
  play: async ({ canvas }) => {
    await canvas.findByText('4084084084084081');
    const amount = canvas.getByRole('textbox', { name: /Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay test amount' }));
    await expect(await canvas.findByText('Minimum payment amount is GH₵ 1.00')).toBeVisible();
    await expect(payTest).not.toHaveBeenCalled();
  },
};
