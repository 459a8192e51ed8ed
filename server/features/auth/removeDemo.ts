/**
 * `npm run accounts:remove-demo`: delete the demo accounts (README, "Quick start") that still sign in with
 * their published passwords, from the configured database (DATABASE_URL or DATA_DIR). A production start
 * refuses to run while one exists; a demo account whose password was changed is left alone.
 */
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { removeDemoAccounts } from './seed';

try {
  // Only the database's location matters here: the production checks (JWT_SECRET, PUBLIC_URL) do not.
  const config = loadConfig({
    ...process.env,
    APP_ENV: 'development',
    ADMIN_EMAIL: undefined,
    ADMIN_PASSWORD: undefined,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const removed = await removeDemoAccounts(database.db);
    console.info(
      removed.length > 0
        ? `Removed the demo accounts: ${removed.join(', ')}`
        : 'No demo account with a published password is left.',
    );
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
