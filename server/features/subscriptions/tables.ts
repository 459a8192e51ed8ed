import { integer, pgTable, serial, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
