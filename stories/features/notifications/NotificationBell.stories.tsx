import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedNotificationBell } from '../../../src/features/notifications/ConnectedNotifications';
import type { NotificationType } from '../../../src/features/notifications/contract';
import type { BellNotification, StreamHandlers } from '../../../src/features/notifications/notifications.machine';
import { withStoryRouting } from '../../support/routing';
import { never } from '../billing/billingKit';

const now = Date.parse('2026-11-22T10:05:00.000Z');
const note = (
  id: string,
  minutesAgo: number,
  isRead = false,
  type: NotificationType = 'payment_success',
): BellNotification => ({
  id,
  type,
  title:
    type === 'payment_failed' ? 'Payment failed' : type === 'service_active' ? 'Service active' : 'Payment received',
  message:
    type === 'payment_failed'
      ? 'Your payment of GH₵ 100.00 failed: Declined'
      : type === 'service_active'
        ? 'Standard Internet is active until 22 Dec 2026.'
        : 'We received GH₵ 100.00 for Standard Internet.',
  timestamp: new Date(now - minutesAgo * 60_000).toISOString(),
  isRead,
});

const markRead = fn(async () => {});

/** How the fake server's stream behaves in a story. */
type StreamPlay = 'none' | 'pending' | 'live' | 'liveThenArrival' | 'fails' | 'signedOut';

function fakeStream(play: StreamPlay) {
  if (play === 'none') return undefined;
  return (on: StreamHandlers) => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (play === 'fails') timers.push(setTimeout(() => on.failed(), 10));
    if (play === 'signedOut') timers.push(setTimeout(() => on.end('signed_out'), 10));
    if (play === 'live' || play === 'liveThenArrival') timers.push(setTimeout(() => on.open(), 10));
    if (play === 'liveThenArrival') {
      timers.push(
        setTimeout(
          () =>
            on.notifications([
              note('n3', 0, false, 'service_active'),
              note('n1', 1),
              note('n2', 30, true, 'payment_failed'),
            ]),
          300,
        ),
      );
    }
    return () => {
      for (const t of timers) clearTimeout(t);
    };
  };
}

function ConnectedBell({ load, stream }: { load: () => Promise<BellNotification[]>; stream: StreamPlay }) {
  return (
    <ConnectedNotificationBell
      now={now}
      viewAllHref="/notifications"
      services={{
        fetchNotifications: load,
        markRead,
        markAllRead: async () => {},
        clear: async () => {},
        openStream: fakeStream(stream),
      }}
    />
  );
}

const meta = {
  title: 'Flows/Notifications/Notification bell',
  component: ConnectedBell,
  decorators: [withStoryRouting],
  parameters: {
    docs: {
      description: {
        component:
          'The header bell of the signed-in site driven by the real `notifications` machine, with GET /api/notifications and the live stream mocked: the unread badge ("9+" above 9), the newest five and a count link to /notifications; new arrivals come in without a reload and are announced politely by title; polling every 30 s when the stream fails.',
      },
    },
  },
  args: { load: async () => [note('n1', 1), note('n2', 30, true, 'payment_failed')], stream: 'live' },
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

export const Connecting: Story = {
  parameters: { machine: 'notifications', state: 'streaming.connecting' },
  args: { stream: 'pending' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  },
};

export const Live: Story = {
  parameters: { machine: 'notifications', state: 'streaming.live' },
  play: async ({ canvas, canvasElement }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Notifications' });
    await expect(within(dialog).getByText('We received GH₵ 100.00 for Standard Internet.')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'View all notifications (2)' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark read: Payment received' }));
    await expect(markRead).toHaveBeenCalledWith('n1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    await expect(within(dialog).getByText('No notifications')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const LiveArrival: Story = {
  name: 'Live: a notification arrives without a reload (announced by title)',
  parameters: { machine: 'notifications', state: 'streaming.live' },
  args: { stream: 'liveThenArrival' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 3000 });
    const region = canvasElement.querySelector('[aria-live="polite"]');
    await waitFor(() => expect(region).toHaveTextContent('New notification: Service active'));
  },
};

export const LiveManyUnread: Story = {
  name: 'Live: more than 9 unread (9+)',
  parameters: { machine: 'notifications', state: 'streaming.live' },
  args: { load: async () => Array.from({ length: 12 }, (_, i) => note(`n${i}`, i)) },
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, 12 unread' });
    await expect(within(bell).getByText('9+')).toBeVisible();
  },
};

export const Polling: Story = {
  name: 'Polling (the stream failed)',
  parameters: { machine: 'notifications', state: 'polling' },
  args: { stream: 'fails' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  },
};

export const Ended: Story = {
  name: 'Ended (signed out elsewhere)',
  parameters: { machine: 'notifications', state: 'ended' },
  args: { stream: 'signedOut' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  },
};
