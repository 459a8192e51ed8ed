import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Receipt } from '../../../src/domain/format/receipt';
import { ReceiptModalScreen } from '../../../src/features/billing/ReceiptModalScreen';
import { provideReceipt } from '../../../src/features/billing/receipt.machine';
import { toReceiptView } from '../../../src/features/billing/receipt.view';
import { useMachineView } from '../../../src/machines/useMachineView';
import { never } from './billingKit';

const receipt: Receipt = {
  brandName: 'SkyLink Ghana',
  reference: 'SKY-1763805600000-A1B2C3',
  transactionId: '4099260516',
  paidAt: '2026-11-22T10:00:00.000Z',
  amount: 10_000,
  currency: 'GHS',
  method: 'MTN Mobile Money',
  description: 'Standard Internet',
  status: 'succeeded',
  customerName: 'Ama Mensah',
  customerEmail: 'ama@example.com',
  billingCycle: 'monthly',
  paidUntil: '2026-12-22T10:00:00.000Z',
};

const printReceipt = fn();
const saveText = fn();
const onClose = fn();

function ConnectedReceiptModal({
  load,
  downloadPdf,
}: {
  load: (id: string) => Promise<Receipt>;
  downloadPdf: () => Promise<void>;
}) {
  const [view, send] = useMachineView(
    () => provideReceipt({ loadReceipt: load, downloadPdf, printReceipt, saveText }),
    toReceiptView,
    { input: { paymentId: 'pay_7f3a9c' } },
  );
  return (
    <ReceiptModalScreen
      view={view}
      onClose={onClose}
      onRetry={() => send({ type: 'receipt.retry' })}
      onPrint={() => send({ type: 'receipt.print' })}
      onDownloadText={() => send({ type: 'receipt.downloadText' })}
      onDownloadPdf={() => send({ type: 'receipt.downloadPdf' })}
    />
  );
}

const meta = {
  title: 'Flows/Billing/Receipt modal',
  component: ConnectedReceiptModal,
  parameters: {
    docs: {
      description: {
        component:
          'The receipt modal (spec §2: Close, Print Receipt, Download Receipt) with the real `receipt` machine and the receipt API mocked. Download Receipt saves the text file; PDF receipt fetches the PDF with the bearer and saves it; printing prints only the receipt.',
      },
    },
  },
  args: { load: async () => receipt, downloadPdf: async () => {} },
  beforeEach: () => {
    printReceipt.mockClear();
    saveText.mockClear();
    onClose.mockClear();
  },
} satisfies Meta<typeof ConnectedReceiptModal>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const Loading: Story = {
  parameters: { machine: 'receipt', state: 'loading' },
  args: { load: () => never<Receipt>() },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(body(canvasElement).getByRole('progressbar', { name: 'Loading receipt' })).toBeVisible(),
    );
  },
};

export const Shown: Story = {
  parameters: { machine: 'receipt', state: 'shown.ready' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Payment receipt' });
    await waitFor(() => expect(within(dialog).getByText('Reference: SKY-1763805600000-A1B2C3')).toBeVisible());
    await expect(within(dialog).getByText('GH₵ 100.00')).toBeVisible();
    // the one paid-until the dashboards show as the next billing date
    await expect(within(dialog).getByText('22 Dec 2026')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print Receipt' }));
    await expect(printReceipt).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download Receipt' }));
    await expect(saveText).toHaveBeenCalledWith(receipt);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await expect(onClose).toHaveBeenCalled();
  },
};

export const ShownPaidTwice: Story = {
  name: 'Shown: a second payment for a period already paid',
  parameters: { machine: 'receipt', state: 'shown.ready' },
  args: { load: async () => ({ ...receipt, duplicateOf: 'SKY-1763805000000-F9E8D7' }), downloadPdf: async () => {} },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Payment receipt' });
    await waitFor(() =>
      expect(
        within(dialog).getByText(
          'Second payment for a period SKY-1763805000000-F9E8D7 had already paid: added as extra time',
        ),
      ).toBeVisible(),
    );
  },
};

export const DownloadingPdf: Story = {
  parameters: { machine: 'receipt', state: 'shown.downloadingPdf' },
  args: { downloadPdf: () => never<void>() },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Payment receipt' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'PDF receipt' }));
    await expect(await within(dialog).findByText('Preparing PDF...')).toBeInTheDocument();
  },
};

export const PdfFailed: Story = {
  name: 'Shown: the PDF download failed',
  parameters: { machine: 'receipt', state: 'shown' },
  args: { downloadPdf: async () => Promise.reject(new Error('Network error')) },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Payment receipt' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'PDF receipt' }));
    await waitFor(() => expect(within(dialog).getByText('Network error')).toBeVisible());
  },
};

export const LoadError: Story = {
  parameters: { machine: 'receipt', state: 'error' },
  args: { load: async () => Promise.reject(new Error('Payment not found.')) },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Payment receipt' });
    await waitFor(() => expect(within(dialog).getByText('Payment not found.')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
