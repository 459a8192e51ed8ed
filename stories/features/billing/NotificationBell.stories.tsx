import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationBell } from '../../../src/components/NotificationBell/NotificationBell';
import { type BellNotification, provideNotifications } from '../../../src/features/billing/notifications.machine';
import { useMachineView } from '../../../src/machines/useMachineView';
import { never } from './billingKit';

const now = Date.parse('2026-11-22T10:05:00.000Z');
const note = (id: string, minutesAgo: number, isRead = false, type = 'payment_success'): BellNotification => ({
  id,
  type,
  title: type === 'payment_failed' ? 'Payment failed' : 'Payment received',
  message:
    type === 'payment_failed'
      ? 'Your payment of GH₵ 100.00 failed: Declined'
      : 'We received GH₵ 100.00 for Standard Internet.',
  timestamp: new Date(now - minutesAgo * 60_000).toISOString(),
  isRead,
});

const markRead = fn(async () => {});

function ConnectedBell({ load }: { load: () => Promise<BellNotification[]> }) {
  const [notifications, send] = useMachineView(
    () =>
      provideNotifications({ fetchNotifications: load, markRead, markAllRead: async () => {}, clear: async () => {} }),
    (snapshot) => snapshot.context.notifications,
  );
  return (
    <NotificationBell
      notifications={notifications}
      now={now}
      onMarkRead={(id) => send({ type: 'notification.read', id })}
      onMarkAllRead={() => send({ type: 'notifications.readAll' })}
      onClear={() => send({ type: 'notifications.clear' })}
    />
  );
}

const meta = {
  title: 'Flows/Billing/Notification bell',
  component: ConnectedBell,
  parameters: {
    docs: {
      description: {
        component:
          'The header bell of the signed-in site driven by the real `notifications` machine, with GET /api/notifications mocked: the unread badge ("9+" above 9) and the newest five; marking read updates at once.',
      },
    },
  },
  args: { load: async () => [note('n1', 1), note('n2', 30, true, 'payment_failed')] },
  beforeEach: () => markRead.mockClear(),
} satisfies Meta<typeof ConnectedBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: 'notifications', state: 'loading' },
  args: { load: () => never<BellNotification[]>() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

export const Ready: Story = {
  parameters: { machine: 'notifications', state: 'ready' },
  play: async ({ canvas, canvasElement }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Notifications' });
    await expect(within(dialog).getByText('We received GH₵ 100.00 for Standard Internet.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    await expect(within(dialog).getByText('All notifications read')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const ReadyManyUnread: Story = {
  name: 'Ready: more than 9 unread (9+)',
  parameters: { machine: 'notifications', state: 'ready' },
  args: { load: async () => Array.from({ length: 12 }, (_, i) => note(`n${i}`, i)) },
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, 12 unread' });
    await expect(within(bell).getByText('9+')).toBeVisible();
  },
};
