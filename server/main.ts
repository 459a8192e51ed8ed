/** One app server: `npm start` (PGlite by default, PostgreSQL when DATABASE_URL is set). */
import { configOrExit, describePayments, prepareDatabase, serveApp } from './start';

const config = configOrExit();
const database = await prepareDatabase(config);
describePayments(
  config,
  config.payments.sandboxOrigin ? `at ${config.payments.sandboxOrigin}` : 'at /sandbox/paystack',
);
serveApp(config, database, (port) => {
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.info(`SkyLink Ghana listening on http://localhost:${port} — database: ${where}`);
});
