import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { siteScriptHashes } from '../../server/http/static';
import { openMemoryDatabase } from './harness';

let database: Database;
const BOOT_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
let staticDir: string;

/** A build as scripts/site/prerender.ts lays it out: public files in client/, pages in html/. */
beforeAll(async () => {
  database = await openMemoryDatabase();
  const dist = mkdtempSync(join(tmpdir(), 'skylink-site-'));
  staticDir = join(dist, 'client');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'html', 'pages'), { recursive: true });
  writeFileSync(join(staticDir, 'assets', 'index-abc.js'), 'export {};\n');
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg/>');
  const html = join(dist, 'html');
  writeFileSync(join(html, 'pages', 'index.html'), '<h1>Home</h1><link rel="canonical" href="%SITE_ORIGIN%/">');
  writeFileSync(join(html, 'pages', 'login.html'), '<h1>Sign in</h1>');
  writeFileSync(join(html, '404.html'), '<h1>Page Not Found</h1>');
  writeFileSync(join(html, 'spa.html'), '<div id="root"></div>');
  writeFileSync(join(html, 'robots.txt'), 'User-agent: *\nSitemap: %SITE_ORIGIN%/sitemap.xml\n');
  writeFileSync(join(html, 'sitemap.xml'), '<urlset><url><loc>%SITE_ORIGIN%/</loc></url></urlset>');
  writeFileSync(
    join(html, 'routes.json'),
    JSON.stringify({
      prerendered: { '/': 'pages/index.html', '/login': 'pages/login.html' },
      notFound: '404.html',
      spa: 'spa.html',
      client: ['/dashboard', '/admin', '/payment/mobile-money/:planId'],
      firstLoad: {},
      scriptHashes: [BOOT_HASH],
    }),
  );
});
afterAll(() => database.close());

const app = () => createApp({ config: { staticDir, production: false, publicUrl: 'https://skylink.test' }, database });

describe('serving the prerendered site', () => {
  it("allows the build's inline boot script by its hash, and no other inline script", async () => {
    const csp = (await app().request('/login')).headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' https://js.paystack.co ${BOOT_HASH}`);
  });

  it('refuses a routes file whose script sources are not hashes', () => {
    const dist = mkdtempSync(join(tmpdir(), 'skylink-site-'));
    mkdirSync(join(dist, 'html'));
    writeFileSync(join(dist, 'html', 'routes.json'), JSON.stringify({ scriptHashes: ["'unsafe-inline'"] }));
    expect(() => siteScriptHashes(join(dist, 'client'))).toThrow(/not a script hash/);
    expect(siteScriptHashes(join(tmpdir(), 'no-build-here', 'client'))).toEqual([]);
  });

  it('answers each prerendered path with its page, revalidated, with the origin filled in', async () => {
    const home = await app().request('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await home.text()).toContain('href="https://skylink.test/"');
    const login = await app().request('/login?from=x');
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('<h1>Sign in</h1>');
    expect(await (await app().request('/login/')).text()).toContain('<h1>Sign in</h1>');
  });

  it('answers client-rendered routes with the shell and status 200', async () => {
    for (const path of ['/dashboard', '/admin', '/payment/mobile-money/plan_standard_monthly', '/admin/']) {
      const res = await app().request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<div id="root"></div>');
    }
  });

  it('answers every other path with the not-found page and status 404', async () => {
    for (const path of [
      '/.env',
      '/package.json',
      '/logn',
      '/dashboard/x',
      '/index.html',
      // a pattern's parameter is one segment, never empty
      '/payment/mobile-money',
      '/payment/mobile-money/',
      '/payment/mobile-money/a/b',
      '/payment/mobile-money/:planId/x',
    ]) {
      const res = await app().request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('Page Not Found');
    }
  });

  it('sends a form posted without JavaScript back to its own page, and nowhere else', async () => {
    const post = (path: string) =>
      app().request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'evil.test' },
        body: 'email=demo%40example.com&password=secret',
      });
    for (const [path, to] of <const>[
      ['/login', '/login'],
      ['/login/', '/login'],
      ['/', '/'],
      ['/dashboard', '/dashboard'],
      ['/payment/mobile-money/plan_basic', '/payment/mobile-money/plan_basic'],
    ]) {
      const res = await post(path);
      expect(res.status, path).toBe(303);
      expect(res.headers.get('location')).toBe(to);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    // no open redirect: only the route table's own paths are answered
    for (const path of [
      '//evil.test',
      '/logn',
      '/assets/index-abc.js',
      '/payment/mobile-money/a/b',
      '/payment/mobile-money/%2F%2Fevil.test',
      '/payment/mobile-money/%5C%5Cevil.test',
      '/payment/mobile-money/x%0d%0aSet-Cookie:%20a=b',
    ]) {
      const res = await post(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it('serves public files, immutable assets, robots.txt and the sitemap', async () => {
    expect((await app().request('/favicon.svg')).status).toBe(200);
    const asset = await app().request('/assets/index-abc.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await app().request('/assets/gone.js')).status).toBe(404);
    const robots = await app().request('/robots.txt');
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(await robots.text()).toContain('Sitemap: https://skylink.test/sitemap.xml');
    const sitemap = await app().request('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('xml');
    expect(await sitemap.text()).toContain('<loc>https://skylink.test/</loc>');
  });
});
