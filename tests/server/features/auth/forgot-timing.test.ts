/**
 * /forgot-password takes the same time for an address with an account and one without: measured on a
 * real socket against the server's own background runner, known and unknown requests interleaved.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../../../server/app';
import type { Database } from '../../../../server/db/client';
import { outbox } from '../../../../server/db/schema';
import { users } from '../../../../server/features/auth/tables';
import { openMemoryDatabase } from '../../harness';

let database: Database;
let server: Server;
let port = 0;
beforeAll(async () => {
  database = await openMemoryDatabase();
  // Fifty accounts, one per known request: each then gets its reset mail (the per-account mail limit
  // would otherwise skip the mail after five).
  const now = new Date();
  await database.db.insert(users).values(
    Array.from({ length: 55 }, (_, i) => ({
      email: `known${i}@example.com`,
      username: `known${i}`,
      passwordHash: 'not-a-real-hash',
      fullName: `Known Person`,
      firstName: 'Known',
      lastName: 'Person',
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })),
  );
  // One trusted proxy: every request comes from an address of its own, so the per-address limit stays out.
  const app = createApp({
    config: { staticDir: '/nonexistent', production: false, publicUrl: 'https://skylink.test', trustProxy: true },
    database,
  });
  server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  // Let the last background tasks finish before the database closes.
  await new Promise((done) => setTimeout(done, 200));
  await database.close();
});

function ask(username: string, from: string): Promise<number> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/auth/forgot-password',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
      },
      (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? done(performance.now() - started) : fail(res.statusCode)));
      },
    );
    req.on('error', fail);
    req.end(JSON.stringify({ username }));
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return ((sorted[24] ?? 0) + (sorted[25] ?? 0)) / 2;
};

it('50 requests for known addresses and 50 for unknown ones, interleaved, have the same median time', async () => {
  const known: number[] = [];
  const unknown: number[] = [];
  // Warm-up: the first requests of a process pay for compiling and caching.
  for (let i = 0; i < 10; i += 1) await ask(i % 2 ? 'known50@example.com' : 'warm@example.com', `198.18.0.${i}`);
  for (let i = 0; i < 50; i += 1) {
    // Known first on even rounds, unknown first on odd ones: neither kind always follows the other.
    const pair = [
      async () => known.push(await ask(`known${i}@example.com`, `198.18.1.${i}`)),
      async () => unknown.push(await ask(`nobody${i}@example.com`, `198.18.2.${i}`)),
    ];
    for (const run of i % 2 ? pair.reverse() : pair) await run();
  }
  const [k, u] = [median(known), median(unknown)];
  console.info(`forgot-password medians: known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms`);
  // Within 1.5 ms, or within 25% of the faster on a machine slow enough for 1.5 ms to be noise.
  expect(Math.abs(k - u)).toBeLessThan(Math.max(1.5, 0.25 * Math.min(k, u)));
  // The unknown addresses' stand-in work left no mail behind.
  await new Promise((done) => setTimeout(done, 200));
  const mailed = await database.db.select({ to: outbox.to }).from(outbox);
  expect(mailed.filter((mail) => !mail.to.startsWith('known'))).toEqual([]);
  // One per known request, and the five warm-up requests for known50.
  expect(mailed.length).toBe(55);
});
