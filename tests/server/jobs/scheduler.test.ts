/**
 * The scheduler (server/jobs/scheduler.ts) on the test file's database (PGlite in `unit`, PostgreSQL in
 * `server-pg`): a job runs once, a key makes a second enqueue the same job, a failure is retried after its
 * back-off by the application's clock, a job set for later waits for the test clock, and the queue's state
 * is visible.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../../server/db/client';
import { createScheduler, type Scheduler } from '../../../server/jobs/scheduler';
import { type AppClock, appClockOf } from '../../../server/system/clock';
import { openTestDatabase } from '../harness';

let database: Database;
let clock: AppClock;
let scheduler: Scheduler;
const ran: { name: string; n: number; retry: number }[] = [];
let failuresLeft = 0;

async function until(check: () => boolean, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
  clock = appClockOf({ db: database.db, production: false });
  scheduler = createScheduler({ database: database.driver, now: clock.now, followTestClock: true, pollSeconds: 0.5 });
  scheduler.define({
    name: 'test.count',
    schema: z.object({ n: z.number().int() }),
    run: async ({ n }, job) => {
      ran.push({ name: 'test.count', n, retry: job.retry });
    },
  });
  scheduler.define({
    name: 'test.flaky',
    schema: z.object({ n: z.number().int() }),
    retryLimit: 2,
    retryDelaySeconds: 600,
    run: async ({ n }, job) => {
      ran.push({ name: 'test.flaky', n, retry: job.retry });
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('the provider is down');
      }
    },
  });
  await scheduler.start();
});
afterAll(async () => {
  await scheduler.stop();
  await database.close();
});

describe('the scheduler', () => {
  it('runs an enqueued job once, and a second enqueue with the same key is the same job', async () => {
    const first = await scheduler.enqueue('test.count', { n: 1 }, { key: 'one' });
    const again = await scheduler.enqueue('test.count', { n: 1 }, { key: 'one' });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    scheduler.runDue();
    await until(() => ran.some((r) => r.n === 1), 'job 1');
    await new Promise((r) => setTimeout(r, 1_000));
    expect(ran.filter((r) => r.n === 1)).toEqual([{ name: 'test.count', n: 1, retry: 0 }]);
  });

  it('refuses a job whose data breaks its schema, and a job nobody defined', async () => {
    await expect(scheduler.enqueue('test.count', { n: 'x' })).rejects.toThrow();
    await expect(scheduler.enqueue('test.nothing', {})).rejects.toThrow(/no job is named test.nothing/);
  });

  it('a job set for later waits for the application clock, and runs once the test clock passes its time', async () => {
    await scheduler.enqueue('test.count', { n: 2 }, { runAt: new Date(clock.now().getTime() + 3 * 86_400_000) });
    scheduler.runDue();
    await new Promise((r) => setTimeout(r, 1_500));
    expect(ran.some((r) => r.n === 2)).toBe(false);
    expect((await scheduler.status()).find((q) => q.name === 'test.count')).toMatchObject({ scheduled: 1 });
    await clock.advance(3 * 86_400 + 60, null);
    scheduler.runDue();
    await until(() => ran.some((r) => r.n === 2), 'job 2 after the advance', 5_000);
  });

  it('a failed attempt is retried after its back-off, by the application clock; the last failure stays visible', async () => {
    failuresLeft = 5;
    await scheduler.enqueue('test.flaky', { n: 3 });
    scheduler.runDue();
    await until(() => ran.filter((r) => r.n === 3).length === 1, 'first attempt');
    // the retry waits about 10 minutes (600 s, with back-off and jitter): not before the clock moves
    await new Promise((r) => setTimeout(r, 1_500));
    expect(ran.filter((r) => r.n === 3)).toHaveLength(1);
    for (const attempts of [2, 3]) {
      await clock.advance(3_600, null);
      scheduler.runDue();
      await until(() => ran.filter((r) => r.n === 3).length === attempts, `attempt ${attempts}`, 5_000);
    }
    expect(ran.filter((r) => r.n === 3).map((r) => r.retry)).toEqual([0, 1, 2]);
    let flaky = (await scheduler.status()).find((q) => q.name === 'test.flaky');
    for (let i = 0; i < 40 && flaky?.failed !== 1; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      flaky = (await scheduler.status()).find((q) => q.name === 'test.flaky');
    }
    expect(flaky).toMatchObject({ failed: 1, due: 0, running: 0 });
    expect(flaky?.failures[0]?.error).toContain('the provider is down');
    expect(flaky?.lastRunAt).not.toBeNull();

    // retried by an administrator, it runs again (and now succeeds)
    failuresLeft = 0;
    expect(await scheduler.retry('test.flaky', flaky?.failures[0]?.id ?? '')).toBe(true);
    scheduler.runDue();
    await until(() => ran.filter((r) => r.n === 3).length === 4, 'the retried job');
    expect(await scheduler.retry('test.flaky', '00000000-0000-4000-8000-000000000000')).toBe(false);
  });
});
