import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaymentProblem } from '../../../src/features/billing/errors';
import { MobileMoneyPaymentScreen } from '../../../src/features/billing/MobileMoneyPaymentScreen';
import type { MobileMoneyPayInput, PaymentOutcome } from '../../../src/features/billing/mobileMoneyPayment.machine';
import { ConnectedRenewal } from '../../../src/features/subscriptions/ConnectedRenewal';
import type { RenewalRecord } from '../../../src/features/subscriptions/contract';
import { SUBSCRIPTIONS_MESSAGES as m } from '../../../src/features/subscriptions/messages';
import { renewalText as text } from '../../../src/features/subscriptions/renewal.view';
import type { RenewalPaymentCalls } from '../../../src/features/subscriptions/renewals';
import { clearLiveAnnouncer, samplePayment, supportContact } from '../billing/billingKit';
import { inGraceRenewal, sampleRenewal, TOKEN } from './renewalKit';

const track = fn();

interface FlowArgs {
  /** the renewal as the server answers each read, in turn (the last one repeats) */
  reads: (RenewalRecord | Error)[];
  payWithRetry: (input: MobileMoneyPayInput) => Promise<PaymentOutcome>;
  pollStatus: (paymentId: string) => Promise<PaymentOutcome>;
  /** the answer to a promise to pay */
  promise: (token: string, days: number) => Promise<RenewalRecord>;
}

/** The page's connected component (what /renew/:token renders) with the story's doubles as the link's calls. */
function ConnectedRenewalFlow({ reads, payWithRetry, pollStatus, promise }: FlowArgs) {
  const read = useRef(0);
  const open = async () => {
    const answer = reads[Math.min(read.current, reads.length - 1)] as RenewalRecord | Error;
    read.current += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const payments = (): RenewalPaymentCalls => ({
    findPaymentInProgress: async () => null,
    payWithRetry,
    pollStatus,
    submitVoucher: async () => ({ payment: samplePayment('succeeded'), error: null }),
    cancelPayment: async () => ({ payment: samplePayment('cancelled'), error: null }),
  });
  return (
    <ConnectedRenewal
      token={TOKEN}
      client={{ open, promise, payments }}
      PaymentSteps={MobileMoneyPaymentScreen}
      track={track}
      pollIntervalMs={20}
    />
  );
}

const renewed = sampleRenewal({ status: 'renewed', paid_until: '2027-01-10T00:00:00.000Z' });
const problem = (code: string, message: string) =>
  new PaymentProblem({ user_friendly_message: message, retry_suggested: false, support_contact: supportContact }, code);

const meta = {
  title: 'Flows/Subscriptions/Renewal link',
  component: ConnectedRenewalFlow,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The real `renewal` machine, with billing’s mobile money machine inside it, driving RenewalScreen; the link’s server calls are mocked. It renders ConnectedRenewal, the component the /renew/:token route renders.',
      },
    },
  },
  args: {
    reads: [sampleRenewal(), renewed],
    payWithRetry: fn(async () => ({ payment: samplePayment('succeeded'), error: null })),
    pollStatus: fn(async () => ({ payment: samplePayment('succeeded'), error: null })),
    promise: fn(async () => {
      throw problem('promise_unavailable', m.promiseUnavailable);
    }),
  },
  beforeEach: () => {
    clearLiveAnnouncer();
    track.mockClear();
  },
} satisfies Meta<typeof ConnectedRenewalFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RenewsWithTheSavedNumber: Story = {
  name: 'Renews with the number last paid with, and says the new date',
  parameters: { machine: 'renewal', state: 'renewed' },
  play: async ({ canvas, args }) => {
    const from = await canvas.findByRole('radiogroup', { name: 'Pay from' });
    await expect(within(from).getByRole('radio', { name: '055XXXX987 (MTN)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay GH₵ 100.00' }));
    // the number is the server's to use: the page never had it in full
    await expect(args.payWithRetry).toHaveBeenCalledWith(expect.objectContaining({ mobile_number: null }));
    const title = await canvas.findByRole('heading', { level: 2, name: text.renewedTitle });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your Standard Internet is renewed until 10 Jan 2027. Nothing more is due now.',
    );
    clearLiveAnnouncer();
  },
};

