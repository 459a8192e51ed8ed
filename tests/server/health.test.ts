import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { openMemoryDatabase } from './harness';

let database: Database;
let staticDir: string;

beforeAll(async () => {
  database = await openMemoryDatabase();
  const dist = mkdtempSync(join(tmpdir(), 'skylink-static-'));
  staticDir = join(dist, 'client');
  mkdirSync(staticDir);
  mkdirSync(join(dist, 'html'));
  writeFileSync(join(dist, 'html', 'spa.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  writeFileSync(
    join(dist, 'html', 'routes.json'),
    JSON.stringify({ prerendered: {}, notFound: null, spa: 'spa.html', client: ['/dashboard'], firstLoad: {} }),
  );
});
afterAll(() => database.close());

const app = () => createApp({ config: { staticDir, production: false }, database });

describe('server skeleton', () => {
  it('GET /api/health answers ok with the database kind', async () => {
    const res = await app().request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', ok: true } });
  });

  it('GET /api/health/live answers without the database; /api/health reports it down', async () => {
    const broken = await openMemoryDatabase();
    await broken.close();
    const down = createApp({ config: { staticDir, production: false }, database: broken });
    const live = await down.request('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'ok' });
    const deep = await down.request('/api/health');
    expect(deep.status).toBe(503);
    expect(await deep.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
  });

  it('sets the security headers on API and page responses', async () => {
    for (const path of ['/api/health', '/', '/dashboard/billing']) {
      const res = await app().request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+; includeSubDomains/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('answers client routes with the shell, and JSON 404 for unknown API paths', async () => {
    const page = await app().request('/dashboard');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const api = await app().request('/api/does-not-exist');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: 'Not found' });
  });

  it('compresses large responses when the client accepts gzip', async () => {
    writeFileSync(join(staticDir, 'big.js'), 'console.log("x");\n'.repeat(2000));
    const res = await app().request('/big.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('migrations create the schema on an empty database', async () => {
    const result = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(names).toContain('server_keys');
  });

  it('rejects invalid configuration with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(loadConfig({ PORT: '4000', DATA_DIR: '/tmp/x' })).toMatchObject({
      port: 4000,
      dataDir: '/tmp/x',
      production: false,
    });
    const production = { APP_ENV: 'production', JWT_SECRET: 'k'.repeat(40), PUBLIC_URL: 'https://skylink.example/' };
    expect(loadConfig(production)).toMatchObject({ production: true, publicUrl: 'https://skylink.example' });
  });

  it('refuses to start in production without JWT_SECRET or PUBLIC_URL, naming each', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/JWT_SECRET[\s\S]*PUBLIC_URL/);
    expect(() => loadConfig({ APP_ENV: 'production', JWT_SECRET: 'k'.repeat(40) })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ APP_ENV: 'production', PUBLIC_URL: 'https://skylink.example' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'ops@company.example' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('outside production, mail links use the configured local origin, never a request header', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });
});
