/**
 * One customer polling hard cannot stop everyone's payments. The provider stand-in throttles at 5 calls a
 * second of application time (429 above that, as Paystack does); one customer polls their payment's status
 * on 6 parallel loops for 10 s while the clock runs 5 times faster than real time. The polls answer from our
 * books and ask the provider's verify at most once per payment every 5 s; the customer's polls meet their
 * own limit; the breaker stays closed; another customer's payment starts and verifies. A provider that only
 * throttles never opens the breaker.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLL_LIMIT } from '../../../../server/features/billing/paymentLimits';
import type { ProviderFetch } from '../../../../server/features/billing/providers';
import { billingErrorBodySchema, paymentEnvelopeSchema } from '../../../../src/features/billing/contract';
import { type BillingHarness, billingHarness, MANUAL, payBody } from './support';

/** the provider's limit: calls per second of application time */
const PROVIDER_PER_SECOND = 5;
const RUN_MS = 10_000;
/** application time each poll moves the clock on: 400 polls in the run, far past the poll limit */
const STEP_MS = 25;

interface Call {
  at: number;
  path: string;
  status: number;
}

let h: BillingHarness;
const calls: Call[] = [];
const throttle = { on: true, always429: false };

/** Paystack's throttling: above PROVIDER_PER_SECOND calls in one second (by the app's clock), 429. */
const throttled =
  (send: ProviderFetch): ProviderFetch =>
  async (input, init) => {
    const at = h.clock.now().getTime();
    const second = Math.floor(at / 1000);
    const path = new URL(input).pathname.replace(/^\/sandbox\/paystack/, '');
    const inSecond = calls.filter((c) => Math.floor(c.at / 1000) === second).length;
    const refuse = throttle.always429 || (throttle.on && inSecond >= PROVIDER_PER_SECOND);
    const call: Call = { at, path, status: 0 };
    calls.push(call);
    if (refuse) {
      call.status = 429;
      return Response.json({ status: false, message: 'Rate limit exceeded' }, { status: 429 });
    }
    const res = await send(input, init);
    call.status = res.status;
    return res;
  };

beforeAll(async () => {
  h = await billingHarness({ providerTransport: throttled });
});
afterAll(() => h.close());

const pay = (token: string) =>
  h.send('POST', '/api/billing/mobile-money/pay-with-retry', token, payBody({ mobile_number: MANUAL }));
const poll = (token: string, id: string) =>
  h.send('GET', `/api/billing/mobile-money/payments/${id}/poll-status`, token);
const breakerState = async () => (await (await h.send('GET', '/api/billing/health')).json()).breaker as string;

