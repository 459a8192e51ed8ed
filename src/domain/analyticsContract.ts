/**
 * The contract of POST /api/events (first-party analytics): a batch of events from one browser
 * session. The server stores name, session, user id, properties and time, never the client address.
 * 202 `{ accepted }`; 400 with field messages for a bad batch; 429 when one address sends too much.
 */
import { z } from 'zod';
import { ANALYTICS_EVENTS, EVENTS_LIMITS } from './analyticsEvents';

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
