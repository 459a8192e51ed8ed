/**
 * Every /api route under generated requests: no 5xx, no crash. The seed and counts are printed; rerun a
 * failure with FUZZ_SEED=<seed>. CI runs FUZZ_RUNS (default 25) per route; `npm run fuzz` runs 10,000.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingHarness, billingHarness } from '../features/billing/support';
import { type FuzzContext, fuzz, fuzzableRoutes } from './fuzz';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/**
 * FUZZ_SEED replays a run. Otherwise the seed comes from the commit under test, so every commit fuzzes
 * different inputs yet CI and a fresh clone of the same commit see the same ones (a red seed is never
 * a roll of the dice at landing time); outside git it is the clock.
 */
const SEED = Number(process.env.FUZZ_SEED ?? commitSeed() ?? Date.now() % 2 ** 31);

function commitSeed(): number | undefined {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return Number.parseInt(head.slice(0, 8), 16) % 2 ** 31;
  } catch {
    return undefined;
  }
}

let h: BillingHarness;
let ctx: FuzzContext;
beforeAll(async () => {
  h = await billingHarness();
  const mine = await h.customer('Fuzzer');
  const other = await h.customer('Victim');
  const admin = (await h.login('ops@example.com', 'Admin#Pass2026')).access_token;
  const paid = await h.send('POST', '/api/billing/mobile-money/pay-with-retry', other.token, {
    plan_id: 'plan_standard_monthly',
    billing_cycle: 'monthly',
    mobile_number: '0241234987',
    mobile_network: 'MTN',
    amount: 100,
  });
  const paymentId = ((await paid.json()) as { data?: { payment?: { id?: string } } }).data?.payment?.id ?? 'none';
  ctx = {
    ids: [mine.id, other.id, paymentId, 'plan_standard_monthly', 'plan_basic_monthly', '1', '0'],
    fields: [
      'email',
      'password',
      'username',
      'name',
      'plan_id',
      'planId',
      'billing_cycle',
      'amount',
      'mobile_number',
      'mobile_network',
      'reference',
      'reason',
      'role',
      'status',
      'page',
      'pageSize',
      'search',
      'period',
      'from',
      'to',
      'type',
      'category',
      'message',
      'subject',
      'theme',
      'sessionTimeout',
      'maxUsers',
    ],
    tokens: [undefined, mine.token, admin, 'garbage.token.value', other.token.slice(0, -2)],
  };
}, 120_000);
afterAll(() => h.close());

describe('API fuzzing', () => {
  it(`answers every generated request below 500 (${RUNS} per route)`, async () => {
    const routes = fuzzableRoutes(h);
    expect(routes.length).toBeGreaterThan(50);
    const result = await fuzz(h, ctx, RUNS, SEED);
    const statuses = [...result.byStatus.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}:${n}`);
    console.info(
      `fuzz seed ${SEED}: ${result.requests} requests over ${routes.length} routes; statuses ${statuses.join(' ')}`,
    );
    expect(result.failures).toEqual([]);
    expect(result.requests).toBe(routes.length * RUNS);
  }, 900_000);
});

describe('control characters outside a body', () => {
  // Found by the fuzzer on PostgreSQL (seed 103081036): a NUL in a path id reached a text parameter
  // and the database refused it with a 500. Refused at the door now, on both engines.
  it.each([
    ['/api/billing/payments/%00/status', 'This field contains characters that are not allowed'],
    ['/api/billing/payments/abc%1B/receipt', 'This field contains characters that are not allowed'],
    ['/api/billing/payments?page=1%00', 'page must not contain control characters'],
    ['/api/billing/payments?%00=1', 'query must not contain control characters'],
  ])('answers 400 for %s: %s', async (path, message) => {
    const mine = await h.customer('Control');
    const res = await h.send('GET', path, mine.token);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', message });
  });
});

describe('the fuzzer itself', () => {
  it('finds a route that answers 500 to some input (so a pass means something)', async () => {
    const { Hono } = await import('hono');
    const app = new Hono();
    app.post('/api/fragile', async (c) => {
      const body = await c.req.json().catch(() => null);
      if (body && typeof body === 'object' && 'amount' in body) throw new Error('unhandled amount');
      return c.json({ ok: true });
    });
    app.onError((_err, c) => c.json({ error: 'internal' }, 500));
    const fake = { app, settle: async () => {} } as unknown as BillingHarness;
    const result = await fuzz(fake, { ...ctx, tokens: [undefined] }, 200, 7);
    expect(result.failures.length).toBe(1);
    expect(result.failures[0]).toMatch(/^POST \/api\/fragile\S* -> 500/);
  });
});
