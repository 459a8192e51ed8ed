import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { seedPlans } from '../../../server/features/subscriptions/seed';
import { chooseEncoding } from '../../../server/http/compress';
import { contentSecurityPolicy, securityHeaderList } from '../../../server/http/security';
import { openMemoryDatabase } from '../harness';

/**
 * The fast paths of server/http (docs/performance.md, "API throughput"), checked on a real Node server: under
 * @hono/node-server the headers go onto Node's response, so app.request alone would not see that path.
 */
let database: Database;
let server: ReturnType<typeof serve>;
let base: string;
const bigJs = 'console.log("a line of the bundle");\n'.repeat(200);
const builtJs = 'export const chunk = "built with its brotli copy";\n'.repeat(100);
/** The copy the build wrote, made here at the lowest quality so its bytes differ from any the server would make. */
const builtCopy = brotliCompressSync(builtJs, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });

beforeAll(async () => {
  database = await openMemoryDatabase();
  await seedPlans(database.db);
  const dist = mkdtempSync(join(tmpdir(), 'skylink-fast-'));
  const staticDir = join(dist, 'client');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'html', 'pages'), { recursive: true });
  writeFileSync(join(staticDir, 'assets', 'index-abc.js'), bigJs);
  writeFileSync(join(staticDir, 'assets', 'built-abc.js'), builtJs);
  writeFileSync(join(staticDir, 'assets', 'built-abc.js.br'), builtCopy);
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dist, 'html', 'pages', 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dist, 'html', 'spa.html'), '<div id="root"></div>');
  writeFileSync(join(dist, 'html', '404.html'), '<h1>Page Not Found</h1>');
  writeFileSync(
    join(dist, 'html', 'routes.json'),
    JSON.stringify({ prerendered: { '/': 'pages/index.html' }, notFound: '404.html', spa: 'spa.html', client: [] }),
  );
  const app = createApp({ config: { staticDir, production: false }, database });
  await new Promise<void>((ready) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  await database.close();
});

/** fetch decodes bodies itself but shows Content-Encoding; it asks for gzip unless told otherwise. */
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

describe('security headers on the Node path', () => {
  it('are the same as hono/secure-headers with our policy', async () => {
    const probe = new Hono();
    probe.use(
      secureHeaders({
        contentSecurityPolicy,
        strictTransportSecurity: 'max-age=63072000; includeSubDomains',
        xContentTypeOptions: 'nosniff',
        xFrameOptions: 'DENY',
        referrerPolicy: 'strict-origin-when-cross-origin',
        crossOriginOpenerPolicy: 'same-origin',
        crossOriginResourcePolicy: 'same-origin',
        permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'] },
      }),
    );
    probe.get('/', (c) => c.text('x'));
    const expected = (await probe.request('/')).headers;
    for (const [name, value] of securityHeaderList('none')) expect(value, name).toBe(expected.get(name));
  });

  it('are on every kind of answer: JSON, 401, 404, a static file, a 304, a page and the not-found page', async () => {
    const asset = await get('/assets/index-abc.js');
    const etag = asset.headers.get('etag') ?? '';
    const answers = await Promise.all([
      get('/api/health/live'),
      get('/api/auth/me'),
      get('/api/nope'),
      Promise.resolve(asset),
      get('/assets/index-abc.js', { 'If-None-Match': etag }),
      get('/'),
      get('/nowhere'),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 401, 404, 200, 304, 200, 404]);
    for (const res of answers) {
      for (const [name, value] of securityHeaderList('none'))
        expect(res.headers.get(name), `${res.url} ${name}`).toBe(value);
    }
  });
});

describe('caching and compression', () => {
  it('API answers are no-store unless the route says otherwise (plans keep their own, with an ETag and 304)', async () => {
    expect((await get('/api/health/live')).headers.get('cache-control')).toBe('no-store');
    const refused = await get('/api/auth/me');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    expect(await refused.json()).toMatchObject({ code: 'auth_required' });
    const garbage = await get('/api/auth/me', { Authorization: 'Bearer not.a.token' });
    expect(garbage.status).toBe(401);
    expect(garbage.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    const plans = await get('/api/billing/plans');
    expect(plans.headers.get('cache-control')).toBe('public, max-age=60');
    const body = await plans.json();
    expect(body.data.plans.length).toBeGreaterThan(0);
    const again = await get('/api/billing/plans', { 'If-None-Match': plans.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
    const family = await (await get('/api/billing/plans?family=packages')).json();
    expect(family.data.plans.every((p: { family: string }) => p.family === 'packages')).toBe(true);
  });

  it('a small JSON answer goes out as it is, with its length, even when the client accepts gzip', async () => {
    const res = await get('/api/health/live', { 'Accept-Encoding': 'gzip, br' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Number(res.headers.get('content-length'))).toBe(JSON.stringify(await res.json()).length);
  });

  it('a large JSON answer is compressed whole, with a Content-Length', async () => {
    const res = await get('/api/billing/plans', { 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
    expect((await res.json()).success).toBe(true);
  });

  it('static files: immutable assets with a strong ETag per encoding, 304 on If-None-Match, br then gzip', async () => {
    const plain = await get('/assets/index-abc.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await plain.text()).toBe(bigJs);
    const br = await get('/assets/index-abc.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(await br.text()).toBe(bigJs);
    const gz = await get('/assets/index-abc.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const tags = [plain, br, gz].map((r) => r.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) {
      const held = await get('/assets/index-abc.js', { 'If-None-Match': `W/${tag}` });
      expect(held.status).toBe(304);
      expect(await held.text()).toBe('');
    }
    expect((await get('/assets/index-abc.js', { 'If-None-Match': '"other"' })).status).toBe(200);
    const icon = await get('/favicon.svg', { 'Accept-Encoding': 'gzip' });
    expect(icon.headers.get('content-encoding')).toBeNull(); // under the threshold
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it("answers br with the build's brotli copy of a file, and never serves the copy under its own path", async () => {
    const res = await fetch(`${base}/assets/built-abc.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-length')).toBe(String(builtCopy.byteLength));
    // (the server's own brotli of it would be another length)
    expect(brotliCompressSync(builtJs, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength).not.toBe(
      builtCopy.byteLength,
    );
    // fetch decodes the body: what went over the wire is the copy, and it decodes to the file
    expect(await res.text()).toBe(builtJs);
    const gz = await get('/assets/built-abc.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip'); // made by the server, as for any file
    expect(await gz.text()).toBe(builtJs);
    expect(
      (await get('/assets/built-abc.js', { 'Accept-Encoding': 'identity' })).headers.get('content-encoding'),
    ).toBeNull();
    expect((await get('/assets/built-abc.js.br')).status).toBe(404);
  });

  it('a file the server compresses itself gets the smallest brotli (quality 11), made once', async () => {
    const res = await get('/assets/index-abc.js', { 'Accept-Encoding': 'br' });
    const best = brotliCompressSync(bigJs, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(res.headers.get('content-length')).toBe(String(best.byteLength));
    expect(brotliDecompressSync(best).toString()).toBe(bigJs);
  });

  it('pages are revalidated with an ETag (304), and the not-found page is a 404 without one', async () => {
    const home = await get('/');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const etag = home.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect((await get('/', { 'If-None-Match': etag })).status).toBe(304);
    const missing = await get('/nowhere', { 'If-None-Match': etag });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });

  it('chooses br, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
