/**
 * `npm run admin:create -- --email ops@company.example [--name "Ops Lead"]`: create an administrator
 * in the configured database (DATABASE_URL or DATA_DIR). The password is read from ADMIN_PASSWORD,
 * or from standard input (one line), so it never appears in the shell history or the process list.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createAdmin } from './seed';

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (process.stdin.isTTY) process.stderr.write('Password for the new administrator (input is shown): ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
if (!values.email) {
  console.error('Usage: npm run admin:create -- --email <address> [--name "<full name>"]');
  process.exit(2);
}
try {
  const config = loadConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  const password = await readPassword();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const email = await createAdmin(database.db, { email: values.email, password, fullName: values.name });
    console.info(`Administrator created: ${email}`);
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
