import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../src/domain/paths';
import { MobileMoneyPaymentScreen } from '../../../src/features/billing/MobileMoneyPaymentScreen';
import type { MobileMoneyView } from '../../../src/features/billing/mobileMoneyPayment.view';
import { SUBSCRIPTIONS_MESSAGES as m } from '../../../src/features/subscriptions/messages';
import { RenewalScreen } from '../../../src/features/subscriptions/RenewalScreen';
import type { RenewalContext } from '../../../src/features/subscriptions/renewal.machine';
import { renewalText as text, toRenewalView } from '../../../src/features/subscriptions/renewal.view';
import { catalogPlan, snapshotAt } from '../billing/billingKit';
import { inGraceRenewal, paymentAt, sampleRenewal, TOKEN } from './renewalKit';

const at = (state: string, context: Partial<RenewalContext> = {}) =>
  toRenewalView(
    snapshotAt(state, {
      token: TOKEN,
      renewal: sampleRenewal(),
      plan: catalogPlan('plan_standard_monthly'),
      problem: null,
      promiseChoice: 1,
      promiseProblem: null,
      ...context,
    }),
  );

const inGrace = inGraceRenewal();

const handlers = {
  onCycleChange: fn(),
  onContinue: fn(),
  onBack: fn(),
  onNumberChange: fn(),
  onNetworkChange: fn(),
  onNumberChoose: fn(),
  onSubmit: fn(),
  onCancelPayment: fn(),
  onChangeNumber: fn(),
  onVoucherChange: fn(),
  onVoucherSubmit: fn(),
};

/** billing's payment steps as ConnectedRenewal renders them inside the page: embedded */
const steps = (payment: MobileMoneyView) => <MobileMoneyPaymentScreen view={payment} frame="embedded" {...handlers} />;

const meta = {
  title: 'Screens/Subscriptions/Renewal link',
  component: RenewalScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The /renew/:token page a reminder links to, one story per state of the `renewal` machine (`toRenewalView`). No sign-in: the first name, plan, paid-until and amount, then billing’s own mobile money steps embedded, the number last paid with offered first. A link that does not work, a service that has ended and a lost request each say so and lead to sign-in. Use only through its route.',
      },
    },
  },
  args: {
    view: at('reading.opening'),
    paymentSteps: null,
    onRetry: fn(),
    onPromiseChoose: fn(),
    onPromiseAsk: fn(),
  },
} satisfies Meta<typeof RenewalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: 'renewal', state: 'reading.opening' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: text.loading })).toBeVisible();
  },
};

export const ReadingMobile: Story = {
  name: 'Reading the link (mobile)',
  parameters: { machine: 'renewal', state: 'reading' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: text.loading })).toBeVisible();
  },
};

export const Due: Story = {
  name: 'Due: pay with the number last paid with',
  parameters: { machine: 'renewal', state: 'due' },
  args: { view: at('due'), paymentSteps: steps(paymentAt('payment')) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hello Ama,')).toBeVisible();
    await expect(
      canvas.getByText('Renew your Standard Internet for one month by mobile money. No sign-in needed.'),
    ).toBeVisible();
    await expect(canvas.getByText('Paid until')).toBeVisible();
    await expect(canvas.getByText('10 Dec 2026')).toBeVisible();
    const from = canvas.getByRole('radiogroup', { name: 'Pay from' });
    await expect(within(from).getByRole('radio', { name: '055XXXX987 (MTN)' })).toBeChecked();
    // the page has one title: the payment steps come without theirs, nor a way back to plan details
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Back to Plan Details' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay GH₵ 100.00' }));
    await expect(handlers.onSubmit).toHaveBeenCalled();
  },
};

export const DueInGrace: Story = {
  name: 'Due: paid-until has passed (grace period)',
  parameters: { machine: 'renewal', state: 'due' },
  args: {
    view: at('due', { renewal: sampleRenewal({ standing: 'grace_period', paid_until: '2026-11-30T00:00:00.000Z' }) }),
    paymentSteps: steps(paymentAt('payment')),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your service ended on 30 Nov 2026. Renew now to keep it.')).toBeVisible();
    await expect(canvas.getByText('Ended on')).toBeVisible();
  },
};

export const DuePromiseOffered: Story = {
  name: 'Due in grace: more time offered (mobile)',
  parameters: { machine: 'renewal', state: 'due.idle' },
  globals: { viewport: { value: 'mobile' } },
  args: { view: at('due.idle', { renewal: inGrace }), paymentSteps: steps(paymentAt('payment')) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: text.promiseTitle })).toBeVisible();
    const days = canvas.getByRole('radiogroup', { name: text.promiseDays });
    // each choice says the date it holds the service until (a Sunday moves it to Monday)
    await expect(within(days).getByRole('radio', { name: '1 day, until 5 Dec 2026' })).toBeChecked();
    await userEvent.click(within(days).getByRole('radio', { name: '2 days, until 7 Dec 2026' }));
    await expect(args.onPromiseChoose).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: text.promiseAsk }));
    await expect(args.onPromiseAsk).toHaveBeenCalled();
  },
};

