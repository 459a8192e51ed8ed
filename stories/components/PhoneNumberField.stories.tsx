import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PhoneNumberField } from '@/components';
import { ghanaPhoneError } from '../../src/domain/format/phone';

const meta = {
  title: 'Components/PhoneNumberField',
  component: PhoneNumberField,
  args: { onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A Ghana mobile number: 10 digits starting with 0 (placeholder 0241234567). It opens the phone keypad, keeps only digits, spaces, +, - and brackets, and reports the normalised digits, validity and the network of the prefix with each change (+233 numbers are converted). Validate with `ghanaPhoneError()` and pass the message as `errorMessage`. `showNetworkHint` announces "MTN number" etc. politely. Use it for mobile money numbers and profile phone numbers in Ghana.',
      },
    },
  },
} satisfies Meta<typeof PhoneNumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: Partial<React.ComponentProps<typeof PhoneNumberField>>) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  return (
    <PhoneNumberField
      {...props}
      value={value}
      onChange={(next, details) => {
        setValue(next);
        props.onChange?.(next, details);
      }}
      onBlur={() => setTouched(true)}
      errorMessage={touched ? (ghanaPhoneError(value) ?? undefined) : undefined}
    />
  );
}

export const Default: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile money number' });
    await expect(input).toHaveAttribute('placeholder', '0241234567');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await userEvent.type(input, '024abc1234567');
    await expect(input).toHaveValue('0241234567');
    await expect(args.onChange).toHaveBeenLastCalledWith('0241234567', {
      digits: '0241234567',
      isValid: true,
      network: 'MTN',
    });
  },
};

export const InternationalInput: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox'), '+233 20 123 4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('+233 20 123 4567', {
      digits: '0201234567',
      isValid: true,
      network: 'VODAFONE',
    });
  },
};

export const ValidatesOnBlur: Story = {
  name: 'Keyboard: Tab in, type, Tab out shows the error',
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('02412');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Please enter a valid 10-digit mobile number starting with 0/);
  },
};

export const NetworkHint: Story = {
  render: (args) => <Controlled {...args} showNetworkHint />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox'), '0551234567');
    await expect(canvas.getByText('MTN number')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { defaultValue: '12345', errorMessage: 'Please enter a valid 10-digit mobile number starting with 0' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '0241234567' } };

export const Mobile: Story = {
  args: { label: 'Mobile money number registered to the account holder', isRequired: true },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  args: { defaultValue: '02412', errorMessage: 'Please enter a valid 10-digit mobile number starting with 0' },
};
