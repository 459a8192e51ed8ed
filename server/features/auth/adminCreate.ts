/**
 * `npm run admin:create -- --email ops@company.example [--name "Ops Lead"] [--super]`: create an
 * administrator in the configured database (DATABASE_URL or DATA_DIR); with `--super` a super
 * administrator, who can also deactivate, demote and delete administrators. The password is read from ADMIN_PASSWORD,
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

const USAGE = 'Usage: npm run admin:create -- --email <address> [--name "<full name>"] [--super]';
let values: { email?: string; name?: string; super?: boolean };
try {
  ({ values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, super: { type: 'boolean' } },
  }));
} catch (err) {
  console.error(`${err instanceof Error ? err.message : err}\n${USAGE}`);
  process.exit(2);
}
if (!values.email) {
  console.error(USAGE);
  process.exit(2);
}
try {
  const config = loadConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  const password = await readPassword();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const role = values.super ? 'super_admin' : 'admin';
    const email = await createAdmin(database.db, { email: values.email, password, fullName: values.name, role });
    console.info(`${role === 'super_admin' ? 'Super administrator' : 'Administrator'} created: ${email}`);
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
