import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Alert, Button, Callout } from '@/components';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'danger', children: 'Login failed. Please check your credentials.' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] } },
  parameters: {
    docs: {
      description: {
        component:
          "An in-page message that replaces native `alert()`: request errors above a form, success confirmations, warnings and info notes. Errors are announced assertively (role=alert), the other tones politely (role=status). `Callout` is the same box without announcement, for static notes that are part of the page (for example the payment info note). For a confirmation that goes away by itself use Toast; for one field's error use that field's `errorMessage`.",
      },
    },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorTone: Story = {
  name: 'Error (role=alert)',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
  },
};

export const Success: Story = {
  name: 'Success (role=status)',
  args: { tone: 'success', children: 'Profile updated successfully' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Profile updated successfully');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Payment in progress',
    children: 'Another payment is already in progress. Please wait or refresh the page.',
  },
};

export const Info: Story = {
  args: { tone: 'info', children: 'Payment is processed securely through our card and mobile money payment provider.' },
};

export const WithTitleAndActions: Story = {
  args: {
    tone: 'danger',
    title: 'Payment failed',
    children: 'Network error. Please check your connection and try again.',
    actions: (
      <Button size="sm" variant="secondary" onPress={fn()}>
        Try again
      </Button>
    ),
  },
};

export const Dismissible: Story = {
  name: 'Dismissible (keyboard)',
  args: { tone: 'success', children: 'Password changed successfully', onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const close = canvas.getByRole('button', { name: 'Dismiss' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const StaticCallout: Story = {
  name: 'Callout (not announced)',
  render: () => <Callout tone="info">You will receive a prompt on your phone to approve the payment.</Callout>,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const LongTextOnMobile: Story = {
  args: {
    tone: 'warning',
    title: 'Your subscription payment is overdue',
    children:
      'Your invoice INV-2026-00042 for the Premium Unlimited plan was due on 1 November 2026. A late fee of 2% applies until 15 days late and 5% after that. Pay now with MTN Mobile Money, Telecel Cash or AT Money to avoid interruption.',
    onDismiss: fn(),
  },
  globals: { viewport: { value: 'mobile' } },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert tone="info">Info: coverage results are estimates.</Alert>
      <Alert tone="success">Payment successful.</Alert>
      <Alert tone="warning">Your session will expire soon.</Alert>
      <Alert tone="danger">Network error. Please try again later.</Alert>
    </div>
  ),
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert tone="info" title="Note">
        Info: coverage results are estimates.
      </Alert>
      <Alert tone="success" onDismiss={() => {}}>
        Payment successful.
      </Alert>
      <Alert tone="warning">Your session will expire soon.</Alert>
      <Alert tone="danger">Network error. Please try again later.</Alert>
    </div>
  ),
};
