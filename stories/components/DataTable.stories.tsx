import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable, type DataTableColumn, Money, StatusBadge } from '@/components';
import { formatDate } from '../../src/domain/format/date';
import { statusLook } from '../../src/features/billing';
import { type PaymentRow, payments } from './fixtures/sampleData';

const columns: DataTableColumn<PaymentRow>[] = [
  {
    id: 'date',
    header: 'Date',
    cell: (r) => <time dateTime={r.date.toISOString()}>{formatDate(r.date)}</time>,
    sortValue: (r) => r.date,
    firstSortDirection: 'descending',
  },
  {
    id: 'description',
    header: 'Description',
    cell: (r) => r.description,
    isRowHeader: true,
    sortValue: (r) => r.description,
  },
  { id: 'channel', header: 'Method', cell: (r) => r.channel },
  { id: 'reference', header: 'Reference', cell: (r) => r.reference },
  {
    id: 'amount',
    header: 'Amount',
    cell: (r) => <Money amount={r.amount} />,
    sortValue: (r) => r.amount,
    align: 'end',
    firstSortDirection: 'descending',
  },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => <StatusBadge {...statusLook(r.status)} size="sm" srPrefix="" />,
    sortValue: (r) => r.status,
  },
];

const meta = {
  title: 'Components/DataTable',
  component: DataTable<PaymentRow>,
  args: {
    caption: 'Payment history',
    columns,
    rows: payments,
    getRowId: (r: PaymentRow) => r.id,
    defaultSort: { column: 'date', direction: 'descending' },
    emptyText: 'No invoices found',
    onSortChange: fn(),
  },
  argTypes: { columns: { control: false }, rows: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "A table for records people compare: payment history, invoices, users. It has a caption (its accessible name), optional sortable columns (a header button; the header cell carries `aria-sort` and the change is announced), right-aligned numbers, a row header naming each row, an empty text ('No invoices found') and a loading state. Below 640 px rows stack into cards of 'label: value' lines and the sortable headers become a row of sort buttons. Sorting is in memory (stable, missing values last); pass `sortsRows={false}` with `sort` when the server sorts. For a few facts about one thing use DescriptionList.",
      },
    },
  },
} satisfies Meta<typeof DataTable<PaymentRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

export const PaymentHistory: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Payment history' });
    const date = canvas.getByRole('columnheader', { name: /Date/ });
    await expect(date).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: 'Method' })).not.toHaveAttribute('aria-sort');
    await expect(bodyRows(table)[0]).toHaveTextContent('20 Nov 2026');
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(5);
  },
};

export const KeyboardSorting: Story = {
  name: 'Keyboard: Tab to a header, Enter and Space sort',
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Payment history' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const amountButton = canvas.getByRole('button', { name: 'Amount' });
    await expect(amountButton).toHaveFocus();
    await expect(amountButton).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    const amount = canvas.getByRole('columnheader', { name: 'Amount' });
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'none');
    await expect(bodyRows(table)[0]).toHaveTextContent('GH₵ 13,200.00');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'amount', direction: 'descending' });
    await expect(canvas.getByText('Sorted by Amount, descending')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyRows(table)[0]).toHaveTextContent('GH₵ 100.00');
  },
};

export const SortByText: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Payment history' });
    await userEvent.click(canvas.getByRole('button', { name: 'Status' }));
    await expect(bodyRows(table).map((r) => within(r).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      'Cancelled',
      'Failed',
      'Paid',
      'Paid',
      'Pending',
    ]);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No invoices found')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, loadingLabel: 'Loading payment history' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading payment history' })).toBeInTheDocument();
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Unsorted: Story = { args: { defaultSort: undefined } };

export const HiddenCaption: Story = { args: { hideCaption: true } };

export const LongText: Story = {
  args: {
    rows: [
      {
        ...payments[0],
        id: 'long',
        description:
          'Business Plan, yearly, with premium support, same-day setup and a static IP address for the office in Takoradi',
        reference: 'SKY-17636301001763630100176363010017636301001763630100',
      },
      ...payments.slice(1, 3),
    ] as PaymentRow[],
  },
};

export const MobileStacked: Story = {
  name: 'Mobile: rows stack, headers become sort buttons',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Payment history' });
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }));
    await expect(bodyRows(table)[0]).toHaveTextContent('GH₵ 13,200.00');
  },
};

export const MobileEmpty: Story = { args: { rows: [] }, globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { parameters: { theme: 'dark' } };

export const DarkMobile: Story = { parameters: { theme: 'dark' }, globals: { viewport: { value: 'mobile' } } };
