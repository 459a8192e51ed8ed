/**
 * Drill: the payment provider fails mid-charge (hangs past the adapter's time-out, answers 500, or is
 * unreachable). The API retries, answers the provider error, opens the breaker and then answers the
 * spec's 'Payment service unavailable...' at once; nothing is credited while it is down; once it is
 * back the payment settles exactly once. Runs on PGlite (unit) and PostgreSQL (server-pg).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingErrorBodySchema, paymentEnvelopeSchema } from '../../../src/features/billing/contract';
import { BILLING_MESSAGES } from '../../../src/features/billing/messages';
import { type BillingHarness, billingHarness } from '../features/billing/support';
import { creditedOnce, type Fault, faultyNetwork, ledger, payManual, pollStatus, report } from './support';

const TIMEOUT_MS = 150;
const UNAVAILABLE = 'Payment service unavailable. Circuit breaker is open. Next attempt at 09:00:15 GMT';

describe.each<Fault>(['timeout', 'error500', 'refused'])('the provider fails mid-charge: %s', (fault) => {
  let h: BillingHarness;
  let net: Awaited<ReturnType<typeof faultyNetwork>>;
  beforeAll(async () => {
    net = await faultyNetwork();
    h = await billingHarness({ providerTransport: net.transport, providerTimeoutMs: TIMEOUT_MS });
  });
  afterAll(async () => {
    await h.close();
    await net.close();
  });

  it('retries, answers the spec message once the breaker opens, and settles once when the provider is back', async () => {
    const c = await h.customer(`Drill${fault}`);
    const poll = (id: string) => pollStatus(h, c.token, id);

    // 1. The charge meets the fault: 4 tries of the charge, then 4 tries of verify (did it reach the provider?).
    net.fault = fault;
    const started = Date.now();
    const pay = await payManual(h, c.token);
    const took = Date.now() - started;
    expect(pay.status).toBe(502);
    expect(billingErrorBodySchema.parse(await pay.json())).toMatchObject({
      code: 'provider_error',
      message: BILLING_MESSAGES.providerError,
    });
    expect(net.calls.map((x) => `${x.method} ${x.path}`)).toEqual([
      ...Array(4).fill('POST /charge'),
      ...Array(4).fill(expect.stringMatching(/^GET \/transaction\/verify\/SKY-/)),
    ]);
    // the time-out is the adapter's own: 8 calls of about TIMEOUT_MS each, never the 15 s default
    if (fault === 'timeout') expect(took).toBeGreaterThanOrEqual(8 * TIMEOUT_MS);
    expect(took).toBeLessThan(10_000);
    // Where the request reached the provider, it took the charge once and refused the 3 retries of it.
    const charges = net.calls.filter((x) => x.path === '/charge').map((x) => x.sandboxStatus);
    expect(charges).toEqual(fault === 'refused' ? [null, null, null, null] : [200, 400, 400, 400]);
    // Nothing is decided while the provider cannot say: the payment waits, nothing is credited.
    let db = await ledger(h.database.db, c.id);
    expect(db).toMatchObject({ statuses: ['pending'], succeeded: 0, paidInvoices: 0, credits: 0, subscriptions: 0 });

    // 2. The page polls: the third failed call opens the breaker; from then on the spec's message, at once.
    const id = (await (await h.send('GET', '/api/billing/payments', c.token)).json()).data.payments[0].id as string;
    const first = await poll(id);
    expect(first.status).toBe(200);
    expect(paymentEnvelopeSchema.parse(await first.json()).data.payment.status).toBe('pending');
    const callsBefore = net.calls.length;
    const openStarted = Date.now();
    const open = await poll(id);
    const openTook = Date.now() - openStarted;
    expect(open.status).toBe(503);
    expect(open.headers.get('retry-after')).toBe('15');
    expect(billingErrorBodySchema.parse(await open.json())).toMatchObject({
      code: 'circuit_open',
      message: UNAVAILABLE,
    });
    const again = await payManual(h, c.token);
    expect(again.status).toBe(503);
    expect(billingErrorBodySchema.parse(await again.json()).message).toBe(UNAVAILABLE);
    expect(net.calls.length).toBe(callsBefore); // while open, the provider is not called at all
    expect((await (await h.send('GET', '/api/billing/health')).json()).breaker).toBe('open');
    db = await ledger(h.database.db, c.id);
    expect(db).toMatchObject({ statuses: ['pending'], succeeded: 0, paidInvoices: 0, credits: 0 });

    // 3. The provider is back; the breaker half-opens after 15 s.
    net.fault = null;
    h.clock.advance(15_000);
    let paymentId = id;
    if (fault === 'refused') {
      // The charge never reached the provider: it does not know the reference. The payment waits out
      // the approval window, then fails, and the customer pays again.
      const unknown = await poll(id);
      expect(paymentEnvelopeSchema.parse(await unknown.json()).data.payment.status).toBe('pending');
      h.clock.advance(181_000);
      const retry = await payManual(h, c.token);
      expect(retry.status).toBe(201);
      const second = paymentEnvelopeSchema.parse(await retry.json()).data.payment;
      expect(second.status).toBe('processing');
      paymentId = second.id;
    } else {
      // The provider had the charge all along: the poll finds it waiting for the phone.
      const found = await poll(id);
      expect(found.status).toBe(200);
      expect(paymentEnvelopeSchema.parse(await found.json()).data.payment.status).toBe('processing');
    }
    const [payment] = (await (await h.send('GET', '/api/billing/payments', c.token)).json()).data.payments.filter(
      (p: { id: string }) => p.id === paymentId,
    );
    // The customer approves on the phone: the webhook and the polls race to credit it.
    expect(h.sandbox.answer(payment.reference, 'approve')).toBe(true);
    // (Parallel polls ask the provider once: the others answer from our books, which may not show the
    // success yet. The poll after the webhook was delivered shows it.)
    const polls = await Promise.all([poll(paymentId), poll(paymentId), h.sandbox.flush().then(() => poll(paymentId))]);
    await h.sandbox.flush();
    const seen: string[] = [];
    for (const res of polls) {
      expect(res.status).toBe(200);
      seen.push(paymentEnvelopeSchema.parse(await res.json()).data.payment.status);
    }
    expect(seen.every((status) => status === 'processing' || status === 'succeeded')).toBe(true);
    expect(seen[2]).toBe('succeeded');
    // the calls that went through count as successes: the breaker is on its way back to closed
    expect((await (await h.send('GET', '/api/billing/health')).json()).breaker).not.toBe('open');

    db = await ledger(h.database.db, c.id);
    expect(db).toMatchObject({
      ...creditedOnce,
      statuses: fault === 'refused' ? ['failed', 'succeeded'] : ['succeeded'],
    });
    expect(h.sent.filter((mail) => mail.to === c.email && mail.subject.startsWith('Payment receipt'))).toHaveLength(1);
    // The provider charged the customer's wallet once.
    expect(net.calls.filter((x) => x.path === '/charge' && x.sandboxStatus === 200)).toHaveLength(1);
    report(`provider ${fault}`, {
      payAnswer: '502 provider_error',
      payMs: took,
      providerCallsBeforeOpen: callsBefore,
      openAnswer: '503 circuit_open',
      openAnswerMs: openTook,
      final: db.statuses,
      credits: db.credits,
      paidInvoices: db.paidInvoices,
      chargesTakenByProvider: net.calls.filter((x) => x.path === '/charge' && x.sandboxStatus === 200).length,
    });
  });
});
