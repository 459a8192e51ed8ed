/**
 * Every route under /api/admin and /api/analytics refuses anonymous callers (401) and customers (403),
 * and admits administrators. The routes are read from the app itself, so a route added later is
 * covered without touching this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PREFIXES } from '../../../../server/app';
import { createHarness, type Harness } from '../../harness';

let h: Harness;
let customer: string;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  customer = (await h.login('demo@example.com', 'Demo#Pass2026')).access_token;
  admin = (await h.login('ops@example.com', 'Admin#Pass2026')).access_token;
});
afterAll(() => h.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';

function adminRoutes() {
  const seen = new Set<string>();
  for (const route of h.app.routes) {
    if (route.method === 'ALL') continue;
    if (!ADMIN_PREFIXES.some((prefix) => route.path.startsWith(`${prefix}/`))) continue;
    if (route.path.endsWith('/*')) continue;
    seen.add(`${route.method} ${route.path.replace(/:[A-Za-z]+/g, SOME_ID)}`);
  }
  return [...seen].map((line) => line.split(' ') as [string, string]);
}

const call = (method: string, path: string, token?: string) =>
  h.app.request(path, {
    method,
    headers: {
      'X-Forwarded-For': '198.51.100.9',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
  });

describe('the admin API guard', () => {
  it('finds the admin routes to check', () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(2);
  });

  it('answers 401 without a token and 403 to a customer on every admin route', async () => {
    for (const [method, path] of adminRoutes()) {
      const anonymous = await call(method, path);
      expect(anonymous.status, `${method} ${path} anonymous`).toBe(401);
      const asCustomer = await call(method, path, customer);
      expect(asCustomer.status, `${method} ${path} as a customer`).toBe(403);
    }
  });

  it('lets an administrator through (never 401 or 403)', async () => {
    for (const [method, path] of adminRoutes()) {
      const res = await call(method, path, admin);
      expect([401, 403], `${method} ${path} as an admin`).not.toContain(res.status);
    }
  });

  it('refuses a customer even on a path no route serves, without saying whether it exists', async () => {
    expect((await call('GET', '/api/admin/no-such-thing', customer)).status).toBe(403);
    expect((await call('GET', '/api/analytics/no-such-thing')).status).toBe(401);
  });
});
