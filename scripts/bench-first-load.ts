/**
 * `npm run bench`: what a first visit costs. Starts the built site on the real server, loads each
 * page in Chromium, and reports the JS and CSS it fetched (raw and gzip -9 bytes) and timings.
 * A benchmark, not a test: it prints figures for notes and never fails on them.
 *
 *   npm run bench -- / /login +/dashboard +/user-dashboard !/admin
 *
 * A page written `+/path` is opened signed in as the demo customer, `!/path` as the demo admin (signed in
 * on /login with Remember me, then the page is loaded afresh). Each page also reports what it fetched
 * beyond the home page's first load: the cost of its own code.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const port = 3199;
const base = `http://localhost:${port}`;
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/login', '/no-such-page'];
const accounts = {
  '+': { email: 'demo@example.com', password: 'Demo#Pass2026' },
  '!': { email: 'ops@example.com', password: 'Admin#Pass2026' },
} as const;

async function signIn(page: import('playwright').Page, account: { email: string; password: string }) {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByText('Remember me', { exact: true }).click();
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.waitForLoadState('networkidle');
}
const dist = join(import.meta.dirname, '..', 'dist', 'client');

async function waitForServer(proc: ChildProcess) {
  for (let i = 0; i < 100; i++) {
    if (proc.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')), APP_ENV: 'test' },
  stdio: 'ignore',
});
try {
  await waitForServer(server);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  // what a first visit to the home page fetches: the shell every other page shares
  const homeAssets = new Set<string>();
  {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('response', (res) => homeAssets.add(new URL(res.url()).pathname));
    await page.goto(base, { waitUntil: 'networkidle' });
    await context.close();
  }
  for (const spec of pages) {
    const who = spec[0] === '+' || spec[0] === '!' ? spec[0] : null;
    const path = who ? spec.slice(1) : spec;
    const context = await browser.newContext();
    const page = await context.newPage();
    if (who) {
      // a visitor who already answered the cookie banner (it would cover the form)
      await context.addInitScript(() =>
        localStorage.setItem('skylink.cookieConsent', JSON.stringify({ analytics: false })),
      );
      await signIn(page, accounts[who]);
      // a fresh load of the page itself, as after a reload or a link from elsewhere
      await context.clearCookies();
    }
    const assets = new Set<string>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (/\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
    });
    const t0 = Date.now();
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const loadMs = Date.now() - t0;
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        domContentLoaded: Math.round(nav.domContentLoadedEventEnd),
        fcp: fcp ? Math.round(fcp.startTime) : null,
      };
    });
    const rows = [...assets].map((a) => {
      const buf = readFileSync(join(dist, a));
      return { file: a, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
    });
    const sum = (ext: string, key: 'raw' | 'gzip') =>
      rows.filter((r) => r.file.endsWith(ext)).reduce((n, r) => n + r[key], 0) / 1024;
    console.info(
      `\n${spec}  (networkidle ${loadMs} ms, DOMContentLoaded ${timing.domContentLoaded} ms, FCP ${timing.fcp} ms)`,
    );
    for (const r of rows.sort((a, b) => b.gzip - a.gzip)) {
      console.info(
        `  ${r.file.padEnd(48)} ${(r.raw / 1024).toFixed(1).padStart(7)} KB  ${(r.gzip / 1024).toFixed(1).padStart(6)} KB gz`,
      );
    }
    console.info(`  JS  total ${sum('.js', 'raw').toFixed(1)} KB raw, ${sum('.js', 'gzip').toFixed(1)} KB gzip`);
    console.info(`  CSS total ${sum('.css', 'raw').toFixed(1)} KB raw, ${sum('.css', 'gzip').toFixed(1)} KB gzip`);
    const own = rows.filter((r) => !homeAssets.has(r.file));
    const ownSum = (ext: string) => own.filter((r) => r.file.endsWith(ext)).reduce((n, r) => n + r.gzip, 0) / 1024;
    console.info(
      `  beyond the home page's first load: JS ${ownSum('.js').toFixed(1)} KB gzip, CSS ${ownSum('.css').toFixed(1)} KB gzip (${own.length} files)`,
    );
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
