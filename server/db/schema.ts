import { index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
