/** The client against the real server app: answers parse with the contract, refusals carry the server's words. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminSecurityClient } from '../../../src/features/adminSecurity/client';
import { RequestError } from '../../../src/services/http';
import { createHarness, type Harness } from '../../server/harness';

let h: Harness;
let token: string | null = null;
beforeAll(async () => {
  h = await createHarness();
  token = (await h.login('ops@example.com', 'Admin#Pass2026')).access_token;
});
afterAll(() => h.close());

const client = () =>
  createAdminSecurityClient({
    getToken: () => token,
    fetch: (input, init) =>
      Promise.resolve(
        h.app.request(input, {
          ...init,
          headers: { ...(init?.headers as object), 'X-Forwarded-For': '198.51.100.60' },
        }),
      ),
  });

describe('admin security client', () => {
  it('reads the security lists and the health figures', async () => {
    const security = await client().security();
    expect(security.sessions.some((s) => s.current && s.user.email === 'ops@example.com')).toBe(true);
    const health = await client().health();
    expect(health).toMatchObject({ database: { ok: true }, paymentProvider: { breaker: 'closed' } });
  });

  it('revokes and unlocks; a refusal throws with the server’s words', async () => {
    await h.login('demo@example.com', 'Demo#Pass2026');
    for (let i = 0; i < 5; i += 1)
      await h.post('/api/auth/login', { email: 'demo@example.com', password: 'wrong-one' });
    const { lockedAccounts, sessions } = await client().security();
    const demo = lockedAccounts.find((a) => a.email === 'demo@example.com');
    expect(demo).toBeDefined();
    expect((await client().unlockAccount(demo?.id as string, 'Checked by phone')).account.clearedFailures).toBe(5);
    const again = client().unlockAccount(demo?.id as string, 'Checked by phone');
    await expect(again).rejects.toThrow('This account has no failed sign-ins to clear');
    await expect(again).rejects.toBeInstanceOf(RequestError);
    const session = sessions.find((s) => s.user.email === 'demo@example.com');
    expect((await client().revokeSession(session?.id as string, 'Lost phone')).session.id).toBe(session?.id);
    await expect(client().revokeSession(session?.id as string, 'Lost phone')).rejects.toThrow(
      'This session has already ended',
    );
  });

  it('says “Failed to load dashboard data” when the server cannot answer', async () => {
    const broken = createAdminSecurityClient({
      getToken: () => token,
      fetch: async () => new Response('boom', { status: 502 }),
    });
    await expect(broken.health()).rejects.toThrow('Failed to load dashboard data');
  });
});
