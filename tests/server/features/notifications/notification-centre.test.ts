/**
 * The notification centre's API (spec §3 Notification, §4 Notifications, §9 kept 50): ownership of
 * ids, the 50-newest trim under parallel writers, and the live stream with its single-use tickets.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNotification } from '../../../../server/features/notifications/notifications';
import {
  notificationErrorBodySchema,
  notificationResponseSchema,
  notificationsResponseSchema,
  notificationsStreamEventSchema,
  streamTicketResponseSchema,
} from '../../../../src/features/notifications/contract';

import { type BillingHarness, billingHarness } from '../billing/support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness({ bellStream: { pollMs: 20, heartbeatMs: 50, maxMs: 60_000 } });
});
afterAll(() => h.close());

async function note(userId: string, title: string) {
  await h.database.db.transaction((tx) =>
    insertNotification(tx, h.clock.now(), userId, 'payment_success', title, `${title} message`, null),
  );
}
const list = async (token: string) =>
  notificationsResponseSchema.parse(await (await h.send('GET', '/api/notifications', token)).json()).data;

describe('notifications belong to their customer', () => {
  it("another customer's id, a made-up id and a malformed id all answer 404 and change nothing", async () => {
    const ama = await h.customer('Ama');
    const kofi = await h.customer('Kofi');
    await note(ama.id, 'Ama paid');
    const [amaNote] = (await list(ama.token)).notifications;
    expect(amaNote?.title).toBe('Ama paid');
    expect((await list(kofi.token)).notifications).toEqual([]);

    for (const id of [amaNote?.id, '00000000-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1"]) {
      const res = await h.send('POST', `/api/notifications/${encodeURIComponent(id ?? '')}/read`, kofi.token);
      expect(res.status).toBe(404);
      const body = notificationErrorBodySchema.parse(await res.json());
      expect(body.code).toBe('notification_not_found');
      expect(JSON.stringify(body)).not.toContain('Ama paid');
    }
    // Kofi's read-all and clear touch only Kofi's list.
    await h.send('POST', '/api/notifications/read-all', kofi.token);
    await h.send('DELETE', '/api/notifications', kofi.token);
    const still = await list(ama.token);
    expect(still.notifications).toHaveLength(1);
    expect(still.unread_count).toBe(1);

    const read = await h.send('POST', `/api/notifications/${amaNote?.id}/read`, ama.token);
    expect(read.status).toBe(200);
    expect(notificationResponseSchema.parse(await read.json()).data.notification.isRead).toBe(true);
    expect((await list(ama.token)).unread_count).toBe(0);
  });

  it('every notifications path refuses a request without a bearer', async () => {
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read-all'],
      ['DELETE', '/api/notifications'],
      ['POST', '/api/notifications/stream-ticket'],
    ] as const) {
      expect((await h.send(method, path)).status).toBe(401);
    }
  });
});

describe('the 50 newest are kept', () => {
  it('60 notifications written by 60 parallel transactions leave exactly the 50 newest', async () => {
    const c = await h.customer('Parallel');
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        h.database.db.transaction((tx) =>
          insertNotification(
            tx,
            new Date(h.clock.now().getTime() + i * 1000),
            c.id,
            'payment_pending',
            `Note ${i}`,
            'parallel',
            null,
          ),
        ),
      ),
    );
    const rows = await h.database.db.execute(sql`select count(*)::int as n from notifications where user_id = ${c.id}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(50);
    const kept = (await list(c.token)).notifications.map((n) => n.title);
    expect(kept).toHaveLength(50);
    expect(kept[0]).toBe('Note 59');
    expect(kept.at(-1)).toBe('Note 10');
  });
});

// ----- the stream ---------------------------------------------------------------------------------

async function ticketFor(token: string) {
  const res = await h.send('POST', '/api/notifications/stream-ticket', token);
  expect(res.status).toBe(201);
  return streamTicketResponseSchema.parse(await res.json()).data;
}

const readers = new WeakMap<Response, ReadableStreamDefaultReader<Uint8Array>>();

/** Reads server-sent events from a response until `until` says stop (or 3 s pass). */
async function readEvents(res: Response, until: (events: { event: string; data: string }[]) => boolean) {
  const reader = readers.get(res) ?? (res.body as ReadableStream<Uint8Array>).getReader();
  readers.set(res, reader);
  const decoder = new TextDecoder();
  const events: { event: string; data: string }[] = [];
  let buffer = '';
  let raw = '';
  const deadline = Date.now() + 3000;
  while (!until(events) && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value: undefined }>((r) => setTimeout(() => r({ done: true, value: undefined }), 3000)),
    ]);
    if (chunk.done) break;
    const text = decoder.decode(chunk.value, { stream: true });
    raw += text;
    buffer += text;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: ?(.*)$/m.exec(block)?.[1];
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.replace(/^data: ?/, ''))
        .join('\n');
      if (event) events.push({ event, data });
      end = buffer.indexOf('\n\n');
    }
  }
  return { events, raw, close: () => reader.cancel() };
}

