/**
 * The OpenAPI document as the server serves it (GET /api/openapi.json: public, cacheable, in production
 * too, the document the endpoint tables make), and the tables against the real routes: every table path
 * is a route of the app (never the API's generic 404), and a bearer token is required exactly where a
 * table says so. The answers themselves are checked against the tables' schemas and the document's by
 * the harness on every server test (tests/support/contractCheck.ts).
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_VERSION } from '../../server/app';
import { DEMO_ACCOUNTS } from '../../server/features/auth/seed';
import { isMountedFromContract, type RouteEndpoint, route } from '../../server/http/contractRoute';
import { CONTRACT_TABLES, HAND_REGISTERED, OPENAPI_PATH, openApiDocument } from '../../server/openapi';
import type { ContractTable } from '../../src/domain/openapi';
import { AUTH_API_BASE } from '../../src/features/auth/contract';
import { BILLING_BASE, HOSTED_PAYMENT_BASE } from '../../src/features/billing/contract';
import { NOTIFICATIONS_BASE } from '../../src/features/notifications/contract';
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
    ['outside production', () => dev, false],
    ['in production', () => production, true],
  ])(
    'answers the document of the endpoint tables, without a token, cacheable (%s)',
    async (_, harness, inProduction) => {
      const res = await harness().app.request(OPENAPI_PATH);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
      const doc = await res.json();
      expect(doc).toEqual(openApiDocument(API_VERSION, { production: inProduction }));
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc.paths)).toContain('/api/billing/payments/{id}/receipt');
    },
  );

  it('in production lists only the routes production mounts: no development outbox', async () => {
    const doc = (await (await production.app.request(OPENAPI_PATH)).json()) as typeof devDocument;
    const mounted = new Set(handlersOf(production.app).map((r) => `${r.method} ${r.path}`));
    expect(operationsOf(doc).filter((op) => !mounted.has(op))).toEqual([]);
    expect(Object.keys(doc.paths)).not.toContain('/api/admin/outbox');
    expect(Object.keys(doc.paths)).not.toContain('/api/admin/sms-outbox');
    // the administrators' routes are served in production (behind the admin guard), so they are listed
    expect(Object.keys(doc.paths)).toContain('/api/admin/users');
    // outside production the outboxes are mounted and listed
    expect(operationsOf(devDocument)).toEqual(
      expect.arrayContaining(['GET /api/admin/outbox', 'GET /api/admin/sms-outbox']),
    );
    const devMounted = new Set(handlersOf(dev.app).map((r) => `${r.method} ${r.path}`));
    expect(operationsOf(devDocument).filter((op) => !devMounted.has(op))).toEqual([]);
  });
});

const devDocument = openApiDocument(API_VERSION);
/** A document's operations as `METHOD /path`, with Hono's `:name` for `{name}`. */
const operationsOf = (doc: { paths: Record<string, object> }) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );

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

/** A route of a Hono app as it lists them: the handlers, middleware (`use`, or one that takes `next`) left out. */
interface AppRoute {
  method: string;
  path: string;
  handler: unknown;
}
const handlersOf = (app: { routes: readonly AppRoute[] }) =>
  app.routes.filter((r) => r.method !== 'ALL' && typeof r.handler === 'function' && r.handler.length < 2);

/** Hono's path of a table endpoint: base and path joined, no trailing slash (the notifications list is ''). */
const fullPath = (base: string, path: string) => `${base}${path}`.replace(/(.)\/$/, '$1');

/**
 * How each route of `app` is registered, against the tables: a table endpoint mounted by route(), a table
 * endpoint or another route registered by hand. Hand-registered routes are named `METHOD /path`.
 */
function registrations(
  app: { routes: readonly AppRoute[] },
  tables: readonly ContractTable[],
  under: (path: string) => boolean,
) {
  const declared = new Set(
    tables.flatMap((t) => Object.values(t.endpoints).map((e) => `${e.method} ${fullPath(t.base, e.path)}`)),
  );
  const byHand: string[] = [];
  const undeclared: string[] = [];
  for (const r of handlersOf(app)) {
    const name = `${r.method} ${r.path}`;
    if (!declared.has(name) && !under(r.path)) continue;
    if (!isMountedFromContract(r.handler)) byHand.push(name);
    else if (!declared.has(name)) undeclared.push(name);
  }
  return { byHand, undeclared, declared };
}

describe('billing and auth routes are mounted from their tables', () => {
  /** Where the billing and auth features are mounted; /api/notifications/settings is the settings feature's. */
  const bases = [AUTH_API_BASE, BILLING_BASE, NOTIFICATIONS_BASE, HOSTED_PAYMENT_BASE];
  const under = (path: string) =>
    bases.some((b) => path === b || path.startsWith(`${b}/`)) && !path.startsWith('/api/notifications/settings');

  it('registers by hand only the routes server/openapi.ts lists, each still a route, and mounts every other table endpoint with route()', () => {
    const { byHand, declared } = registrations(dev.app, CONTRACT_TABLES, under);
    expect(byHand.sort()).toEqual(Object.keys(HAND_REGISTERED).sort());
    const mounted = new Set(handlersOf(dev.app).map((r) => `${r.method} ${r.path}`));
    expect([...declared].filter((name) => !mounted.has(name))).toEqual([]);
  });

  it('answers under the billing and auth bases only what a table declares or the hand-registered list names', () => {
    expect(registrations(dev.app, CONTRACT_TABLES, under).undeclared).toEqual([]);
  });

  it('tells a hand-registered route from a mounted one, which the checks above rely on', () => {
    const table: ContractTable = {
      name: 'things',
      base: '/api/things',
      errorBody: z.object({ code: z.string() }),
      endpoints: {
        one: { method: 'GET', path: '/one', auth: false, status: 200, response: z.object({}), errors: [] },
        two: { method: 'GET', path: '/two', auth: false, status: 200, response: z.object({}), errors: [] },
      },
    };
    const app = new Hono();
    const things = new Hono();
    route(things, table.endpoints.one as RouteEndpoint, () => ({}));
    things.get('/two', (c) => c.json({}));
    things.get('/three', (c) => c.json({}));
    things.use('*', async (_c, next) => next());
    app.route(table.base, things);
    const found = registrations(app, [table], (path) => path.startsWith(table.base));
    // two: a table endpoint registered by hand; three: a route no table declares
    expect(found.byHand).toEqual(['GET /api/things/two', 'GET /api/things/three']);
    const mountedUndeclared = new Hono();
    route(mountedUndeclared, { ...table.endpoints.one, path: '/four' } as RouteEndpoint, () => ({}));
    const stray = registrations(new Hono().route(table.base, mountedUndeclared), [table], () => true);
    expect(stray.undeclared).toEqual(['GET /api/things/four']);
  });
});
