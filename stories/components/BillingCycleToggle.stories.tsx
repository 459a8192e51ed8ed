import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { type BillingCycle, BillingCycleToggle } from '@/components';

const meta = {
  title: 'Components/BillingCycleToggle',
  component: BillingCycleToggle,
  args: { value: 'monthly', onChange: fn(), savingsLabel: 'Save up to 17%' },
  render: function Render(args) {
    const [value, setValue] = useState<BillingCycle>(args.value);
    return (
      <BillingCycleToggle
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange(v);
        }}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          "The Monthly / Yearly switch above plan cards and on the payment details step, with a savings badge on Yearly ('Save up to 17%' on the packages page, 'Save N%' on the payment step). A radio group of two native buttons: Tab reaches the selected option, arrow keys move, Space or Enter selects, one option is always selected. Use it only for the billing cycle; use Switch for on/off settings and RadioGroup for longer lists.",
      },
    },
  },
} satisfies Meta<typeof BillingCycleToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Monthly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Billing cycle' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Yearly/ })).not.toBeChecked();
    await expect(canvas.getByText('Save up to 17%')).toBeVisible();
  },
};

export const Yearly: Story = { args: { value: 'yearly', savingsLabel: 'Save 20%' } };

export const KeyboardArrows: Story = {
  name: 'Keyboard: Tab in, arrows select, Space keeps selection',
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const monthly = canvas.getByRole('radio', { name: 'Monthly' });
    const yearly = canvas.getByRole('radio', { name: 'Yearly Save up to 17%' });
    await expect(monthly).toHaveFocus();
    await expect(monthly.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{ArrowRight}');
    await expect(yearly).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(yearly).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('yearly');
    await userEvent.keyboard(' ');
    await expect(yearly).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{Enter}');
    await expect(monthly).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('monthly');
  },
};

export const ClickSelects: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Yearly/ }));
    await expect(args.onChange).toHaveBeenCalledWith('yearly');
    await expect(canvas.getByRole('radio', { name: /Yearly/ })).toBeChecked();
  },
};

export const WithVisibleLabel: Story = { args: { showLabel: true } };
export const NoSavingsBadge: Story = { args: { savingsLabel: undefined } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Yearly/ }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { parameters: { theme: 'dark' }, args: { value: 'yearly' } };
