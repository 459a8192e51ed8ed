import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Money } from '@/components';

const meta = {
  title: 'Components/Money',
  component: Money,
  args: { amount: 1100 },
  argTypes: {
    size: { control: 'inline-radio', options: ['inherit', 'sm', 'md', 'lg', 'xl'] },
    period: { control: 'inline-radio', options: [undefined, 'monthly', 'yearly'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "An amount of money in the product's one format: **symbol, space, thousands separators, exactly 2 decimals** ('GH₵ 1,100.00', '-GH₵ 50.00'), from `formatMoney` in src/domain/format/money.ts. Tabular digits keep columns aligned. `period` adds '/month' or '/year' (read as 'per month' / 'per year'); `minorUnits` divides card-provider amounts by 100. Use it for every displayed price or payment; use AmountField to type an amount.",
      },
    },
  },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('GH₵ 1,100.00');
  },
};

export const PerMonth: Story = {
  args: { amount: 100, period: 'monthly', size: 'xl' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('GH₵ 100.00/month per month');
  },
};

export const PerYear: Story = { args: { amount: 13200, period: 'yearly', size: 'lg' } };

export const MinorUnits: Story = {
  name: 'Minor units (pesewas)',
  args: { amount: 85000, minorUnits: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('GH₵ 850.00');
  },
};

export const Negative: Story = { args: { amount: -50, toneNegative: true } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['sm', 'md', 'lg', 'xl'] as const).map((s) => (
        <Money key={s} {...args} size={s} />
      ))}
    </div>
  ),
};

export const OtherCurrencies: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Money amount={10} currency="USD" />
      <Money amount={2500} currency="NGN" />
      <Money amount={1500} currency="KES" />
    </div>
  ),
};

export const LargeOnMobile: Story = {
  args: { amount: 100000, size: 'xl', period: 'yearly' },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = { parameters: { theme: 'dark' }, args: { amount: 850, period: 'monthly', size: 'xl' } };
