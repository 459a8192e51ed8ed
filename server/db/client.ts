import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** The one SQL layer: the same drizzle API over embedded PGlite or a real PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The driver under drizzle, for what needs its own SQL on the same database (the job queue, server/jobs). */
  driver: { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; pool: pg.Pool };
  close: () => Promise<void>;
}

const defaultMigrationsFolder = join(import.meta.dirname, 'migrations');

export interface OpenOptions {
  /** A PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  /** Start PGlite from a dump made by `dumpDataDir()` (fast test databases). */
  loadDataDir?: Blob | File;
  /** Another migrations folder (tests play a newer release). */
  migrationsFolder?: string;
}

/** Open the database and run migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client whose connection the server drops (a restart, a fail-over, an idle timeout) emits
    // 'error' on the pool; unhandled, that event would end the process. The pool has already removed the
    // client and opens a new connection for the next query, so logging is all there is to do.
    pool.on('error', (err) => {
      console.error(`database: an idle connection was lost (${describePoolError(err)}); the pool reconnects`);
    });
    try {
      // Several servers may start at once on one database: one migrates while the others wait on the
      // lock (a session lock on one connection, held across drizzle's own transaction), then find
      // nothing left to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        try {
          const locked = drizzleNodePg(client) as unknown as Db;
          await refuseNewerSchema(locked, migrationsFolder);
          await migrateNodePg(locked as never, { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        }
      } finally {
        client.release();
      }
    } catch (err) {
      await pool.end();
      throw err;
    }
    const db = drizzleNodePg(pool) as unknown as Db;
    return { db, kind: 'postgres', driver: { kind: 'postgres', pool }, close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, {
    loadDataDir: options.loadDataDir,
  });
  const db = drizzlePglite(client) as unknown as Db;
  try {
    await refuseNewerSchema(db, migrationsFolder);
    await migratePglite(db as never, { migrationsFolder });
  } catch (err) {
    await client.close();
    throw err;
  }
  return { db, kind: 'pglite', driver: { kind: 'pglite', pglite: client }, close: () => client.close() };
}

/** The advisory lock key every server takes to migrate (any fixed bigint; this one spells "skylink"). */
const MIGRATION_LOCK = 0x736b796c696e6bn.toString();

/** The migrations this code knows, by the time drizzle records for each ('when' in the journal). */
export function knownMigrations(folder = defaultMigrationsFolder): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** Both drivers answer execute() with an object holding `rows`. */
export async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}

export class NewerSchemaError extends Error {}

/**
 * Refuse a database migrated by newer code: an older server would read and write tables it does not
 * understand (a rollback must restore the database too, or wait for the code). Drizzle records each
 * applied migration with its journal time; any recorded time this code does not know means newer code ran.
 */
async function refuseNewerSchema(db: Db, folder: string): Promise<void> {
  const [table] = await rowsOf<{ t: string | null }>(
    db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`),
  );
  if (!table?.t) return;
  const appliedRows = await rowsOf<{ created_at: string | number }>(
    db.execute(sql`select created_at from drizzle.__drizzle_migrations`),
  );
  const known = new Set(knownMigrations(folder).map((m) => m.when));
  const unknown = appliedRows.map((r) => Number(r.created_at)).filter((when) => !known.has(when));
  if (unknown.length > 0)
    throw new NewerSchemaError(
      `The database schema is newer than this server's code: ${unknown.length} applied migration(s) it does not know ` +
        `(it knows ${known.size}). Start the newer server, or restore the database to match this code.`,
    );
}

function describePoolError(err: Error): string {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? `${code} ${err.message}` : err.message;
}

/** A cheap liveness query for /api/health. */
export async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
