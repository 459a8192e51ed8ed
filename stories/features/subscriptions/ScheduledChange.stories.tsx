import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SCHEDULED_CHANGE_MESSAGES as m } from '../../../src/features/subscriptions/messages';
import { ScheduledChangeNotice } from '../../../src/features/subscriptions/ScheduledChangeNotice';
import {
  type ScheduledChangeContext,
  scheduledChangeMachine,
} from '../../../src/features/subscriptions/scheduledChange.machine';
import { toScheduledChangeView } from '../../../src/features/subscriptions/scheduledChange.view';
import { PREMIUM_SCHEDULED } from './scheduledChange.fixtures';

const base: ScheduledChangeContext = {
  planId: 'plan_business_monthly',
  cycle: 'monthly',
  facts: PREMIUM_SCHEDULED,
  credited: null,
  error: null,
};

/** The view the real machine gives in a state with a context. */
const viewAt = (state: string, context: Partial<ScheduledChangeContext> = {}) =>
  toScheduledChangeView(
    scheduledChangeMachine.resolveState({ value: state as never, context: { ...base, ...context } }),
  );

const handlers = () => ({ onKeep: fn(), onCancel: fn(), onConfirm: fn(), onBack: fn() });
const Steps = () => <p>The payment steps</p>;

const meta = {
  title: 'Screens/Subscriptions/Scheduled plan change',
  component: ScheduledChangeNotice,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The payment page's first word when a plan change is already scheduled, one story per state of the `scheduledChange` machine: which plan starts when, with the choice to pay for that plan or to cancel the change (its cost kept as credit); the payment steps wait for the choice.",
      },
    },
  },
  args: { view: viewAt('offered'), ...handlers(), children: <Steps /> },
} satisfies Meta<typeof ScheduledChangeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: 'scheduledChange', state: 'loading' },
  args: { view: viewAt('loading', { facts: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: m.checking })).toBeVisible();
    await expect(canvas.queryByText('The payment steps')).toBeNull();
  },
};

export const Clear: Story = {
  name: 'Clear: nothing scheduled, credit held',
  parameters: { machine: 'scheduledChange', state: 'clear' },
  args: { view: viewAt('clear', { facts: { scheduled: null, credit: 20_000, cost: null } }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/You have GH₵\s?200\.00 of credit: your next payment adds it to your plan as extra days\./),
    ).toBeVisible();
    await expect(canvas.getByText('The payment steps')).toBeVisible();
  },
};

/** Basic Internet paid until 26 Dec 2026, nothing scheduled: what a payment on this page will do. */
const basicRunning = {
  scheduled: null,
  credit: 0,
  cost: null,
  current: { planId: 'plan_basic_monthly', cycle: 'monthly' as const, paidUntil: Date.UTC(2026, 11, 26, 9) },
};

export const ClearSchedules: Story = {
  name: 'Clear: this payment schedules a change',
  parameters: { machine: 'scheduledChange', state: 'clear' },
  args: { view: viewAt('clear', { planName: 'Business Internet', facts: basicRunning }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Your current plan is paid until 26 Dec 2026. Business Internet starts then: this payment schedules the change, and your service stays as it is until that day.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('The payment steps')).toBeVisible();
  },
};

export const ClearExtends: Story = {
  name: 'Clear: this payment adds a month',
  parameters: { machine: 'scheduledChange', state: 'clear' },
  args: { view: viewAt('clear', { planId: 'plan_basic_monthly', facts: basicRunning }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This adds one month: paid until 26 Jan 2027.')).toBeVisible();
    await expect(canvas.getByText('The payment steps')).toBeVisible();
  },
};

export const Extending: Story = {
  name: 'Extending: paying for the scheduled plan',
  parameters: { machine: 'scheduledChange', state: 'extending' },
  args: { view: viewAt('extending', { planId: 'plan_premium_monthly' }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('This payment adds to your change to Premium Internet (monthly), which starts on 26 Dec 2026.'),
    ).toBeVisible();
    await expect(canvas.getByText('The payment steps')).toBeVisible();
  },
};

const offered = handlers();
export const Offered: Story = {
  name: 'Offered: pay for the scheduled plan or cancel the change',
  parameters: { machine: 'scheduledChange', state: 'offered' },
  args: { view: viewAt('offered'), ...offered },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Your plan changes to Premium Internet (monthly) on 26 Dec 2026. Pay for Premium Internet (monthly), or cancel the change to pay for another plan.',
      ),
    ).toBeVisible();
    // the payment steps wait for the choice
    await expect(canvas.queryByText('The payment steps')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay for Premium Internet (monthly)' }));
    await expect(offered.onKeep).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: m.cancelIt }));
    await expect(offered.onCancel).toHaveBeenCalled();
  },
};

const confirming = handlers();
export const Confirming: Story = {
  name: 'Confirming: what the cancel keeps',
  parameters: { machine: 'scheduledChange', state: 'confirming' },
  args: { view: viewAt('confirming'), ...confirming },
  play: async ({ canvas }) => {
    const question = canvas.getByRole('region', { name: 'Cancel your change to Premium Internet (monthly)?' });
    // the question takes focus when it appears (after the commit): wait for it, so the clicks below come after
    await waitFor(() => expect(question).toHaveFocus());
    await expect(question).toHaveTextContent(
      /GH₵\s?200\.00 paid for it is kept as credit and goes into your next payment\. Your current plan stays paid until 26 Dec 2026\./,
    );
    await userEvent.click(canvas.getByRole('button', { name: m.confirmNo }));
    await expect(confirming.onBack).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: m.confirmYes }));
    await expect(confirming.onConfirm).toHaveBeenCalled();
  },
};

export const Cancelling: Story = {
  parameters: { machine: 'scheduledChange', state: 'cancelling' },
  args: { view: viewAt('cancelling') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: m.cancelling })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: m.confirmNo })).toBeDisabled();
  },
};

export const Cancelled: Story = {
  name: 'Cancelled: the credit said, the steps for any plan',
  parameters: { machine: 'scheduledChange', state: 'cancelled' },
  args: { view: viewAt('cancelled', { credited: { credited: 20_000, credit: 20_000 } }) },
  play: async ({ canvas }) => {
    const said = canvas.getByRole('status');
    await expect(said).toHaveTextContent(
      /Your change to Premium Internet \(monthly\) is cancelled\. GH₵\s?200\.00 is kept as credit/,
    );
    // focus goes to what happened (after the commit): wait for it, so the picture is the same every time
    await waitFor(() => expect(said.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(canvas.getByText('The payment steps')).toBeVisible();
  },
};

const failed = handlers();
export const CancelFailed: Story = {
  name: 'Cancel failed: why, and the choice again',
  parameters: { machine: 'scheduledChange', state: 'cancelFailed' },
  args: {
    view: viewAt('cancelFailed', {
      error: 'Another payment is already in progress. Please wait or refresh the page.',
    }),
    ...failed,
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Another payment is already in progress.');
    await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: m.cancelIt }));
    await expect(failed.onCancel).toHaveBeenCalled();
  },
};
