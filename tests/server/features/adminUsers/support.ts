import { vi } from 'vitest';
import { hashPassword } from '../../../../server/features/auth/crypto';
import { users } from '../../../../server/features/auth/tables';
import { payments } from '../../../../server/features/billing/tables';
import { subscriptions } from '../../../../server/features/subscriptions/tables';
import type { Role } from '../../../../src/domain/roles';
import { createHarness, type Harness } from '../../harness';

vi.setConfig({ testTimeout: 60_000 });

export const PASSWORD = 'People#Pass2026';

export interface PeopleHarness extends Harness {
  /** an account created in the database (password PASSWORD) */
  account: (fields: {
    username: string;
    fullName?: string;
    email?: string;
    role?: Role;
    isActive?: boolean;
    verified?: boolean;
    phoneNumber?: string | null;
  }) => Promise<string>;
  /** the id of the seeded ops admin and a token for it */
  opsId: string;
  opsToken: string;
  tokenFor: (username: string) => Promise<string>;
  send: (method: string, path: string, token?: string, body?: unknown) => Promise<Response>;
  subscribe: (userId: string, status: 'pending' | 'active' | 'cancelled' | 'expired', planId?: string) => Promise<void>;
  pay: (userId: string, email: string, amount: number, status: 'succeeded' | 'failed') => Promise<void>;
}

let created = 0;

export async function peopleHarness(): Promise<PeopleHarness> {
  const h = await createHarness();
  const hash = await hashPassword(PASSWORD);
  const { db } = h.database;
  const account: PeopleHarness['account'] = async (fields) => {
    created += 1;
    // creation times one minute apart, in creation order (newest last)
    const at = new Date(h.clock.now().getTime() + created * 60_000);
    const fullName = fields.fullName ?? `${fields.username} Person`;
    const [first = '', ...rest] = fullName.split(' ');
    const [row] = await db
      .insert(users)
      .values({
        email: fields.email ?? `${fields.username.toLowerCase()}@example.test`,
        username: fields.username,
        passwordHash: hash,
        fullName,
        firstName: first,
        lastName: rest.join(' '),
        role: fields.role ?? 'user',
        isActive: fields.isActive ?? true,
        emailVerifiedAt: fields.verified === false ? null : at,
        phoneNumber: fields.phoneNumber ?? null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: users.id });
    return (row as { id: string }).id;
  };
  const ops = await h.login('ops@example.com', 'Admin#Pass2026');
  const me = await (await h.get('/api/auth/me', ops.access_token)).json();
  const send: PeopleHarness['send'] = async (method, path, token, body) => {
    const res = await h.app.request(path, {
      method,
      headers: {
        'X-Forwarded-For': '198.51.100.20',
        'User-Agent': 'people-tests',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    await h.settle();
    return res;
  };
  const subscribe: PeopleHarness['subscribe'] = async (userId, status, planId = 'plan_standard_monthly') => {
    const now = h.clock.now();
    await db
      .insert(subscriptions)
      .values({ userId, planId, billingCycle: 'monthly', status, createdAt: now, updatedAt: now });
  };
  let payments_ = 0;
  const pay: PeopleHarness['pay'] = async (userId, email, amount, status) => {
    payments_ += 1;
    const at = new Date(h.clock.now().getTime() + payments_ * 1000);
    await db.insert(payments).values({
      reference: `SKY-TEST-${payments_}-${userId.slice(0, 8)}`,
      userId,
      email,
      planId: 'plan_standard_monthly',
      billingCycle: 'monthly',
      amountPesewas: amount,
      channel: 'mobile_money',
      network: 'MTN',
      status,
      provider: 'sandbox',
      failureReason: status === 'failed' ? 'Insufficient funds' : null,
      createdAt: at,
      updatedAt: at,
      paidAt: status === 'succeeded' ? at : null,
    });
  };
  return {
    ...h,
    account,
    opsId: (me.user ?? me).id,
    opsToken: ops.access_token,
    tokenFor: async (username) => (await h.login(username, PASSWORD)).access_token,
    send,
    subscribe,
    pay,
  };
}
