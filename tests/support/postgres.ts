/**
 * A throwaway PostgreSQL server for tests (Debian's `postgresql` package: .ci/run installs it).
 * initdb into a temporary folder, start on a free port with a private socket folder, trust auth for
 * the local user only; `stop()` shuts it down and removes the folder. As root (CI), the server runs as
 * the `postgres` system user, since PostgreSQL refuses to run as root.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The folder holding initdb and postgres, or null when PostgreSQL is not installed. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface TestPostgres {
  /** postgres://…/postgres: the maintenance database (create one per test file with `createDatabase`) */
  url: string;
  createDatabase: (name: string) => Promise<string>;
  /** shut the server down (fast: open connections are ended) and remove its folder */
  stop: () => Promise<void>;
  /** shut the server down (fast) but keep its data: the database is unreachable until `start()` */
  halt: () => Promise<void>;
  /** start it again on the same data folder and port (after `halt`) */
  start: () => Promise<void>;
  /** halt then start: a database restart as an operator or a fail-over does it */
  restart: () => Promise<void>;
}

/** Create a database on the server of `url` (its maintenance database); answers the new database's URL. */
export async function createDatabaseAt(url: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql)');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'skylink-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const user = asRoot ? 'postgres' : (process.env.USER ?? 'postgres');
  const run = (cmd: string, args: string[]) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const [initCmd, initArgs] = run(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    user,
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]) as [string, string[]];
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const [cmd, args] = run(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-h',
    '127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]) as [string, string[]];
  const url = `postgres://${user}@127.0.0.1:${port}/postgres`;
  let server = spawn(cmd, args, { stdio: 'ignore' });
  server.unref();

  async function ready() {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const client = new pg.Client({ connectionString: url });
      try {
        await client.connect();
        await client.end();
        return;
      } catch (err) {
        await client.end().catch(() => {});
        if (server.exitCode !== null || Date.now() > deadline) {
          throw new Error(`PostgreSQL did not start: ${err instanceof Error ? err.message : err}`);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  async function halt() {
    // Signal the postmaster itself (under runuser, the spawned process is only its parent): SIGINT is
    // PostgreSQL's fast shutdown, which ends the connections still open.
    const pidFile = join(data, 'postmaster.pid');
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
    if (pid > 0) {
      try {
        process.kill(pid, 'SIGINT');
      } catch {
        // already gone
      }
    }
    const deadline = Date.now() + 15_000;
    while (existsSync(pidFile) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    server.kill('SIGKILL');
  }

  async function start() {
    server = spawn(cmd, args, { stdio: 'ignore' });
    server.unref();
    await ready();
  }

  try {
    await ready();
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    url,
    createDatabase: (name) => createDatabaseAt(url, name),
    halt,
    start,
    async restart() {
      await halt();
      await start();
    },
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
