/**
 * The contract of POST /api/events (first-party analytics): a batch of events from one browser
 * session. The server stores name, session, user id, properties and time, never the client address.
 * 202 `{ accepted }`; 400 with field messages for a bad batch; 429 when one address sends too much.
 *
 * The endpoint is declared here (`eventsEndpoint`) rather than in the site feature's contract because its
 * batches are the domain's (src/services/analytics.ts builds them, and shared code imports no feature); the
 * site's endpoint table (src/features/site/contract.ts) lists it, and the site's server mounts it from there.
 */
import { z } from 'zod';
import { ANALYTICS_EVENTS, EVENTS_LIMITS, EVENTS_PATH } from './analyticsEvents';
import { BODY_ERROR_CODES } from './apiError';

const value = z.union([z.string().max(EVENTS_LIMITS.valueLength), z.number().finite(), z.boolean(), z.null()]);

export const analyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENTS),
  /** ISO time the event happened */
  timestamp: z.iso.datetime({ offset: true }),
  properties: z
    .record(z.string().max(64), value)
    .refine((p) => Object.keys(p).length <= EVENTS_LIMITS.properties, 'Too many properties'),
});

export const eventsRequestSchema = z.object({
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'sessionId must be 8 to 64 letters, digits, - or _'),
  events: z.array(analyticsEventSchema).min(1, 'events must not be empty').max(EVENTS_LIMITS.batch),
});
export type EventsRequest = z.infer<typeof eventsRequestSchema>;
export type AnalyticsEventBody = z.infer<typeof analyticsEventSchema>;

export const eventsResponseSchema = z.object({ accepted: z.number().int().nonnegative() });

/** POST /api/events (under PUBLIC_API_BASE): anyone may send (an event's user comes from a bearer token when there is one). */
export const eventsEndpoint = {
  method: 'POST',
  path: EVENTS_PATH,
  auth: false,
  request: eventsRequestSchema,
  /** sendBeacon sends its body as text/plain */
  textPlain: true,
  status: 202,
  response: eventsResponseSchema,
  errors: [...BODY_ERROR_CODES, 'rate_limited', 'internal'],
} as const;
