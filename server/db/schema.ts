import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MESSAGE_KINDS } from '../../src/domain/customerMessages';

/**
 * Server-held secrets generated on first start (e.g. the token signing key), so no secret
 * lives in the repository or has to be configured for local runs.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failed sign-ins and other rate-limited events, keyed by 'login:account:<id>', 'login:ip:<addr>', ... */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_events_key_at_idx').on(t.key, t.at)],
);

/** Mail written instead of sent (no SMTP_URL); readable by admins at /api/admin/outbox outside production. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);

/**
 * Text messages (server/sms): every SMS the server means to send, queued in the transaction that decided
 * it and sent by the dispatcher (server/sms/dispatcher.ts) with retries. With the outbox sender (the default
 * outside production, or production without SMS credentials) nothing leaves the server: the row is `kept`,
 * readable by administrators at /api/admin/sms-outbox outside production. `payment_id` is unique: a payment
 * queues its confirmation once, whoever settled it. `to` is the number in international form (233…).
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    /** what the message is about: the payment it confirms (one SMS per payment) */
    paymentId: uuid('payment_id'),
    userId: uuid('user_id'),
    /** what kind of message it is (the admin's messages log): a payment's confirmation, a reminder... */
    kind: text('kind', { enum: MESSAGE_KINDS }),
    to: text('to').notNull(),
    text: text('text').notNull(),
    /** queued (waiting for its next attempt), sent, kept (the outbox sender), failed (attempts used up) */
    status: text('status', { enum: ['queued', 'sent', 'kept', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** when the dispatcher may (next) try it; also a claim's lease while an attempt runs */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    /** who took it: outbox or arkesel, and the provider's message id */
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sms_outbox_payment_key').on(t.paymentId),
    index('sms_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('sms_outbox_to_idx').on(t.to),
    index('sms_outbox_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Each mail about a customer's service (a receipt, a reminder, a standing change, a missed auto-renew): what
 * was sent to whom and whether the mailer took it, for the admin's messages log. The subject only, never the
 * body (it holds renewal links). Other mail (sign-in, verification) is not logged here.
 */
export const mailLog = pgTable(
  'mail_log',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
    subject: text('subject').notNull(),
    /** sent (the SMTP server took it), kept (the outbox mailer), failed (the mailer threw) */
    status: text('status', { enum: ['sent', 'kept', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mail_log_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The server's audit log (server/audit/log.ts writes it; nothing edits it). `userId` is whose trail the
 * entry belongs to (the account signed in, paid, or was acted on); `actorId` who did it (the same user,
 * an administrator, or nobody for an unknown address). `details` holds the before/after of admin actions.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id'),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    category: text('category', { enum: ['auth', 'user', 'system'] }).notNull(),
    level: text('level', { enum: ['info', 'warn', 'error'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    details: jsonb('details').notNull().default({}),
  },
  (t) => [index('audit_log_user_at_idx').on(t.userId, t.at), index('audit_log_at_idx').on(t.at)],
);

/**
 * The installation's system settings (src/domain/systemSettings.ts), one row (`id` 'system') written by the
 * admin console and read where the server applies them (sign-in, refresh, registration). No row: defaults.
 */
export const systemSettings = pgTable('system_settings', {
  id: text('id').primaryKey(),
  values: jsonb('values').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: uuid('updated_by'),
});

/**
 * The application's clock (server/system/clock.ts): how far a non-production installation's time is moved
 * ahead of the real one by its test clock. One row (`id` 1); no row: not moved. Every server reads it, so all
 * follow one clock; a production server never reads it.
 */
export const appClock = pgTable('app_clock', {
  id: integer('id').primaryKey(),
  offsetSeconds: bigint('offset_seconds', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: uuid('updated_by'),
});
