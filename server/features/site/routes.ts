/**
 * The public site's API: POST /api/contact (the contact inbox) and POST /api/events (first-party
 * analytics), mounted from the site's endpoint table (`siteEndpoints`, src/features/site/contract.ts):
 * bodies are read with its schemas, answers typed and checked against them; errors are ApiErrors with a code.
 */
import { type Context, Hono } from 'hono';
import { EVENTS_LIMITS } from '../../../src/domain/analyticsEvents';
import { brand } from '../../../src/domain/brand';
import { type ContactMessage, siteEndpoints } from '../../../src/features/site/contract';
import { CONTACT_MESSAGES as m } from '../../../src/features/site/messages';
import { contactMailBody, subjectLabel } from '../../../src/features/site/rules';
import type { Db } from '../../db/client';
import { type RateRule, rateLimiter } from '../../db/rateLimit';
import { bodyLimit } from '../../http/bodyLimit';
import { route } from '../../http/contractRoute';
import { ApiError, bodyTooLarge, errorResponse } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { analyticsEvents, contactMessages } from './tables';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Limits of the site API (ours: the spec is silent). */
export const sitePolicy = {
  /** contact messages per client address per hour, and per sender email per hour */
  contactPerAddress: 5,
  contactPerEmail: 3,
  contactWindowMs: HOUR,
  /**
   * Event batches (up to 50 events each) anyone may write, without signing in. A browser's tab sends at
   * most one batch per 5-second flush (src/services/analytics.ts: 12 a minute, fewer when nothing
   * happened), so 20 a minute per address leaves room for a second tab or a neighbour behind the same
   * address (mobile carriers share addresses), and 240 an hour is a tab active all hour long with room to
   * spare. The total across all addresses bounds what many addresses together can write: 600 a minute is
   * about 100 visitors active at once, above this site's traffic; past it, events are refused (lost
   * analytics, never a lost page).
   */
  eventBatchesPerAddress: 20,
  eventsWindowMs: MINUTE,
  eventBatchesPerAddressPerHour: 240,
  eventsHourWindowMs: HOUR,
  eventBatchesInTotal: 600,
  contactBodyBytes: 32 * 1024,
} as const;

export interface SiteDeps {
  db: Db;
  clock: () => Date;
  /** the user a request's bearer token proves, else null: the only source of an event's user id */
  userIdOf: (c: Context) => Promise<string | null>;
  mailer: Mailer;
  clientIp: (c: Context) => string;
  background: (task: () => Promise<void>) => void;
}

function tooMany(message: string, retryAfterSeconds: number) {
  return new ApiError(429, 'rate_limited', message, { headers: { 'Retry-After': String(retryAfterSeconds) } });
}

export function contactRules(ip: string, email: string): RateRule[] {
  return [
    { key: `contact:ip:${ip}`, limit: sitePolicy.contactPerAddress, windowMs: sitePolicy.contactWindowMs },
    {
      key: `contact:email:${email.toLowerCase()}`,
      limit: sitePolicy.contactPerEmail,
      windowMs: sitePolicy.contactWindowMs,
    },
  ];
}

/** The rate rules of one events batch: per address (a minute and an hour) and across all addresses. */
export function eventRules(ip: string): RateRule[] {
  return [
    { key: `events:ip:${ip}`, limit: sitePolicy.eventBatchesPerAddress, windowMs: sitePolicy.eventsWindowMs },
    {
      key: `events:ip-hour:${ip}`,
      limit: sitePolicy.eventBatchesPerAddressPerHour,
      windowMs: sitePolicy.eventsHourWindowMs,
    },
    { key: 'events:all', limit: sitePolicy.eventBatchesInTotal, windowMs: sitePolicy.eventsWindowMs },
  ];
}

/** The mail to the services mailbox (spec §7: subject 'New Contact Form Message: {subject}'). */
export function contactMail(message: ContactMessage, id: number) {
  const text = `${contactMailBody(message)}\n\nForm: ${message.form === 'home' ? 'home page' : 'contact page'} (inbox #${id})`;
  return { to: brand.emails.services, subject: m.mailSubject(subjectLabel(message.subject)), text };
}

export function siteRoutes(deps: SiteDeps) {
  const { db, clock, mailer } = deps;
  const limiter = rateLimiter(db, clock);
  const app = new Hono();

  app.use(
    siteEndpoints.contact.path,
    bodyLimit({ maxSize: sitePolicy.contactBodyBytes, onError: (c) => errorResponse(c, bodyTooLarge()) }),
  );
  route(app, siteEndpoints.contact, async (c, { body: message }) => {
    const ticket = await limiter.consume(contactRules(deps.clientIp(c), message.email));
    if (ticket.limited) throw tooMany(m.rateLimited, ticket.retryAfterSeconds);
    const now = clock();
    const [row] = await db
      .insert(contactMessages)
      .values({
        form: message.form,
        name: message.name,
        email: message.email,
        phone: message.phone || null,
        company: message.company || null,
        subject: message.subject,
        serviceType: message.form === 'contact' ? message.serviceType : null,
        message: message.message,
        createdAt: now,
      })
      .returning({ id: contactMessages.id });
    const id = row?.id ?? 0;
    // Stored first: the inbox has it even when the mail fails; the mail goes out after the answer.
    deps.background(() => mailer.send(contactMail(message, id)));
    return { id, receivedAt: now.toISOString(), message: m.received };
  });

  app.use(
    siteEndpoints.events.path,
    bodyLimit({ maxSize: EVENTS_LIMITS.bodyBytes, onError: (c) => errorResponse(c, bodyTooLarge()) }),
  );
  // sendBeacon sends its body as text/plain: the endpoint is declared `textPlain`.
  route(app, siteEndpoints.events, async (c, { body: batch }) => {
    const ticket = await limiter.consume(eventRules(deps.clientIp(c)));
    if (ticket.limited) throw tooMany('Too many events', ticket.retryAfterSeconds);
    const userId = await deps.userIdOf(c);
    // The server's time, not the batch's `timestamp`: the dashboard's page views and funnel count by it,
    // and a caller could otherwise file events under any day. (The browser's own time, which the client
    // also sends as properties.timestamp, stays among the properties: a bounded detail nothing counts by.)
    const receivedAt = clock();
    await db.insert(analyticsEvents).values(
      batch.events.map((event) => {
        // What the caller says the user is (properties.user_id) is not kept: only the token says who.
        const { user_id: _claimed, ...properties } = event.properties;
        return {
          name: event.name,
          sessionId: batch.sessionId,
          userId,
          properties,
          occurredAt: receivedAt,
          receivedAt,
        };
      }),
    );
    return { accepted: batch.events.length };
  });

  return app;
}
