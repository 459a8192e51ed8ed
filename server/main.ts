import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoAccounts } from './seed';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const seeded = await seedDemoAccounts(database.db);
if (seeded.length > 0) console.info(`Seeded demo accounts: ${seeded.join(', ')}`);
if (config.production && !config.publicUrl) {
  console.warn('PUBLIC_URL is not set: links in mail will use the request origin (set PUBLIC_URL in production).');
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
