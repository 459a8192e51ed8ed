/**
 * Two app servers on one PostgreSQL, as real processes: what a customer does on one must
 * hold on the other. Sign in on one and refresh on the other; a payment started on one and polled on
 * the other credits once; starts fired at both at once give one payment; the sign-in limit holds
 * across both; and a server killed in the middle of a
 * payment leaves nothing half-written (the other finds the truth at the provider and credits once).
 * PostgreSQL only (the `server-pg` project): PGlite lives inside one process.
 * Longer than 300 lines: two real server processes on one PostgreSQL are costly to start, so every cross-server
 * scenario runs against the same pair.
 */

import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../../server/db/client';
import { hashPassword } from '../../../server/features/auth/crypto';
import { users } from '../../../server/features/auth/tables';
import { reconcileLedger } from '../../../server/features/billing/reconcile';
import { payments } from '../../../server/features/billing/tables';
import { type SandboxServer, startSandboxServer } from '../../../server/sandbox/server';
import { createDatabaseAt } from '../../support/postgres';
import { payBody } from '../features/billing/support';
import { type AppServer, call, startAppServer } from './support';

const postgresUrl = inject('postgresUrl');
const PASSWORD = 'Cluster#Pass2026';

let database: Database;
let sandbox: SandboxServer;
let slowProvider: Server;
let a: AppServer;
let b: AppServer;
let victim: AppServer;

/** Resolved when the next charge request reaches the slow provider. */
const chargeWaiters: (() => void)[] = [];
const nextCharge = () => new Promise<void>((resolve) => chargeWaiters.push(resolve));

