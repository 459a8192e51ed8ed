import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { AmountField } from '@/components';
import { amountError } from '../../src/domain/format/amount';

const meta = {
  title: 'Components/AmountField',
  component: AmountField,
  args: { onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'An amount in Ghana cedis with a fixed GH₵ prefix (minimum GH₵ 1.00, steps of 0.01). It is a text input with the decimal keypad rather than `type=number`, so "1,250.00" and a pasted "GH₵ 20" are read correctly and scrolling never changes the value. Each change reports the text and the parsed amount; validate with `amountError()` (which carries the product rules\'s "Minimum payment amount is GH₵ 1.00") and pass the message back. For showing an amount use Money, not this.',
      },
    },
  },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: Partial<React.ComponentProps<typeof AmountField>>) {
  const [text, setText] = useState(props.defaultValue ?? '');
  const [amount, setAmount] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  return (
    <AmountField
      {...props}
      defaultValue={undefined}
      value={text}
      onChange={(next, parsed) => {
        setText(next);
        setAmount(parsed);
        props.onChange?.(next, parsed);
      }}
      onBlur={() => setTouched(true)}
      errorMessage={touched ? (amountError(amount) ?? undefined) : undefined}
    />
  );
}

export const Default: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount (GH₵)' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1,250.50');
    await expect(args.onChange).toHaveBeenLastCalledWith('1,250.50', 1250.5);
  },
};

export const BelowMinimum: Story = {
  name: 'Keyboard: below GH₵ 1.00 shows the product rules message on Tab out',
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('0.5');
    await userEvent.tab();
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Minimum payment amount is GH₵ 1.00');
  },
};

export const TooManyDecimals: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox'), '12.345');
    await userEvent.tab();
    await expect(canvas.getByText('Amount can have at most 2 decimal places')).toBeVisible();
  },
};

export const Prefilled: Story = { args: { defaultValue: '50.00', description: 'Default test amount' } };

export const ReadOnly: Story = { args: { defaultValue: '350.00', isReadOnly: true, label: 'Total' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '50.00' } };

export const Mobile: Story = {
  args: { label: 'Amount to pay towards your outstanding balance', isRequired: true },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  args: { defaultValue: '0.50', errorMessage: 'Minimum payment amount is GH₵ 1.00' },
};