describe('GET /api/notifications/stream', () => {
  it('sends the list at once, then again without asking when a notification arrives, with heartbeats', async () => {
    const c = await h.customer('Live');
    await note(c.id, 'First');
    const { ticket, expires_in } = await ticketFor(c.token);
    expect(expires_in).toBe(30);
    const res = await h.app.request(`/api/notifications/stream?ticket=${ticket}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('cache-control')).toContain('no-store');

    let wrote = false;
    const got = await readEvents(res, (events) => {
      if (events.length === 1 && !wrote) {
        wrote = true;
        void note(c.id, 'Second');
      }
      return events.length >= 2;
    });
    const lists = got.events
      .filter((e) => e.event === 'notifications')
      .map((e) => notificationsStreamEventSchema.parse(JSON.parse(e.data)));
    expect(lists[0]?.notifications.map((n) => n.title)).toEqual(['First']);
    expect(lists[1]?.notifications.map((n) => n.title)).toEqual(['Second', 'First']);
    expect(lists[1]?.unread_count).toBe(2);
    // Another customer's notification never shows up on this stream.
    const other = await h.customer('Other');
    await note(other.id, 'Not yours');
    const more = await readEvents(res, (events) => events.length > 0);
    expect(more.raw).toContain(': heartbeat');
    expect(more.raw).not.toContain('Not yours');
    await more.close();
  });

  it('a ticket opens one stream: a second use, a made-up, malformed or expired ticket get 401 invalid_ticket', async () => {
    const c = await h.customer('Ticket');
    const { ticket } = await ticketFor(c.token);
    const first = await h.app.request(`/api/notifications/stream?ticket=${ticket}`);
    expect(first.status).toBe(200);
    await first.body?.cancel();

    const expectInvalid = async (query: string) => {
      const res = await h.app.request(`/api/notifications/stream${query}`);
      expect(res.status).toBe(401);
      expect(notificationErrorBodySchema.parse(await res.json()).code).toBe('invalid_ticket');
    };
    await expectInvalid(`?ticket=${ticket}`); // replayed
    await expectInvalid(`?ticket=${'A'.repeat(43)}`); // never issued
    await expectInvalid('?ticket=short'); // malformed
    await expectInvalid(''); // missing
    // The bearer itself is not a ticket (and the stream never takes a token in the URL).
    await expectInvalid(`?ticket=${encodeURIComponent(c.token)}`);
    const bearerOnly = await h.app.request('/api/notifications/stream', {
      headers: { Authorization: `Bearer ${c.token}` },
    });
    expect(bearerOnly.status).toBe(401);

    const late = await ticketFor(c.token);
    h.clock.advance(31_000);
    await expectInvalid(`?ticket=${late.ticket}`);
  });

  it("a ticket of a signed-out session is refused, and an open stream ends with 'end: signed_out'", async () => {
    const c = await h.customer('SignOut');
    const tokens = await h.login(c.email, 'Billing#Pass2026', '198.51.100.77');
    const open = await ticketFor(tokens.access_token);
    const unused = await ticketFor(tokens.access_token);
    const res = await h.app.request(`/api/notifications/stream?ticket=${open.ticket}`);
    expect(res.status).toBe(200);
    const signedOut = await h.post('/api/auth/logout', { refresh_token: tokens.refresh_token });
    expect(signedOut.status).toBe(200);
    const got = await readEvents(res, (events) => events.some((e) => e.event === 'end'));
    expect(got.events.at(-1)).toEqual({ event: 'end', data: 'signed_out' });
    const after = await h.app.request(`/api/notifications/stream?ticket=${unused.ticket}`);
    expect(after.status).toBe(401);
  });

  it('a customer holds at most 5 open streams; a sixth is refused until one closes', async () => {
    const c = await h.customer('Tabs');
    const open: Response[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await h.app.request(`/api/notifications/stream?ticket=${(await ticketFor(c.token)).ticket}`);
      expect(res.status).toBe(200);
      await readEvents(res, (events) => events.length > 0); // running
      open.push(res);
    }
    const sixth = await h.app.request(`/api/notifications/stream?ticket=${(await ticketFor(c.token)).ticket}`);
    expect(sixth.status).toBe(429);
    expect(notificationErrorBodySchema.parse(await sixth.json()).code).toBe('rate_limited');
    // another customer is not affected
    const other = await h.customer('OtherTabs');
    const theirs = await h.app.request(`/api/notifications/stream?ticket=${(await ticketFor(other.token)).ticket}`);
    expect(theirs.status).toBe(200);
    await theirs.body?.cancel();
    // a tab closes: its place is free again
    await readers.get(open[0] as Response)?.cancel();
    await new Promise((r) => setTimeout(r, 100));
    const again = await h.app.request(`/api/notifications/stream?ticket=${(await ticketFor(c.token)).ticket}`);
    expect(again.status).toBe(200);
    await again.body?.cancel();
    for (const res of open.slice(1)) await readers.get(res)?.cancel();
  });

  it('tickets are limited to 20 a minute per customer', async () => {
    const c = await h.customer('Greedy');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await h.send('POST', '/api/notifications/stream-ticket', c.token)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });
});