export const RenewsWithAnotherNumber: Story = {
  name: 'Renews with another number, approved on the phone',
  parameters: { machine: 'renewal', state: 'renewed' },
  args: { payWithRetry: fn(async () => ({ payment: samplePayment('processing'), error: null })) },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Another number or network' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile money number/ }), '0241234987');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay GH₵ 100.00' }));
    await expect(args.payWithRetry).toHaveBeenCalledWith(expect.objectContaining({ mobile_number: '0241234987' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: text.renewedTitle })).toBeVisible();
    await expect(args.pollStatus).toHaveBeenCalled();
    clearLiveAnnouncer();
  },
};

export const AlreadyRenewed: Story = {
  name: 'Opened after the period was paid (another tab, the dashboard)',
  parameters: { machine: 'renewal', state: 'renewed' },
  args: { reads: [renewed] },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(/renewed until 10 Jan 2027/);
    await expect(canvas.queryByRole('button', { name: /Pay/ })).toBeNull();
    await expect(args.payWithRetry).not.toHaveBeenCalled();
  },
};

export const TamperedLink: Story = {
  name: 'A link the server does not know',
  parameters: { machine: 'renewal', state: 'invalid' },
  args: { reads: [problem('renewal_link_invalid', m.renewalLinkInvalid)] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.renewalLinkInvalid);
  },
};

export const EndedService: Story = {
  name: 'The service it renews has ended',
  parameters: { machine: 'renewal', state: 'expired' },
  args: { reads: [problem('renewal_link_expired', m.renewalLinkExpired)] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.renewalLinkExpired);
  },
};

export const OfflineThenRetried: Story = {
  name: 'Offline on opening, then retried',
  parameters: { machine: 'renewal', state: 'failed' },
  args: { reads: [new TypeError('Failed to fetch'), sampleRenewal()] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.renewalLoadFailed);
    await userEvent.click(canvas.getByRole('button', { name: text.retry }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: text.title })).toHaveFocus());
    await expect(await canvas.findByRole('radiogroup', { name: 'Pay from' })).toBeVisible();
  },
};

const inGrace = inGraceRenewal();

export const AsksForMoreTimeThenRenews: Story = {
  name: 'In grace: asks for two more days, then renews',
  parameters: { machine: 'renewal', state: 'due.promised' },
  args: {
    reads: [inGrace, renewed],
    promise: fn(async (_token: string, days: number) => ({
      ...inGrace,
      suspends_at: '2026-12-07T08:00:00.000Z',
      promise: { days, available: false, max_days: 3 },
    })),
  },
  play: async ({ canvas, args }) => {
    const days = await canvas.findByRole('radiogroup', { name: text.promiseDays });
    await userEvent.click(within(days).getByRole('radio', { name: '2 days, until 7 Dec 2026' }));
    await userEvent.click(canvas.getByRole('button', { name: text.promiseAsk }));
    await expect(args.promise).toHaveBeenCalledWith(TOKEN, 2);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your service is held until 7 Dec 2026. Renew by then to keep it.',
    );
    clearLiveAnnouncer();
    // the payment steps went on meanwhile: renewing still works
    await userEvent.click(canvas.getByRole('button', { name: 'Pay GH₵ 100.00' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: text.renewedTitle })).toBeVisible();
    clearLiveAnnouncer();
  },
};

export const MoreTimeAlreadyAsked: Story = {
  name: 'In grace: more time asked for in another tab',
  parameters: { machine: 'renewal', state: 'due.promiseFailed' },
  args: {
    reads: [inGrace],
    promise: fn(async () => {
      throw problem('promise_already_made', m.promiseAlreadyMade);
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text.promiseAsk }));
    const refused = await canvas.findByRole('alert');
    await expect(refused).toHaveTextContent(m.promiseAlreadyMade);
    // the button that had focus is gone: focus is on why
    await waitFor(() => expect(refused.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: text.promiseAsk })).toBeNull();
  },
};
