/** Sample accounts and machine snapshots for the admin people stories. */
import type { AdminUserRow, CustomerDetail, UserListResponse } from '../../../src/features/adminUsers/contract';
import { type PeopleContext, peopleMachine } from '../../../src/features/adminUsers/people.machine';
import { type PeopleView, toPeopleView } from '../../../src/features/adminUsers/people.view';

export const sampleRow = (over: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: '11111111-1111-4111-8111-111111111111',
  username: 'kofi',
  email: 'kofi.asante@example.com',
  firstName: 'Kofi',
  lastName: 'Asante',
  role: 'user',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastLoginAt: '2026-11-21T08:30:00.000Z',
  status: 'active',
  phoneNumber: '0244000111',
  plan: { id: 'plan_standard_monthly', name: 'Standard' },
  subscriptionStatus: 'active',
  lastPayment: { amount: 25000, status: 'succeeded', at: '2026-11-20T09:00:00.000Z' },
  ...over,
});

export const sampleList: UserListResponse = {
  rows: [
    sampleRow(),
    sampleRow({
      id: '22222222-2222-4222-8222-222222222222',
      username: 'esi',
      email: 'esi.owusu@example.com',
      firstName: 'Esi',
      lastName: 'Owusu',
      status: 'pending',
      lastLoginAt: null,
      plan: null,
      subscriptionStatus: null,
      lastPayment: null,
    }),
    sampleRow({
      id: '33333333-3333-4333-8333-333333333333',
      username: 'yaw',
      email: 'yaw.darko@example.com',
      firstName: 'Yaw',
      lastName: 'Darko',
      status: 'inactive',
      subscriptionStatus: 'expired',
      lastPayment: { amount: 15000, status: 'failed', at: '2026-10-02T12:00:00.000Z' },
    }),
  ],
  total: 43,
  page: 1,
  pageSize: 20,
};

export const staffList: UserListResponse = {
  rows: [
    sampleRow({
      id: '44444444-4444-4444-8444-444444444444',
      username: 'ops',
      email: 'ops@example.com',
      firstName: 'Kwame',
      lastName: 'Boateng',
      role: 'admin',
      plan: null,
      subscriptionStatus: null,
      lastPayment: null,
    }),
    ...sampleList.rows,
  ],
  total: 4,
  page: 1,
  pageSize: 20,
};

export const sampleDetail: CustomerDetail = {
  customer: { ...sampleRow(), fullName: 'Kofi Asante', emailVerified: true },
  subscription: {
    id: 'sub_1',
    planId: 'plan_standard_monthly',
    planName: 'Standard',
    billingCycle: 'monthly',
    status: 'active',
    nextBillingDate: '2026-12-20T09:00:00.000Z',
    autoRenew: true,
  },
  invoices: [
    {
      id: 'inv_1',
      number: 'INV-2026-0042',
      amount: 25000,
      status: 'paid',
      issueDate: '2026-11-20T09:00:00.000Z',
      dueDate: '2026-11-27T09:00:00.000Z',
    },
  ],
  payments: [
    {
      id: 'pay_1',
      reference: 'SKY-1763805600000-A1B2C3',
      amount: 25000,
      status: 'succeeded',
      channel: 'mobile_money',
      network: 'MTN',
      createdAt: '2026-11-20T09:00:00.000Z',
      failureReason: null,
      lateSuccess: false,
      duplicateOf: null,
    },
  ],
  messages: [
    {
      id: 'sms-7',
      channel: 'sms',
      kind: 'confirmation',
      summary: 'SkyLink: GHS 250.00 received for Standard. Service active until 20 Dec 2026. Ref SKY-1A2B3C',
      status: 'sent',
      at: '2026-11-20T09:01:00.000Z',
      sentAt: '2026-11-20T09:01:05.000Z',
      error: null,
    },
    {
      id: 'bell-n1',
      channel: 'bell',
      kind: 'confirmation',
      summary: 'Payment received',
      status: 'unread',
      at: '2026-11-20T09:01:00.000Z',
      sentAt: null,
      error: null,
    },
  ],
  serviceEvents: [
    {
      id: 41,
      type: 'activated',
      occurredAt: '2026-11-20T09:00:00.000Z',
      planId: 'plan_standard_monthly',
      paidUntil: '2026-12-20T09:00:00.000Z',
      deliveredAt: '2026-11-20T09:00:05.000Z',
    },
  ],
  audit: [
    {
      id: 'a1',
      action: 'payment.succeeded',
      level: 'info',
      at: '2026-11-20T09:00:00.000Z',
      actorId: null,
      ipAddress: '203.0.113.4',
      details: {},
    },
  ],
};

export function baseContext(scope: 'customers' | 'users' = 'customers'): PeopleContext {
  return {
    scope,
    viewer: null,
    searchText: '',
    query: { search: '', status: 'all', subscription: 'all', role: 'all', page: 1, pageSize: 20 },
    list: null,
    listError: '',
    detailId: null,
    detail: null,
    detailError: '',
    lateOnly: false,
    pending: null,
    reason: '',
    role: 'user',
    reasonError: '',
    actionError: null,
    notice: '',
  };
}

/** The view the real machine gives in a state (a dot path) with a context. */
export function viewAt(
  state: string,
  context: Partial<PeopleContext> = {},
  scope: 'customers' | 'users' = 'customers',
): PeopleView {
  const parts = state.split('.');
  const value = parts.reduceRight<unknown>((inner, key) => (inner === undefined ? key : { [key]: inner }), undefined);
  const snapshot = peopleMachine.resolveState({
    value: value as never,
    context: { ...baseContext(scope), ...context },
  });
  return toPeopleView(snapshot);
}

/** A customer with a card checkout given up, then paid at the provider and credited late. */
export const lateSuccessDetail: CustomerDetail = {
  ...sampleDetail,
  payments: [
    ...sampleDetail.payments,
    {
      id: 'pay_0',
      reference: 'SKY-1763719200000-0A1B2C3D',
      amount: 25000,
      status: 'succeeded',
      channel: 'card',
      network: null,
      createdAt: '2026-11-19T09:00:00.000Z',
      failureReason: null,
      lateSuccess: true,
      duplicateOf: null,
    },
  ],
};

/** A customer who replaced a payment, then approved it after all: credited late, as a second charge. */
export const duplicateDetail: CustomerDetail = {
  ...lateSuccessDetail,
  payments: lateSuccessDetail.payments.map((p) =>
    p.lateSuccess ? { ...p, channel: 'mobile_money', network: 'MTN', duplicateOf: 'SKY-1763805600000-A1B2C3' } : p,
  ),
};
