/**
 * The OpenAPI document as the server serves it (GET /api/openapi.json: public, cacheable, in production
 * too, the document the endpoint tables make), and the tables against the real routes: every table path
 * is a route of the app (never the API's generic 404), and a bearer token is required exactly where a
 * table says so. The answers themselves are checked against the tables' schemas and the document's by
 * the harness on every server test (tests/support/contractCheck.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION } from '../../server/app';
import { DEMO_ACCOUNTS } from '../../server/features/auth/seed';
import { CONTRACT_TABLES, OPENAPI_PATH, openApiDocument } from '../../server/openapi';
import { createHarness, type Harness } from './harness';

let dev: Harness;
let production: Harness;
beforeAll(async () => {
  dev = await createHarness();
  production = await createHarness({ production: true, seed: false });
});
afterAll(async () => {
  await dev?.close();
  await production?.close();
});

describe('GET /api/openapi.json', () => {
  it.each([
    ['outside production', () => dev],
    ['in production', () => production],
  ])('answers the document of the endpoint tables, without a token, cacheable (%s)', async (_, harness) => {
    const res = await harness().app.request(OPENAPI_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const doc = await res.json();
    expect(doc).toEqual(openApiDocument(API_VERSION));
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/billing/payments/{id}/receipt');
  });
});

/** Every endpoint of every table, as a request to make: `:name` segments filled with a made-up value. */
const requests = CONTRACT_TABLES.flatMap((table) =>
  Object.entries(table.endpoints).map(([key, endpoint]) => ({
    id: `${table.name}.${key}`,
    method: endpoint.method,
    path: `${table.base}${endpoint.path}`.replace(/:[A-Za-z]+/g, 'x1'),
    auth: endpoint.auth,
  })),
);

/** Whether an answer is the API's generic 404, what app.ts answers for a path and method no route has. */
async function isGeneric404(res: Response) {
  const body = (await res.clone().json()) as { code?: string; message?: string };
  return res.status === 404 && body.code === 'not_found' && /^No API route for/.test(body.message ?? '');
}

describe('the endpoint tables against the routes', () => {
  let token: string;
  beforeAll(async () => {
    // signed in (as an administrator, who every endpoint admits), so a router's own sign-in guard does not
    // answer for a path it has no route for
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin');
    token = (await dev.login(admin?.email ?? '', admin?.password ?? '')).access_token;
  });

  it.each(requests)('$id: $method $path is a route of the app', async ({ method, path }) => {
    const res = await dev.app.request(path, { method, headers: { Authorization: `Bearer ${token}` } });
    expect(await isGeneric404(res), await res.text()).toBe(false);
  });

  it.each(requests)('$id: a token is required exactly where the table flags auth', async ({ method, path, auth }) => {
    const res = await dev.app.request(path, { method });
    const body = (await res.json()) as { code?: string };
    if (auth) expect([res.status, body.code]).toEqual([401, 'auth_required']);
    else expect(body.code).not.toBe('auth_required');
  });

  it('answers the generic 404 for a path no route has, which the check above would catch', async () => {
    const headers = { Authorization: `Bearer ${token}` };
    expect(await isGeneric404(await dev.app.request('/api/billing/no-such-route', { headers }))).toBe(true);
    expect(await isGeneric404(await dev.app.request('/api/auth/no-such-route', { headers }))).toBe(true);
  });
});
