/**
 * GET /api/admin/customers, /api/admin/users and /api/admin/customers/:id: search, filters, pages,
 * the row shape (checked against the contract), the detail and the 400/404 answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../../../server/audit/log';
import {
  customerDetailResponseSchema,
  type UserListResponse,
  userListResponseSchema,
} from '../../../../src/features/adminUsers/contract';
import { type PeopleHarness, peopleHarness } from './support';

let h: PeopleHarness;
const ids: Record<string, string> = {};

beforeAll(async () => {
  h = await peopleHarness();
  ids.kofi = await h.account({ username: 'kofi', fullName: 'Kofi Asante', phoneNumber: '0244000111' });
  ids.esi = await h.account({ username: 'esi', fullName: 'Esi Owusu', verified: false });
  ids.yaw = await h.account({ username: 'yaw', fullName: 'Yaw Darko', isActive: false });
  ids.percent = await h.account({ username: 'pct_100', fullName: 'Abena 100% Sure' });
  ids.plain = await h.account({ username: 'pctx100', fullName: 'Abena Plain' });
  ids.staff = await h.account({ username: 'agent', fullName: 'Support Agent', role: 'support' });
  await h.subscribe(ids.kofi, 'active');
  await h.subscribe(ids.esi, 'pending');
  await h.pay(ids.kofi, 'kofi@example.test', 1500, 'failed');
  await h.pay(ids.kofi, 'kofi@example.test', 2500, 'succeeded');
});
afterAll(() => h.close());

async function list(path: string): Promise<UserListResponse> {
  const res = await h.send('GET', path, h.opsToken);
  expect(res.status, await res.clone().text()).toBe(200);
  return userListResponseSchema.parse(await res.json());
}
const names = (page: UserListResponse) => page.rows.map((row) => row.username);

describe('the customers list', () => {
  it('lists customers only, newest first, in the admin user record shape with plan and last payment', async () => {
    const page = await list('/api/admin/customers');
    expect(names(page)).toEqual(['pctx100', 'pct_100', 'yaw', 'esi', 'kofi', 'demo']);
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 20 });
    const kofi = page.rows.find((row) => row.username === 'kofi');
    expect(kofi).toMatchObject({
      id: ids.kofi,
      email: 'kofi@example.test',
      firstName: 'Kofi',
      lastName: 'Asante',
      role: 'user',
      status: 'active',
      lastLoginAt: null,
      plan: { id: 'plan_standard_monthly' },
      subscriptionStatus: 'active',
      lastPayment: { amount: 2500, status: 'succeeded' },
    });
    expect(kofi?.plan?.name).toMatch(/\S/);
    expect(page.rows.find((row) => row.username === 'yaw')).toMatchObject({
      plan: null,
      subscriptionStatus: null,
      lastPayment: null,
    });
  });

  it('filters by status: pending = not verified, inactive = deactivated, active = active and verified', async () => {
    expect(names(await list('/api/admin/customers?status=pending'))).toEqual(['esi']);
    expect(names(await list('/api/admin/customers?status=inactive'))).toEqual(['yaw']);
    expect(names(await list('/api/admin/customers?status=active'))).toEqual(['pctx100', 'pct_100', 'kofi', 'demo']);
  });

  it('filters by subscription status, none meaning never subscribed', async () => {
    expect(names(await list('/api/admin/customers?subscription=active'))).toEqual(['kofi']);
    expect(names(await list('/api/admin/customers?subscription=pending'))).toEqual(['esi']);
    expect(names(await list('/api/admin/customers?subscription=none'))).toEqual(['pctx100', 'pct_100', 'yaw', 'demo']);
    expect(names(await list('/api/admin/customers?subscription=expired'))).toEqual([]);
  });

  it('searches name, email, username and phone case-insensitively, wildcards literally', async () => {
    expect(names(await list('/api/admin/customers?search=ASANTE'))).toEqual(['kofi']);
    expect(names(await list('/api/admin/customers?search=esi%40example'))).toEqual(['esi']);
    expect(names(await list('/api/admin/customers?search=0244000'))).toEqual(['kofi']);
    expect(names(await list('/api/admin/customers?search=DARK'))).toEqual(['yaw']);
    // '_' and '%' match themselves only
    expect(names(await list('/api/admin/customers?search=pct_'))).toEqual(['pct_100']);
    expect(names(await list('/api/admin/customers?search=100%25'))).toEqual(['pct_100']);
    expect(names(await list('/api/admin/customers?search=%20%20kofi%20'))).toEqual(['kofi']);
  });

  it('pages with page and pageSize and reports the total', async () => {
    const first = await list('/api/admin/customers?pageSize=2');
    const second = await list('/api/admin/customers?pageSize=2&page=2');
    const beyond = await list('/api/admin/customers?pageSize=2&page=9');
    expect(names(first)).toEqual(['pctx100', 'pct_100']);
    expect(names(second)).toEqual(['yaw', 'esi']);
    expect(beyond.rows).toEqual([]);
    expect([first.total, second.total, beyond.total]).toEqual([6, 6, 6]);
    expect(await list('/api/admin/customers?pageSize=100')).toMatchObject({ pageSize: 100 });
  });

  it.each([
    ['status=gone', 'status must be one of all, active, inactive, pending'],
    ['subscription=paid', 'subscription must be one of all, none, pending, active, cancelled, expired'],
    ['page=0', 'page must be a whole number from 1 to 100000'],
    ['page=abc', 'page must be a whole number from 1 to 100000'],
    ['pageSize=101', 'pageSize must be a whole number from 1 to 100'],
    ['pageSize=-1', 'pageSize must be a whole number from 1 to 100'],
    [`search=${'x'.repeat(101)}`, 'search can be at most 100 characters'],
    ['search=a%00b', 'search must not contain control characters'],
  ])('answers 400 for %s with a clear message', async (query, message) => {
    const res = await h.send('GET', `/api/admin/customers?${query}`, h.opsToken);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', message });
  });
});

describe('the users list', () => {
  it('lists every account with a role filter', async () => {
    const all = await list('/api/admin/users');
    expect(all.total).toBe(8);
    expect(names(await list('/api/admin/users?role=admin'))).toEqual(['ops']);
    expect(names(await list('/api/admin/users?role=support'))).toEqual(['agent']);
    expect(names(await list('/api/admin/users?role=super_admin'))).toEqual([]);
    expect(names(await list('/api/admin/users?role=user&status=inactive'))).toEqual(['yaw']);
    const bad = await h.send('GET', '/api/admin/users?role=root', h.opsToken);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('role must be one of all, super_admin, admin, moderator, support, user');
  });
});

describe('the customer detail', () => {
  it('shows profile, subscription, payments and the audit trail of that customer only', async () => {
    await recordAudit(h.database.db, h.clock.now(), {
      action: 'auth.sign_in',
      userId: ids.kofi as string,
      ipAddress: '203.0.113.4',
    });
    await recordAudit(h.database.db, h.clock.now(), { action: 'auth.sign_in', userId: ids.esi as string });
    const res = await h.send('GET', `/api/admin/customers/${ids.kofi}`, h.opsToken);
    expect(res.status).toBe(200);
    const detail = customerDetailResponseSchema.parse(await res.json());
    expect(detail.customer).toMatchObject({ id: ids.kofi, fullName: 'Kofi Asante', emailVerified: true });
    expect(detail.subscription).toMatchObject({ planId: 'plan_standard_monthly', status: 'active' });
    expect(detail.payments.map((p) => [p.amount, p.status])).toEqual([
      [2500, 'succeeded'],
      [1500, 'failed'],
    ]);
    expect(detail.payments[1]?.failureReason).toBe('Insufficient funds');
    expect(detail.invoices).toEqual([]);
    expect(detail.messages).toEqual([]);
    expect(detail.audit.map((a) => [a.action, a.ipAddress])).toEqual([['auth.sign_in', '203.0.113.4']]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await h.send('GET', '/api/admin/customers/00000000-0000-4000-8000-000000000001', h.opsToken);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'user_not_found', message: 'User not found' });
    const malformed = await h.send('GET', '/api/admin/customers/not-a-uuid', h.opsToken);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'invalid_id', message: 'The user id is not valid' });
  });

  it('is refused to customers and anonymous callers', async () => {
    const customer = await h.tokenFor('kofi');
    expect((await h.send('GET', '/api/admin/customers', customer)).status).toBe(403);
    expect((await h.send('GET', `/api/admin/customers/${ids.kofi}`)).status).toBe(401);
  });
});
