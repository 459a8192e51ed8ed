import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DescriptionList, Money, StatusBadge } from '@/components';

const meta = {
  title: 'Components/DescriptionList',
  component: DescriptionList,
  args: {
    'aria-label': 'Plan details',
    items: [
      { term: 'Plan', description: 'Student' },
      { term: 'Speed', description: '25 Mbps' },
      { term: 'Data', description: 'Unlimited' },
      { term: 'Total', description: <Money amount={100} period="monthly" /> },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          "Term / value pairs about one thing, as a `dl`: the plan summary on the payment details step, a receipt's amount, transaction id, method and date, profile details. `inline` puts term and value side by side from 480 px and stacks them below; `stacked` always stacks. For many records with the same fields use DataTable; for headline figures use StatTile.",
      },
    },
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((t) => t.textContent)).toEqual(['Plan', 'Speed', 'Data', 'Total']);
    await expect(canvas.getAllByRole('definition')[2]).toHaveTextContent('Unlimited');
  },
};

export const Stacked: Story = { args: { layout: 'stacked' } };
export const NoDividers: Story = { args: { divided: false } };
export const ValuesAtEnd: Story = { args: { alignValues: 'end' } };

export const Receipt: Story = {
  args: {
    'aria-label': 'Payment details',
    alignValues: 'end',
    items: [
      { term: 'Amount', description: <Money amount={850} /> },
      { term: 'Transaction ID', description: 'SKY-1763630100-7F3A9C21D4E8B6A0' },
      { term: 'Payment method', description: 'MTN Mobile Money' },
      { term: 'Date', description: '20 Nov 2026, 09:15' },
      { term: 'Status', description: <StatusBadge label="Paid" tone="success" icon="check" /> },
    ],
  },
};

export const Mobile: Story = { ...Receipt, globals: { viewport: { value: 'mobile' } } };
export const Dark: Story = { ...Receipt, parameters: { theme: 'dark' } };
