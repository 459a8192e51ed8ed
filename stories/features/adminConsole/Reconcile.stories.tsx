import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReconcileSection } from '../../../src/features/adminConsole/ReconcileSection';
import {
  type ReconcileContext,
  type ReconcileResult,
  reconcileMachine,
} from '../../../src/features/adminConsole/reconcile.machine';
import { toReconcileView } from '../../../src/features/adminConsole/reconcile.view';

const RESULT: ReconcileResult = {
  from: '2026-11-15T00:00:00.000Z',
  to: '2026-11-22T23:59:59.999Z',
  transactions: 48,
  successes: 41,
  gaps: [
    {
      reference: 'SKY-1763719200000-0A1B2C3D',
      amount: 25_000,
      currency: 'GHS',
      paid_at: '2026-11-21T09:12:00.000Z',
      payment_id: 'pay_1',
      our_status: 'abandoned',
      creditable: true,
      customer_email: 'efua.owusu@example.com',
    },
    {
      reference: 'SKY-1763805600000-4E5F6A7B',
      amount: 112_050,
      currency: 'GHS',
      paid_at: '2026-11-22T08:40:00.000Z',
      payment_id: 'pay_2',
      our_status: 'failed',
      creditable: true,
      customer_email: 'kofi.asante@example.com',
    },
    {
      reference: 'T7781234567',
      amount: 5_000,
      currency: 'GHS',
      paid_at: '2026-11-20T14:02:00.000Z',
      payment_id: null,
      our_status: null,
      creditable: false,
      customer_email: null,
    },
  ],
};
const EMPTY: ReconcileResult = { ...RESULT, gaps: [] };

const base: ReconcileContext = {
  period: { from: '2026-11-15', to: '2026-11-22' },
  ran: { from: '2026-11-15', to: '2026-11-22' },
  periodError: null,
  result: null,
  error: null,
  creditReference: null,
  creditError: null,
  credited: null,
};

/** The view the real machine gives in a state with a context. */
const viewAt = (state: string, context: Partial<ReconcileContext> = {}) =>
  toReconcileView(reconcileMachine.resolveState({ value: state as never, context: { ...base, ...context } }));

const handlers = () => ({
  onPeriodChange: fn(),
  onRun: fn(),
  onRetry: fn(),
  onCredit: fn(),
  onDismissCreditError: fn(),
});

const meta = {
  title: 'Screens/Admin/Reconciliation',
  component: ReconcileSection,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The admin console's Reconciliation section, one story per state of the `reconcile` machine: pick a period, compare our payments with the payment provider's successes, and credit each one our books lack (the server asks the provider again and credits it once).",
      },
    },
  },
  args: { view: viewAt('idle'), ...handlers() },
} satisfies Meta<typeof ReconcileSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const idle = handlers();
export const Idle: Story = {
  parameters: { machine: 'reconcile', state: 'idle' },
  args: { view: viewAt('idle'), ...idle },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Reconciliation' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /First day/ })).toHaveValue('2026-11-15');
    await expect(canvas.getByRole('textbox', { name: /Last day/ })).toHaveValue('2026-11-22');
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.clear(canvas.getByRole('textbox', { name: /Last day/ }));
    await expect(idle.onPeriodChange).toHaveBeenLastCalledWith({ to: '' });
    await userEvent.click(canvas.getByRole('button', { name: 'Run reconciliation' }));
    await expect(idle.onRun).toHaveBeenCalled();
  },
};

export const IdleBadPeriod: Story = {
  name: 'Idle: a period that cannot run',
  parameters: { machine: 'reconcile', state: 'idle' },
  args: {
    view: viewAt('idle', {
      period: { from: '2026-11-22', to: '2026-11-15' },
      periodError: 'The first day must not be after the last day',
    }),
  },
  play: async ({ canvas }) => {
    const from = canvas.getByRole('textbox', { name: /First day/ });
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('The first day must not be after the last day')).toBeVisible();
  },
};

