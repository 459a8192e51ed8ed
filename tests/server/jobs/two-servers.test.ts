/**
 * Two servers on one database (in `server-pg`, two connection pools on one PostgreSQL, as two app processes
 * have; in `unit`, two schedulers on one PGlite): each job runs on exactly one of them, and a job whose server
 * died between its claim and its end is run by the other once its claim expires, by the application's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase } from '../../../server/db/client';
import { createScheduler, type Scheduler } from '../../../server/jobs/scheduler';
import { appClockOf } from '../../../server/system/clock';
import { openTestDatabase } from '../harness';

let first: Database;
let second: Database;
const runs: { server: string; n: number }[] = [];
let hang = false;
/** ends the dying server's job when the test is done (its server is long gone by then) */
let release = () => {};
const servers: Scheduler[] = [];

async function until(check: () => boolean, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function server(name: string, database: Database) {
  const clock = appClockOf({ db: database.db, production: false });
  const scheduler = createScheduler({
    database: database.driver,
    now: clock.now,
    followTestClock: true,
    pollSeconds: 0.5,
    superviseSeconds: 1,
  });
  scheduler.define({
    name: 'test.shared',
    schema: z.object({ n: z.number().int() }),
    expireInSeconds: 60,
    retryDelaySeconds: 30,
    run: async ({ n }) => {
      runs.push({ server: name, n });
      // this server dies before the job ends: the job never ends while the test runs
      if (hang && n === 999) await new Promise<void>((done) => (release = done));
    },
  });
  servers.push(scheduler);
  return { clock, scheduler };
}

beforeAll(async () => {
  first = await openTestDatabase();
  // the second server's own connection to the same database (a PGlite has one: it shares it)
  second = first.driver.kind === 'postgres' ? await openDatabase({ databaseUrl: connectionStringOf(first) }) : first;
});
afterAll(async () => {
  release();
  await Promise.all(servers.map((s) => s.stop().catch(() => {})));
  if (second !== first) await second.close();
  await first.close();
});

function connectionStringOf(database: Database): string {
  if (database.driver.kind !== 'postgres') throw new Error('not PostgreSQL');
  const o = database.driver.pool.options as { connectionString?: string };
  if (!o.connectionString) throw new Error('the pool has no connection string');
  return o.connectionString;
}

describe('two servers on one database', () => {
  it('each of 40 jobs, enqueued on both, runs once, on one server', async () => {
    const a = server('a', first);
    const b = server('b', second);
    // on PostgreSQL both start at once on a new database (one installs the queue's schema, the other waits)
    if (first.driver.kind === 'postgres') await Promise.all([a.scheduler.start(), b.scheduler.start()]);
    else for (const s of [a, b]) await s.scheduler.start();
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? a : b).scheduler.enqueue('test.shared', { n: i }, { key: `job-${i}` }),
      ),
    );
    // the same keys again, from the other server: the same jobs
    const again = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? b : a).scheduler.enqueue('test.shared', { n: i }, { key: `job-${i}` }),
      ),
    );
    expect(again.every((id) => id === null)).toBe(true);
    a.scheduler.runDue();
    b.scheduler.runDue();
    await until(() => runs.length >= 40, '40 runs');
    await new Promise((r) => setTimeout(r, 1_500));
    const ns = runs.map((r) => r.n).sort((x, y) => x - y);
    expect(ns).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(new Set(runs.map((r) => r.server)).size).toBeGreaterThanOrEqual(1);
    await Promise.all([a.scheduler.stop(), b.scheduler.stop()]);
  });

  it('a job whose server died after claiming it runs on the other server once its claim expires', async () => {
    runs.length = 0;
    hang = true;
    const dying = server('dying', first);
    await dying.scheduler.start();
    await dying.scheduler.enqueue('test.shared', { n: 999 }, { key: 'claimed-then-lost' });
    dying.scheduler.runDue();
    await until(() => runs.some((r) => r.server === 'dying'), 'the claim');
    // the dying server stops looking for work; its claim stays in the database, held
    const stopped = dying.scheduler.stop();
    hang = false;
    const survivor = server('survivor', second);
    await survivor.scheduler.start();
    survivor.scheduler.runDue();
    await new Promise((r) => setTimeout(r, 1_500));
    expect(runs.filter((r) => r.server === 'survivor')).toEqual([]);
    // past the claim's expiry (60 s): the survivor hands the job back for a retry; past the retry's wait (30 s
    // with back-off), it runs it; both by the application's clock
    for (let i = 0; i < 6 && !runs.some((r) => r.server === 'survivor'); i += 1) {
      await survivor.clock.advance(5 * 60, null);
      survivor.scheduler.runDue();
      await until(() => runs.some((r) => r.server === 'survivor'), 'the run on the survivor', 1_500).catch(() => {});
    }
    expect(runs).toEqual([
      { server: 'dying', n: 999 },
      { server: 'survivor', n: 999 },
    ]);
    release();
    await stopped;
  });
});
