/**
 * The cluster on a throwaway PostgreSQL, for the e2e run with two app servers and the load drill:
 * starts PostgreSQL (tests/support/postgres.ts) unless DATABASE_URL is set, then `server/cluster.ts`
 * with CLUSTER_WORKERS app servers (default 2) on PORT, and stops both on SIGTERM/SIGINT.
 *
 *   tsx scripts/serve-cluster.ts            (PORT, CLUSTER_WORKERS and the server's variables apply)
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startPostgres, type TestPostgres } from '../tests/support/postgres';

let postgres: TestPostgres | undefined;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  postgres = await startPostgres();
  databaseUrl = await postgres.createDatabase('skylink');
  console.info(`serve-cluster: throwaway PostgreSQL at ${postgres.url}`);
}
const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', 'server', 'cluster.ts')], {
  env: { ...process.env, DATABASE_URL: databaseUrl },
  stdio: 'inherit',
});
let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  }
  await postgres?.stop();
  process.exit(code);
};
child.once('exit', (code) => void stop(code ?? 1));
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
