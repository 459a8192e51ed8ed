import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button, Toast, type ToastItem, ToastRegion } from '@/components';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { message: 'Profile updated successfully', tone: 'success', duration: null, onDismiss: fn() },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] } },
  parameters: {
    docs: {
      description: {
        component:
          "Flash messages that go away by themselves (product rule: flash messages after 5 s, profile and password successes after 3 s). `duration` is a prop (ms) so tests and machines control time; `null` keeps it until `onDismiss` (the machine owns the timer). The timer pauses while the pointer is over the message or focus is inside it, and there is always a Dismiss button. `ToastRegion` renders the caller's list in a polite live region (errors are role=alert). For messages that must stay until acted on use Alert.",
      },
    },
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Profile updated successfully');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'danger', message: 'Failed to update profile' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to update profile');
  },
};

export const AutoDismiss: Story = {
  name: 'Auto-dismiss after its duration',
  args: { duration: 300 },
  play: async ({ args }) => {
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledTimes(1), { timeout: 2000 });
  },
};

export const PausesWhileFocused: Story = {
  name: 'Keyboard: focus inside pauses the timer; Enter dismisses',
  args: { duration: 300 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const close = canvas.getByRole('button', { name: 'Dismiss' });
    await expect(close).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const PausesOnHover: Story = {
  args: { duration: 300 },
  play: async ({ canvas, args }) => {
    await userEvent.hover(canvas.getByRole('status'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await userEvent.unhover(canvas.getByRole('status'));
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledTimes(1), { timeout: 2000 });
  },
};

function RegionDemo({ duration }: { duration: number | null }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button
        onPress={() =>
          setToasts((list) => [
            ...list,
            {
              id: String(Date.now() + list.length),
              tone: 'success',
              message: 'Password changed successfully',
              duration,
            },
          ])
        }
      >
        Save password
      </Button>
      <ToastRegion
        toasts={toasts}
        onDismiss={(id) => setToasts((list) => list.filter((t) => t.id !== id))}
        placement="inline"
      />
    </div>
  );
}

export const Region: Story = {
  name: 'ToastRegion: added messages are announced and removed',
  render: () => <RegionDemo duration={1000} />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(canvas.getByText('Password changed successfully')).toBeVisible());
    await waitFor(() => expect(canvas.queryByText('Password changed successfully')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

export const Stack: Story = {
  render: () => (
    <ToastRegion
      placement="inline"
      onDismiss={() => {}}
      toasts={[
        { id: '1', tone: 'success', message: 'Payment successful', duration: null },
        { id: '2', tone: 'info', message: 'Your receipt was sent to ama@example.com', duration: null },
        {
          id: '3',
          tone: 'danger',
          title: 'Upload failed',
          message: 'Image file must be smaller than 5MB',
          duration: null,
        },
      ]}
    />
  ),
};

export const FixedOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => (
    <ToastRegion
      onDismiss={() => {}}
      toasts={[
        {
          id: '1',
          tone: 'warning',
          message: 'Another payment is already in progress. Please wait or refresh the page.',
          duration: null,
        },
      ]}
    />
  ),
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: () => (
    <ToastRegion
      placement="inline"
      onDismiss={() => {}}
      toasts={[
        { id: '1', tone: 'success', message: 'Payment successful', duration: null },
        { id: '2', tone: 'danger', message: 'Failed to change password', duration: null },
      ]}
    />
  ),
};
