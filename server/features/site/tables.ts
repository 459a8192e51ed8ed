import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A contact message's place in the admin area's support inbox (the old 'read' became 'in_progress'). */
export const CONTACT_MESSAGE_STATUSES = ['new', 'in_progress', 'answered'] as const;

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
    /** 'new' until an admin takes it up (in_progress), 'answered' once a reply was mailed */
    status: text('status', { enum: CONTACT_MESSAGE_STATUSES }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** when an admin last changed it (the assignee and replies live in the admin feature's tables) */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_email_idx').on(t.email),
    index('contact_messages_status_idx').on(t.status, t.createdAt),
  ],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** the browser session's random id (not tied to an address) */
    sessionId: text('session_id').notNull(),
    /** the signed-in user's id, from the batch's bearer token (never from what the batch says) */
    userId: text('user_id'),
    properties: jsonb('properties').notNull(),
    /** when the server received it (the browser's own time stays a property: it cannot be trusted) */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('analytics_events_name_idx').on(t.name, t.occurredAt)],
);
