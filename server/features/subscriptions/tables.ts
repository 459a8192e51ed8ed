import {
  boolean,
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
import { SUBSCRIPTION_STATUSES } from '../../../src/features/billing/contract';
import { SERVICE_EVENT_TYPES } from '../../../src/features/subscriptions/contract';
import { users } from '../auth/tables';

/** The plans a customer subscribes to: seeded from src/domain/plans.ts on start (upsert by id, seed.ts), never edited by hand. */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  family: text('family', { enum: ['packages', 'residential'] }).notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  priceMonthly: integer('price_monthly').notNull(),
  priceYearly: integer('price_yearly').notNull(),
  speedMbps: integer('speed_mbps').notNull(),
  dataCapGb: integer('data_cap_gb').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  badge: text('badge'),
  audience: text('audience').notNull(),
  currency: text('currency').notNull().default('GHS'),
  paymentMethodsSupported: jsonb('payment_methods_supported').$type<string[]>().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One subscription per customer: created by the first payment (or POST /subscriptions), then extended.
 * Two segments of paid time (subscriptions.ts): the current plan (`plan_id`, `billing_cycle`) paid until
 * `next_billing_date`, and at most one scheduled plan (`next_plan_id`, `next_billing_cycle`) paid until
 * `next_paid_until`, which starts when the current paid time ends. Paid-until, the one date every screen
 * shows, is `next_paid_until` when a change is scheduled, else `next_billing_date`.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    billingCycle: text('billing_cycle', { enum: ['monthly', 'yearly'] }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    nextBillingDate: timestamp('next_billing_date', { withTimezone: true }),
    /** the customer's choice (off unless they turned it on): the day before paid-until the server charges the number last paid with */
    autoRenew: boolean('auto_renew').notNull().default(false),
    creditPesewas: integer('credit_pesewas').notNull().default(0),
    /** the scheduled plan change (null: none): it starts at next_billing_date and is paid until next_paid_until */
    nextPlanId: text('next_plan_id').references(() => plans.id),
    nextBillingCycle: text('next_billing_cycle', { enum: ['monthly', 'yearly'] }),
    nextPaidUntil: timestamp('next_paid_until', { withTimezone: true }),
    /**
     * What the scheduled plan's paid time cost (the price parts of the payments that bought it, or what of a
     * payment's value bought its days): cancelling the change turns this into credit, never more.
     */
    nextPaidPesewas: integer('next_paid_pesewas').notNull().default(0),
    /**
     * A promise to pay (docs/product-rules.md "Standing changes"): the paid-until it was made for and its days
     * (1 to 3), which move that period's suspension; one per period, so a new paid-until ends it.
     */
    promiseFor: timestamp('promise_for', { withTimezone: true }),
    promiseDays: integer('promise_days').notNull().default(0),
    promisedAt: timestamp('promised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('subscriptions_user_key').on(t.userId)],
);

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
