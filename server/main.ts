import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareAccounts } from './features/auth/seed';
import { SANDBOX_PUBLIC_KEY, SANDBOX_SECRET_KEY } from './features/billing/providers/sandbox';
import { seedPlans } from './features/billing/seed';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const created = await prepareAccounts(database.db, config);
if (created.length > 0) {
  console.info(
    `${config.production ? 'Created the first administrator' : 'Seeded demo accounts'}: ${created.join(', ')}`,
  );
}
await seedPlans(database.db);
if (!config.production && config.payments.provider === 'sandbox') {
  const own = !config.payments.secretKey;
  console.info(
    `Payments: sandbox (a fake Paystack at /sandbox/paystack; phone approvals at /sandbox/phone). Keys: ${
      own
        ? `${SANDBOX_SECRET_KEY} / ${SANDBOX_PUBLIC_KEY} (fixed sandbox keys)`
        : 'PAYSTACK_SECRET_KEY / PAYSTACK_PUBLIC_KEY'
    }`,
  );
}
const app = createApp({ config, database });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.info(`SkyLink Ghana listening on http://localhost:${info.port} — database: ${where}`);
});

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
