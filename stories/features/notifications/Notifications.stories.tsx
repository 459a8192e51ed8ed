import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ConnectedNotifications } from '../../../src/features/notifications/ConnectedNotifications';
import type { NotificationType } from '../../../src/features/notifications/contract';
import type { BellNotification, StreamHandlers } from '../../../src/features/notifications/notifications.machine';
import { never } from '../billing/billingKit';

const now = Date.parse('2026-11-22T10:05:00.000Z');
// 'other': a type this page does not know yet (notificationLook shows it as a blue Notice)
const types = [
  'payment_success',
  'service_active',
  'payment_pending',
  'payment_failed',
  'service_expired',
  'renewal_reminder',
  'other',
] as NotificationType[];
const list: BellNotification[] = types.map((type, i) => ({
  id: `n${i}`,
  type,
  title: `${type.replace('_', ' ')} notice`,
  message: `Message ${i + 1}`,
  timestamp: new Date(now - i * 3 * 3600_000 * (i > 3 ? 10 : 1)).toISOString(),
  isRead: i % 2 === 1,
}));

function ConnectedPage({
  load,
  stream,
}: {
  load: () => Promise<BellNotification[]>;
  stream?: (on: StreamHandlers) => () => void;
}) {
  return (
    <ConnectedNotifications
      now={now}
      services={{
        fetchNotifications: load,
        markRead: async () => {},
        markAllRead: async () => {},
        clear: async () => {},
        openStream: stream,
      }}
    />
  );
}

const live = (on: StreamHandlers) => {
  const t = setTimeout(() => on.open(), 10);
  return () => clearTimeout(t);
};

const meta = {
  title: 'Flows/Notifications/Notifications page',
  component: ConnectedPage,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '/notifications: every kept notification (50 newest) with the real `notifications` machine: type in colour and words (payment_success and service_active green, payment_failed red, payment_pending yellow, service_expired orange, others blue), relative time, Mark read, Mark all read, Clear all, and how it is kept up to date.',
      },
    },
  },
  args: { load: async () => list, stream: live },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: 'notifications', state: 'loading' },
  args: { load: () => never<BellNotification[]>() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading notifications' })).toBeVisible();
  },
};

export const LiveList: Story = {
  parameters: { machine: 'notifications', state: 'streaming.live' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Live: new notifications appear here/)).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark read: payment success notice' }));
    await expect(canvas.getByText(/7 kept, 3 unread/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all read' }));
    await expect(canvas.getByText(/7 kept, 0 unread/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(canvas.getByRole('heading', { name: 'No notifications' })).toBeVisible();
  },
};

export const Streaming: Story = {
  name: 'Streaming: connecting for live updates',
  parameters: { machine: 'notifications', state: 'streaming' },
  args: { stream: () => () => {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Connecting for live updates/)).toBeVisible();
  },
};

export const PollingStale: Story = {
  name: 'Polling, the last load failed',
  parameters: { machine: 'notifications', state: 'polling' },
  args: { load: async () => Promise.reject(new Error('offline')), stream: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/checking every 30 seconds/)).toBeVisible();
    await expect(canvas.getByText(/this list may be out of date/)).toBeVisible();
  },
};
