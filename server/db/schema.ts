import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
