/**
 * API throughput against bare node:http, measured in one run (npm run bench:api). Starts a bare
 * node:http server and our built server (npm start's production build, on PGlite or, with --postgres,
 * on a throwaway PostgreSQL) as child processes, then drives each endpoint with autocannon and prints
 * endpoint, req/s, p50, p99 and the ratio to bare (bare is driven in a slice right before each slice of
 * an endpoint, so both see the same machine). A benchmark, not a test: figures depend on the machine.
 *
 *   npm run bench:api [-- --postgres] [--duration 10] [--connections 50]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startPostgres, type TestPostgres } from '../tests/support/postgres';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION = arg('--duration', 8);
const CONNECTIONS = arg('--connections', 50);
const usePostgres = process.argv.includes('--postgres');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function waitFor(url: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

const BARE = `
  const http = require('node:http');
  http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'text/plain' }); res.end('ok'); })
    .listen(Number(process.env.PORT), '127.0.0.1');
`;

let postgres: TestPostgres | undefined;
const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'skylink-bench-'));
async function cleanup() {
  for (const child of children) child.kill('SIGTERM');
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

try {
  const barePort = await freePort();
  const appPort = await freePort();
  const bare = spawn(process.execPath, ['-e', BARE], {
    env: { ...process.env, PORT: String(barePort) },
    stdio: 'ignore',
  });
  children.push(bare);
  let databaseUrl: string | undefined;
  if (usePostgres) {
    postgres = await startPostgres();
    databaseUrl = await postgres.createDatabase('bench');
  }
  const app = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      // React and Node in production mode; the app itself as in tests (demo accounts, sandbox), which
      // NODE_ENV=production alone does not give (it reads as APP_ENV=production).
      NODE_ENV: 'production',
      APP_ENV: 'test',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(app);
  const base = `http://127.0.0.1:${appPort}`;
  await Promise.all([waitFor(`http://127.0.0.1:${barePort}/`, bare), waitFor(`${base}/api/health`, app)]);

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'Demo#Pass2026' }),
  });
  const token = login.ok ? ((await login.json()) as { access_token: string }).access_token : null;
  if (!token) throw new Error(`demo sign-in failed (${login.status}): is the demo account seeded?`);

  // A hashed bundle the home page loads (immutable, served from memory).
  const home = await (await fetch(`${base}/`)).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(home)?.[0];
  if (!asset) throw new Error('no /assets/*.js on the home page: is the site built?');

  /** `refusal`: the expected answer is a 4xx (so a 2xx counts as unexpected); else a 2xx is expected. */
  const endpoints: { name: string; url: string; headers?: Record<string, string>; refusal?: true }[] = [
    { name: 'bare node:http', url: `http://127.0.0.1:${barePort}/` },
    { name: 'JSON 404 (GET /api/nope)', url: `${base}/api/nope`, refusal: true },
    { name: '401 (GET /api/auth/me, no token)', url: `${base}/api/auth/me`, refusal: true },
    { name: 'liveness (GET /api/health/live)', url: `${base}/api/health/live` },
    { name: 'health with database ping (GET /api/health)', url: `${base}/api/health` },
    { name: 'static file (GET /robots.txt)', url: `${base}/robots.txt` },
    { name: `hashed JS asset (GET ${asset})`, url: `${base}${asset}` },
    { name: 'prerendered home page (GET /)', url: `${base}/` },
    { name: 'plans (GET /api/billing/plans)', url: `${base}/api/billing/plans` },
    {
      name: "a customer's payments (GET /api/billing/payments)",
      url: `${base}/api/billing/payments`,
      headers: { authorization: `Bearer ${token}` },
    },
  ];
  /*
   * Paired slices: each endpoint runs in SLICE-second slices, each right after a slice of bare node:http,
   * and its ratio is its requests over bare's in those same slices. On a machine shared with other work
   * (the load changes from one minute to the next) this compares like with like, where one bare figure
   * taken at the start would not.
   */
  const SLICE = Math.min(2, DURATION);
  const slices = Math.max(1, Math.round(DURATION / SLICE));
  const drive = (e: (typeof endpoints)[number]) =>
    autocannon({ url: e.url, headers: e.headers, connections: CONNECTIONS, duration: SLICE });
  const bareEndpoint = endpoints[0];
  if (!bareEndpoint) throw new Error('no bare endpoint');
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const rows: { name: string; rps: number; p50: number; p99: number; ratio: number; errors: number }[] = [];
  const bareRates: number[] = [];
  for (const e of endpoints.slice(1)) {
    let bareTotal = 0;
    let total = 0;
    const p50s: number[] = [];
    const p99s: number[] = [];
    let errors = 0;
    for (let i = 0; i < slices; i += 1) {
      const bare = await drive(bareEndpoint);
      bareTotal += bare.requests.total;
      bareRates.push(bare.requests.average);
      const result = await drive(e);
      total += result.requests.total;
      p50s.push(result.latency.p50);
      p99s.push(result.latency.p99);
      errors += result.errors + result.timeouts + (e.refusal ? result['2xx'] : result.non2xx);
    }
    rows.push({
      name: e.name,
      rps: Math.round(total / (slices * SLICE)),
      p50: median(p50s),
      p99: Math.max(...p99s),
      ratio: total / Math.max(1, bareTotal),
      errors,
    });
  }
  const bareRps = Math.round(bareRates.reduce((a, b) => a + b, 0) / Math.max(1, bareRates.length));
  const table = [
    `API throughput, ${CONNECTIONS} connections, ${slices} × ${SLICE} s per endpoint each paired with as much bare node:http, database: ${usePostgres ? 'PostgreSQL' : 'PGlite'} (${new Date().toISOString().slice(0, 10)})`,
    '',
    '| endpoint | req/s | p50 ms | p99 ms | ratio to bare | unexpected answers |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| bare node:http (mean of its slices) | ${bareRps.toLocaleString('en')} | | | 100 % | |`,
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.rps.toLocaleString('en')} | ${r.p50} | ${r.p99} | ${Math.round(r.ratio * 100)} % | ${r.errors} |`,
    ),
  ].join('\n');
  console.info(table);
} finally {
  await cleanup();
}
