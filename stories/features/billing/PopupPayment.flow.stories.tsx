import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { pesewasToCedis } from '../../../src/domain/format/money';
import { findPlan } from '../../../src/domain/plans';
import { BILLING_MESSAGES } from '../../../src/features/billing/messages';
import { PopupPaymentScreen } from '../../../src/features/billing/PopupPaymentScreen';
import {
  POPUP_CHECK_MS,
  type PopupResult,
  providePopupPayment,
  REDIRECT_MS,
} from '../../../src/features/billing/popupPayment.machine';
import { toPopupPaymentView } from '../../../src/features/billing/popupPayment.view';
import { useMachineView } from '../../../src/machines/useMachineView';
import { clockOption, StoryClock } from '../../support/storyClock';
import { clearLiveAnnouncer, never } from './billingKit';

const goToDashboard = fn();
let clock = new StoryClock();
const checkout = {
  publicKey: 'pk_test_x',
  email: 'ama@example.com',
  amount: 10000,
  currency: 'GHS' as const,
  reference: 'SKY-1763805600000-A1B2C3',
  accessCode: 'abc',
};

function ConnectedPopup({
  popup,
  shown,
  locked,
  drivenClock,
}: {
  popup: () => Promise<PopupResult>;
  shown: boolean;
  locked: boolean;
  drivenClock?: boolean;
}) {
  const [view, send] = useMachineView(
    () =>
      providePopupPayment({
        acquireLock: async () => {
          if (locked) throw new Error('locked');
        },
        releaseLock: () => {},
        loadScript: async () => {},
        initialize: async () => checkout,
        openPopup: popup,
        isPopupShown: async () => shown,
        verifyPayment: async () => ({ paid: true, reason: null }),
        track: () => {},
        amountOf: (id) => pesewasToCedis(findPlan(id)?.priceMonthly ?? 0),
        goToDashboard,
        goToLogin: () => {},
      }),
    toPopupPaymentView,
    {
      input: { email: 'ama@example.com', planIds: ['skylink-student', 'skylink-home', 'skylink-business'] },
      ...clockOption(clock, drivenClock),
    },
  );
  return (
    <PopupPaymentScreen
      view={view}
      onSelect={(planId) => send({ type: 'plan.select', planId })}
      onPay={() => send({ type: 'pay.start' })}
      onRetry={() => send({ type: 'pay.retry' })}
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
          'The real `popupPayment` machine driving PopupPaymentScreen with the provider popup mocked: paid (success, then the dashboard after 3 s), closed, blocked and a second payment refused by the lock.',
      },
    },
  },
  args: {
    popup: async (): Promise<PopupResult> => ({ outcome: 'success', reference: checkout.reference }),
    shown: true,
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
  args: { popup: async () => ({ outcome: 'closed' as const }) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Mobile Money' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(BILLING_MESSAGES.paymentCancelledOrFailed);
    await expect(alert).toHaveTextContent(BILLING_MESSAGES.paymentCancelled);
    clearLiveAnnouncer();
  },
};

export const Blocked: Story = {
  name: 'Popup blocked (checked after 1 s)',
  parameters: { machine: 'popupPayment', state: 'processing.paying.checking' },
  args: { popup: () => never<PopupResult>(), shown: false, drivenClock: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Mobile Money' }));
    await expect(await canvas.findByText('Complete the payment in the payment window.')).toBeVisible();
    await clock.scheduled(); // the popup is opening: the check waits its second
    clock.advance(POPUP_CHECK_MS - 1);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    clock.advance(1);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(BILLING_MESSAGES.popupBlocked);
    clearLiveAnnouncer();
  },
};

export const Locked: Story = {
  name: 'Second payment refused by the lock',
  parameters: { machine: 'popupPayment', state: 'processing.locking' },
  args: { locked: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Mobile Money' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(BILLING_MESSAGES.paymentInProgress);
    clearLiveAnnouncer();
  },
};
