/**
 * What one mobile money payment costs the server: requests (from the browser, to the provider, the
 * webhook) and server milliseconds. Runs the real app in process on an in-memory PGlite with the
 * sandbox provider; the phone approves 4 s after the charge (the MTN test number) while the page polls
 * every 3 s, on a simulated clock. Also counts the SQL statements each request sends (BEGIN and COMMIT
 * included), by wrapping PGlite's query, exec and transaction (BENCH_SQL_LOG=1 prints each one). The
 * plan catalogue is kept 5 s of wall time (timedCache.ts), so the warm runs price from memory: a pay
 * request that finds it expired sends one statement more.
 * Usage: npm run bench:payment [-- --runs 30]
 */
import { PGlite } from '@electric-sql/pglite';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { hashPassword } from '../server/features/auth/crypto';
import { users } from '../server/features/auth/tables';
import { seedPlans } from '../server/features/subscriptions/seed';
import { type Sandbox, sandboxWith } from '../server/sandbox';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 20;
const POLL_MS = 3000;

let now = Date.parse('2026-11-22T09:00:00Z');
const clock = () => new Date(now);

// Every statement PGlite runs for us: a query, an exec, and a transaction's BEGIN and COMMIT.
let statements = 0;
type Runner = (...args: unknown[]) => Promise<unknown>;
const proto = PGlite.prototype as unknown as { query: Runner; exec: Runner; transaction: Runner };
for (const name of ['query', 'exec'] as const) {
  const original = proto[name];
  proto[name] = function (this: unknown, ...args: unknown[]) {
    statements += 1;
    if (process.env.BENCH_SQL_LOG) console.info('  SQL', String(args[0]).slice(0, 110).replace(/\s+/g, ' '));
    return original.apply(this, args);
  };
}
const originalTransaction = proto.transaction;
proto.transaction = function (this: unknown, ...args: unknown[]) {
  const work = args[0] as (tx: Record<string, Runner>) => Promise<unknown>;
  statements += 2;
  return originalTransaction.call(this, (tx: Record<string, Runner>) => {
    for (const name of ['query', 'exec'] as const) {
      const original = tx[name];
      if (original) {
        tx[name] = (...a: unknown[]) => {
          statements += 1;
          if (process.env.BENCH_SQL_LOG) console.info('  TX', String(a[0]).slice(0, 110).replace(/\s+/g, ' '));
          return original(...a);
        };
      }
    }
    return work(tx);
  });
};
const database = await openDatabase({ dataDir: 'memory://' });
await seedPlans(database.db, clock);
let sandbox: Sandbox | undefined;
let providerCalls = 0;
let webhooks = 0;
const app = createApp({
  config: { staticDir: '/nonexistent', production: false, publicUrl: 'http://bench.local', trustProxy: true },
  database,
  clock,
  background: (task) => void task(),
  billing: { retryBaseMs: 1 },
  paymentSandbox: sandboxWith({ schedule: () => {}, approveDelayMs: 4000 }, (s) => {
    sandbox = s;
  }),
});
if (!sandbox) throw new Error('sandbox not created');
const sb = sandbox;
const rawFetch = sb.routes.fetch.bind(sb.routes);
sb.routes.fetch = ((req: Request, ...rest: unknown[]) => {
  providerCalls += 1;
  return (rawFetch as (...a: unknown[]) => Response | Promise<Response>)(req, ...rest);
}) as typeof sb.routes.fetch;

async function call(method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = { 'X-Forwarded-For': '203.0.113.9' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body) headers['Content-Type'] = 'application/json';
  const started = performance.now();
  const res = await app.request(path, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const json = await res.json();
  return { status: res.status, json, ms: performance.now() - started };
}

const passwordHash = await hashPassword('Bench#Pass2026');
const samples: {
  requests: number;
  serverMs: number;
  provider: number;
  webhookMs: number;
  paySql: number;
  pollSql: number[];
  webhookSql: number;
}[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const email = `bench${i}@example.com`;
  await database.db
    .insert(users)
    .values({ email, username: `bench${i}`, passwordHash, fullName: 'Bench', emailVerifiedAt: clock() });
  const login = await call('POST', '/api/auth/login', undefined, { email, password: 'Bench#Pass2026' });
  const token = login.json.access_token as string;
  providerCalls = 0;
  webhooks = 0;
  let requests = 0;
  let serverMs = 0;
  statements = 0;
  if (process.env.BENCH_SQL_LOG) console.info('---- PAY', i);
  const pay = await call('POST', '/api/billing/mobile-money/pay-with-retry', token, {
    plan_id: 'plan_standard_monthly',
    billing_cycle: 'monthly',
    mobile_number: '0241234987',
    mobile_network: 'MTN',
    amount: 100,
  });
  const paySql = statements;
  const pollSql: number[] = [];
  let webhookSql = 0;
  requests += 1;
  serverMs += pay.ms;
  if (pay.status !== 201) throw new Error(`pay failed: ${pay.status} ${JSON.stringify(pay.json)}`);
  const id = pay.json.data.payment.id as string;
  let status = pay.json.data.payment.status as string;
  let webhookMs = 0;
  while (status === 'processing' || status === 'pending') {
    now += POLL_MS;
    // The phone's approval (due at +4 s) reaches the sandbox on its next read; its webhook is timed too.
    const before = performance.now();
    statements = 0;
    sb.view(pay.json.data.payment.reference);
    await sb.flush();
    const delivered = performance.now() - before;
    if (delivered > 1) {
      webhooks += 1;
      webhookMs += delivered;
      webhookSql += statements;
    }
    statements = 0;
    if (process.env.BENCH_SQL_LOG) console.info('---- POLL');
    const poll = await call('GET', `/api/billing/mobile-money/payments/${id}/poll-status`, token);
    pollSql.push(statements);
    requests += 1;
    serverMs += poll.ms;
    status = poll.json.data.payment.status;
  }
  if (status !== 'succeeded') throw new Error(`payment ended ${status}`);
  samples.push({
    requests,
    serverMs: serverMs + webhookMs,
    provider: providerCalls,
    webhookMs,
    paySql,
    pollSql,
    webhookSql,
  });
  now += 61_000; // outside every rate-limit window before the next customer
}
await database.close();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const warm = samples.slice(Math.min(3, samples.length - 1));
console.info(`One mobile money payment (${warm.length} warm runs of ${RUNS}, PGlite in memory, sandbox in process):`);
console.info(
  `  browser -> server requests: ${median(warm.map((s) => s.requests))} (1 pay-with-retry + polls every ${POLL_MS / 1000} s until approved)`,
);
console.info(
  `  server -> provider calls:   ${median(warm.map((s) => s.provider))} (charge, a verify at most every 5 s of polling)`,
);
console.info(`  provider -> server webhook: ${webhooks ? 1 : 0} (charge.success, signed)`);
console.info(
  `  SQL statements, median:     ${median(warm.map((s) => s.paySql))} per payment (the pay request), ${median(warm.flatMap((s) => s.pollSql))} per poll, ${median(warm.map((s) => s.webhookSql))} for the webhook`,
);
console.info(
  `  server time, median:        ${median(warm.map((s) => s.serverMs)).toFixed(1)} ms in total (webhook ${median(warm.map((s) => s.webhookMs)).toFixed(1)} ms)`,
);