describe('status polls against a provider that throttles at 5 calls a second', () => {
  it("one customer polling on 6 loops for 10 s leaves another customer's payment working", async () => {
    const hard = await h.customer('Hammer');
    const other = await h.customer('Bystander');
    const started = await pay(hard.token);
    expect(started.status).toBe(201);
    const payment = paymentEnvelopeSchema.parse(await started.json()).data.payment;

    // Each poll moves the clock on by STEP_MS (in process, the requests leave no turn to a timer): the six
    // loops send RUN_MS / STEP_MS polls in all, over RUN_MS of the application's time, however fast the
    // machine is.
    const t0 = h.clock.now().getTime();
    const end = t0 + RUN_MS;
    const tick = () => {
      h.clock.advance(STEP_MS);
      return h.clock.now().getTime();
    };
    const answers = new Map<number, number>();
    let otherResult: { start: number; verify: number; verifyStatus?: string; code?: string } | null = null;
    let bystanderDone: Promise<void> | null = null;
    const bystander = async () => {
      const start = await pay(other.token);
      const body = await start.json();
      if (start.status !== 201) {
        otherResult = { start: start.status, verify: 0, code: billingErrorBodySchema.parse(body).code };
        return;
      }
      const reference = paymentEnvelopeSchema.parse(body).data.payment.reference;
      const verify = await h.send('GET', `/api/billing/paystack/verify/${reference}`, other.token);
      const verified = await verify.json();
      otherResult = {
        start: start.status,
        verify: verify.status,
        verifyStatus: verified.data?.status ?? verified.code,
      };
    };
    const loop = async () => {
      for (let now = tick(); now < end; now = tick()) {
        // half-way through, the other customer pays, while the loops go on polling
        if (!bystanderDone && now >= t0 + RUN_MS / 2) bystanderDone = bystander();
        const res = await poll(hard.token, payment.id);
        answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
        await res.body?.cancel();
      }
    };
    await Promise.all(Array.from({ length: 6 }, loop));
    await bystanderDone;
    const ranMs = h.clock.now().getTime() - t0;

    // what the provider saw, second by second of the run
    const perSecond = new Map<number, number>();
    for (const c of calls.filter((x) => x.at >= t0)) {
      const s = Math.floor((c.at - t0) / 1000);
      perSecond.set(s, (perSecond.get(s) ?? 0) + 1);
    }
    const hardVerifies = calls.filter((c) => c.at >= t0 && c.path === `/transaction/verify/${payment.reference}`);
    const figures = {
      ranAppMs: ranMs,
      polls: Object.fromEntries(answers),
      providerCallsPerSecond: Array.from({ length: Math.ceil(ranMs / 1000) }, (_, i) => perSecond.get(i) ?? 0),
      providerThrottled: calls.filter((c) => c.at >= t0 && c.status === 429).length,
      hardPaymentVerifies: hardVerifies.length,
      other: otherResult,
      breaker: await breakerState(),
    };
    console.info(`[poll-throttle] ${JSON.stringify(figures)}`);

    expect(ranMs).toBeGreaterThanOrEqual(RUN_MS);
    // the other customer's payment was taken and verified by the provider
    expect(otherResult).toMatchObject({ start: 201, verify: 200 });
    expect(figures.breaker).toBe('closed');
    // the provider was never throttled and never asked more than its limit in a second
    expect(figures.providerThrottled).toBe(0);
    expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(PROVIDER_PER_SECOND);
    // at most one verify of the polled payment per 5 s (at 0, 5 and 10 s of the run)
    expect(hardVerifies.length).toBeLessThanOrEqual(Math.floor(ranMs / 5_000) + 1);
    for (let i = 1; i < hardVerifies.length; i += 1) {
      expect((hardVerifies[i]?.at ?? 0) - (hardVerifies[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(5_000);
    }
    // the hard poller met its own limit, and the polls within it were answered
    expect(answers.get(200)).toBeGreaterThanOrEqual(POLL_LIMIT.max - 10);
    expect(answers.get(429)).toBeGreaterThan(0);
  });

  it('the limit refuses with 429 and Retry-After; the answers in between come from our books', async () => {
    const c = await h.customer('Limited');
    h.clock.advance(61_000);
    const started = paymentEnvelopeSchema.parse(await (await pay(c.token)).json()).data.payment;
    const before = calls.length;
    for (let i = 0; i < POLL_LIMIT.max; i += 1) {
      const res = await poll(c.token, started.id);
      expect(res.status).toBe(200);
      await res.body?.cancel();
    }
    // one verify for 120 polls at one moment
    expect(calls.slice(before).filter((x) => x.path.startsWith('/transaction/verify/'))).toHaveLength(1);
    const refused = await poll(c.token, started.id);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(billingErrorBodySchema.parse(await refused.json()).code).toBe('rate_limited');
    h.clock.advance(60_000);
    expect((await poll(c.token, started.id)).status).toBe(200);
  });
});

describe('a provider that throttles every call', () => {
  it('is retried, but never opens the breaker', async () => {
    throttle.always429 = true;
    try {
      const c = await h.customer('Throttled');
      h.clock.advance(61_000);
      for (let i = 0; i < 4; i += 1) {
        const res = await pay(c.token);
        expect(res.status).not.toBe(503);
        await res.body?.cancel();
        h.clock.advance(61_000);
      }
      expect(await breakerState()).toBe('closed');
    } finally {
      throttle.always429 = false;
    }
    const d = await h.customer('After');
    expect((await pay(d.token)).status).toBe(201);
  });
});
