import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ConnectedScheduledChange } from '../../../src/features/subscriptions/ConnectedScheduledChange';
import { SCHEDULED_CHANGE_MESSAGES as m } from '../../../src/features/subscriptions/messages';
import type { ScheduledChangeFacts } from '../../../src/features/subscriptions/scheduledChange.machine';
import { PREMIUM_SCHEDULED } from './scheduledChange.fixtures';

/** The connected notice over the payment steps, with an in-memory subscription. */
function ScheduledChangeFlow(props: {
  readSubscription: () => Promise<ScheduledChangeFacts>;
  cancelChange: () => Promise<{ credited: number; credit: number }>;
  goToScheduledPlan: (plan: { planId: string; cycle: 'monthly' | 'yearly' }) => void;
}) {
  return (
    <ConnectedScheduledChange
      services={props}
      input={{ planId: 'plan_business_monthly', cycle: 'monthly', planName: 'Business Internet' }}
    >
      {/* as the route does: the payment steps are told when the plan starts */}
      {(effect) => (
        <p>
          The payment steps
          {effect?.kind === 'starts'
            ? ` (the plan starts ${new Date(effect.startsAt).toISOString().slice(0, 10)})`
            : ''}
        </p>
      )}
    </ConnectedScheduledChange>
  );
}

const meta = {
  title: 'Flows/Subscriptions/Scheduled plan change',
  component: ScheduledChangeFlow,
  parameters: {
    docs: {
      description: {
        component:
          'The real `scheduledChange` machine on the payment page for Business while Premium is scheduled, over an in-memory subscription.',
      },
    },
  },
  args: {
    readSubscription: async () => PREMIUM_SCHEDULED,
    cancelChange: fn(async () => ({ credited: 20_000, credit: 20_000 })),
    goToScheduledPlan: fn(),
  },
} satisfies Meta<typeof ScheduledChangeFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CancelsByKeyboard: Story = {
  name: 'Cancels the change by keyboard: asked, confirmed, the credit said and focused, the steps shown',
  parameters: { machine: 'scheduledChange', state: 'cancelled' },
  play: async ({ canvas, args }) => {
    const cancelIt = await canvas.findByRole('button', { name: m.cancelIt });
    cancelIt.focus();
    await userEvent.keyboard('{Enter}');
    const question = await canvas.findByRole('region', { name: 'Cancel your change to Premium Internet (monthly)?' });
    await waitFor(() => expect(question).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: m.confirmYes })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.cancelChange).toHaveBeenCalledTimes(1);
    const said = await canvas.findByRole('status');
    await expect(said).toHaveTextContent(/is cancelled\. GH₵\s?200\.00 is kept as credit/);
    await waitFor(() => expect(said.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(canvas.getByText('The payment steps')).toBeVisible();
  },
};

export const PaysForTheScheduledPlan: Story = {
  name: 'Pay for the scheduled plan goes to its payment page',
  parameters: { machine: 'scheduledChange', state: 'offered' },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay for Premium Internet (monthly)' }));
    await expect(args.goToScheduledPlan).toHaveBeenCalledWith({ planId: 'plan_premium_monthly', cycle: 'monthly' });
    await expect(args.cancelChange).not.toHaveBeenCalled();
  },
};

export const ReadFails: Story = {
  name: 'A failed read shows the steps (the server still refuses a conflicting payment)',
  parameters: { machine: 'scheduledChange', state: 'clear' },
  args: { readSubscription: async () => Promise.reject(new Error('Network error')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The payment steps')).toBeVisible();
  },
};

export const CancelRefused: Story = {
  name: 'A cancel the server refuses says why, focused, and keeps the change and both choices',
  parameters: { machine: 'scheduledChange', state: 'cancelFailed' },
  args: {
    cancelChange: fn(
      async (): Promise<{ credited: number; credit: number }> =>
        Promise.reject(new Error('A payment is in progress. Wait for it to finish, then try again.')),
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: m.cancelIt }));
    await userEvent.click(await canvas.findByRole('button', { name: m.confirmYes }));
    await expect(args.cancelChange).toHaveBeenCalledTimes(1);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(m.failedTitle);
    await expect(alert).toHaveTextContent('A payment is in progress.');
    await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Pay for Premium Internet (monthly)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.cancelIt })).toBeVisible();
    await expect(canvas.queryByText('The payment steps')).toBeNull();
  },
};

export const SaysWhatThePaymentDoes: Story = {
  name: 'Paid up on Basic: says the payment schedules Business, and the steps are told when it starts',
  parameters: { machine: 'scheduledChange', state: 'clear' },
  args: {
    readSubscription: async () => ({
      scheduled: null,
      credit: 0,
      cost: null,
      current: { planId: 'plan_basic_monthly', cycle: 'monthly', paidUntil: Date.UTC(2026, 11, 26, 9) },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Your current plan is paid until 26 Dec 2026. Business Internet starts then: this payment schedules the change, and your service stays as it is until that day.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('The payment steps (the plan starts 2026-12-26)')).toBeVisible();
  },
};
