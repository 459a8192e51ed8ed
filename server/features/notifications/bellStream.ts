/**
 * Live notifications for the header bell: GET /api/notifications/stream (server-sent events) and the
 * ticket that opens it, POST /api/notifications/stream-ticket.
 *
 * Why a ticket: the browser's EventSource cannot send an Authorization header, and the access token
 * must never travel in a URL (logs, history, Referer). The signed-in client trades its bearer for a
 * random ticket (32 bytes, base64url) that opens ONE stream within 30 s. Only its SHA-256 is stored;
 * using it marks it used in one UPDATE, so a replayed, expired or unknown ticket gets 401
 * `invalid_ticket`. The ticket remembers the session it came from: when that session is signed out
 * (or the account disabled) the stream sends `end` (signed_out) and closes.
 *
 * Why the stream polls the database: with several app servers a notification may be
 * written by another process, so in-process events would miss it. Every `pollMs` (2 s) the stream
 * reads a cheap version of the customer's list (count, newest seq, unread count) and sends the whole
 * kept list (at most 50) as a `notifications` event whenever it changed (new, read, cleared, from any
 * tab or server). A comment line every `heartbeatMs` (15 s) keeps proxies from closing an idle
 * connection; after `maxMs` (15 min) the server sends `end` (expired) and closes, and the client
 * reconnects with a new ticket (so a stream never outlives the access it was opened with for long).
 * A customer may hold 5 open streams (tabs) at once; a sixth answers 429 and that tab polls.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { NOTIFICATION_STREAM_PATH, notificationEndpoints } from '../../../src/features/notifications/contract';
import { NOTIFICATION_MESSAGES as m } from '../../../src/features/notifications/messages';
import type { Db } from '../../db/client';
import { rateLimiter } from '../../db/rateLimit';
import { route } from '../../http/contractRoute';
import { ApiError } from '../../http/errors';
import { type AuthEnv, authSessions, users } from '../auth';
import { type BellShown, listNotifications, notificationsVersion } from './notifications';
import { notificationStreamTickets } from './tables';

export interface BellStreamOptions {
  pollMs: number;
  /** open streams a customer may hold at once (tabs); one more answers 429 and that tab polls */
  maxOpen: number;
  heartbeatMs: number;
  maxMs: number;
  ticketTtlMs: number;
}

export const BELL_STREAM_DEFAULTS: BellStreamOptions = {
  pollMs: 2_000,
  maxOpen: 5,
  heartbeatMs: 15_000,
  maxMs: 15 * 60_000,
  ticketTtlMs: 30_000,
};

