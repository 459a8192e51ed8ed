import type { AdminUserRow } from '../../../src/features/adminUsers/contract';

/** An admin user record for the machine and client tests. */
export const row = (over: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: '11111111-1111-4111-8111-111111111111',
  username: 'kofi',
  email: 'kofi@example.com',
  firstName: 'Kofi',
  lastName: 'Asante',
  role: 'user',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastLoginAt: null,
  status: 'active',
  phoneNumber: null,
  plan: null,
  subscriptionStatus: null,
  lastPayment: null,
  ...over,
});
