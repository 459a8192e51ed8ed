/**
 * The one scheduler for timed work (docs/jobs.md): SMS sending and its retries, reminders, standing changes,
 * renewal prompts and outgoing webhooks run as persisted jobs on pg-boss, in the application's own database
 * (PGlite by default, PostgreSQL with DATABASE_URL; schema `pgboss`). Every app server on one PostgreSQL
 * shares the queue: a job is claimed by one server (FOR UPDATE SKIP LOCKED), survives a restart (a claimed
 * job whose server died is retried after its expiry), is retried with back-off, and stays visible to
 * administrators with its state.
 *
 * Time is the application's clock (server/system/clock.ts), on both sides: pg-boss reads the JavaScript side
 * through its `clock` option, and every statement it runs reads `pgboss.job_now()`, which outside production
 * this module replaces with the real time plus the test clock's stored offset. A test-clock advance therefore
 * makes the jobs it passed due on every server at once; `runDue` wakes this server's workers without waiting
 * for their next poll.
 *
 * Shared infrastructure: features define their jobs here; this module imports no feature.
 * Longer than 300 lines: the interface, its binding to pg-boss and the queue's status for administrators stay
 * in the one module that knows pg-boss.
 */
import { createHash } from 'node:crypto';
import { type Clock, fromPglite, type JobResult, PgBoss, systemClock } from 'pg-boss';
import type { ZodType } from 'zod';
import type { Database } from '../db/client';

/** pg-boss's schema in our database. */
export const JOBS_SCHEMA = 'pgboss';

export interface JobContext {
  id: string;
  /** 0 on the first attempt, then 1, 2... */
  retry: number;
}

export interface JobDefinition<T> {
  /** The queue's name: `<feature>.<what>` (letters, digits, dots, dashes, underscores). */
  name: string;
  /** What a job carries, checked when it is enqueued and again when it runs. */
  schema: ZodType<T>;
  /** The work; a throw fails this attempt (retried while attempts remain). Run twice, it changes nothing. */
  run: (data: T, job: JobContext) => Promise<void>;
  /** Attempts after the first (default 4), the first wait (default 60 s), doubling with jitter. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long one attempt may hold its claim before another server may take it (default 120 s). */
  expireInSeconds?: number;
  /** A recurring run, as a cron expression in UTC (e.g. every minute: `* * * * *`). */
  every?: string;
}

export interface EnqueueOptions {
  /** Not before this time of the application's clock (default: now). */
  runAt?: Date;
  /**
   * A job's identity: a second enqueue with the same key (on any server) is the same job and is ignored,
   * answering null. Each job must still be idempotent; the key only saves the second run.
   */
  key?: string;
}

export interface QueueStatus {
  name: string;
  /** ready to run now */
  due: number;
  /** waiting for their time */
  scheduled: number;
  running: number;
  /** failed for good, still kept (retry them from the admin console) */
  failed: number;
  /** the last time a job of this queue ended (completed or failed), or null */
  lastRunAt: string | null;
  /** the failed jobs, newest first (at most 20), with their error */
  failures: { id: string; failedAt: string | null; error: string }[];
}

export interface Scheduler {
  define<T>(job: JobDefinition<T>): void;
  enqueue<T>(name: string, data: T, options?: EnqueueOptions): Promise<string | null>;
  /** Wake this server's workers now (work just enqueued). */
  runDue(): void;
  /**
   * The clock moved forward (a test-clock advance): each recurring job runs once now instead of at its next
   * tick, so what the advance made due runs within seconds. `moveId` names the move (every server told of it
   * enqueues the same run).
   */
  clockMoved(moveId: string): Promise<void>;
  status(): Promise<QueueStatus[]>;
  /** Run a failed job again; false when no failed job has that id. */
  retry(name: string, id: string): Promise<boolean>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  /** The application's database driver: the queue lives beside the app's tables. */
  database: Database['driver'];
  /** The application's clock (server/system/clock.ts). */
  now: () => Date;
  /** Outside production the database's clock follows the test clock's offset (`app_clock`). */
  followTestClock: boolean;
  /**
   * How often an idle worker looks for due jobs (default 10 s): work this server enqueues, and a test-clock
   * advance it learns of, wake its workers at once (runDue, clockMoved), so the poll only picks up what
   * another server enqueued or a time that came by itself. At 2 s an idle PGlite server ran 164 statements a
   * minute; at 10 s, 116.
   */
  pollSeconds?: number;
  /** Whether this server runs jobs (default true); false: it only enqueues and reads. */
  work?: boolean;
  /**
   * How often this server looks for claims whose server died (their expiry passed) and hands them back for a
   * retry (default 60 s).
   */
  superviseSeconds?: number;
}

