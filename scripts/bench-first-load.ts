/**
 * `npm run bench`: what a first visit costs. Starts the built site on the real server, loads each
 * page in Chromium, and reports the JS and CSS it fetched (raw and gzip -9 bytes) and timings.
 * A benchmark, not a test: it prints figures for notes and never fails on them.
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
  for (const path of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
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
      `\n${path}  (networkidle ${loadMs} ms, DOMContentLoaded ${timing.domContentLoaded} ms, FCP ${timing.fcp} ms)`,
    );
    for (const r of rows.sort((a, b) => b.gzip - a.gzip)) {
      console.info(
        `  ${r.file.padEnd(48)} ${(r.raw / 1024).toFixed(1).padStart(7)} KB  ${(r.gzip / 1024).toFixed(1).padStart(6)} KB gz`,
      );
    }
    console.info(`  JS  total ${sum('.js', 'raw').toFixed(1)} KB raw, ${sum('.js', 'gzip').toFixed(1)} KB gzip`);
    console.info(`  CSS total ${sum('.css', 'raw').toFixed(1)} KB raw, ${sum('.css', 'gzip').toFixed(1)} KB gzip`);
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
