/**
 * TRUST_PROXY behind an appending proxy (nginx's $proxy_add_x_forwarded_for, a cloud load balancer): what
 * a client writes in front of the proxy's own entry never becomes its address, for the sign-in limit or
 * the audit trail. Requests come over a real socket from 127.0.0.1, which plays the proxy.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../../server/app';
import { loadConfig } from '../../../../server/config';
import type { Database } from '../../../../server/db/client';
import { auditLog } from '../../../../server/db/schema';
import { seedDemoAccounts } from '../../../../server/features/auth/seed';
import { users } from '../../../../server/features/auth/tables';
import type { ProxyTrust } from '../../../../server/http/proxy';
import { openMemoryDatabase } from '../../harness';

let database: Database;
const servers: Server[] = [];
beforeAll(async () => {
  database = await openMemoryDatabase();
  await seedDemoAccounts(database.db);
});
afterAll(async () => {
  for (const server of servers) await new Promise((done) => server.close(done));
  await database.close();
});

/** A server trusting `trust`, and a way to post to it with an X-Forwarded-For header. */
async function serverTrusting(trust: ProxyTrust) {
  const app = createApp({
    config: { staticDir: '/nonexistent', production: false, publicUrl: 'https://skylink.test', trustProxy: trust },
    database,
    background: (task) => void task(),
  });
  const server = createServer(getRequestListener(app.fetch));
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return (path: string, body: unknown, forwardedFor: string) =>
    new Promise<number>((done, fail) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
        },
        (res) => {
          res.resume();
          res.on('end', () => done(res.statusCode ?? 0));
        },
      );
      req.on('error', fail);
      req.end(JSON.stringify(body));
    });
}

async function statusesOfForgedFailures(trust: ProxyTrust, realClient: string) {
  const post = await serverTrusting(trust);
  const statuses: number[] = [];
  for (let i = 1; i <= 25; i += 1) {
    // A different unknown account each time, so only the per-address limit (20) can refuse.
    const body = { email: `ghost${i}@example.com`, password: 'Wrong#Pass2026' };
    statuses.push(await post('/api/auth/login', body, `203.0.113.${i}, ${realClient}`));
  }
  return { post, statuses };
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('a client-written first hop in front of an appending proxy', () => {
  it('TRUST_PROXY=1: 25 sign-in failures with forged first hops from one real address get 20 401s, then 429s', async () => {
    const { statuses } = await statusesOfForgedFailures(1, '198.51.100.21');
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
  });

  it('TRUST_PROXY as a CIDR list: the same 25 failures hit the limit at 20 as well', async () => {
    const { statuses } = await statusesOfForgedFailures(['10.0.0.0/8', '127.0.0.0/8', '::1'], '198.51.100.22');
    expect([count(statuses, 401), count(statuses, 429)]).toEqual([20, 5]);
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
  });

  it('the audit entry of a sign-in records the real address, not the forged one', async () => {
    const post = await serverTrusting(['127.0.0.1']);
    const status = await post(
      '/api/auth/login',
      { email: 'demo@example.com', password: 'Demo#Pass2026' },
      '203.0.113.99, 198.51.100.23',
    );
    expect(status).toBe(200);
    const [demo] = await database.db.select().from(users).where(eq(users.email, 'demo@example.com'));
    const entries = await database.db
      .select({ ipAddress: auditLog.ipAddress })
      .from(auditLog)
      .where(and(eq(auditLog.userId, demo?.id ?? ''), eq(auditLog.action, 'auth.sign_in')));
    expect(entries.map((e) => e.ipAddress)).toEqual(['198.51.100.23']);
  });

  it('a socket that is not a trusted proxy is the client, whatever X-Forwarded-For says', async () => {
    const { statuses } = await statusesOfForgedFailures(['10.0.0.0/8'], '198.51.100.24');
    // Every failure keys on 127.0.0.1 itself (not one of the proxies): 20 401s, then 429s.
    expect([count(statuses, 401), count(statuses, 429)]).toEqual([20, 5]);
  });
});

describe('TRUST_PROXY values', () => {
  it('reads hop counts, true, false and address lists', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      'loopback',
    ]);
  });

  it.each(['yes', '10.0.0.0/33', '2001:db8::/129', '10.0.0.300', '10.0.0.0/8,,', 'example.com', '99'])(
    'refuses %s at start with a clear message',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /Invalid server configuration:\n {2}TRUST_PROXY: TRUST_PROXY must be/,
      );
    },
  );
});
