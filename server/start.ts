/**
 * Starting an app server, shared by `server/main.ts` (one process) and `server/cluster.ts` (several
 * processes on one PostgreSQL): prepare the database (migrations under an advisory lock, accounts,
 * plans), serve the app, and close cleanly on SIGTERM/SIGINT.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { type Config, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { prepareAccounts, StartRefused } from './features/auth/seed';
import type { PaymentSandbox } from './features/billing/providers/types';
import { seedPlans } from './features/subscriptions/seed';
import { createScheduler } from './jobs/scheduler';
import { appClockOf } from './system/clock';

/** The configuration from the environment, or exit with its message. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}

/**
 * Open the database, bring its schema up to date and seed what a first start needs (idempotent). A
 * production start that must not go on (a demo account still has its published password) prints why
 * and exits with status 1, before anything listens.
 */
export async function prepareDatabase(config: Config, log = true): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { created, warnings } = await prepareAccounts(database.db, config);
    if (log && created.length > 0) {
      console.info(
        `${config.production ? 'Created the first administrator' : 'Seeded demo accounts'}: ${created.join(', ')}`,
      );
    }
    if (log) for (const warning of warnings) console.error(`WARNING: ${warning}`);
    await seedPlans(database.db);
    return database;
  } catch (err) {
    await database.close().catch(() => {});
    if (!(err instanceof StartRefused)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/** The start-up line about the environment: said once, so nobody mistakes a development server for production. */
export function describeEnvironment(config: Config): void {
  const how =
    config.appEnvSource === 'APP_ENV'
      ? 'APP_ENV'
      : config.appEnvSource === 'NODE_ENV'
        ? 'NODE_ENV=production without APP_ENV'
        : 'APP_ENV unset';
  console.info(
    `Environment: ${config.appEnv} (${how})${config.production ? '' : '; demo accounts, the mail outbox and the payment sandbox are on'}`,
  );
}

/** Where reviewers find Storybook, when this server serves it. */
export function describeStorybook(config: Config): void {
  if (!config.storybook.serve) return;
  const built = existsSync(join(config.storybook.dir, 'index.html'));
  console.info(
    built
      ? `Storybook for reviewers: ${config.publicUrl}/storybook/`
      : 'Storybook for reviewers: not built (npm run build-storybook, or BUILD_STORYBOOK=true npm start), then /storybook/',
  );
}

export function describePayments(config: Config, where: string): void {
  if (config.production || config.payments.provider !== 'sandbox') return;
  console.info(
    `Payments: sandbox (a fake Paystack ${where}; phone approvals at /sandbox/phone). Keys: ${
      config.payments.generatedKeys
        ? `${config.payments.secretKey} / ${config.payments.publicKey} (made up for this start; set PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY to keep them)`
        : 'PAYSTACK_SECRET_KEY / PAYSTACK_PUBLIC_KEY'
    }`,
  );
}

/** The URL a listening server answers on, from the address it really bound (not the one it was asked for). */
export function listeningUrl(address: string, port: number): string {
  if (address === '0.0.0.0' || address === '::') return `http://0.0.0.0:${port} (every interface)`;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}

/**
 * The address to open the site at: the origin mail links use (PUBLIC_URL, or http://localhost:PORT), so a link
 * opened from a mail lands on the origin whose cookies hold the session. Only the port is the one really bound
 * (PORT=0 picks one).
 */
export function siteUrl(config: Pick<Config, 'publicUrl' | 'port'>, port: number): string {
  return config.port === port ? config.publicUrl : config.publicUrl.replace(/:\d+$/, `:${port}`);
}

/** How long an idle kept-alive connection stays open (see serveApp). */
export const KEEP_ALIVE_IDLE_MS = 65_000;

/**
 * The fake Paystack is development-only code (server/sandbox) that no production module imports: the
 * entry point loads it here, outside production and only when it is the provider, and hands it to the app.
 */
async function loadPaymentSandbox(config: Config): Promise<PaymentSandbox | undefined> {
  if (config.production || config.payments.provider !== 'sandbox') return undefined;
  return (await import('./sandbox')).paystackSandbox;
}

/**
 * Serve the app on config.port until SIGTERM/SIGINT, then shut down without cutting work in half: stop
 * taking connections, let every request whose handler is running finish (a client that hung up does not
 * stop its handler, e.g. a sign-in mid-hash), close what is left (idle keep-alive, notification streams),
 * and only then close the database. After 10 s the process exits regardless.
 */
export async function serveApp(
  config: Config,
  database: Database,
  onListening: (info: { address: string; port: number }) => void,
): Promise<void> {
  // The application's clock: the test clock's offset is read before the first request (outside production).
  const clock = appClockOf({ db: database.db, production: config.production });
  await clock.start();
  // Timed work (SMS retries, reminders, standing changes) on the one queue every server shares.
  const scheduler = createScheduler({ database: database.driver, now: clock.now, followTestClock: !config.production });
  const paymentSandbox = await loadPaymentSandbox(config);
  const app = createApp({ config, database, appClock: clock, scheduler, paymentSandbox });
  await scheduler.start();
  // A test-clock advance (here, or seen at a refresh): what it made due runs now, not at the next tick.
  clock.onChange((reading) => {
    scheduler
      .clockMoved(String(reading.offsetSeconds))
      .catch((err: unknown) => console.error('jobs: catching up after the clock moved failed:', err));
  });
  let running = 0;
  let drained: (() => void) | null = null;
  const fetch: typeof app.fetch = async (request, env, ctx) => {
    running += 1;
    try {
      return await app.fetch(request, env, ctx);
    } finally {
      running -= 1;
      if (running === 0) drained?.();
    }
  };
  const server = serve({ fetch, port: config.port, hostname: config.host }, (info) => onListening(info));
  // An idle kept-alive connection stays open 65 s, not Node's 5 s: longer than the idle time of what reuses
  // it (a load balancer commonly 60 s, a client between two calls of a journey), so the server does not close
  // a socket just as a request is sent on it, which the sender sees as a reset (ECONNRESET, a proxy's 502).
  // The headers' own time-out must stay longer than that.
  Object.assign(server, { keepAliveTimeout: KEEP_ALIVE_IDLE_MS, headersTimeout: KEEP_ALIVE_IDLE_MS + 1_000 });
  if (!config.keepAlive) {
    // Before the app's own listener writes anything: the answer then says `Connection: close` and the
    // socket ends after it, so the browser's next request is a new connection (maybe to another server).
    server.prependListener('request', (_request: unknown, response: { shouldKeepAlive: boolean }) => {
      response.shouldKeepAlive = false;
    });
  }
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    console.info(`${signal}: closing the server and the database`);
    clock.stop();
    await scheduler.stop().catch((err: unknown) => console.error('jobs: stopping failed:', err));
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    const closed = new Promise<void>((done) => server.close(() => done()));
    const http = server as unknown as { closeIdleConnections?: () => void; closeAllConnections?: () => void };
    http.closeIdleConnections?.();
    if (running > 0) await new Promise<void>((done) => (drained = done));
    http.closeAllConnections?.();
    await closed;
    await database.close();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
