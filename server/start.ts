/**
 * Starting an app server, shared by `server/main.ts` (one process) and `server/cluster.ts` (several
 * processes on one PostgreSQL): prepare the database (migrations under an advisory lock, accounts,
 * plans), serve the app, and close cleanly on SIGTERM/SIGINT.
 */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { type Config, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { prepareAccounts } from './features/auth/seed';
import { SANDBOX_PUBLIC_KEY, SANDBOX_SECRET_KEY } from './features/billing/providers/sandbox';
import { seedPlans } from './features/billing/seed';

/** The configuration from the environment, or exit with its message. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}

/** Open the database, bring its schema up to date and seed what a first start needs (idempotent). */
export async function prepareDatabase(config: Config, log = true): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const created = await prepareAccounts(database.db, config);
  if (log && created.length > 0) {
    console.info(
      `${config.production ? 'Created the first administrator' : 'Seeded demo accounts'}: ${created.join(', ')}`,
    );
  }
  await seedPlans(database.db);
  return database;
}

export function describePayments(config: Config, where: string): void {
  if (config.production || config.payments.provider !== 'sandbox') return;
  const own = !config.payments.secretKey;
  console.info(
    `Payments: sandbox (a fake Paystack ${where}; phone approvals at /sandbox/phone). Keys: ${
      own
        ? `${SANDBOX_SECRET_KEY} / ${SANDBOX_PUBLIC_KEY} (fixed sandbox keys)`
        : 'PAYSTACK_SECRET_KEY / PAYSTACK_PUBLIC_KEY'
    }`,
  );
}

/** Serve the app on config.port until SIGTERM/SIGINT; then stop taking requests and close the database. */
export function serveApp(config: Config, database: Database, onListening: (port: number) => void): void {
  const app = createApp({ config, database });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) =>
    onListening(info.port),
  );
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    console.info(`${signal}: closing the server and the database`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await new Promise<void>((done) => server.close(() => done()));
    await database.close();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
