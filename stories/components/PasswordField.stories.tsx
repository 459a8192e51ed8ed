import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PasswordField, PasswordStrengthMeter } from '@/components';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', onChange: fn(), onVisibleChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A password input with a show/hide toggle (react-aria `TextField` with a native toggle button). Use it for every password: sign-in (`autoComplete="current-password"`), registration, reset and change (`new-password`, the default). The toggle keeps the fixed name "Show password" and reports its pressed state, and showing never moves focus. Put a `PasswordStrengthMeter` in `children` where a new password is chosen. Do not use it for PINs or one-time codes.',
      },
    },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(input, 'Secret#1');
    await expect(args.onChange).toHaveBeenLastCalledWith('Secret#1');
  },
};

export const ShowHideWithKeyboard: Story = {
  name: 'Keyboard: Tab to toggle, Space and Enter show/hide',
  args: { defaultValue: 'Secret#123' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveFocus();
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(false);
  },
};

export const Visible: Story = {
  args: { defaultValue: 'Secret#123', defaultVisible: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const SignIn: Story = {
  args: { autoComplete: 'current-password', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Password/)).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByLabelText(/Password/)).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'short', errorMessage: 'Password must be at least 8 characters long', isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Password/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Password must be at least 8 characters long');
  },
};

export const WithDescription: Story = {
  args: { description: 'At least 8 characters with upper and lower case letters, a number and a symbol.' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Secret#123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

/** The registration pattern: the meter appears once typing starts and is announced politely. */
export const WithStrengthMeter: Story = {
  render: (args) => {
    const [value, setValue] = useState('');
    const score = value ? Math.min(100, value.length * 8) : null;
    return (
      <PasswordField {...args} value={value} onChange={setValue}>
        <PasswordStrengthMeter score={score} />
      </PasswordField>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Password'), 'abc');
    await waitFor(() => expect(canvas.getByRole('meter', { name: 'Password strength' })).toBeInTheDocument());
    await expect(canvas.getByText('Weak')).toBeVisible();
  },
};

export const MobileLongLabel: Story = {
  args: {
    label: 'Confirm your new password for the SkyLink Ghana customer account',
    errorMessage: 'Passwords do not match!',
    defaultValue: 'Secret#12',
  },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <PasswordField {...args} defaultValue="Secret#123" />
      <PasswordField {...args} label="Confirm password" errorMessage="Passwords do not match!" />
    </div>
  ),
};
