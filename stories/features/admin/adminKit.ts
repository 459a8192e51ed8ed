/** Sample admin API answers for the admin panel's machine and view tests. */
import type {
  NetworkStats,
  OutboxMail,
  OutboxSms,
  Overview,
  Ticket,
  TicketList,
} from '../../../src/features/admin/contract';

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

/** The site's origin in the outbox samples: links to it are links, others stay text. */
export const outboxOrigin = 'https://skylink.example';
/** "Now" for the outbox samples' relative times. */
export const outboxNow = '2026-11-22T10:00:00.000Z';

export const outboxMail: OutboxMail[] = [
  {
    id: 12,
    to: 'kofi.owusu@example.com',
    subject: 'Verify your email address',
    text: 'Hello Kofi,\n\nConfirm your email address: https://skylink.example/verify-email?token=abc123.\n\nThe link works for 24 hours.',
    html: null,
    links: ['https://skylink.example/verify-email?token=abc123'],
    createdAt: '2026-11-22T09:55:00.000Z',
  },
  {
    id: 9,
    to: 'esi@example.com',
    subject: 'Re: <b>Installation</b> date',
    text: 'Hello Esi,\n\nYes, we can install on Monday. <script>alert(1)</script> See https://elsewhere.example/phish and javascript:alert(1)',
    html: null,
    links: ['https://elsewhere.example/phish'],
    createdAt: '2026-11-21T08:00:00.000Z',
  },
];

export const outboxSms: OutboxSms[] = [
  {
    id: 4,
    paymentId: 'pay-1',
    to: '233244000111',
    text: 'SkyLink Ghana: we received GHS 100.00 for Standard (monthly). Ref SKY-123.',
    status: 'failed',
    attempts: 3,
    lastError: 'provider timeout',
    nextAttemptAt: null,
    provider: 'arkesel',
    createdAt: '2026-11-22T07:00:00.000Z',
    sentAt: null,
  },
  {
    id: 3,
    paymentId: 'pay-0',
    to: '233551234987',
    text: 'SkyLink Ghana: Premium (monthly) is paid until 21 Dec 2026. Renew in one tap: https://skylink.example/renew/r3n3w',
    status: 'kept',
    attempts: 1,
    lastError: null,
    nextAttemptAt: null,
    provider: 'outbox',
    createdAt: '2026-11-20T07:00:00.000Z',
    sentAt: '2026-11-20T07:00:01.000Z',
  },
];
