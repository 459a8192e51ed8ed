import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from '@/components';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email', autoComplete: 'email', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A labelled text input: the browser's own `<input>`, linked to its label, help text and error by ids (`aria-describedby`, `aria-invalid`, `aria-required`), so it costs public pages no React Aria code. Use it for single-line text, email, password and phone entry. Validation runs in our zod schemas (src/domain); pass the resulting message as `errorMessage` and the field marks itself invalid and links the message to the input so screen readers read it. For multi-line text use TextArea; for passwords with a show/hide toggle use PasswordField.",
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.type(input, 'ama@example.com');
    await expect(input).toHaveValue('ama@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ama@example.com');
  },
};

export const WithDescription: Story = {
  args: { description: "We'll send your receipt here." },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAccessibleDescription("We'll send your receipt here.");
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'ama@', errorMessage: 'Please enter a valid email address', isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  },
};

/** Typing in a field clears its error (the screens do this through their machine). */
export const ErrorClearsOnType: Story = {
  render: (args) => {
    const [error, setError] = useState<string | undefined>('Email is required');
    return <TextField {...args} errorMessage={error} onChange={() => setError(undefined)} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'a');
    await expect(canvas.queryByText('Email is required')).not.toBeInTheDocument();
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', name: 'password', autoComplete: 'current-password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ama@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
  },
};

export const KeyboardFocus: Story = {
  name: 'Keyboard: Tab focuses the input',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
  },
};

export const LongLabelOnMobile: Story = {
  args: {
    label: 'Mobile money number registered to the account holder',
    type: 'tel',
    description: '10 digits starting with 0, for example 0241234567',
  },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  args: { errorMessage: 'Please enter a valid email address', defaultValue: 'ama@', description: 'Your sign-in email' },
};
