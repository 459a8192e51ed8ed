/**
 * The public site's API: POST /api/contact (the contact inbox) and POST /api/events (first-party
 * analytics). Bodies are read with the contracts' schemas; errors are ApiErrors with a code.
 */
import { type Context, Hono } from 'hono';
import { type EventsRequest, eventsRequestSchema } from '../../../src/domain/analyticsContract';
import { EVENTS_LIMITS } from '../../../src/domain/analyticsEvents';
import { brand } from '../../../src/domain/brand';
import { controlCharacterPath } from '../../../src/domain/text';
import { type ContactMessage, type ContactResponse, contactRequestSchema } from '../../../src/features/site/contract';
import { CONTACT_MESSAGES as m } from '../../../src/features/site/messages';
import { contactMailBody, subjectLabel } from '../../../src/features/site/rules';
import type { Db } from '../../db/client';
import { type RateRule, rateLimiter } from '../../db/rateLimit';
import { bodyLimit } from '../../http/bodyLimit';
import { ApiError, bodyTooLarge, errorResponse, INVALID_BODY, readJson } from '../../http/errors';
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
  /** event batches per client address per minute */
  eventBatchesPerAddress: 30,
  eventsWindowMs: MINUTE,
  contactBodyBytes: 32 * 1024,
} as const;

export interface SiteDeps {
  db: Db;
  clock: () => Date;
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

/** The mail to the services mailbox (spec §7: subject 'New Contact Form Message: {subject}'). */
export function contactMail(message: ContactMessage, id: number) {
  const text = `${contactMailBody(message)}\n\nForm: ${message.form === 'home' ? 'home page' : 'contact page'} (inbox #${id})`;
  return { to: brand.emails.services, subject: m.mailSubject(subjectLabel(message.subject)), text };
}

/** Reads the events body: sendBeacon may send it as text/plain, so the type is not required to be JSON. */
async function readEvents(c: Context): Promise<EventsRequest> {
  const type = c.req.header('content-type') ?? '';
  if (type && !/^(application\/json|text\/plain)\s*(;|$)/i.test(type)) {
    throw new ApiError(415, 'unsupported_media_type', 'Content-Type must be application/json or text/plain');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, 'invalid_body', INVALID_BODY);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || controlCharacterPath(raw)) {
    throw new ApiError(400, 'invalid_body', INVALID_BODY);
  }
  const parsed = eventsRequestSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
    throw new ApiError(400, 'validation_failed', issues[0]?.message ?? INVALID_BODY, { issues });
  }
  return parsed.data;
}

export function siteRoutes(deps: SiteDeps) {
  const { db, clock, mailer } = deps;
  const limiter = rateLimiter(db, clock);
  const app = new Hono();

  app.post(
    '/contact',
    bodyLimit({ maxSize: sitePolicy.contactBodyBytes, onError: (c) => errorResponse(c, bodyTooLarge()) }),
    async (c) => {
      const message = await readJson(c, contactRequestSchema);
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
      const body: ContactResponse = { id, receivedAt: now.toISOString(), message: m.received };
      return c.json(body, 201);
    },
  );

  app.post(
    '/events',
    bodyLimit({ maxSize: EVENTS_LIMITS.bodyBytes, onError: (c) => errorResponse(c, bodyTooLarge()) }),
    async (c) => {
      const batch = await readEvents(c);
      const ticket = await limiter.consume([
        {
          key: `events:ip:${deps.clientIp(c)}`,
          limit: sitePolicy.eventBatchesPerAddress,
          windowMs: sitePolicy.eventsWindowMs,
        },
      ]);
      if (ticket.limited) throw tooMany('Too many events', ticket.retryAfterSeconds);
      const receivedAt = clock();
      await db.insert(analyticsEvents).values(
        batch.events.map((event) => {
          const userId = event.properties.user_id;
          return {
            name: event.name,
            sessionId: batch.sessionId,
            userId: typeof userId === 'string' && userId ? userId : null,
            properties: event.properties,
            occurredAt: new Date(event.timestamp),
            receivedAt,
          };
        }),
      );
      return c.json({ accepted: batch.events.length }, 202);
    },
  );

  return app;
}
