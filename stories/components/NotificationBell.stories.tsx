import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotificationBell, type NotificationItem } from '@/components';
import { StoryRouting } from '../support/routing';
import { manyNotifications, NOW, notifications } from './fixtures/sampleData';

const meta = {
  title: 'Components/NotificationBell',
  component: NotificationBell,
  args: {
    notifications,
    now: NOW,
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    onClear: fn(),
    viewAllHref: '/dashboard/notifications',
  },
  argTypes: { notifications: { control: false } },
  /** Stateful like the app: the callbacks change the list. */
  render: function Render(args) {
    const [list, setList] = useState<NotificationItem[]>([...args.notifications]);
    return (
      <StoryRouting navigate={fn()}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: '36rem' }}>
          <NotificationBell
            {...args}
            notifications={list}
            onMarkRead={(id) => {
              args.onMarkRead(id);
              setList((l) => l.map((n) => (n.id === id ? { ...n, isRead: true } : n)));
            }}
            onMarkAllRead={() => {
              args.onMarkAllRead();
              setList((l) => l.map((n) => ({ ...n, isRead: true })));
            }}
            onClear={() => {
              args.onClear();
              setList([]);
            }}
          />
        </div>
      </StoryRouting>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          "The dashboard header's bell: unread count on the icon ('9+' above 9; the button is named 'Notifications, 3 unread'), and a dropdown (react-aria DialogTrigger + Popover + Dialog) with the 5 newest notifications. Each shows its type by the colour, icon and words its caller gives (`tone`, `icon`, `typeLabel`: the notifications feature's `notificationLook` gives payment_success and service_active green, payment_failed red, payment_pending yellow, service_expired orange, others blue), the title, message and relative time, and a Mark read button when unread. Mark all read, Clear all and a count link ('View all notifications (6)') close the list. Escape or a click outside closes it and focus returns to the bell. The app keeps the list (50 newest per user) and passes callbacks; use Toast for a one-off confirmation instead.",
      },
    },
  },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Closed: Story = {
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(bell.querySelector('span[aria-hidden="true"]')).toHaveTextContent(/^3$/);
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
  },
};

export const KeyboardOpenMarkReadEscape: Story = {
  name: 'Keyboard: open with Enter, mark read, Escape returns focus',
  // Not shot: in one full visual run of four the shot showed the dropdown still open after 'Mark read' (a
  // step before the play function's end), the harness race also met by the Login flow story. Its end
  // state, the closed bell with 2 unread, is shot by the other bell stories; the story test asserts it.
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const bell = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Notifications' });
    const items = within(dialog).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Unread. Payment successful: Payment Successful');
    await expect(items[0]).toHaveTextContent('Just now');
    await expect(items[2]).toHaveTextContent('3 hours ago');
    await expect(within(dialog).queryByText('Scheduled maintenance')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark read: Payment pending' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith('n2');
    await expect(canvas.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    await expect(within(dialog).getByText('2 unread')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Notifications, 2 unread' })).toHaveFocus();
  },
};

export const MarkAllReadAndClear: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 3 unread' }));
    const dialog = await body().findByRole('dialog', { name: 'Notifications' });
    await expect(within(dialog).getByRole('link', { name: 'View all notifications (6)' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
    await expect(within(dialog).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByText('No notifications')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Clear all' })).toBeDisabled();
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Notifications/ }));
    await body().findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(document.body);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const NinePlus: Story = {
  name: "More than 9 unread: '9+'",
  args: { notifications: manyNotifications },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 12 unread' });
    await expect(bell.querySelector('span[aria-hidden="true"]')).toHaveTextContent(/^9\+$/);
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Empty: Story = {
  args: { notifications: [], defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await expect(await body().findByText('No notifications')).toBeVisible();
  },
};

export const WithoutLink: Story = { args: { viewAllHref: undefined, defaultOpen: true } };

export const LongText: Story = {
  args: {
    defaultOpen: true,
    notifications: [
      {
        id: 'l1',
        tone: 'danger',
        typeLabel: 'Payment failed',
        icon: 'error',
        title: 'Payment Failed for the Business Premium Satellite Internet yearly subscription renewal',
        message:
          'Your payment of GH₵ 13,200.00 with reference SKY-17636301001763630100176363010017636301 could not be processed. Please try again or contact support.',
        timestamp: NOW,
        isRead: false,
      },
    ],
  },
};

export const MobileRightEdge: Story = {
  name: 'Mobile: dropdown fits a 360 px screen',
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Notifications' });
    const rect = dialog.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = { args: { defaultOpen: true }, parameters: { theme: 'dark' } };
