/**
 * `npm run lighthouse [-- /path …]`: Lighthouse (mobile preset, Debian Chromium, headless=new) over the
 * public routes of the built site served by our own server, 3 runs per route, and a table of the
 * medians written to `lighthouse-report.md` and printed. A benchmark, not a test: it never fails on scores.
 *
 * Routes: the arguments, else every prerendered route of the last build (dist/html/routes.json).
 * LH_RUNS changes the number of runs; STATIC_DIR serves another build (e.g. an older one, for comparison).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromiumPath } from './chromium.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');
const port = Number(process.env.LH_PORT ?? 3198);
const base = `http://localhost:${port}`;
const runs = Number(process.env.LH_RUNS ?? 3);
const out = process.env.LH_OUT ?? join(root, 'lighthouse-report.md');

function routesToMeasure(): string[] {
  const args = process.argv.slice(2);
  if (args.length) return args;
  const manifest = join(root, 'dist', 'html', 'routes.json');
  if (!existsSync(manifest)) throw new Error('No build found: run `npm run build` first (or name the paths).');
  const { prerendered } = JSON.parse(readFileSync(manifest, 'utf8')) as { prerendered: Record<string, string> };
  return Object.keys(prerendered);
}

async function waitForServer(proc: ChildProcess) {
  for (let i = 0; i < 150; i++) {
    if (proc.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  css: number;
  font: number;
}

type Lhr = {
  runtimeError?: { code: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
};

async function lighthouseOnce(url: string, dir: string): Promise<Sample> {
  const file = join(dir, 'report.json');
  for (let attempt = 1; ; attempt++) {
    await run(
      join(root, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${file}`,
        '--form-factor=mobile',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 64 * 1024 * 1024 },
    ).catch((err) => {
      if (!existsSync(file)) throw err;
    });
    const lhr = JSON.parse(readFileSync(file, 'utf8')) as Lhr;
    rmSync(file, { force: true });
    // An occasional NO_NAVSTART (or similar) on a cold browser: run again.
    if (lhr.runtimeError && attempt < 3) continue;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const bytes = (type: string) =>
      (lhr.audits['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === type)?.transferSize as
        | number
        | undefined;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      js: bytes('script') ?? 0,
      css: bytes('stylesheet') ?? 0,
      font: bytes('font') ?? 0,
    };
  }
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (i: number) => s[i] ?? Number.NaN;
  return s.length % 2 ? at((s.length - 1) / 2) : (at(s.length / 2 - 1) + at(s.length / 2)) / 2;
};

const routes = routesToMeasure();
const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-db-'));
const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, APP_ENV: 'test' },
  stdio: 'ignore',
});
const rows: string[] = [];
try {
  await waitForServer(server);
  const work = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  for (const path of routes) {
    const status = (await fetch(base + path)).status;
    if (status !== 200) {
      // Lighthouse scores nothing on an error status (the not-found page answers 404 on purpose)
      rows.push(`| \`${path}\` | status ${status}: not scored | | | | | | | | | | |`);
      console.info(rows.at(-1));
      continue;
    }
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i++) samples.push(await lighthouseOnce(base + path, work));
    const m = (k: keyof Sample) => median(samples.map((s) => s[k]));
    const kb = (n: number) => (n / 1024).toFixed(1);
    const row = `| \`${path}\` | ${m('performance')} | ${m('accessibility')} | ${m('bestPractices')} | ${m('seo')} | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('lcp') / 1000).toFixed(2)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${kb(m('js'))} | ${kb(m('css'))} | ${kb(m('font'))} |`;
    console.info(row);
    rows.push(row);
  }
} finally {
  server.kill('SIGTERM');
}
const table = [
  `Lighthouse 12.8 mobile preset, median of ${runs} runs per route (${new Date().toISOString().slice(0, 10)}); bytes are KB transferred (compressed).`,
  '',
  '| route | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | JS KB | CSS KB | font KB |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows,
  '',
].join('\n');
writeFileSync(out, table);
console.info(`\n${table}\nwritten to ${out}`);
