/**
 * Fault drills' tools: a network between the Paystack adapter and the sandbox that can hang, answer
 * 500 or refuse connections (real sockets: the adapter's own time-out and error handling are what is
 * tested), the ledger of one customer as the database holds it, and the set-up the drills share: a
 * customer with a payment waiting on the phone, the poll, recorded webhook deliveries and a watch on
 * the provider's answers, and a gate that holds either back.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../../server/db/client';
import type { ProviderFetch } from '../../../server/features/billing/providers';
import { invoices, paymentEvents, payments } from '../../../server/features/billing/tables';
import { notifications } from '../../../server/features/notifications/tables';
import { subscriptions } from '../../../server/features/subscriptions/tables';
import { paymentEnvelopeSchema } from '../../../src/features/billing/contract';
import { type BillingHarness, MANUAL, payBody } from '../features/billing/support';

export type Fault = 'timeout' | 'error500' | 'refused';

export interface ProviderCall {
  method: string;
  path: string;
  /** the fault applied, or null when the call went through */
  fault: Fault | null;
  /** the sandbox's own status when the request reached it (null: it never did) */
  sandboxStatus: number | null;
}

/** What the drill injects, as docs/operations.md's drill table names it. */
export const FAULT_NAMES: Record<Fault, string> = {
  timeout: 'the provider takes the request and never answers (the adapter aborts after its time-out)',
  error500: 'the provider takes the request and answers 500',
  refused: 'nothing listens at the provider (connection refused)',
};

async function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

/**
 * A faulty network. `fault` decides what the next provider calls meet; null lets them through.
 * `timeout` and `error500` deliver the request to the sandbox first (the provider has it: the
 * dangerous case for a double charge), then hang on a real socket that never answers, or answer 500.
 * `refused` sends the request to a closed port with the real fetch (ECONNREFUSED).
 */
export async function faultyNetwork() {
  const sockets = new Set<Socket>();
  const blackHole = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  const holePort = await listen(blackHole);
  const closed = createServer();
  const closedPort = await listen(closed);
  await new Promise<void>((resolve) => closed.close(() => resolve()));

  const state = { fault: null as Fault | null };
  const calls: ProviderCall[] = [];
  const transport = (send: ProviderFetch): ProviderFetch => {
    return async (input, init) => {
      const url = new URL(input);
      const call: ProviderCall = {
        method: init.method ?? 'GET',
        path: url.pathname.replace(/^\/sandbox\/paystack/, ''),
        fault: state.fault,
        sandboxStatus: null,
      };
      calls.push(call);
      const fault = state.fault;
      if (fault === null || fault === 'timeout' || fault === 'error500') {
        const res = await send(input, init);
        call.sandboxStatus = res.status;
        if (fault === null) return res;
      }
      if (fault === 'error500') {
        return new Response('{"status":false,"message":"Internal server error"}', {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      const port = fault === 'timeout' ? holePort : closedPort;
      return fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, init);
    };
  };
  return {
    transport,
    calls,
    set fault(f: Fault | null) {
      state.fault = f;
    },
    get fault() {
      return state.fault;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => blackHole.close(() => resolve()));
    },
  };
}

/** One customer's money as the database holds it. */
export async function ledger(db: Db, userId: string) {
  const pay = await db.select().from(payments).where(eq(payments.userId, userId));
  const inv = await db.select().from(invoices).where(eq(invoices.userId, userId));
  const subs = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const succeededEvents = [];
  for (const p of pay) {
    succeededEvents.push(
      ...(await db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.paymentId, p.id), eq(paymentEvents.toStatus, 'succeeded')))),
    );
  }
  const notes = await db.select().from(notifications).where(eq(notifications.userId, userId));
  const succeeded = pay.filter((p) => p.status === 'succeeded');
  const paid = inv.filter((i) => i.status === 'paid');
  return {
    statuses: pay
      .slice()
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((p) => p.status),
    succeeded: succeeded.length,
    paidInvoices: paid.length,
    paidSum: paid.reduce((sum, i) => sum + i.amountPesewas, 0),
    succeededSum: succeeded.reduce((sum, p) => sum + p.amountPesewas, 0),
    /** how many times a payment became succeeded (the credit happened this many times) */
    credits: succeededEvents.length,
    creditSources: succeededEvents.map((e) => e.source),
    successNotices: notes.filter((n) => n.type === 'payment_success').length,
    subscriptions: subs.length,
    nextBillingDate: subs[0]?.nextBillingDate?.toISOString().slice(0, 10) ?? null,
  };
}