export const DuePromising: Story = {
  name: 'Due in grace: asking for more time',
  parameters: { machine: 'renewal', state: 'due.promising' },
  args: {
    view: at('due.promising', { renewal: inGrace, promiseChoice: 2 }),
    paymentSteps: steps(paymentAt('payment')),
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: text.promiseAsking });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('radio', { name: '2 days, until 7 Dec 2026' })).toBeChecked();
  },
};

export const DuePromised: Story = {
  name: 'Due in grace: the service is held',
  parameters: { machine: 'renewal', state: 'due.promised' },
  args: {
    view: at('due.promised', {
      renewal: {
        ...inGrace,
        suspends_at: '2026-12-07T08:00:00.000Z',
        promise: { days: 2, available: false, max_days: 3 },
      },
    }),
    paymentSteps: steps(paymentAt('payment')),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your service is held until 7 Dec 2026. Renew by then to keep it.',
    );
    await expect(canvas.queryByRole('button', { name: text.promiseAsk })).toBeNull();
    // the payment is still there to use
    await expect(canvas.getByRole('button', { name: 'Pay GH₵ 100.00' })).toBeVisible();
  },
};

export const DuePromiseFailed: Story = {
  name: 'Due in grace: asking for more time did not go through',
  parameters: { machine: 'renewal', state: 'due.promiseFailed' },
  args: {
    view: at('due.promiseFailed', {
      renewal: inGrace,
      promiseProblem: { message: m.promiseFailed, final: false },
    }),
    paymentSteps: steps(paymentAt('payment')),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.promiseFailed);
    await expect(canvas.getByRole('button', { name: text.promiseAsk })).toBeVisible();
  },
};

export const DuePromiseRefused: Story = {
  name: 'Due in grace: more time was already asked for',
  parameters: { machine: 'renewal', state: 'due.promiseFailed' },
  args: {
    view: at('due.promiseFailed', {
      renewal: inGrace,
      promiseProblem: { message: m.promiseAlreadyMade, final: true },
    }),
    paymentSteps: steps(paymentAt('payment')),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.promiseAlreadyMade);
    await expect(canvas.queryByRole('button', { name: text.promiseAsk })).toBeNull();
  },
};

export const DueSuspendedMobile: Story = {
  name: 'Due: suspended, another number (mobile)',
  parameters: { machine: 'renewal', state: 'due' },
  globals: { viewport: { value: 'mobile' } },
  args: {
    view: at('due', { renewal: sampleRenewal({ standing: 'suspended', paid_until: '2026-11-20T00:00:00.000Z' }) }),
    paymentSteps: steps(paymentAt('payment', { useSaved: false })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your service is suspended. Renew now to restore it.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Mobile money number/ })).toBeVisible();
  },
};

export const DueProcessing: Story = {
  name: 'Due: approve on the phone',
  parameters: { machine: 'renewal', state: 'due' },
  args: { view: at('due'), paymentSteps: steps(paymentAt('processing.waiting', { polls: 2 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Dial \*170# if no prompt appears/)).toBeVisible();
  },
};

export const Confirming: Story = {
  parameters: { machine: 'renewal', state: 'reading.confirming' },
  args: { view: at('reading.confirming') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: text.confirming })).toBeVisible();
    // no new date is said before the server gives it
    await expect(canvas.getByText('10 Dec 2026')).toBeVisible();
  },
};

export const Renewed: Story = {
  parameters: { machine: 'renewal', state: 'renewed' },
  args: {
    view: at('renewed', {
      renewal: sampleRenewal({ status: 'renewed', paid_until: '2027-01-10T00:00:00.000Z', saved_number: null }),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your Standard Internet is renewed until 10 Jan 2027. Nothing more is due now.',
    );
    await expect(canvas.queryByRole('button', { name: /Pay/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: text.signIn })).toHaveAttribute('href', paths.dashboard);
  },
};

export const Invalid: Story = {
  parameters: { machine: 'renewal', state: 'invalid' },
  args: { view: at('invalid', { renewal: null, plan: null, problem: m.renewalLinkInvalid }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: text.invalidTitle })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This renewal link is not valid. Sign in to renew your service.',
    );
    await expect(canvas.getByRole('link', { name: text.signIn })).toHaveAttribute('href', paths.login);
  },
};

export const Expired: Story = {
  parameters: { machine: 'renewal', state: 'expired' },
  args: { view: at('expired', { renewal: null, plan: null, problem: m.renewalLinkExpired }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/the service it renews has ended/);
    await expect(canvas.getByRole('link', { name: text.toPackages })).toHaveAttribute('href', paths.packages);
    await expect(canvas.getByRole('link', { name: text.signIn })).toHaveAttribute('href', paths.login);
  },
};

export const Failed: Story = {
  parameters: { machine: 'renewal', state: 'failed' },
  args: { view: at('failed', { renewal: null, plan: null, problem: m.renewalLoadFailed }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.renewalLoadFailed);
    await userEvent.click(canvas.getByRole('button', { name: text.retry }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

export const DueDark: Story = {
  name: 'Due (dark)',
  parameters: { machine: 'renewal', state: 'due', theme: 'dark' },
  args: { view: at('due'), paymentSteps: steps(paymentAt('payment')) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Pay from' })).toBeVisible();
  },
};
