/**
 * Several app servers on one PostgreSQL behind one port: `npm run start:cluster`.
 *
 * Node's own process management (node:cluster): the primary prepares the database once (migrations
 * under an advisory lock, demo accounts, plans), then forks CLUSTER_WORKERS app servers (default 2)
 * that share the port; the primary hands each new connection to the next worker in turn. A worker that
 * dies is replaced. Every piece of shared state lives in PostgreSQL (sessions, refresh families, rate
 * limits, the payment lock, webhook idempotency, the provider breaker, audit, outbox, notifications),
 * so it does not matter which worker a request reaches.
 *
 * PGlite is one process's embedded database, so the cluster needs DATABASE_URL. Outside production the
 * payment sandbox (whose transactions live in memory) runs once, in the primary, on a loopback port;
 * the workers reach it as SANDBOX_ORIGIN and pass the browser's /sandbox/* pages through to it.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import {
  configOrExit,
  describeEnvironment,
  describePayments,
  listeningUrl,
  prepareDatabase,
  serveApp,
  siteUrl,
} from './start';

const config = configOrExit();

if (cluster.isPrimary) {
  describeEnvironment(config);
  if (!config.databaseUrl) {
    console.error(
      'npm run start:cluster needs DATABASE_URL (PostgreSQL): PGlite is embedded in one process, so several servers cannot share it. Use npm start for one server on PGlite.',
    );
    process.exit(1);
  }
  const requested = Number(process.env.CLUSTER_WORKERS ?? 2);
  const workers = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, 64) : 2;
  const database = await prepareDatabase(config);
  await database.close();

  const env: Record<string, string> = {};
  let closeSandbox: (() => Promise<void>) | undefined;
  if (!config.production && config.payments.provider === 'sandbox' && !config.payments.sandboxOrigin) {
    // development-only code, loaded only here (see server/sandbox)
    const { startSandboxServer } = await import('./sandbox/server');
    const shared = await startSandboxServer({
      webhookUrl: `http://127.0.0.1:${config.port}/api/billing/paystack/webhook`,
      secretKey: config.payments.secretKey,
      publicKey: config.payments.publicKey,
      approveDelayMs: config.payments.sandboxApprovalDelayMs,
    });
    env.SANDBOX_ORIGIN = shared.origin;
    // The workers talk to the shared sandbox with its keys (made up at this start unless configured).
    env.PAYSTACK_SECRET_KEY = shared.secretKey;
    env.PAYSTACK_PUBLIC_KEY = shared.publicKey;
    closeSandbox = shared.close;
    describePayments(config, `shared by the servers at ${shared.origin}`);
  }

  let stopping = false;
  const fork = () => cluster.fork(env);
  for (let i = 0; i < workers; i += 1) fork();
  let listening = 0;
  cluster.on('listening', (_worker, address) => {
    listening += 1;
    if (listening === workers) {
      console.info(
        `SkyLink Ghana: open ${siteUrl(config, address.port)} (${workers} app servers of ${availableParallelism()} cores listening on ${listeningUrl(address.address ?? config.host, address.port)}) — database: PostgreSQL (DATABASE_URL)`,
      );
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`app server ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another`);
    fork();
  });
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} app servers`);
    const timer = setTimeout(() => process.exit(1), 12_000);
    timer.unref();
    await Promise.all(
      Object.values(cluster.workers ?? {}).map(
        (worker) =>
          new Promise<void>((done) => {
            if (!worker || worker.isDead()) return done();
            worker.once('exit', () => done());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    await closeSandbox?.();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
} else {
  const database = await prepareDatabase(config, false);
  await serveApp(config, database, () => {});
}
