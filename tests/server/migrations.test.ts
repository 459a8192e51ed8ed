/**
 * Migrations with several servers starting at once, and the refusal of a database newer than the code.
 * On a real PostgreSQL (started here; .ci/run installs Debian's package) and on PGlite.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { knownMigrations, NewerSchemaError, openDatabase } from '../../server/db/client';
import { createDatabaseAt, startPostgres, type TestPostgres } from '../support/postgres';

// The server-pg project's PostgreSQL when there is one, else a server of our own.
let server: Pick<TestPostgres, 'createDatabase'>;
let stop: (() => Promise<void>) | undefined;
beforeAll(async () => {
  const shared = inject('postgresUrl');
  if (shared) server = { createDatabase: (name) => createDatabaseAt(shared, name) };
  else {
    const own = await startPostgres();
    server = own;
    stop = own.stop;
  }
}, 60_000);
afterAll(() => stop?.());

const query = async <T>(url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
};
const countApplied = async (url: string) =>
  (await query<{ n: number }>(url, 'select count(*)::int as n from drizzle.__drizzle_migrations'))[0]?.n;

describe('migrations on PostgreSQL', () => {
  it('lets four servers start on one empty database at once: each migration applied once', async () => {
    const url = await server.createDatabase('parallel_start');
    const opened = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl: url })));
    await Promise.all(opened.map((d) => d.close()));
    expect(await countApplied(url)).toBe(knownMigrations().length);
  }, 60_000);

  it('refuses to start on a database migrated by newer code, and leaves it as it was', async () => {
    const url = await server.createDatabase('newer_schema');
    // a newer release: the same migrations plus one more
    const folder = mkdtempSync(join(tmpdir(), 'skylink-migrations-'));
    const ours = join(import.meta.dirname, '../../server/db/migrations');
    cpSync(ours, folder, { recursive: true });
    const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8'));
    const last = journal.entries.at(-1);
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_future' });
    writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
    writeFileSync(join(folder, '9999_future.sql'), 'CREATE TABLE "future_thing" ("id" integer);');
    const newer = await openDatabase({ databaseUrl: url, migrationsFolder: folder });
    await newer.close();

    await expect(openDatabase({ databaseUrl: url })).rejects.toThrow(NewerSchemaError);
    await expect(openDatabase({ databaseUrl: url })).rejects.toThrow(/schema is newer than this server's code/);
    expect(await countApplied(url)).toBe(knownMigrations().length + 1);
    expect(await query(url, 'select * from future_thing')).toEqual([]);
  }, 60_000);
});

describe('migrations on PGlite', () => {
  it('refuses a data folder migrated by newer code', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'skylink-pglite-'));
    const folder = mkdtempSync(join(tmpdir(), 'skylink-migrations-'));
    cpSync(join(import.meta.dirname, '../../server/db/migrations'), folder, { recursive: true });
    const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8'));
    const last = journal.entries.at(-1);
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_future' });
    writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
    writeFileSync(join(folder, '9999_future.sql'), 'CREATE TABLE "future_thing" ("id" integer);');
    await (await openDatabase({ dataDir, migrationsFolder: folder })).close();
    await expect(openDatabase({ dataDir })).rejects.toThrow(NewerSchemaError);
    // the same code opens it fine
    await (await openDatabase({ dataDir, migrationsFolder: folder })).close();
  }, 60_000);
});
