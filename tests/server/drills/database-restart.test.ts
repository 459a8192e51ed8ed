/**
 * Drill: the database restarts during a payment (PostgreSQL only). The database goes down in the
 * middle of the pay request, after the provider took the charge; the customer's phone approves while
 * it is down (the webhook's first three deliveries all fail). Requests meanwhile answer a clean 503; the pool
 * survives its dropped connections and reconnects; the poll then finds the truth and credits once.
 *
 * On its own throwaway server (not the project's shared one), so other files are not disturbed.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../../server/db/client';
import { paymentEvents } from '../../../server/features/billing/tables';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE, toApiError } from '../../../server/http/errors';
import { WEBHOOK_RETRY } from '../../../server/sandbox/data';
import { commonErrorBodySchema } from '../../../src/domain/apiError';
import { paymentEnvelopeSchema } from '../../../src/features/billing/contract';
import { startPostgres, type TestPostgres } from '../../support/postgres';
import { type BillingHarness, billingHarness, MANUAL, payBody } from '../features/billing/support';
import {
  creditedOnce,
  customerWithPaymentOnPhone,
  ledger,
  payManual,
  polledPayment,
  pollStatus,
  recordedWebhooks,
  report,
  watchProvider,
} from './support';

const onPostgres = Boolean(inject('postgresUrl'));
const SKIP_REASON = 'PGlite runs inside the test process: there is no server to restart (server-pg project only)';

describe('the database restarts during a payment', () => {
  let pg: TestPostgres;
  let database: Database;
  let h: BillingHarness;
  /** set by the test: the database goes down when the provider has answered the charge */
  let haltAfterCharge: (() => Promise<void>) | null = null;
  let chargedReference = '';
  const { statuses: webhookStatuses, transport: webhookTransport } = recordedWebhooks();
  const providerTransport = watchProvider(async (path, init) => {
    if (path.endsWith('/charge') && haltAfterCharge) {
      chargedReference = (JSON.parse(String(init.body)) as { reference: string }).reference;
      const halt = haltAfterCharge;
      haltAfterCharge = null;
      await halt();
    }
  });
  const poolErrors: string[] = [];
  const originalError = console.error;

  beforeAll(async () => {
    if (!onPostgres) return;
    pg = await startPostgres();
    database = await openDatabase({ databaseUrl: await pg.createDatabase('drill_restart') });
    h = await billingHarness({ database, providerTransport, webhookTransport });
    // keep the lines the pool's error handler writes (they prove the dropped connections reached it)
    console.error = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith('database: an idle connection was lost'))
        poolErrors.push(args[0]);
      originalError(...args);
    };
  }, 60_000);
  afterAll(async () => {
    console.error = originalError;
    if (!onPostgres) return;
    await h.close();
    await pg.stop();
  });

  it('answers 503 while it is down, reconnects, and the poll finds the payment approved during the outage', async (ctx) => {
    if (!onPostgres) ctx.skip(SKIP_REASON);
    const c = await h.customer('Restart');
    let haltedAt = 0;
    haltAfterCharge = async () => {
      haltedAt = Date.now();
      await pg.halt();
    };
    let unavailable = 0;

    // The pay request: the payment row is written, the provider takes the charge, then the database is
    // gone before the request can record the provider's answer.
    const pay = await payManual(h, c.token);
    expect(pay.status).toBe(503);
    expect(pay.headers.get('retry-after')).toBe('5');
    expect(commonErrorBodySchema.parse(await pay.json())).toMatchObject({
      code: 'service_unavailable',
      message: SERVICE_UNAVAILABLE,
    });

    // While it is down: clean 503s, whatever the request.
    for (const [method, path, body] of [
      ['GET', '/api/billing/payments', undefined],
      ['POST', '/api/billing/mobile-money/pay-with-retry', payBody({ mobile_number: MANUAL })],
      ['GET', '/api/billing/subscriptions', undefined],
    ] as const) {
      const res = await h.send(method, path, c.token, body);
      expect(res.status, `${method} ${path}`).toBe(503);
      unavailable += 1;
      expect(commonErrorBodySchema.parse(await res.json()).message).toBe(SERVICE_UNAVAILABLE);
    }
    const health = await h.send('GET', '/api/health');
    expect((await health.json()).database).toMatchObject({ kind: 'postgres', ok: false });

    // The customer approves on the phone meanwhile: the provider's webhook cannot be stored (3 tries).
    expect(chargedReference).toMatch(/^SKY-/);
    expect(h.sandbox.answer(chargedReference, 'approve')).toBe(true);
    await h.sandbox.flush();
    // Paystack tries again later (test mode hourly; WEBHOOK_RETRY compresses an hour to 3.6 s of clock)
    for (let retry = 0; retry < 2; retry += 1) {
      h.clock.advance(WEBHOOK_RETRY.intervalMs);
      await h.sandbox.flush();
    }
    expect(webhookStatuses).toEqual([503, 503, 503]);

    await pg.start();
    const outageMs = Date.now() - haltedAt;
    expect(poolErrors.length).toBeGreaterThan(0); // idle connections were dropped and the process lived

    // Back: the pool reconnects; the payment is as the pay request left it before the outage.
    expect((await (await h.send('GET', '/api/health')).json()).database).toMatchObject({ ok: true });
    const list = await h.send('GET', '/api/billing/payments', c.token);
    expect(list.status).toBe(200);
    const records = (await list.json()).data.payments as { id: string; reference: string; status: string }[];
    expect(records.map((p) => [p.reference, p.status])).toEqual([[chargedReference, 'pending']]);
    const id = records[0]?.id ?? '';

    // The page polls: verify finds the approval the lost webhook carried; credited once.
    expect((await polledPayment(h, c.token, id)).status).toBe('succeeded');
    const again = await pollStatus(h, c.token, id);
    expect(paymentEnvelopeSchema.parse(await again.json()).data.payment.status).toBe('succeeded');
    expect(await ledger(h.database.db, c.id)).toMatchObject({ ...creditedOnce, creditSources: ['poll'] });
    // The payment's history is one unbroken chain: every change starts where the previous one ended.
    const changes = await h.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, id), isNotNull(paymentEvents.toStatus)))
      .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id));
    expect(changes.map((e) => `${e.fromStatus ?? '-'}>${e.toStatus}`)).toEqual(['->pending', 'pending>succeeded']);
    // A new payment goes through as usual: nothing was left holding the one-payment lock.
    const next = await payManual(h, c.token);
    expect(next.status).toBe(201);
    report('database down mid-payment', {
      outageMs,
      answers503: unavailable + 1,
      webhookDeliveries: webhookStatuses,
      droppedIdleConnections: poolErrors.length,
      final: 'pending -> succeeded (by the poll)',
      credits: 1,
    });
  });

  it('a payment started before a restart is polled after it and reaches its final state once', async (ctx) => {
    if (!onPostgres) ctx.skip(SKIP_REASON);
    const { c, payment } = await customerWithPaymentOnPhone(h, 'Before');
    const dropped = poolErrors.length;
    const restartedAt = Date.now();
    await pg.restart();
    const restartMs = Date.now() - restartedAt;
    expect(poolErrors.length).toBeGreaterThan(dropped); // the pool's idle connections died with the server
    expect(h.sandbox.answer(payment.reference, 'approve')).toBe(true);
    await h.sandbox.flush();
    expect((await polledPayment(h, c.token, payment.id)).status).toBe('succeeded');
    expect(await ledger(h.database.db, c.id)).toMatchObject({
      statuses: ['succeeded'],
      succeeded: 1,
      paidInvoices: 1,
      credits: 1,
      subscriptions: 1,
    });
    report('database restart', {
      restartMs,
      droppedIdleConnections: poolErrors.length - dropped,
      final: 'succeeded',
      credits: 1,
    });
  });
});

describe('which errors mean "the database is unavailable" (503) and which stay a 500', () => {
  /** as drizzle throws them: the driver's error as the cause */
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause, query: 'select 1' });
  it.each([
    [
      'PostgreSQL shutting down (57P01)',
      wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' })),
    ],
    ['starting up (57P03)', wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))],
    ['connection failure (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    [
      'connection refused',
      wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ],
    ['connection terminated', wrapped(new Error('Connection terminated unexpectedly'))],
  ])('%s: 503 service_unavailable', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(toApiError(err)).toMatchObject({ status: 503, code: 'service_unavailable', message: SERVICE_UNAVAILABLE });
  });
  it.each([
    ['unique violation (23505)', wrapped(Object.assign(new Error('duplicate key'), { code: '23505' }))],
    ['syntax error (42601)', wrapped(Object.assign(new Error('syntax error'), { code: '42601' }))],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('%s: not a database outage (the 500 path)', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
    expect(toApiError(err)).toBeNull();
  });
});
