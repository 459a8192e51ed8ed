import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ReceiptView } from '@/components';
import type { Receipt } from '../../src/domain/format/receipt';

const receipt: Receipt = {
  brandName: 'SkyLink Ghana',
  reference: 'SKY-1763630100',
  transactionId: '4099260516',
  paidAt: new Date('2026-11-20T09:15:00Z'),
  amount: 110_000,
  currency: 'GHS',
  method: 'MTN Mobile Money',
  description: 'Student Plan',
  billingCycle: 'yearly',
  status: 'success',
  customerName: 'Ama Mensah',
  customerEmail: 'ama.mensah@example.com',
};

const onPrint = fn().mockName('print');
const onDownload = fn().mockName('download');

const meta = {
  title: 'Components/ReceiptView',
  component: ReceiptView,
  args: {
    receipt,
    statusLook: { label: 'Paid', tone: 'success', icon: 'check' },
    contactLine: '12 Independence Avenue, Accra · +233 30 123 4567 · support@skylink.example.com.gh',
    actions: (
      <>
        <Button onPress={onPrint}>Print Receipt</Button>
        <Button variant="secondary" onPress={onDownload}>
          Download Receipt
        </Button>
        <Button variant="ghost">Close</Button>
      </>
    ),
  },
  argTypes: { receipt: { control: 'object' }, actions: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "A printable payment receipt: company and contact line, 'Payment Receipt' with the reference, the payment facts (transaction id, date in Accra time, description, billing cycle, method, customer, status) and the amount paid. When printed, only the receipt appears: print styles hide the rest of the page (scoped with `:has`, so other pages print normally) and the action buttons, and print black on white. Show it in the dashboard's receipt modal with Print Receipt (window.print), Download Receipt (a text file from `receiptText`) and Close. For an on-screen payment summary without printing use DescriptionList.",
      },
    },
  },
} satisfies Meta<typeof ReceiptView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Payment Receipt' });
    await expect(article).toHaveTextContent('Reference: SKY-1763630100');
    await expect(article).toHaveTextContent('20 Nov 2026, 09:15');
    await expect(within(article).getByText('Paid')).toBeVisible();
    await expect(article).toHaveTextContent('Amount paidGH₵ 1,100.00');
    const terms = canvas.getAllByRole('term').map((t) => t.textContent);
    await expect(terms).toEqual([
      'Transaction ID',
      'Date',
      'Description',
      'Billing cycle',
      'Payment method',
      'Customer',
      'Email',
      'Status',
    ]);
  },
};

export const KeyboardActions: Story = {
  name: 'Keyboard: Tab to Print and Download',
  play: async ({ canvas }) => {
    onPrint.mockClear();
    onDownload.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Print Receipt' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onPrint).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(onDownload).toHaveBeenCalledTimes(1);
  },
};

export const Failed: Story = {
  args: {
    receipt: { ...receipt, status: 'failed', transactionId: undefined },
    statusLook: { label: 'Failed', tone: 'danger', icon: 'cross' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed')).toBeVisible();
    await expect(canvas.queryByText('Paid')).toBeNull();
  },
};
export const WithoutActions: Story = { args: { actions: undefined, contactLine: undefined } };
export const LongValues: Story = {
  args: {
    receipt: {
      ...receipt,
      reference: 'SKY-17636301001763630100176363010017636301001763630100',
      description: 'Business Premium Satellite Internet with redundant backup link and same-day setup',
      customerEmail: 'nana.akosua.serwaa.asantewaa.owusu.boakye@university-of-ghana.example.edu.gh',
      amount: 13_200_000,
    },
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Dark: Story = { parameters: { theme: 'dark' } };
