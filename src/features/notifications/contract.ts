/**
 * The contract of the notifications API (mounted at /api/notifications, the header bell and the
 * /notifications page): the notification record and its types, the list, read, read-all and clear
 * endpoints, the single-use stream ticket and the live stream's events. The server validates with it and
 * the client parses answers with it. Billing (payments) and subscriptions (reminders, standing) write
 * notifications through the server feature's one writer; the types they write are listed here.
 * Errors are `{ error, message, code }` with `code` one of NOTIFICATION_ERROR_CODES; timestamps are ISO 8601.
 */
import { z } from 'zod';
import { COMMON_ERROR_CODES, errorBodySchema } from '../../domain/apiError';
import { MESSAGE_TOPIC, type MessageKind, type MessageTopic } from '../../domain/customerMessages';

export const NOTIFICATIONS_BASE = '/api/notifications';
/**
 * The route that answers no JSON, so no table holds it (server/openapi.ts HAND_REGISTERED): the live
 * stream, server-sent events opened with `?ticket=`.
 */
export const NOTIFICATION_STREAM_PATH = '/stream';

export const NOTIFICATION_ERROR_CODES = [
  ...COMMON_ERROR_CODES,
  'auth_required',
  'invalid_token',
  'account_disabled',
  /** 404: a notification id that is not this customer's (or does not exist) */
  'notification_not_found',
  /** 401: a notification stream ticket that is unknown, used, expired or of a signed-out session */
  'invalid_ticket',
] as const;
export type NotificationErrorCode = (typeof NOTIFICATION_ERROR_CODES)[number];
export const notificationErrorBodySchema = errorBodySchema(z.enum(NOTIFICATION_ERROR_CODES));

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const NOTIFICATION_TYPES = [
  'payment_success',
  'payment_failed',
  'payment_pending',
  'service_active',
  'service_expired',
  /** before paid-until: 7, 3 and 1 day before (server/features/subscriptions/reminders.ts) */
  'renewal_reminder',
  /** the customer cancelled a scheduled plan change: its money is kept as credit */
  'plan_change_cancelled',
  /** a payment for another plan while paid up: the plan starts when the current one ends */
  'plan_change_scheduled',
  /** a second success for a period another payment had already paid (credited as extra time) */
  'payment_duplicate',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What kind of message each type is (the admin's messages log; a failed auto-renew charge is `auto_renew`, read
 * from its data there), and so which notification setting governs it in the bell: its kind's topic.
 */
export const NOTIFICATION_KIND: Readonly<Record<NotificationType, MessageKind>> = {
  payment_success: 'confirmation',
  service_active: 'confirmation',
  payment_failed: 'payment',
  payment_pending: 'payment',
  renewal_reminder: 'reminder',
  service_expired: 'standing',
  plan_change_cancelled: 'payment',
  plan_change_scheduled: 'payment',
  payment_duplicate: 'payment',
};
/** The types of each topic (Billing updates, Service updates): the bell shows none of a topic turned off. */
export function notificationTypesOf(topic: MessageTopic): NotificationType[] {
  return NOTIFICATION_TYPES.filter((t) => MESSAGE_TOPIC[NOTIFICATION_KIND[t]] === topic);
}

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  timestamp: z.string(),
  isRead: z.boolean(),
});
export type NotificationRecord = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = envelope(
  z.object({ notifications: z.array(notificationSchema), unread_count: z.number().int() }),
);
export const notificationResponseSchema = envelope(z.object({ notification: notificationSchema }));

/** POST /read-all and DELETE (clear): how many notifications changed. */
export const readAllResponseSchema = envelope(z.object({ updated: z.number().int() }));

/** POST /api/notifications/stream-ticket: a single-use ticket for GET /api/notifications/stream (EventSource sends no header). */
export const streamTicketResponseSchema = envelope(
  z.object({ ticket: z.string().regex(/^[A-Za-z0-9_-]{43}$/), expires_in: z.number().int().positive() }),
);
/** The stream's `notifications` event: the whole kept list each time it changes. */
export const notificationsStreamEventSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.number().int(),
});
/** The stream's `end` event: why the server closed it (the client reconnects with a new ticket, or stops). */
export const streamEndReasonSchema = z.enum(['signed_out', 'expired']);

interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  auth: boolean;
  status: 200 | 201;
  response: z.ZodType;
  errors: readonly NotificationErrorCode[];
}

const BEARER_ERRORS = ['auth_required', 'invalid_token', 'account_disabled', 'rate_limited', 'internal'] as const;

/** Paths under /api/notifications (the header bell). */
export const notificationEndpoints = {
  list: {
    method: 'GET',
    path: '',
    auth: true,
    status: 200,
    response: notificationsResponseSchema,
    errors: [...BEARER_ERRORS],
  },
  read: {
    method: 'POST',
    path: '/:id/read',
    auth: true,
    status: 200,
    response: notificationResponseSchema,
    errors: [...BEARER_ERRORS, 'notification_not_found'],
  },
  readAll: {
    method: 'POST',
    path: '/read-all',
    auth: true,
    status: 200,
    response: readAllResponseSchema,
    errors: [...BEARER_ERRORS],
  },
  clear: {
    method: 'DELETE',
    path: '',
    auth: true,
    status: 200,
    response: readAllResponseSchema,
    errors: [...BEARER_ERRORS],
  },
  streamTicket: {
    method: 'POST',
    path: '/stream-ticket',
    auth: true,
    status: 201,
    response: streamTicketResponseSchema,
    errors: [...BEARER_ERRORS],
  },
} as const satisfies Record<string, Endpoint>;
