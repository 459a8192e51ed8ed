/** One app server: `npm start` (PGlite by default, PostgreSQL when DATABASE_URL is set). */
import {
  configOrExit,
  describeEnvironment,
  describePayments,
  describeStorybook,
  listeningUrl,
  prepareDatabase,
  serveApp,
  siteUrl,
} from './start';

const config = configOrExit();
describeEnvironment(config);
const database = await prepareDatabase(config);
describePayments(
  config,
  config.payments.sandboxOrigin ? `at ${config.payments.sandboxOrigin}` : 'at /sandbox/paystack',
);
describeStorybook(config);
await serveApp(config, database, ({ address, port }) => {
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.info(
    `SkyLink Ghana: open ${siteUrl(config, port)} (listening on ${listeningUrl(address, port)}) — database: ${where}`,
  );
});
