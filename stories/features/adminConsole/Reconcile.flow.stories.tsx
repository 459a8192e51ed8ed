import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReconcileSection } from '../../../src/features/adminConsole/ReconcileSection';
import type {
  CreditedPayment,
  ReconcileDeps,
  ReconcileResult,
} from '../../../src/features/adminConsole/reconcile.machine';
import type { ReconcilePeriod } from '../../../src/features/adminConsole/rules';
import { useReconcilePanel } from '../../../src/features/adminConsole/useReconcilePanel';

const GAP = {
  reference: 'SKY-1763719200000-0A1B2C3D',
  amount: 25_000,
  currency: 'GHS',
  paid_at: '2026-11-21T09:12:00.000Z',
  payment_id: 'pay_1',
  our_status: 'abandoned' as const,
  creditable: true,
  customer_email: 'efua.owusu@example.com',
};

/** The section driven by the real machine (useReconcilePanel, as the app wires it); the API is a little in-memory ledger. */
function ReconcileFlow({ failFirstCredit = false }: { failFirstCredit?: boolean }) {
  const ledger = (): ReconcileDeps => {
    let credited = false;
    let credits = 0;
    return {
      runReconcile: async (period: ReconcilePeriod): Promise<ReconcileResult> => ({
        from: `${period.from}T00:00:00.000Z`,
        to: `${period.to}T23:59:59.999Z`,
        transactions: 12,
        successes: 10,
        gaps: credited ? [] : [GAP],
      }),
      creditPayment: async (reference: string): Promise<CreditedPayment> => {
        credits += 1;
        if (failFirstCredit && credits === 1) throw new Error('This payment is being credited already');
        credited = true;
        return { reference, amount: GAP.amount, lateSuccess: true };
      },
    };
  };
  return <ReconcileSection {...useReconcilePanel(ledger, { from: '2026-11-15', to: '2026-11-22' })} />;
}

const meta = {
  title: 'Screens/Admin/Reconciliation flows',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const RunAndCredit: Story = {
  render: () => <ReconcileFlow />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Run reconciliation' }));
    const table = await canvas.findByRole('table', { name: 'Provider successes our books lack' });
    await expect(within(table).getByText('GH₵ 250.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Credit ${GAP.reference}` }));
    await expect(
      await canvas.findByText(`Credited ${GAP.reference} (GH₵ 250.00). The list is up to date.`),
    ).toBeVisible();
    await expect(canvas.getByText(/Nothing to reconcile/)).toBeVisible();
  },
};

export const BadPeriodThenCreditFailsThenWorks: Story = {
  render: () => <ReconcileFlow failFirstCredit />,
  play: async ({ canvas }) => {
    const from = canvas.getByRole('textbox', { name: /First day/ });
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-01{Enter}');
    await expect(await canvas.findByText('The first day must not be after the last day')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-15{Enter}');
    await userEvent.click(await canvas.findByRole('button', { name: `Credit ${GAP.reference}` }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This payment is being credited already');
    await userEvent.click(canvas.getByRole('button', { name: `Credit ${GAP.reference}` }));
    await waitFor(() => expect(canvas.getByText(/Credited SKY-1763719200000-0A1B2C3D/)).toBeVisible());
  },
};