/** The job id a key stands for: the same key is the same job on every server. */
export function jobIdOf(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  // a version-4-shaped uuid (pg-boss stores ids as uuid)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((Number.parseInt(hex[16] ?? '0', 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** `pgboss.job_now()` outside production: the real time plus the test clock's offset. */
const FOLLOW_TEST_CLOCK = `
  CREATE OR REPLACE FUNCTION ${JOBS_SCHEMA}.job_now() RETURNS timestamp with time zone AS $$
    SELECT pg_catalog.now()
      + make_interval(secs => COALESCE((SELECT offset_seconds FROM public.app_clock WHERE id = 1), 0))
  $$ LANGUAGE sql STABLE;
`;

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { database, now, followTestClock } = options;
  const pollingIntervalSeconds = options.pollSeconds ?? 10;
  const clock: Clock = { ...systemClock, now: () => now().getTime() };
  const db =
    database.kind === 'pglite'
      ? fromPglite(database.pglite)
      : {
          executeSql: (text: string, values?: unknown[]) => database.pool.query(text, values),
        };
  const boss = new PgBoss({
    db,
    schema: JOBS_SCHEMA,
    ...(database.kind === 'pglite' ? { backend: 'pglite' as const } : {}),
    clock,
    // one maintenance pass a few minutes (archiving, expiring claims of dead servers), not every few seconds
    superviseIntervalSeconds: options.superviseSeconds ?? 60,
    maintenanceIntervalSeconds: 300,
    monitorIntervalSeconds: 300,
  });
  boss.on('error', (err: unknown) => console.error('jobs:', err instanceof Error ? err.message : err));
  const definitions = new Map<string, JobDefinition<unknown>>();
  const workers: string[] = [];
  let started = false;

  return {
    define(job) {
      if (started) throw new Error(`jobs: define ${job.name} before the scheduler starts`);
      if (definitions.has(job.name)) throw new Error(`jobs: ${job.name} is defined twice`);
      definitions.set(job.name, job as JobDefinition<unknown>);
    },

    async enqueue(name, data, { runAt, key } = {}) {
      const job = definitions.get(name);
      if (!job) throw new Error(`jobs: no job is named ${name}`);
      const checked = job.schema.parse(data) as object;
      return boss.send(name, checked, {
        ...(runAt ? { startAfter: runAt } : {}),
        ...(key ? { id: jobIdOf(name, key) } : {}),
      });
    },

    runDue() {
      for (const id of workers) boss.notifyWorker(id);
    },

    async clockMoved(moveId) {
      if (!started) return;
      for (const job of definitions.values()) {
        if (job.every) await boss.send(job.name, {}, { id: jobIdOf(job.name, `clock-moved:${moveId}`) });
      }
      for (const id of workers) boss.notifyWorker(id);
    },

    async status() {
      const names = [...definitions.keys()];
      // counted here, not read from pg-boss's queue cache (its monitor refreshes that every few minutes)
      const { rows: counts } = await db.executeSql(
        `SELECT name,
                count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= ${JOBS_SCHEMA}.job_now()) AS due,
                count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after > ${JOBS_SCHEMA}.job_now()) AS scheduled,
                count(*) FILTER (WHERE state = 'active') AS running,
                count(*) FILTER (WHERE state = 'failed') AS failed
           FROM ${JOBS_SCHEMA}.job WHERE name = ANY($1::text[]) GROUP BY name`,
        [names],
      );
      const countOf = new Map(
        (counts as { name: string; due: string; scheduled: string; running: string; failed: string }[]).map((r) => [
          r.name,
          r,
        ]),
      );
      const { rows: failures } = await db.executeSql(
        `SELECT id, name, completed_on, output FROM ${JOBS_SCHEMA}.job
          WHERE name = ANY($1::text[]) AND state = 'failed' ORDER BY completed_on DESC NULLS LAST LIMIT 200`,
        [names],
      );
      const { rows: ended } = await db.executeSql(
        `SELECT name, max(completed_on) AS last FROM ${JOBS_SCHEMA}.job
          WHERE name = ANY($1::text[]) AND state IN ('completed', 'failed') GROUP BY name`,
        [names],
      );
      const lastOf = new Map((ended as { name: string; last: Date | string | null }[]).map((r) => [r.name, r.last]));
      return names.map((name) => {
        const last = lastOf.get(name);
        const c = countOf.get(name);
        return {
          name,
          due: Number(c?.due ?? 0),
          scheduled: Number(c?.scheduled ?? 0),
          running: Number(c?.running ?? 0),
          failed: Number(c?.failed ?? 0),
          lastRunAt: last ? new Date(last).toISOString() : null,
          failures: (failures as { id: string; name: string; completed_on: Date | string | null; output: unknown }[])
            .filter((f) => f.name === name)
            .slice(0, 20)
            .map((f) => ({
              id: f.id,
              failedAt: f.completed_on ? new Date(f.completed_on).toISOString() : null,
              error: describeOutput(f.output),
            })),
        } satisfies QueueStatus;
      });
    },

    async retry(name, id) {
      const result = (await boss.retry(name, id)) as { affected?: number };
      return (result.affected ?? 0) > 0;
    },

    async start() {
      if (started) return;
      started = true;
      await startedOnce(database, () => boss.start());
      if (followTestClock) await db.executeSql(FOLLOW_TEST_CLOCK);
      for (const job of definitions.values()) {
        await boss.createQueue(job.name, {
          retryLimit: job.retryLimit ?? 4,
          retryDelay: job.retryDelaySeconds ?? 60,
          retryBackoff: true,
          expireInSeconds: job.expireInSeconds ?? 120,
        });
        if (job.every) await boss.schedule(job.name, job.every, {}, { tz: 'UTC' });
        if (options.work === false) continue;
        workers.push(
          // up to 10 at a fetch, one after another, each with its own outcome; a full batch fetches again at once
          await boss.work(
            job.name,
            { pollingIntervalSeconds, batchSize: 10, perJobResults: true, burstWhenBatchFull: true },
            async (jobs) => {
              const results: JobResult[] = [];
              for (const one of jobs) {
                try {
                  await job.run(job.schema.parse(one.data ?? {}), { id: one.id, retry: retryOf(one) });
                  results.push({ id: one.id, status: 'completed' });
                } catch (err) {
                  const message = err instanceof Error ? err.message : String(err);
                  console.warn(`jobs: ${job.name} ${one.id} failed: ${message}`);
                  results.push({ id: one.id, status: 'failed', output: { message } });
                }
              }
              return results;
            },
          ),
        );
      }
    },

    async stop() {
      if (!started) return;
      started = false;
      workers.length = 0;
      await boss.stop({ graceful: true, close: false });
    },
  };
}

/** The advisory lock key servers take to install or upgrade pg-boss's schema ("skyjobs"). */
const INSTALL_LOCK = 0x736b796a6f6273n.toString();

/**
 * Start pg-boss while holding a session lock on PostgreSQL: two servers starting at once on a new database
 * would both create its schema (one fails on pg_namespace's unique key); the second now waits and finds it
 * made. A PGlite has one server.
 */
async function startedOnce(database: Database['driver'], start: () => Promise<unknown>): Promise<void> {
  if (database.kind === 'pglite') {
    await start();
    return;
  }
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [INSTALL_LOCK]);
    try {
      await start();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [INSTALL_LOCK]);
    }
  } finally {
    client.release();
  }
}

function retryOf(job: unknown): number {
  const count = (job as { retryCount?: unknown }).retryCount;
  return typeof count === 'number' ? count : 0;
}

function describeOutput(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message).slice(0, 500);
  return output === null || output === undefined ? '' : JSON.stringify(output).slice(0, 500);
}
