/**
 * The load drill: two app servers (npm run start:cluster) on a throwaway PostgreSQL, 200
 * connections for 60 s spread over sign-in, the plans, a customer's payments and the mobile-money pay +
 * poll flow, all at once. Prints requests, req/s, p50 and p99 per part and every error (a 5xx, a time-out,
 * a refused connection or any answer the flow did not expect), then settles what is still open and
 * checks the books (server/features/billing/reconcile.ts). A drill, not a test: it exits 1 on any error
 * or an unbalanced ledger, and its figures depend on the machine.
 *
 *   npm run drill:load [-- --duration 60] [--workers 2]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/client';
import { hashPassword } from '../server/features/auth/crypto';
import { users } from '../server/features/auth/tables';
import { reconcileLedger } from '../server/features/billing/reconcile';
import { freePort, startPostgres } from '../tests/support/postgres';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION = arg('--duration', 60);
const WORKERS = arg('--workers', 2);
const SPLIT = { signIn: 20, plans: 60, payments: 60, payPoll: 60 };
const PASSWORD = 'Load#Drill2026';
const CUSTOMERS = 200;

const postgres = await startPostgres();
const databaseUrl = await postgres.createDatabase('drill');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let cluster: ChildProcess | undefined;

async function stopAll() {
  if (cluster && cluster.exitCode === null) {
    cluster.kill('SIGTERM');
    await new Promise((done) => cluster?.once('exit', done));
  }
  await postgres.stop();
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

try {
  const database = await openDatabase({ databaseUrl });
  cluster = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', 'server', 'cluster.ts')], {
    env: {
      ...process.env,
      // React and Node in production mode; the app itself as in tests (demo accounts, sandbox), which
      // NODE_ENV=production alone does not give (it reads as APP_ENV=production).
      NODE_ENV: 'production',
      APP_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      CLUSTER_WORKERS: String(WORKERS),
      // every simulated customer has an address of its own, as behind a load balancer
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (const deadline = Date.now() + 90_000; ; ) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline || cluster.exitCode !== null) throw new Error('the cluster did not start');
    await new Promise((r) => setTimeout(r, 300));
  }

  // Customers, written directly (registration's mail round trip is not what this drill measures).
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: CUSTOMERS }, (_, i) => `load${i}@example.com`);
  await database.db.insert(users).values(
    emails.map((email, i) => ({
      email,
      username: `load${i}`,
      passwordHash,
      fullName: `Load Tester ${i}`,
      firstName: 'Load',
      lastName: `Tester ${i}`,
      emailVerifiedAt: new Date(),
    })),
  );
  const address = (i: number) => `10.${Math.floor(i / 250)}.${i % 250}.7`;
  const tokens: string[] = [];
  for (const [i, email] of emails.entries()) {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address(i) },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
    tokens.push(((await res.json()) as { access_token: string }).access_token);
  }
  console.info(`drill: ${CUSTOMERS} customers signed in; ${DURATION} s of load begins`);

  const cannon = (
    connections: number,
    options: Partial<autocannon.Options>,
    setup: (client: autocannon.Client, n: number) => void,
  ) => {
    let n = 0;
    return autocannon({
      url: base,
      connections,
      duration: DURATION,
      timeout: 30, // the browser client's own time-out (src/services/http.ts)
      ...options,
      setupClient: (client) => {
        setup(client, n);
        n += 1;
      },
    });
  };
  const signIn = cannon(SPLIT.signIn, { method: 'POST', url: `${base}/api/auth/login` }, (client, n) =>
    client.setHeadersAndBody(
      { 'content-type': 'application/json', 'x-forwarded-for': address(n) },
      JSON.stringify({ email: emails[n], password: PASSWORD }),
    ),
  );
  const plans = cannon(SPLIT.plans, { url: `${base}/api/billing/plans` }, (client, n) =>
    client.setHeaders({ 'x-forwarded-for': address(n) }),
  );
  const paymentsList = cannon(SPLIT.payments, { url: `${base}/api/billing/payments` }, (client, n) =>
    client.setHeaders({ authorization: `Bearer ${tokens[SPLIT.signIn + n]}`, 'x-forwarded-for': address(n) }),
  );

  // Pay + poll: each connection is one customer paying with the MTN test number (the phone approves after
  // 4 s), polling every second until the payment is final, and paying again at most 3 times a minute
  // (the spec's mobile money limit).
  const flowLatencies: number[] = [];
  const flowErrors: string[] = [];
  const started: string[] = [];
  const end = Date.now() + DURATION * 1000;
  const timed = async (method: string, path: string, token: string, ip: string, body?: unknown) => {
    const t0 = performance.now();
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'x-forwarded-for': ip,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(30_000), // as the browser client
      });
      const json = (await res.json()) as { data?: { payment?: { id: string; status: string } } };
      flowLatencies.push(performance.now() - t0);
      return { status: res.status, payment: json.data?.payment };
    } catch (err) {
      flowLatencies.push(performance.now() - t0);
      flowErrors.push(`${method} ${path}: ${err instanceof Error ? err.message : err}`);
      return { status: 0, payment: undefined };
    }
  };
  const payer = async (slot: number) => {
    const index = SPLIT.signIn + SPLIT.payments + slot;
    const token = tokens[index] ?? '';
    const ip = address(index);
    while (Date.now() < end) {
      const round = Date.now();
      const body = {
        plan_id: 'plan_standard_monthly',
        billing_cycle: 'monthly',
        mobile_number: '0241234987',
        mobile_network: 'MTN',
        amount: 100,
      };
      const paid = await timed('POST', '/api/billing/mobile-money/pay-with-retry', token, ip, body);
      if (paid.status !== 201 || !paid.payment) {
        if (paid.status !== 0) flowErrors.push(`pay answered ${paid.status}`);
        await new Promise((r) => setTimeout(r, 1000));
        continue;
      }
      started.push(paid.payment.id);
      let status = paid.payment.status;
      while (['pending', 'processing'].includes(status) && Date.now() < end + 30_000) {
        await new Promise((r) => setTimeout(r, 1000));
        const polled = await timed(
          'GET',
          `/api/billing/mobile-money/payments/${paid.payment.id}/poll-status`,
          token,
          ip,
        );
        if (polled.status !== 200 || !polled.payment) {
          if (polled.status !== 0) flowErrors.push(`poll answered ${polled.status}`);
          continue;
        }
        status = polled.payment.status;
      }
      if (status !== 'succeeded') flowErrors.push(`payment ${paid.payment.id} ended ${status}`);
      const wait = round + 20_500 - Date.now();
      if (Date.now() + Math.max(0, wait) >= end) break;
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  };
  const t0 = Date.now();
  const [signInResult, plansResult, paymentsResult] = await Promise.all([
    signIn,
    plans,
    paymentsList,
    Promise.all(Array.from({ length: SPLIT.payPoll }, (_, slot) => payer(slot))),
  ]);
  const seconds = (Date.now() - t0) / 1000;

  type Row = {
    part: string;
    connections: number;
    requests: number;
    rps: number;
    p50: number;
    p99: number;
    errors: number;
  };
  const fromCannon = (part: string, connections: number, r: autocannon.Result): Row => ({
    part,
    connections,
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  });
  const sorted = [...flowLatencies].sort((a, b) => a - b);
  const rows: Row[] = [
    fromCannon('sign-in (POST /api/auth/login)', SPLIT.signIn, signInResult),
    fromCannon('plans (GET /api/billing/plans)', SPLIT.plans, plansResult),
    fromCannon("a customer's payments (GET /api/billing/payments)", SPLIT.payments, paymentsResult),
    {
      part: `pay + poll (${started.length} payments)`,
      connections: SPLIT.payPoll,
      requests: flowLatencies.length,
      rps: Math.round(flowLatencies.length / seconds),
      p50: Math.round(percentile(sorted, 50)),
      p99: Math.round(percentile(sorted, 99)),
      errors: flowErrors.length,
    },
  ];
  const ledger = await reconcileLedger(database.db);
  await database.close();
  const totalErrors = rows.reduce((s, r) => s + r.errors, 0);
  console.info(
    [
      '',
      `Load drill: ${WORKERS} app servers on PostgreSQL, ${Object.values(SPLIT).reduce((a, b) => a + b, 0)} connections, ${DURATION} s (${new Date().toISOString().slice(0, 10)})`,
      '',
      '| part | connections | requests | req/s | p50 ms | p99 ms | errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (r) =>
          `| ${r.part} | ${r.connections} | ${r.requests.toLocaleString('en')} | ${r.rps.toLocaleString('en')} | ${r.p50} | ${r.p99} | ${r.errors} |`,
      ),
      '',
      `Ledger: ${ledger.payments} payments (${Object.entries(ledger.byStatus)
        .map(([s, n]) => `${s} ${n}`)
        .join(', ')}); succeeded GH₵ ${(ledger.succeededPesewas / 100).toFixed(2)}, paid invoices GH₵ ${(
        ledger.paidInvoicesPesewas / 100
      ).toFixed(2)}; ${ledger.problems.length === 0 ? 'the books balance' : `PROBLEMS: ${ledger.problems.join('; ')}`}`,
      ...flowErrors.slice(0, 10).map((e) => `  flow error: ${e}`),
    ].join('\n'),
  );
  process.exitCode = totalErrors === 0 && ledger.problems.length === 0 ? 0 : 1;
} finally {
  await stopAll();
}
