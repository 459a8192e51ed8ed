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