/** Tickets a customer may ask for per minute (a reconnecting tab needs one every 30 s at worst). */
const TICKETS_PER_MINUTE = 20;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** Adds POST /stream-ticket (after the bell's bearer middleware) to `bell`. */
export function streamTicketRoute(
  bell: Hono<AuthEnv>,
  deps: { db: Db; clock: () => Date; options: BellStreamOptions },
) {
  const { db, clock, options } = deps;
  const limiter = rateLimiter(db, clock);
  route(bell, notificationEndpoints.streamTicket, async (c) => {
    const user = c.get('user');
    const decision = await limiter.consume([
      { key: `notifications:ticket:${user.id}`, limit: TICKETS_PER_MINUTE, windowMs: 60_000 },
    ]);
    if (decision.limited) {
      throw new ApiError(429, 'rate_limited', 'Too many stream requests. Please wait a minute.', {
        headers: { 'Retry-After': String(decision.retryAfterSeconds) },
      });
    }
    const now = clock();
    // Old tickets are of no use to anyone: drop those expired over an hour ago.
    await db
      .delete(notificationStreamTickets)
      .where(lt(notificationStreamTickets.expiresAt, new Date(now.getTime() - 3_600_000)));
    const ticket = randomBytes(32).toString('base64url');
    await db.insert(notificationStreamTickets).values({
      hash: hashTicket(ticket),
      userId: user.id,
      sessionId: c.get('sessionId'),
      expiresAt: new Date(now.getTime() + options.ticketTtlMs),
    });
    return { success: true as const, data: { ticket, expires_in: Math.round(options.ticketTtlMs / 1000) } };
  });
}

/** GET /stream?ticket= (server-sent events, not JSON: registered by hand, server/openapi.ts HAND_REGISTERED): mounted BEFORE the bearer middleware (the ticket is the authentication). */
export function streamRoute(
  bell: Hono<AuthEnv>,
  deps: { db: Db; clock: () => Date; options: BellStreamOptions; shown?: BellShown },
) {
  const { db, clock, options, shown } = deps;
  const invalid = () => new ApiError(401, 'invalid_ticket', m.invalidStreamTicket);

  /** The session is live and the account active. */
  async function sessionLive(userId: string, sessionId: string) {
    const [row] = await db
      .select({ active: users.isActive })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
      .limit(1);
    return row?.active === true;
  }

  bell.get(NOTIFICATION_STREAM_PATH, async (c) => {
    const ticket = c.req.query('ticket') ?? '';
    if (!/^[A-Za-z0-9_-]{43}$/.test(ticket)) throw invalid();
    const now = clock();
    const [claim] = await db
      .update(notificationStreamTickets)
      .set({ usedAt: now })
      .where(
        and(
          eq(notificationStreamTickets.hash, hashTicket(ticket)),
          isNull(notificationStreamTickets.usedAt),
          gt(notificationStreamTickets.expiresAt, now),
        ),
      )
      .returning({ userId: notificationStreamTickets.userId, sessionId: notificationStreamTickets.sessionId });
    if (!claim || !(await sessionLive(claim.userId, claim.sessionId))) throw invalid();
    const { userId, sessionId } = claim;
    const hash = hashTicket(ticket);
    // At most `maxOpen` live streams per customer, counted in the database (any app server). A
    // stream is live while it reports in (wall clock: the loop runs in real time); one whose
    // server died stops counting after `staleMs`.
    const staleMs = Math.max(10_000, options.pollMs * 5);
    const admitted = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`notification-streams:${userId}`}, 0))`);
      const [open] = await tx
        .select({ n: count() })
        .from(notificationStreamTickets)
        .where(
          and(
            eq(notificationStreamTickets.userId, userId),
            isNull(notificationStreamTickets.closedAt),
            gt(notificationStreamTickets.lastSeenAt, new Date(Date.now() - staleMs)),
          ),
        );
      if ((open?.n ?? 0) >= options.maxOpen) return false;
      await tx
        .update(notificationStreamTickets)
        .set({ lastSeenAt: new Date() })
        .where(eq(notificationStreamTickets.hash, hash));
      return true;
    });
    if (!admitted) {
      throw new ApiError(
        429,
        'rate_limited',
        'Too many open notification streams. This tab will check every 30 seconds.',
      );
    }
    const seen = (values: { lastSeenAt?: Date; closedAt?: Date }) =>
      db.update(notificationStreamTickets).set(values).where(eq(notificationStreamTickets.hash, hash));

    const res = streamSSE(c, async (stream) => {
      const started = Date.now();
      let lastBeat = started;
      let version = '';
      stream.onAbort(() => void seen({ closedAt: new Date() }).catch(() => {}));
      while (!stream.aborted && !stream.closed) {
        await seen({ lastSeenAt: new Date() });
        if (!(await sessionLive(userId, sessionId))) {
          await stream.writeSSE({ event: 'end', data: 'signed_out' });
          break;
        }
        const next = await notificationsVersion(db, userId, shown);
        if (next !== version) {
          version = next;
          const list = await listNotifications(db, userId, shown);
          await stream.writeSSE({ event: 'notifications', data: JSON.stringify(list) });
        }
        if (Date.now() - started >= options.maxMs) {
          await stream.writeSSE({ event: 'end', data: 'expired' });
          break;
        }
        if (Date.now() - lastBeat >= options.heartbeatMs) {
          lastBeat = Date.now();
          await stream.write(': heartbeat\n\n');
        }
        await stream.sleep(options.pollMs);
      }
      await seen({ closedAt: new Date() });
      await stream.close();
    });
    res.headers.set('Cache-Control', 'no-store'); // private, never cached (streamSSE says no-cache)
    res.headers.set('X-Accel-Buffering', 'no'); // nginx: do not buffer the stream
    return res;
  });
}