export const Running: Story = {
  parameters: { machine: 'reconcile', state: 'running' },
  args: { view: viewAt('running', { result: RESULT }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconciling with the payment provider');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

const failed = handlers();
export const Failed: Story = {
  parameters: { machine: 'reconcile', state: 'failed' },
  args: {
    view: viewAt('failed', { error: 'Payment service unavailable. Circuit breaker is open.' }),
    ...failed,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Payment service unavailable. Circuit breaker is open.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(failed.onRetry).toHaveBeenCalled();
  },
};

const ready = handlers();
export const Ready: Story = {
  parameters: { machine: 'reconcile', state: 'ready' },
  args: { view: viewAt('ready', { result: RESULT }), ...ready },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Provider successes our books lack' });
    const first = within(table).getByRole('row', { name: /SKY-1763719200000-0A1B2C3D/ });
    await expect(within(first).getByText('GH₵ 250.00')).toBeVisible();
    await expect(within(first).getByText('efua.owusu@example.com')).toBeVisible();
    await expect(within(table).getByText('GH₵ 1,120.50')).toBeVisible();
    const foreign = within(table).getByRole('row', { name: /T7781234567/ });
    await expect(within(foreign).getByText('Unknown')).toBeVisible();
    await expect(within(foreign).getByText('No payment of ours: not creditable')).toBeVisible();
    await expect(within(foreign).queryByRole('button')).toBeNull();
    await expect(canvas.getByText(/48 provider transactions, 41 successful/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Credit SKY-1763719200000-0A1B2C3D' }));
    await expect(ready.onCredit).toHaveBeenCalledWith('SKY-1763719200000-0A1B2C3D');
  },
};

export const Empty: Story = {
  name: 'Ready: nothing to reconcile',
  parameters: { machine: 'reconcile', state: 'ready' },
  args: { view: viewAt('ready', { result: EMPTY }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Nothing to reconcile: every provider success in this period is in our books.',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Credited: Story = {
  name: 'Ready: after a credit',
  parameters: { machine: 'reconcile', state: 'ready' },
  args: {
    view: viewAt('ready', {
      result: { ...RESULT, gaps: RESULT.gaps.slice(1) },
      credited: { reference: 'SKY-1763719200000-0A1B2C3D', amount: 25_000, lateSuccess: true },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Credited SKY-1763719200000-0A1B2C3D (GH₵ 250.00). The list is up to date.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /SKY-1763719200000-0A1B2C3D/ })).toBeNull();
  },
};

export const Crediting: Story = {
  parameters: { machine: 'reconcile', state: 'crediting' },
  args: { view: viewAt('crediting', { result: RESULT, creditReference: 'SKY-1763719200000-0A1B2C3D' }) },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /SKY-1763719200000-0A1B2C3D/ });
    await expect(within(row).getByRole('button', { name: 'Crediting… SKY-1763719200000-0A1B2C3D' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(row).getAllByText('Crediting…').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Credit SKY-1763805600000-4E5F6A7B' })).toBeDisabled();
  },
};

const creditFailed = handlers();
export const CreditFailed: Story = {
  parameters: { machine: 'reconcile', state: 'creditFailed' },
  args: {
    view: viewAt('creditFailed', {
      result: RESULT,
      creditReference: 'SKY-1763719200000-0A1B2C3D',
      creditError: 'The payment provider does not report this payment as paid',
    }),
    ...creditFailed,
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to credit the payment: SKY-1763719200000-0A1B2C3D');
    await expect(alert).toHaveTextContent('The payment provider does not report this payment as paid');
    await expect(canvas.getByRole('table', { name: 'Provider successes our books lack' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Credit SKY-1763719200000-0A1B2C3D' }));
    await expect(creditFailed.onCredit).toHaveBeenCalledWith('SKY-1763719200000-0A1B2C3D');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(creditFailed.onDismissCreditError).toHaveBeenCalled();
  },
};