/** One line of a drill's numbers in the test output (docs/operations.md's table quotes them). */
export function report(drill: string, numbers: Record<string, unknown>) {
  console.info(`[drill] ${drill}: ${JSON.stringify(numbers)}`);
}

/** A mobile money payment on the number whose phone waits for an answer (the drills decide what happens next). */
export const payManual = (h: BillingHarness, token: string) =>
  h.send('POST', '/api/billing/mobile-money/pay-with-retry', token, payBody({ mobile_number: MANUAL }));

/** A mobile money payment's poll, as the payment page makes it (the raw answer). */
export const pollStatus = (h: BillingHarness, token: string, id: string) =>
  h.send('GET', `/api/billing/mobile-money/payments/${id}/poll-status`, token);

/** The poll answered 200: the payment it shows. */
export async function polledPayment(h: BillingHarness, token: string, id: string) {
  const res = await pollStatus(h, token, id);
  expect(res.status).toBe(200);
  return paymentEnvelopeSchema.parse(await res.json()).data.payment;
}

/** A new customer whose payment was taken (201) and waits for the phone's answer (processing). */
export async function customerWithPaymentOnPhone(h: BillingHarness, name: string) {
  const c = await h.customer(name);
  const res = await payManual(h, c.token);
  expect(res.status).toBe(201);
  const payment = paymentEnvelopeSchema.parse(await res.json()).data.payment;
  expect(payment.status).toBe('processing');
  return { c, payment };
}

type Deliver = (raw: string, signature: string) => Promise<number>;

/**
 * The provider's webhook deliveries with the status each got, in order. `before` runs ahead of each
 * delivery (e.g. a gate that holds them back).
 */
export function recordedWebhooks(before?: () => Promise<void>) {
  const statuses: number[] = [];
  const transport =
    (deliver: Deliver): Deliver =>
    async (raw, signature) => {
      await before?.();
      const status = await deliver(raw, signature);
      statuses.push(status);
      return status;
    };
  return { statuses, transport };
}

/**
 * The provider's answers as they come back: `onAnswer` runs after the provider answered a call and before
 * the adapter gets that answer (the drills stop the database or hold the answer there).
 */
export const watchProvider =
  (onAnswer: (path: string, init: RequestInit) => Promise<void> | void) =>
  (send: ProviderFetch): ProviderFetch =>
  async (input, init) => {
    const res = await send(input, init);
    await onAnswer(new URL(input).pathname, init);
    return res;
  };

/** One payment of the standard plan (GH₵ 100) credited once, as `ledger` shows it. */
export const creditedOnce = {
  statuses: ['succeeded'],
  succeeded: 1,
  paidInvoices: 1,
  paidSum: 10_000,
  succeededSum: 10_000,
  credits: 1,
  successNotices: 1,
  subscriptions: 1,
  nextBillingDate: '2026-12-21',
};

/** A gate: while closed, whoever waits on it waits; `open()` lets them all through. */
export function gate() {
  let closed = false;
  const waiters: (() => void)[] = [];
  return {
    close() {
      closed = true;
    },
    open() {
      closed = false;
      for (const w of waiters.splice(0)) w();
    },
    get waiting() {
      return waiters.length;
    },
    async pass() {
      if (!closed) return;
      await new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}