/** The provider as seen through a slow network: /charge waits 1.5 s, then goes through whoever is still waiting. */
function slowChargeProxy(target: string): Promise<Server> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.url?.endsWith('/charge')) {
      for (const arrived of chargeWaiters.splice(0)) arrived();
      await new Promise((r) => setTimeout(r, 1500));
    }
    try {
      const upstream = await fetch(`${target}${req.url}`, {
        method: req.method,
        headers: { 'content-type': req.headers['content-type'] ?? '', authorization: req.headers.authorization ?? '' },
        body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      if (!res.destroyed) res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(body);
    } catch (err) {
      console.error('slow provider proxy:', err);
      if (!res.destroyed) res.writeHead(502).end();
    }
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

async function customer(name: string) {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await database.db
    .insert(users)
    .values({
      email,
      username: email.split('@')[0]?.replace(/-/g, '_') ?? name,
      passwordHash: await hashPassword(PASSWORD),
      fullName: `${name} Tester`,
      firstName: name,
      lastName: 'Tester',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  return { id: row?.id ?? '', email };
}

async function signIn(origin: string, email: string) {
  const res = await call(origin, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  expect(res.status).toBe(200);
  return res.body as { access_token: string; refresh_token: string };
}

async function pollUntilFinal(origin: string, id: string, token: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await call(origin, 'GET', `/api/billing/mobile-money/payments/${id}/poll-status`, { token });
    const status = (res.body.data as { payment: { status: string } } | undefined)?.payment.status;
    if (status && !['pending', 'processing'].includes(status)) return status;
    if (Date.now() > deadline) throw new Error(`payment ${id} still ${status} (${res.status})`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The shared sandbox's keys (random for this run), as `npm run start:cluster` hands them to its servers. */
const keysOf = (shared: SandboxServer) => ({
  PAYSTACK_SECRET_KEY: shared.secretKey,
  PAYSTACK_PUBLIC_KEY: shared.publicKey,
});

describe.skipIf(!postgresUrl)('two app servers on one PostgreSQL', () => {
  beforeAll(async () => {
    const url = await createDatabaseAt(postgresUrl ?? '', `cluster_${randomUUID().replace(/-/g, '')}`);
    database = await openDatabase({ databaseUrl: url });
    // The provider posts its webhooks to server A (a load balancer's pick); B learns by polling.
    sandbox = await startSandboxServer({
      webhookUrl: 'http://127.0.0.1:1/unset',
      approveDelayMs: 1000,
    });
    slowProvider = await slowChargeProxy(sandbox.origin);
    const slowOrigin = `http://127.0.0.1:${(slowProvider.address() as AddressInfo).port}`;
    [a, b, victim] = await Promise.all([
      startAppServer({ DATABASE_URL: url, SANDBOX_ORIGIN: sandbox.origin, ...keysOf(sandbox) }),
      startAppServer({ DATABASE_URL: url, SANDBOX_ORIGIN: sandbox.origin, ...keysOf(sandbox) }),
      startAppServer({ DATABASE_URL: url, SANDBOX_ORIGIN: slowOrigin, ...keysOf(sandbox) }),
    ]);
    sandbox.setWebhookUrl(`${a.origin}/api/billing/paystack/webhook`);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), victim?.kill()]);
    slowProvider?.close();
    await sandbox?.close();
    await database?.close();
  });

  it('signs in on one server, refreshes on the other, and a sign-out on either ends the session on both', async () => {
    const { email } = await customer('ama');
    const first = await signIn(a.origin, email);
    expect((await call(b.origin, 'GET', '/api/auth/me', { token: first.access_token })).body).toMatchObject({ email });

    const refreshed = await call(b.origin, 'POST', '/api/auth/refresh-token', {
      body: { refresh_token: first.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    const second = refreshed.body as { access_token: string; refresh_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await call(a.origin, 'GET', '/api/auth/me', { token: second.access_token })).status).toBe(200);

    expect(
      (await call(a.origin, 'POST', '/api/auth/logout', { body: { refresh_token: second.refresh_token } })).status,
    ).toBe(200);
    expect((await call(b.origin, 'GET', '/api/auth/me', { token: second.access_token })).status).toBe(401);
    expect(
      (await call(b.origin, 'POST', '/api/auth/refresh-token', { body: { refresh_token: second.refresh_token } }))
        .status,
    ).toBe(401);
  });

  it('a payment started on one server and polled on both credits once', async () => {
    const kofi = await customer('kofi');
    const { access_token: token } = await signIn(a.origin, kofi.email);
    const started = await call(a.origin, 'POST', '/api/billing/mobile-money/pay-with-retry', {
      token,
      body: payBody(),
    });
    expect(started.status).toBe(201);
    const id = (started.body.data as { payment: { id: string } }).payment.id;

    // A second payment on the other server meets the same one-at-a-time lock.
    const again = await call(b.origin, 'POST', '/api/billing/mobile-money/pay-with-retry', { token, body: payBody() });
    expect(again.status).toBe(409);

    const [onB, onA] = await Promise.all([pollUntilFinal(b.origin, id, token), pollUntilFinal(a.origin, id, token)]);
    expect([onA, onB]).toEqual(['succeeded', 'succeeded']);
    const rows = await database.db.select().from(payments).where(eq(payments.userId, kofi.id));
    expect(rows.map((r) => r.status)).toEqual(['succeeded']);
    const subscription = await call(b.origin, 'GET', '/api/billing/subscriptions', { token });
    expect(subscription.body).toMatchObject({ data: { subscription: { status: 'active' } } });
    expect((await reconcileLedger(database.db)).problems).toEqual([]);
  });

  it('one payment at a time holds when the same customer starts on both servers at once', async () => {
    // Each round a customer fires three starts at once, split across the servers (A, B, A or B, A, B):
    // the processes race to insert an open payment for the same customer. Exactly one may win; the
    // others must meet the lock (the partial unique index on open payments, shared through PostgreSQL)
    // and answer 409, never a second charge. A fresh customer per round: three is the mobile money
    // allowance a customer has per minute (BILLING_LIMITS), so no 429 hides the lock's answer.
    const ROUNDS = 5;
    const STARTS = 3;
    for (let round = 0; round < ROUNDS; round += 1) {
      const payer = await customer(`race${round}`);
      const { access_token: token } = await signIn(a.origin, payer.email);
      const servers = Array.from({ length: STARTS }, (_, i) => ((i + round) % 2 === 0 ? a : b));
      const answers = await Promise.all(
        servers.map((server) =>
          call(server.origin, 'POST', '/api/billing/mobile-money/pay-with-retry', { token, body: payBody() }),
        ),
      );
      const statuses = answers.map((r) => r.status);
      expect(
        statuses.filter((s) => s === 201),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1);
      expect(
        statuses.filter((s) => s === 409),
        `round ${round}: ${statuses}`,
      ).toHaveLength(STARTS - 1);
      for (const refused of answers.filter((r) => r.status === 409)) {
        expect(refused.body).toMatchObject({ code: 'payment_in_progress' });
      }
      const winner = answers.find((r) => r.status === 201);
      const id = (winner?.body.data as { payment: { id: string } } | undefined)?.payment.id ?? '';
      expect(await pollUntilFinal(b.origin, id, token)).toBe('succeeded');

      const rows = await database.db.select().from(payments).where(eq(payments.userId, payer.id));
      expect(rows.map((r) => [r.id, r.status])).toEqual([[id, 'succeeded']]);
      const charged = sandbox.sandbox.view(rows[0]?.reference ?? '');
      expect(charged).toMatchObject({ status: 'success' });
    }
    expect((await reconcileLedger(database.db)).problems).toEqual([]);
  }, 90_000);

  it('a notification written by one server reaches a browser streaming from the other (the ticket taken on the first)', async () => {
    const abena = await customer('abena');
    const { access_token: token } = await signIn(a.origin, abena.email);
    const ticket = await call(a.origin, 'POST', '/api/notifications/stream-ticket', { token });
    expect(ticket.status).toBe(201);
    const { ticket: value } = ticket.body.data as { ticket: string };
    const controller = new AbortController();
    const stream = await fetch(`${b.origin}/api/notifications/stream?ticket=${encodeURIComponent(value)}`, {
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const seen = (type: string) =>
      text.split('\n\n').some((block) => block.includes('event: notifications') && block.includes(type));

    // The payment is made on server A (the provider's webhook settles it there); the stream on server B must bring its notification.
    const started = await call(a.origin, 'POST', '/api/billing/mobile-money/pay-with-retry', {
      token,
      body: payBody(),
    });
    expect(started.status).toBe(201);
    const deadline = Date.now() + 15_000;
    // One read in flight at a time (a read abandoned to a time-out would swallow its chunk).
    let pending = reader.read();
    while (!seen('payment_success') && Date.now() < deadline) {
      const chunk = await Promise.race([pending, new Promise<null>((r) => setTimeout(() => r(null), 1000))]);
      if (!chunk) continue;
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
      pending = reader.read();
    }
    pending.catch(() => {}); // the read left waiting ends with the stream
    await reader.cancel().catch(() => {});
    controller.abort();
    expect(seen('payment_success'), text).toBe(true);
    const id = (started.body.data as { payment: { id: string } }).payment.id;
    expect(await pollUntilFinal(a.origin, id, token)).toBe('succeeded');
  });

  it('the sign-in limit holds across both servers, even with the attempts at once', async () => {
    const { email } = await customer('esi');
    const wrong = { email, password: 'Wrong#Pass2026' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(i % 2 === 0 ? a.origin : b.origin, 'POST', '/api/auth/login', { body: wrong }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    // The right password is refused too while the account's window is full, on either server.
    const right = await call(b.origin, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(right.status).toBe(429);
  });

  it('a server killed while the provider takes the charge leaves nothing half-written; the other credits once', async () => {
    const yaw = await customer('yaw');
    const { access_token: token } = await signIn(victim.origin, yaw.email);
    const charged = nextCharge();
    // (its outcome is taken at once, so its failure is never an unhandled rejection while the server dies)
    const inFlight = call(victim.origin, 'POST', '/api/billing/mobile-money/pay-with-retry', {
      token,
      body: payBody(),
    }).then(
      (res) => `answered ${res.status}`,
      (err: Error) => err.message,
    );
    // The payment row is written and the charge has reached the provider, whose answer is on its way,
    // when the server dies.
    await charged;
    await victim.kill();
    expect(await inFlight).toBe('fetch failed'); // the customer's request died with its server

    // The customer goes on with the other server: the payment it holds, polled there, finds the truth.
    const list = await call(b.origin, 'GET', '/api/billing/payments', { token });
    expect(list.status).toBe(200);
    const [row] = await database.db.select().from(payments).where(eq(payments.userId, yaw.id));
    expect(row && ['pending', 'processing'].includes(row.status)).toBe(true);
    expect(await pollUntilFinal(b.origin, row?.id ?? '', token)).toBe('succeeded');

    const rows = await database.db.select().from(payments).where(eq(payments.userId, yaw.id));
    expect(rows.map((r) => r.status)).toEqual(['succeeded']);
    expect(sandbox.sandbox.view(rows[0]?.reference ?? '')).toMatchObject({ status: 'success' });
    expect((await reconcileLedger(database.db)).problems).toEqual([]);
  });
});
