import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ConnectedPopupPayment } from '../../../src/features/billing/ConnectedPopupPayment';
import { BILLING_MESSAGES } from '../../../src/features/billing/messages';
import {
  CHECKOUT_TIMEOUT_MS,
  type CheckoutListener,
  REDIRECT_MS,
  SCRIPT_TIMEOUT_MS,
} from '../../../src/features/billing/popupPayment.machine';
import { clockOption, StoryClock } from '../../support/storyClock';
import { clearLiveAnnouncer, never } from './billingKit';

const goToDashboard = fn();

/**
 * The payment ended in the failure box: the product's line and the reason, and the box (around the alert)
 * has focus, after the next frame.
 */
async function expectFailure(
  canvas: { findByRole: (role: 'alert') => Promise<HTMLElement> },
  reason: string,
  line: string = BILLING_MESSAGES.paymentCancelledOrFailed,
) {
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent(line);
  await expect(alert).toHaveTextContent(reason);
  await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
  clearLiveAnnouncer();
}
let clock = new StoryClock();
const checkout = {
  publicKey: 'pk_test_x',
  email: 'ama@example.com',
  amount: 10000,
  currency: 'GHS' as const,
  reference: 'SKY-1763805600000-A1B2C3',
  accessCode: 'abc',
};

/** What the provider's inline script does once the checkout opens: calls (some of) its callbacks. */
type Checkout = (on: CheckoutListener) => void;

function ConnectedPopup({
  checkout: says,
  script,
  locked,
  drivenClock,
}: {
  checkout: Checkout;
  /** loading the inline script (its load event) */
  script: () => Promise<void>;
  locked: boolean;
  drivenClock?: boolean;
}) {
  return (
    <ConnectedPopupPayment
      email="ama@example.com"
      services={{
        acquireLock: async () => {
          if (locked) throw new Error('locked');
        },
        releaseLock: () => {},
        loadScript: script,
        initialize: async () => checkout,
        openPopup: (_checkout, on) => {
          queueMicrotask(() => says(on));
          return () => {};
        },
        verifyPayment: async () => ({ paid: true, reason: null }),
        track: () => {},
        goToDashboard,
        goToLogin: () => {},
      }}
      {...clockOption(clock, drivenClock)}
    />
  );
}

const meta = {
  title: 'Flows/Billing/Payment (popup)',
  component: ConnectedPopup,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The real `popupPayment` machine driving PopupPaymentScreen with the provider's inline script mocked by what its callbacks say: paid (onLoad, onSuccess, our server's verification, then the dashboard after 3 s), closed (onCancel), an invalid access code (onError), a checkout that never calls onLoad (blocked, after the checkout time-out), a script that never loads (after 15 s) and a second payment refused by the lock. Each outcome takes focus.",
      },
    },
  },
  args: {
    checkout: (on: CheckoutListener) => {
      on.loaded();
      on.paid(checkout.reference);
    },
    script: async () => {},
    locked: false,
  },
  beforeEach: () => {
    clearLiveAnnouncer();
    goToDashboard.mockClear();
    clock = new StoryClock();
  },
} satisfies Meta<typeof ConnectedPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pays: Story = {
  name: 'Pays (processing -> success -> dashboard)',
  parameters: { machine: 'popupPayment', state: 'success' },
  // the 3 s before the dashboard are moved by the play function (support/storyClock.ts), not waited for
  args: { drivenClock: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Mobile Money' }));
    await expect(await canvas.findByText(checkout.reference)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Payment successful' })).toHaveFocus());
    await clock.scheduled();
    await expect(goToDashboard).not.toHaveBeenCalled();
    clock.advance(REDIRECT_MS - 1);
    await expect(goToDashboard).not.toHaveBeenCalled();
    clock.advance(1);
    await expect(goToDashboard).toHaveBeenCalledTimes(1);
    clearLiveAnnouncer();
  },
};

export const Closed: Story = {
  name: 'Popup closed (-> failed, cancelled)',
  parameters: { machine: 'popupPayment', state: 'failed' },
  args: { checkout: (on) => on.closed() },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Mobile Money' }));
    await expectFailure(canvas, BILLING_MESSAGES.paymentCancelled);
  },
};

export const InvalidAccessCode: Story = {
  name: 'Invalid or expired access code (onError -> failed)',
  parameters: { machine: 'popupPayment', state: 'failed' },
  args: { checkout: (on) => on.failed('This checkout link is not valid or has expired.') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Mobile Money' }));
    await expectFailure(canvas, BILLING_MESSAGES.popupOpenFailed);
  },
};

export const ScriptNeverLoads: Story = {
  name: 'Script never loads (timed out after 15 s)',
  parameters: { machine: 'popupPayment', state: 'processing.loadingScript' },
  args: { script: () => never(), drivenClock: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Mobile Money' }));
    await expect(await canvas.findByText('Loading the payment system...')).toBeVisible();
    await clock.scheduled();
    clock.advance(SCRIPT_TIMEOUT_MS - 1);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    clock.advance(1);
    await expectFailure(canvas, BILLING_MESSAGES.paystackScriptTimeout, BILLING_MESSAGES.paystackLoadFailed);
  },
};

export const Blocked: Story = {
  name: 'Checkout never loads (blocked, after the checkout time-out)',
  parameters: { machine: 'popupPayment', state: 'processing.paying.opening' },
  args: { checkout: () => {}, drivenClock: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Mobile Money' }));
    await expect(await canvas.findByText('Complete the payment in the payment window.')).toBeVisible();
    await clock.scheduled(); // the checkout is opening: it has its time to call onLoad
    clock.advance(CHECKOUT_TIMEOUT_MS - 1);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    clock.advance(1);
    await expectFailure(canvas, BILLING_MESSAGES.popupBlocked);
  },
};

export const Loaded: Story = {
  name: 'Checkout shown (onLoad -> open, waiting for the customer)',
  parameters: { machine: 'popupPayment', state: 'processing.paying.open' },
  args: { checkout: (on) => on.loaded(), drivenClock: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Mobile Money' }));
    await expect(await canvas.findByText('Complete the payment in the payment window.')).toBeVisible();
    // no time-out runs once the checkout is shown: the customer may take their time
    clock.advance(CHECKOUT_TIMEOUT_MS * 4);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Processing payment/ })).toBeVisible();
  },
};

export const Locked: Story = {
  name: 'Second payment refused by the lock',
  parameters: { machine: 'popupPayment', state: 'processing.locking' },
  args: { locked: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Mobile Money' }));
    await expectFailure(canvas, BILLING_MESSAGES.paymentInProgress);
  },
};
