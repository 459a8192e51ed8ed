import { describe, expect, it, vi } from 'vitest';
import { createAdminUsersClient } from '../../../src/features/adminUsers/client';
import { actionFailedMessage, actionsFor, heldBackNote, reasonError } from '../../../src/features/adminUsers/rules';
import { row } from './fixtures';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const query = {
  search: ' kofi ',
  status: 'pending',
  subscription: 'none',
  role: 'admin',
  page: 2,
  pageSize: 20,
} as const;

describe('admin people client', () => {
  it('asks for the customers with the search, status, subscription and page, with the bearer', async () => {
    const fetch = vi.fn(async () => json(200, { rows: [row()], total: 1, page: 2, pageSize: 20 }));
    const client = createAdminUsersClient({ getToken: () => 'tok', fetch });
    const page = await client.list('customers', query);
    expect(page.rows[0]?.username).toBe('kofi');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/customers?status=pending&page=2&pageSize=20&search=kofi&subscription=none');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');
    await client.list('users', query);
    expect((fetch.mock.calls[1] as unknown as [string])[0]).toBe(
      '/api/admin/users?status=pending&page=2&pageSize=20&search=kofi&role=admin',
    );
  });

  it('posts an action with its reason (and role) and reports the server message on failure', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(200, { message: 'Role changed', user: row({ role: 'support' }) }))
      .mockResolvedValueOnce(
        json(409, {
          error: 'You cannot do this to your own account',
          message: 'You cannot do this to your own account',
          code: 'not_self',
        }),
      )
      .mockResolvedValueOnce(json(500, {}));
    const client = createAdminUsersClient({ getToken: () => 'tok', fetch });
    const done = await client.act({ action: 'changeRole', userId: 'u1', reason: 'Promoted', role: 'support' });
    expect(done.user?.role).toBe('support');
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/users/u1/role');
    expect(JSON.parse(String(init.body))).toEqual({ role: 'support', reason: 'Promoted' });
    await expect(client.act({ action: 'deactivate', userId: 'u1', reason: 'Because' })).rejects.toThrow(
      'You cannot do this to your own account',
    );
    await expect(client.act({ action: 'delete', userId: 'u1', reason: 'Because' })).rejects.toThrow(
      'Failed to delete user',
    );
  });

  it('answers a malformed list as a failure', async () => {
    const client = createAdminUsersClient({ getToken: () => null, fetch: async () => json(200, { rows: 'no' }) });
    await expect(client.list('customers', query)).rejects.toThrow('Failed to load users');
  });
});

describe('admin people rules', () => {
  it('reasons are 3 to 500 characters after trimming', () => {
    expect(reasonError('  ab ')).toBe('Give a reason (at least 3 characters)');
    expect(reasonError('abc')).toBeNull();
    expect(reasonError('x'.repeat(501))).toBe('The reason can be at most 500 characters');
  });

  it("says 'Failed to {action} user' per action", () => {
    expect(actionFailedMessage('deactivate')).toBe('Failed to deactivate user');
    expect(actionFailedMessage('activate')).toBe('Failed to activate user');
    expect(actionFailedMessage('delete')).toBe('Failed to delete user');
    expect(actionFailedMessage('changeRole')).toBe('Failed to update user');
    expect(actionFailedMessage('resendVerification')).toBe('Failed to email user');
  });

  const customer = { id: 'c1', role: 'user' } as const;
  it('offers the actions that would change something', () => {
    expect(actionsFor({ ...customer, status: 'active' })).toEqual(['deactivate', 'changeRole', 'delete']);
    expect(actionsFor({ ...customer, status: 'inactive' })).toEqual(['activate', 'changeRole', 'delete']);
    expect(actionsFor({ ...customer, status: 'pending' })).toEqual([
      'deactivate',
      'resendVerification',
      'changeRole',
      'delete',
    ]);
  });

  it('offers only what the server allows the viewer: nothing on their own row, admins only to a super_admin', () => {
    const admin = { id: 'a1', role: 'admin' } as const;
    const superAdmin = { id: 's1', role: 'super_admin' } as const;
    expect(actionsFor({ ...customer, status: 'active' }, admin)).toEqual(['deactivate', 'changeRole', 'delete']);
    expect(actionsFor({ ...admin, status: 'active' }, admin)).toEqual([]);
    expect(actionsFor({ id: 'a2', role: 'admin', status: 'active' }, admin)).toEqual([]);
    expect(actionsFor({ id: 'a2', role: 'admin', status: 'pending' }, admin)).toEqual(['resendVerification']);
    expect(actionsFor({ id: 'a2', role: 'admin', status: 'active' }, superAdmin)).toEqual([
      'deactivate',
      'changeRole',
      'delete',
    ]);
    expect(actionsFor({ ...superAdmin, status: 'active' }, superAdmin)).toEqual([]);
    expect(heldBackNote(admin, admin)).toBe('Your account');
    expect(heldBackNote({ id: 'a2', role: 'admin' }, admin)).toBe('A super admin manages this account');
    expect(heldBackNote({ id: 'a2', role: 'admin' }, superAdmin)).toBeNull();
    expect(heldBackNote(customer, admin)).toBeNull();
  });
});
