/** POST /api/events: batches validated and stored without the client address; rate limited per address. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePolicy } from '../../../../server/features/site/routes';
import { analyticsEvents } from '../../../../server/features/site/tables';
import { createHarness, type Harness } from '../../harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: false });
});
afterAll(async () => {
  await h?.close();
});

const event = (name = 'page_view', properties: Record<string, unknown> = { page_path: '/', user_id: null }) => ({
  name,
  timestamp: '2026-11-21T08:59:00.000Z',
  properties,
});

describe('POST /api/events', () => {
  it('stores a batch and never the client address', async () => {
    const res = await h.post(
      '/api/events',
      { sessionId: 'abcd1234abcd', events: [event(), event('feature_used', { feature: 'faq', user_id: 'u-1' })] },
      { ip: '203.0.113.99' },
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 2 });
    const rows = await h.database.db.select().from(analyticsEvents);
    expect(rows.map((r) => [r.name, r.userId, r.sessionId])).toEqual([
      ['page_view', null, 'abcd1234abcd'],
      ['feature_used', 'u-1', 'abcd1234abcd'],
    ]);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.99');
  });

  it('accepts the text/plain body sendBeacon sends', async () => {
    const res = await h.app.request('/api/events', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'X-Forwarded-For': '203.0.113.98' },
      body: JSON.stringify({
        sessionId: 'beacon-session',
        events: [event('app_shutdown', { session_duration: 1000 })],
      }),
    });
    expect(res.status).toBe(202);
  });

  it('refuses unknown events, bad sessions, empty and oversized batches with a 4xx', async () => {
    const post = (body: unknown) => h.post('/api/events', body, { ip: '203.0.113.97' });
    expect((await post({ sessionId: 'abcd1234abcd', events: [event('made_up')] })).status).toBe(400);
    expect((await post({ sessionId: 'x', events: [event()] })).status).toBe(400);
    expect((await post({ sessionId: 'abcd1234abcd', events: [] })).status).toBe(400);
    expect((await post({ sessionId: 'abcd1234abcd', events: Array.from({ length: 51 }, () => event()) })).status).toBe(
      400,
    );
    expect((await post({ sessionId: 'abcd1234abcd', events: [event('page_view', { nested: { a: 1 } })] })).status).toBe(
      400,
    );
    expect((await post('not json')).status).toBe(400);
  });

  it('limits batches per address, also when they arrive at once', async () => {
    const body = { sessionId: 'flood-session', events: [event()] };
    const results = await Promise.all(
      Array.from({ length: sitePolicy.eventBatchesPerAddress + 5 }, () =>
        h.post('/api/events', body, { ip: '203.0.113.50' }),
      ),
    );
    expect(results.filter((r) => r.status === 202)).toHaveLength(sitePolicy.eventBatchesPerAddress);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
  });
});
