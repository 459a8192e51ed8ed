/** GET /api/admin/system/health: the database, uptime, this process's latency and errors, breaker, mail. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION } from '../../../../server/app';
import { circuitBreaker } from '../../../../server/features/billing/breaker';
import { type HealthResponse, healthResponseSchema } from '../../../../src/features/adminSecurity/contract';
import { createHarness, type Harness } from '../../harness';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  await h.saveSecurity((await h.login('ops@example.com', 'Admin#Pass2026')).access_token, { sessionTimeout: 240 });
  token = (await h.login('ops@example.com', 'Admin#Pass2026')).access_token;
});
afterAll(() => h.close());

async function health(): Promise<HealthResponse> {
  const res = await h.get('/api/admin/system/health', token);
  expect(res.status).toBe(200);
  return healthResponseSchema.parse(await res.json());
}

describe('GET /api/admin/system/health', () => {
  it('answers the database, version, mail mode and provider, with uptime on the server clock', async () => {
    const first = await health();
    expect(first).toMatchObject({
      version: API_VERSION,
      database: { kind: h.database.kind, ok: true },
      paymentProvider: { name: 'sandbox', breaker: 'closed' },
      mail: { mode: 'outbox' },
      checkedAt: h.clock.now().toISOString(),
    });
    expect(first.database.latencyMs).toBeGreaterThanOrEqual(0);
    h.clock.advance(45 * 60_000);
    const later = await health();
    expect(later.uptimeSeconds - first.uptimeSeconds).toBe(45 * 60);
    expect(later.startedAt).toBe(first.startedAt);
  });

  it('counts this process’s /api answers: 4xx and 5xx rates over the requests seen', async () => {
    const before = (await health()).requests;
    await h.get('/api/no-such-route');
    await h.get('/api/no-such-route');
    const after = (await health()).requests;
    // the two 404s and the first health call itself have joined the window
    expect(after.sampled).toBe(before.sampled + 3);
    expect(after.window).toBe(1000);
    expect(after.errorRate).toBe(0);
    expect(after.clientErrorRate).toBeGreaterThan(0);
    expect(after.p50Ms).not.toBeNull();
    expect(after.p95Ms as number).toBeGreaterThanOrEqual(after.p50Ms as number);
  });

  it('reports the payment provider breaker: open after 3 failures, half-open after 15 s, closed after 2 successes', async () => {
    const breaker = circuitBreaker(h.database.db, h.clock.now);
    for (let i = 0; i < 3; i += 1) await breaker.failure();
    expect((await health()).paymentProvider.breaker).toBe('open');
    h.clock.advance(15_000);
    expect((await health()).paymentProvider.breaker).toBe('half-open');
    await breaker.before();
    await breaker.success();
    await breaker.success();
    expect((await health()).paymentProvider.breaker).toBe('closed');
  });
});
