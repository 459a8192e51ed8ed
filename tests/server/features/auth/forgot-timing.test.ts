/**
 * /forgot-password does the same work for an address with an account as for one without, so neither its
 * answer nor the server's load after it tells whether the address has an account. Measured as the server's
 * CPU time per request, the work after the answer (the mail) included: known and unknown requests
 * interleaved, 50 of each, medians compared. CPU time rather than the time on the clock, because a test
 * shares its machine with other test files: waiting for a core is noise that has nothing to do with the
 * request (the clock's medians are printed beside them; `docs/security.md` quotes a quiet machine's).
 */
import { cpuUsage } from 'node:process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outbox } from '../../../../server/db/schema';
import { users } from '../../../../server/features/auth/tables';
import { createHarness, type Harness } from '../../harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: false });
  // One account per known request: each then gets its reset mail (the per-account mail limit would
  // otherwise skip the mail after five).
  const now = h.clock.now();
  await h.database.db.insert(users).values(
    Array.from({ length: 60 }, (_, i) => ({
      email: `known${i}@example.com`,
      username: `known${i}`,
      passwordHash: 'not-a-real-hash',
      fullName: 'Known Person',
      firstName: 'Known',
      lastName: 'Person',
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })),
  );
});
afterAll(() => h.close());

/** One request, from an address of its own (the per-address limit stays out), and all the work it caused. */
async function ask(username: string, from: string): Promise<{ cpuMs: number; wallMs: number }> {
  const cpu = cpuUsage();
  const started = performance.now();
  const res = await h.app.request('/api/auth/forgot-password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify({ username }),
  });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  const wallMs = performance.now() - started;
  await h.settle(); // the mail, and its stand-in, after the answer
  const used = cpuUsage(cpu);
  return { cpuMs: (used.user + used.system) / 1000, wallMs };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

it('50 requests for known addresses and 50 for unknown ones, interleaved, cost the server the same', async () => {
  const known: { cpuMs: number; wallMs: number }[] = [];
  const unknown: { cpuMs: number; wallMs: number }[] = [];
  // Warm-up: the first requests of a process pay for compiling and caching.
  for (let i = 0; i < 10; i += 1) await ask(i % 2 ? `known${50 + i}@example.com` : 'warm@example.com', `198.18.0.${i}`);
  for (let i = 0; i < 50; i += 1) {
    // Known first on even rounds, unknown first on odd ones: neither kind always follows the other.
    const pair = [
      async () => known.push(await ask(`known${i}@example.com`, `198.18.1.${i}`)),
      async () => unknown.push(await ask(`nobody${i}@example.com`, `198.18.2.${i}`)),
    ];
    for (const run of i % 2 ? pair.reverse() : pair) await run();
  }
  const cpu = [median(known.map((r) => r.cpuMs)), median(unknown.map((r) => r.cpuMs))] as const;
  const wall = [median(known.map((r) => r.wallMs)), median(unknown.map((r) => r.wallMs))] as const;
  console.info(
    `forgot-password medians (known / unknown): CPU ${cpu[0].toFixed(2)} / ${cpu[1].toFixed(2)} ms, ` +
      `answer ${wall[0].toFixed(2)} / ${wall[1].toFixed(2)} ms`,
  );
  // The same work: within 35 % of each other (the old code's known requests cost 2.5 times as much: 17 / 6.5 ms).
  expect(Math.abs(cpu[0] - cpu[1])).toBeLessThan(0.35 * Math.max(cpu[0], cpu[1]));
  // The unknown addresses' stand-in work left no mail behind: one mail per known request.
  const mailed = await h.database.db.select({ to: outbox.to }).from(outbox);
  expect(mailed.filter((mail) => !mail.to.startsWith('known'))).toEqual([]);
  expect(mailed.length).toBe(55);
});
