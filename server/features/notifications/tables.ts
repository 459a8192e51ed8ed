/**
 * The notifications feature's tables: the bell's notifications (the 50 newest per customer) and the
 * single-use tickets of its live stream.
 */
import { boolean, index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '../../../src/features/notifications/contract';
import { users } from '../auth/tables';

/** In-app notifications per customer (the header bell); the 50 newest are kept. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** insertion order: notifications written in one transaction share a timestamp */
    seq: serial('seq').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Single-use tickets for the notification stream (GET /api/notifications/stream?ticket=): EventSource
 * cannot send the bearer header, so the client trades its bearer for a ticket that lives 30 s and
 * opens one stream. Only the SHA-256 of the ticket is stored; the session it came from is kept so
 * the stream ends when that session is signed out. A used ticket row also tracks its open stream
 * (last_seen_at, closed_at), so open streams per customer can be counted across app servers.
 */
export const notificationStreamTickets = pgTable(
  'notification_stream_tickets',
  {
    hash: text('hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** the stream this ticket opened: last alive (wall clock) and when it closed */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_stream_tickets_expiry_idx').on(t.expiresAt),
    index('notification_stream_tickets_user_idx').on(t.userId),
  ],
);
