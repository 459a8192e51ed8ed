import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../../server/app';
import { users } from '../../../../server/features/auth/tables';
import { createHarness, type Harness, jwtPayload } from '../../harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ production: true, seed: false });
});
afterAll(async () => {
  await h?.close();
});

describe('production mode', () => {
  it('hides the dev outbox (JSON 404 like any unknown API path), while mail is still written', async () => {
    const reg = await h.register({
      username: 'prodsam',
      name: 'Prod Sam',
      email: 'sam@example.com',
      password: 'Prod#Pass2026',
    });
    expect(reg.status).toBe(201);
    expect(h.sent).toHaveLength(1);
    const res = await h.get('/api/dev/outbox');
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBe('Not found');
    expect((await h.get('/api/dev/outbox?to=sam@example.com')).status).toBe(404);
  });

  it('without a seed there are no demo accounts', async () => {
    const rows = await h.database.db.select({ email: users.email }).from(users);
    expect(rows.map((r) => r.email)).toEqual(['sam@example.com']);
    expect((await h.post('/api/auth/login', { email: 'demo@example.com', password: 'Demo#Pass2026' })).status).toBe(
      401,
    );
  });

  it('signs with JWT_SECRET when configured: tokens of one key are refused by an app with another', async () => {
    const keyed = (secret: string) =>
      createApp({ config: { staticDir: '/nonexistent', production: true, jwtSecret: secret }, database: h.database });
    const a = keyed('a'.repeat(40));
    const b = keyed('b'.repeat(40));
    const login = await a.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'sam@example.com', password: 'Prod#Pass2026' }),
    });
    expect(login.status).toBe(200);
    const { access_token } = await login.json();
    expect(jwtPayload(access_token).sub).toBeTruthy();
    const auth = { headers: { Authorization: `Bearer ${access_token}` } };
    expect((await a.request('/api/auth/me', auth)).status).toBe(200);
    expect((await b.request('/api/auth/me', auth)).status).toBe(401);
  });
});
