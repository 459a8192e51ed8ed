/**
 * POST /api/events: batches validated and stored without the client address, at the server's time, with the
 * user id only a valid bearer token gives; rate limited per address and in total.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePolicy } from '../../../../server/features/site/routes';
import { analyticsEvents } from '../../../../server/features/site/tables';
import { createHarness, type Harness } from '../../harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
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
    // (what the batch says the user is, properties.user_id, is not taken: see below)
    expect(rows.map((r) => [r.name, r.userId, r.sessionId])).toEqual([
      ['page_view', null, 'abcd1234abcd'],
      ['feature_used', null, 'abcd1234abcd'],
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

  it('an address gets no more than its hourly limit, even spread over the minutes', async () => {
    const body = { sessionId: 'steady-session', events: [event()] };
    const post = () => h.post('/api/events', body, { ip: '203.0.113.51' });
    let accepted = 0;
    while (accepted < sitePolicy.eventBatchesPerAddressPerHour) {
      for (let i = 0; i < sitePolicy.eventBatchesPerAddress; i += 1) {
        expect((await post()).status).toBe(202);
        accepted += 1;
      }
      h.clock.advance(sitePolicy.eventsWindowMs);
    }
    const refused = await post();
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe('rate_limited');
  });

  it('all addresses together get no more than the total per window', async () => {
    h.clock.advance(sitePolicy.eventsHourWindowMs); // every earlier window has passed
    const body = { sessionId: 'crowd-session', events: [event()] };
    const perAddress = sitePolicy.eventBatchesPerAddress;
    const addresses = Math.ceil(sitePolicy.eventBatchesInTotal / perAddress);
    let accepted = 0;
    for (let a = 0; a < addresses; a += 1) {
      const sends = Math.min(perAddress, sitePolicy.eventBatchesInTotal - accepted);
      const results = await Promise.all(
        Array.from({ length: sends }, () => h.post('/api/events', body, { ip: `192.0.2.${a}` })),
      );
      expect(results.map((r) => r.status)).toEqual(Array(sends).fill(202));
      accepted += sends;
    }
    // fresh addresses, each far under its own limit
    for (const ip of ['198.18.0.1', '198.18.0.2', '198.18.0.3']) {
      const res = await h.post('/api/events', body, { ip });
      expect(res.status).toBe(429);
      expect((await res.json()).code).toBe('rate_limited');
    }
    h.clock.advance(sitePolicy.eventsWindowMs);
    expect((await h.post('/api/events', body, { ip: '198.18.0.1' })).status).toBe(202);
  }, 60_000); // 600 accepted batches and their rate-limit rows through the database: seconds, more on a busy machine

  it("stores the server's time, whatever time the batch says", async () => {
    h.clock.advance(sitePolicy.eventsHourWindowMs);
    const sent = { ...event(), timestamp: '2019-01-01T00:00:00.000Z' };
    expect(
      (await h.post('/api/events', { sessionId: 'clock-session', events: [sent] }, { ip: '203.0.113.60' })).status,
    ).toBe(202);
    const rows = await h.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.sessionId, 'clock-session'));
    expect(rows.map((r) => [r.occurredAt.toISOString(), r.receivedAt.toISOString()])).toEqual([
      [h.clock.now().toISOString(), h.clock.now().toISOString()],
    ]);
  });

  it("an anonymous batch naming a real user's id is stored without it; a valid token's user is the event's user", async () => {
    const demo = await h.login('demo@example.com', 'Demo#Pass2026');
    const demoId = (await (await h.get('/api/auth/me', demo.access_token)).json()).id as string;
    const claim = { sessionId: 'claim-session', events: [event('page_view', { page_path: '/', user_id: demoId })] };
    expect((await h.post('/api/events', claim, { ip: '203.0.113.61' })).status).toBe(202);
    // a token that is not valid is no better than none: the batch is stored, anonymous
    const forged = { ...claim, sessionId: 'forged-session' };
    expect((await h.post('/api/events', forged, { ip: '203.0.113.61', token: 'not.a.token' })).status).toBe(202);
    const signedIn = {
      sessionId: 'token-session',
      events: [event('page_view', { page_path: '/', user_id: 'someone-else' })],
    };
    expect((await h.post('/api/events', signedIn, { ip: '203.0.113.61', token: demo.access_token })).status).toBe(202);

    const stored = async (sessionId: string) =>
      h.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, sessionId));
    for (const sessionId of ['claim-session', 'forged-session']) {
      const rows = await stored(sessionId);
      expect(rows.map((r) => r.userId)).toEqual([null]);
      expect(JSON.stringify(rows)).not.toContain(demoId);
    }
    const rows = await stored('token-session');
    expect(rows.map((r) => r.userId)).toEqual([demoId]);
    expect(JSON.stringify(rows)).not.toContain('someone-else');
  });
});
