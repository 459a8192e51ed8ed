/**
 * The scheduler's queues for administrators (GET /api/admin/jobs, POST /api/admin/jobs/retry) over a real
 * scheduler on the test file's database: every queue the app defines is listed with its counts; a job that
 * used all its attempts shows as failed with its error, runs again on retry (audited) and leaves the list;
 * a retry of a job that is not failed is the API's 404; bad bodies and non-administrators are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listAudit } from '../../../server/audit/log';
import { createScheduler } from '../../../server/jobs/scheduler';
import { jobsResponseSchema } from '../../../src/features/adminConsole/contract';
import { createHarness, type Harness } from '../harness';

const ADMIN = ['ops@example.com', 'Admin#Pass2026'] as const;
const BROKEN = 'test.broken';

let h: Harness;
let admin: string;
let brokenRuns = 0;
let stillBroken = true;

async function until(check: () => Promise<boolean>, what: string, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  h = await createHarness({
    scheduler: (database) =>
      createScheduler({ database: database.driver, now: () => new Date(), followTestClock: false, pollSeconds: 0.5 }),
  });
  h.scheduler.define({
    name: BROKEN,
    schema: z.object({ n: z.number().int() }),
    retryLimit: 0,
    run: async () => {
      brokenRuns += 1;
      if (stillBroken) throw new Error('the gateway answered 502');
    },
  });
  await h.scheduler.start();
  admin = (await h.login(...ADMIN)).access_token;
});
afterAll(() => h.close());

const queues = async () => {
  const res = await h.get('/api/admin/jobs', admin);
  expect(res.status).toBe(200);
  return jobsResponseSchema.parse(await res.json()).queues;
};
const queue = async (name: string) => (await queues()).find((q) => q.name === name);
const retry = (body: unknown, token = admin) => h.post('/api/admin/jobs/retry', body, { token });

describe("the scheduler's queues in the admin console", () => {
  it('lists every queue the app runs, counted now, and a job that used all its attempts as failed with its error', async () => {
    const names = (await queues()).map((q) => q.name);
    expect(names).toEqual(
      expect.arrayContaining(['sms.dispatch', 'subscriptions.reminders', 'subscriptions.standing', BROKEN]),
    );
    const id = await h.scheduler.enqueue(BROKEN, { n: 1 });
    h.scheduler.runDue();
    await until(async () => (await queue(BROKEN))?.failed === 1, 'the failure');
    const broken = await queue(BROKEN);
    expect(broken).toMatchObject({ due: 0, running: 0, failed: 1, lastRunAt: expect.any(String) });
    expect(broken?.failures).toEqual([{ id, failedAt: expect.any(String), error: 'the gateway answered 502' }]);
  });

  it('runs a failed job again on retry, once, records who asked, and the job leaves the failed list', async () => {
    const [failure] = (await queue(BROKEN))?.failures ?? [];
    expect(failure).toBeDefined();
    stillBroken = false;
    const before = brokenRuns;
    const res = await retry({ name: BROKEN, id: failure?.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: `The failed job of ${BROKEN} is queued to run again.` });
    h.scheduler.runDue();
    await until(async () => (await queue(BROKEN))?.failed === 0 && brokenRuns > before, 'the second run');
    expect(brokenRuns).toBe(before + 1);
    expect((await queue(BROKEN))?.failures).toEqual([]);
    const entries = await listAudit(h.database.db, { category: 'system', limit: 20, offset: 0 });
    expect(entries.entries.find((e) => e.action === 'system.job_retried')?.details).toEqual({
      queue: BROKEN,
      job: failure?.id,
    });
    // the same id again: it is not failed any more
    const again = await retry({ name: BROKEN, id: failure?.id });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({
      code: 'not_found',
      message: 'No failed job has that id: it may have run again already.',
    });
  });

  it('refuses a body that does not name a queue and a job id, saying which field', async () => {
    for (const [body, path] of [
      [{ name: BROKEN }, 'id'],
      [{ name: BROKEN, id: 'not-a-uuid' }, 'id'],
      [{ name: 'DROP TABLE', id: '8a1f0e52-6a4e-4a53-9b0c-0f5a1d2c3b4e' }, 'name'],
      [{ name: BROKEN, id: '8a1f0e52-6a4e-4a53-9b0c-0f5a1d2c3b4e', extra: 1 }, ''],
    ] as const) {
      const res = await retry(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as { code: string; issues: { path: string }[] };
      expect(answer.code).toBe('validation_failed');
      expect(answer.issues.map((i) => i.path)).toContain(path);
    }
  });

  it('is for administrators only', async () => {
    expect((await h.get('/api/admin/jobs')).status).toBe(401);
    const customer = (await h.login('demo@example.com', 'Demo#Pass2026')).access_token;
    expect((await h.get('/api/admin/jobs', customer)).status).toBe(403);
    expect((await retry({ name: BROKEN, id: '8a1f0e52-6a4e-4a53-9b0c-0f5a1d2c3b4e' }, customer)).status).toBe(403);
  });
});
