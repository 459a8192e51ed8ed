import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The public site's tables: the contact inbox (both contact forms; the admin area reads it) and the
 * first-party analytics events (no client address is ever stored).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    /** 'home' or 'contact': which form it came from */
    form: text('form', { enum: ['home', 'contact'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    subject: text('subject').notNull(),
    serviceType: text('service_type'),
    message: text('message').notNull(),
    /** 'new' until the admin area handles it */
    status: text('status', { enum: ['new', 'read', 'answered'] })
      .notNull()
      .default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt), index('contact_messages_email_idx').on(t.email)],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** the browser session's random id (not tied to an address) */
    sessionId: text('session_id').notNull(),
    /** the signed-in user's id when the event says so */
    userId: text('user_id'),
    properties: jsonb('properties').notNull(),
    /** when it happened, as the browser says */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('analytics_events_name_idx').on(t.name, t.occurredAt)],
);
