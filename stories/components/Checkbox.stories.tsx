import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from '@/components';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Remember me', name: 'remember', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A single on/off choice submitted with a form (react-aria `Checkbox`), such as "Remember me" on sign-in or accepting terms. Clicking the label toggles it; Space toggles it from the keyboard. For a setting that takes effect at once use Switch; for one choice out of several use RadioGroup.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const KeyboardToggle: Story = {
  name: 'Keyboard: Tab focuses, Space toggles',
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { children: 'Select all invoices', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveProperty('indeterminate', true);
  },
};

export const WithDescription: Story = {
  args: { description: 'Stay signed in on this device for 30 days.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Stay signed in on this device for 30 days.',
    );
  },
};

export const Invalid: Story = {
  args: {
    children: 'I accept the terms of service',
    errorMessage: 'Please accept the terms to continue',
    isRequired: true,
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please accept the terms to continue');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Remember me'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongLabelOnMobile: Story = {
  args: {
    children: 'Send me SMS and email updates about outages in my area, new packages and offers from SkyLink Ghana',
  },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox {...args} />
      <Checkbox {...args} defaultSelected>
        Checked
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        Mixed
      </Checkbox>
      <Checkbox {...args} errorMessage="Please accept the terms to continue">
        I accept the terms
      </Checkbox>
      <Checkbox {...args} isDisabled>
        Disabled
      </Checkbox>
    </div>
  ),
};
