import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MobileMoneyPaymentScreen } from '../../../src/features/billing/MobileMoneyPaymentScreen';
import { BILLING_MESSAGES } from '../../../src/features/billing/messages';
import {
  type MobileMoneyDeps,
  type PaymentOutcome,
  provideMobileMoneyPayment,
  type ResumedPayment,
} from '../../../src/features/billing/mobileMoneyPayment.machine';
import { toMobileMoneyView } from '../../../src/features/billing/mobileMoneyPayment.view';
import { useMachineView } from '../../../src/machines/useMachineView';
import { catalogPlan, clearLiveAnnouncer, never, samplePayment, supportContact } from './billingKit';

const track = fn();

function ConnectedMobileMoney(deps: Omit<MobileMoneyDeps, 'track'>) {
  const [view, send] = useMachineView(() => provideMobileMoneyPayment({ ...deps, track }), toMobileMoneyView, {
    input: { plan: catalogPlan('plan_standard_monthly') },
  });
  return (
    <MobileMoneyPaymentScreen
      view={view}
      onCycleChange={(cycle) => send({ type: 'cycle.change', cycle })}
      onContinue={() => send({ type: 'step.continue' })}
      onBack={() => send({ type: 'step.back' })}
      onNumberChange={(value) => send({ type: 'number.change', value })}
      onNetworkChange={(network) => send({ type: 'network.change', network })}
      onSubmit={() => send({ type: 'form.submit' })}
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
          'The real `mobileMoneyPayment` machine driving MobileMoneyPaymentScreen, with its server calls mocked. Each play function picks a cycle, types a number and asserts the state the machine moves to. Not a component to reuse: it documents the wiring the route does.',
      },
    },
  },
  args: {
    findPaymentInProgress: async (): Promise<ResumedPayment | null> => null,
    payWithRetry: async (): Promise<PaymentOutcome> => ({ payment: samplePayment('succeeded'), error: null }),
    pollStatus: () => never<PaymentOutcome>(),
  },
  beforeEach: () => {
    clearLiveAnnouncer();
    track.mockClear();
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
  },
  play: async ({ canvas }) => {
    await toPayment(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay GH₵ 100.00' }));
    await expect(await canvas.findByText(/Dial \*170# if no prompt appears/)).toBeVisible();
    await expect(
      await canvas.findByText('Payment Successful! Your subscription has been activated.', {}, { timeout: 6000 }),
    ).toBeVisible();
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
    await expect(alert).toHaveTextContent(BILLING_MESSAGES.declined);
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
