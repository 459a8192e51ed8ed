import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ClockIcon, Money, StatGrid, StatTile, StatusBadge, SuccessIcon } from '@/components';

const meta = {
  title: 'Components/StatTile',
  component: StatTile,
  args: { label: 'Total this year', value: <Money amount={2150} />, hint: '12 payments' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'accent', 'success', 'warning', 'danger', 'info'] },
    value: { control: false },
    icon: { control: false },
  },
  render: (args) => (
    <StatGrid aria-label="Billing summary">
      <StatTile {...args} />
    </StatGrid>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'One key figure with its label: the billing summary (total this year, this month, average monthly, pending payments, last payment) or account status tiles (Active, plan, member since). Tiles sit in a `StatGrid`, a description list in a responsive grid (as many columns as fit, one on a 360 px phone). The coloured edge is decoration; the label and value carry the meaning. For lists of records use DataTable.',
      },
    },
  },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Billing summary' })).toBeInTheDocument();
    await expect(canvas.getByRole('term')).toHaveTextContent('Total this year');
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('GH₵ 2,150.00');
  },
};

export const BillingSummary: Story = {
  render: () => (
    <StatGrid aria-label="Billing summary">
      <StatTile label="Total this year" value={<Money amount={2150} />} hint="12 payments" />
      <StatTile label="This month" value={<Money amount={100} />} tone="success" icon={<SuccessIcon size="md" />} />
      <StatTile label="Average monthly" value={<Money amount={179.17} />} tone="info" />
      <StatTile
        label="Pending payments"
        value="1"
        tone="warning"
        icon={<ClockIcon size="md" />}
        hint="Telecel Cash, GH₵ 850.00"
      />
    </StatGrid>
  ),
};

export const AccountStatus: Story = {
  render: () => (
    <StatGrid aria-label="Account">
      <StatTile
        label="Account status"
        value={<StatusBadge label="Active" tone="success" icon="check" />}
        tone="success"
      />
      <StatTile label="Plan" value="Student" />
      <StatTile label="Member since" value="Jan 2025" tone="neutral" />
    </StatGrid>
  ),
};

export const LongValue: Story = {
  args: { label: 'Total paid since joining SkyLink Ghana in 2019', value: <Money amount={1234567.89} /> },
};

export const Mobile: Story = { ...BillingSummary, globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { ...BillingSummary, parameters: { theme: 'dark' } };
