/** Sample admin API answers for the admin panel's machine and view tests. */
import type { NetworkStats, Overview, Ticket, TicketList } from '../../../src/features/admin/contract';

export const overview: Overview = {
  customers: 120,
  newCustomersThisWeek: 7,
  activeSubscriptions: 96,
  revenueThisMonthPesewas: 1_254_000,
  paymentsPendingToday: 2,
  paymentsFailedToday: 1,
  openSupportTickets: 4,
  openCoverageRequests: 3,
  generatedAt: '2026-11-22T10:00:00.000Z',
};

export const stats: NetworkStats = {
  byRegion: [
    { name: 'Greater Accra', requests: 2, checks: 40, servedChecks: 38 },
    { name: 'Northern', requests: 5, checks: 12, servedChecks: 9 },
    { name: 'Unknown', requests: 1, checks: 3, servedChecks: 0 },
  ],
  byZone: [
    { name: 'urban', requests: 2, checks: 40, servedChecks: 38 },
    { name: 'rural', requests: 5, checks: 12, servedChecks: 9 },
  ],
  totals: { requests: 8, openRequests: 2, checks: 55, servedChecks: 47 },
  servedAreas: [{ name: 'Accra', region: 'Greater Accra', zone: 'urban' }],
  followUp: [
    {
      id: 'req-1',
      address: 'Bolgatanga',
      contactInfo: 'bolga@example.com',
      status: 'new',
      region: 'Upper East',
      zone: 'rural',
      createdAt: '2026-11-21T09:00:00.000Z',
      updatedAt: null,
    },
    {
      id: 'req-2',
      address: 'Tamale',
      contactInfo: '0241234567',
      status: 'contacted',
      region: 'Northern',
      zone: 'suburban',
      createdAt: '2026-11-20T09:00:00.000Z',
      updatedAt: '2026-11-21T09:00:00.000Z',
    },
  ],
};

export const ticket: Ticket = {
  id: 7,
  name: 'Esi Nkrumah',
  email: 'esi@example.com',
  subject: 'Installation date',
  status: 'new',
  assignee: null,
  createdAt: '2026-11-22T08:00:00.000Z',
  form: 'contact',
  phone: '024 123 4567',
  company: null,
  serviceType: 'residential',
  message: 'When can you install in Kumasi?',
  updatedAt: null,
  replies: [],
};

export const admins = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Kwame Boateng' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Efua Owusu' },
];

export const ticketList: TicketList = {
  tickets: [
    {
      id: ticket.id,
      name: ticket.name,
      email: ticket.email,
      subject: ticket.subject,
      status: 'new',
      assignee: null,
      createdAt: ticket.createdAt,
    },
  ],
  total: 21,
  page: 1,
  pageSize: 20,
  assignees: admins,
};

/** A promise that never settles: holds a machine in its loading state. */
export const never = <T>() => new Promise<T>(() => {});
