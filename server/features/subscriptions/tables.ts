import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SERVICE_EVENT_TYPES } from '../../../src/features/subscriptions/contract';
import { users } from '../auth';
import { subscriptions } from '../billing';

/**
 * Each reminder sent before a subscription's paid-until: one row per subscription, period (the paid-until it
 * is about) and offset (7, 3, 1 days before), unique, so a reminder goes once per period however many
 * servers run the job and however often; the row is written in the transaction that queues its messages.
 */
export const subscriptionReminders = pgTable(
  'subscription_reminders',
  {
    id: serial('id').primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    daysBefore: integer('days_before').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('subscription_reminders_once').on(t.subscriptionId, t.periodEnd, t.daysBefore)],
);

/**
 * Each standing change a customer was told of (grace, suspended, terminated): one row per subscription,
 * period (the paid-until that passed) and standing, unique, written in the transaction that queues the
 * messages, so each goes once per period however many servers run the job.
 */
export const standingNotices = pgTable(
  'standing_notices',
  {
    id: serial('id').primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    standing: text('standing', { enum: ['grace_period', 'suspended', 'terminated'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('standing_notices_once').on(t.subscriptionId, t.periodEnd, t.standing)],
);

export type ServiceEventType = (typeof SERVICE_EVENT_TYPES)[number];

/**
 * What the network side must do (docs/operations.md "Service events"): each start, renewal, suspension,
 * restoration and termination of a customer's service, in order, with the plan and paid-until. `key` makes
 * each one once (a payment's id, or the subscription, period and standing). Delivered to SERVICE_EVENTS_URL
 * by the scheduler when it is set (`delivered_at`).
 */
export const serviceEvents = pgTable(
  'service_events',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: SERVICE_EVENT_TYPES }).notNull(),
    planId: text('plan_id').notNull(),
    paidUntil: timestamp('paid_until', { withTimezone: true }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** when its delivery job was enqueued (null: not yet; SERVICE_EVENTS_URL unset leaves it null) */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('service_events_key').on(t.key), index('service_events_user').on(t.userId, t.id)],
);

/**
 * Each automatic renewal tried (auto-renew on): one row per subscription and period (the paid-until it would
 * extend), unique, so a period gets one automatic attempt however many servers run the job. `paymentId` is
 * the charge started (null: none could be, e.g. no number was ever paid with); `outcome` is written once the
 * payment ended: paid, or not (then the customer got the renewal link instead).
 */
export const autoRenewals = pgTable(
  'auto_renewals',
  {
    id: serial('id').primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    paymentId: uuid('payment_id'),
    outcome: text('outcome', { enum: ['paid', 'not_paid'] }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auto_renewals_once').on(t.subscriptionId, t.periodEnd)],
);
