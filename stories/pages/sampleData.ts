import type { NotificationItem } from '../../src/components/NotificationBell/notifications';

/** Sample records shared by the part-B component stories and the sample pages (not app data). */
export interface PaymentRow {
  id: string;
  date: Date;
  description: string;
  channel: string;
  reference: string;
  amount: number;
  status: 'paid' | 'pending' | 'failed' | 'overdue' | 'cancelled';
}

export const NOW = new Date('2026-11-21T12:00:00Z');

export const payments: PaymentRow[] = [
  {
    id: 'p1',
    date: new Date('2026-11-20T09:15:00Z'),
    description: 'Student Plan, monthly',
    channel: 'MTN Mobile Money',
    reference: 'SKY-1763630100',
    amount: 100,
    status: 'paid',
  },
  {
    id: 'p2',
    date: new Date('2026-10-20T08:02:00Z'),
    description: 'Student Plan, monthly',
    channel: 'MTN Mobile Money',
    reference: 'SKY-1760947320',
    amount: 100,
    status: 'paid',
  },
  {
    id: 'p3',
    date: new Date('2026-09-19T17:45:00Z'),
    description: 'Home Plan, monthly',
    channel: 'Card',
    reference: 'SKY-1758303900',
    amount: 850,
    status: 'failed',
  },
  {
    id: 'p4',
    date: new Date('2026-09-21T10:30:00Z'),
    description: 'Home Plan, monthly',
    channel: 'Vodafone Cash',
    reference: 'SKY-1758450600',
    amount: 850,
    status: 'pending',
  },
  {
    id: 'p5',
    date: new Date('2026-08-01T12:00:00Z'),
    description: 'Business Plan, yearly',
    channel: 'AirtelTigo Money',
    reference: 'SKY-1754049600',
    amount: 13200,
    status: 'cancelled',
  },
];

const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);

export const notifications: NotificationItem[] = [
  {
    id: 'n1',
    type: 'payment_success',
    title: 'Payment Successful',
    message: 'GH₵ 100.00 received for the Student Plan.',
    timestamp: minutesAgo(0.5),
    isRead: false,
  },
  {
    id: 'n2',
    type: 'payment_pending',
    title: 'Payment pending',
    message: 'Approve the GH₵ 850.00 prompt on your phone.',
    timestamp: minutesAgo(12),
    isRead: false,
  },
  {
    id: 'n3',
    type: 'payment_failed',
    title: 'Payment Failed',
    message: 'Your card payment could not be processed.',
    timestamp: minutesAgo(3 * 60),
    isRead: false,
  },
  {
    id: 'n4',
    type: 'service_active',
    title: 'Service active',
    message: 'Your Student Plan is active until 20 Dec 2026.',
    timestamp: minutesAgo(2 * 24 * 60),
    isRead: true,
  },
  {
    id: 'n5',
    type: 'service_expired',
    title: 'Service expired',
    message: 'Your Home Plan expired. Renew to reconnect.',
    timestamp: minutesAgo(9 * 24 * 60),
    isRead: true,
  },
  {
    id: 'n6',
    type: 'system',
    title: 'Scheduled maintenance',
    message: 'Brief outage on Sunday 02:00-03:00.',
    timestamp: minutesAgo(12 * 24 * 60),
    isRead: true,
  },
];

/** Twelve unread notifications, for the '9+' badge. */
export const manyNotifications: NotificationItem[] = Array.from({ length: 12 }, (_, i) => ({
  id: `m${i}`,
  type: i % 2 ? 'payment_success' : 'payment_pending',
  title: `Payment ${i + 1}`,
  message: 'GH₵ 100.00',
  timestamp: minutesAgo(i * 30),
  isRead: false,
}));
