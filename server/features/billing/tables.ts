import { sql } from 'drizzle-orm';
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
import { BREAKER_STATUSES, INVOICE_STATUSES } from '../../../src/features/billing/contract';
import { type FailureCode, PAYMENT_STATUSES } from '../../../src/features/billing/lifecycle';
import { users } from '../auth/tables';
import { plans, subscriptions } from '../subscriptions/tables';

/**
 * The billing feature's tables: what was paid and owed (the plans and subscriptions they are for are the
 * subscriptions feature's). Money is integer pesewas everywhere (GH₵ 1.00 = 100).
 *
 * - `payments` holds one row per attempt with a unique reference; the partial unique index
 *   `payments_one_open_per_user` is the "one payment in progress per customer" lock: a second open
 *   payment cannot be inserted, whichever process or request tries.
 * - `payment_events` is append-only: every status change and every provider report, kept for audit.
 * - Deleting an account keeps its payments, invoices and their events (the books): their `user_id` becomes
 *   null and the payment's personal columns are scrubbed (anonymiseBooks in ./books.ts).
 * - `provider_breaker` keeps the server-side circuit breaker's state, shared by every process.
 * Every status a column may hold is the contract's list (src/features/billing/contract.ts), the one the API
 * answers with: a new status is added there, once.
 */

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    /** null once the customer's account is deleted: the invoice stays in the books */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    billingCycle: text('billing_cycle', { enum: ['monthly', 'yearly'] }).notNull(),
    amountPesewas: integer('amount_pesewas').notNull(),
    currency: text('currency').notNull().default('GHS'),
    /** 'void': the invoice of an attempt that failed, was cancelled or abandoned (never owed) */
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    /**
     * true for an invoice a payment attempt created for itself (no bill was owed): voided when that attempt
     * fails; false for a bill the customer owes (POST /subscriptions), which stays unpaid until paid.
     */
    forAttempt: boolean('for_attempt').notNull().default(false),
    issueDate: timestamp('issue_date', { withTimezone: true }).notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('invoices_number_key').on(t.number), index('invoices_user_idx').on(t.userId, t.issueDate)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    /** null once the customer's account is deleted: the payment stays in the books, without personal data */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the receipt's address; '' once the account is deleted */
    email: text('email').notNull(),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    billingCycle: text('billing_cycle', { enum: ['monthly', 'yearly'] }).notNull(),
    months: integer('months').notNull().default(1),
    amountPesewas: integer('amount_pesewas').notNull(),
    creditPesewas: integer('credit_pesewas').notNull().default(0),
    currency: text('currency').notNull().default('GHS'),
    channel: text('channel', { enum: ['mobile_money', 'card'] }).notNull(),
    network: text('network', { enum: ['MTN', 'VODAFONE', 'AIRTELTIGO'] }),
    phoneMasked: text('phone_masked'),
    /** the paying number, normalised (233…): where the payment's SMS confirmation goes (server/sms) */
    payerPhone: text('payer_phone'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    provider: text('provider', { enum: ['sandbox', 'paystack'] }).notNull(),
    /** the provider's transaction id (Paystack data.id) */
    providerReference: text('provider_reference'),
    accessCode: text('access_code'),
    gatewayResponse: text('gateway_response'),
    displayText: text('display_text'),
    /**
     * the network asked for a code (Paystack's send_otp: a Telecel voucher): the customer's code goes to the
     * provider's /charge/submit_otp (voucher.ts); false once the charge moved on or ended
     */
    awaitingOtp: boolean('awaiting_otp').notNull().default(false),
    /**
     * when Paystack's check pending charge (GET /charge/:reference) was last asked about this payment: at
     * most once per CHECK_PENDING_AFTER_MS (Paystack: not sooner than 10 s after a pending answer), across servers
     */
    chargeCheckedAt: timestamp('charge_checked_at', { withTimezone: true }),
    /**
     * when a customer's status poll last asked the provider's verify about this payment: at most once per
     * STATUS_CHECK_EVERY_MS (service.ts), across servers and parallel polls; the polls between answer from our books
     */
    statusCheckedAt: timestamp('status_checked_at', { withTimezone: true }),
    /** voucher codes sent to the provider for this payment (voucher.ts): at most VOUCHER_MAX_ATTEMPTS */
    otpAttempts: integer('otp_attempts').notNull().default(0),
    failureReason: text('failure_reason'),
    /** why it ended without success: one of FAILURE_CODES (src/features/billing/lifecycle.ts) */
    failureCode: text('failure_code').$type<FailureCode>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * the provider took the money after we had marked the payment failed, cancelled or abandoned: credited
     * late (exactly once) and flagged for administrators
     */
    lateSuccess: boolean('late_success').notNull().default(false),
    /**
     * a late success for an attempt the customer had replaced, when the payment that replaced it (this
     * reference) had already paid: a second charge for the same period, credited by value as every success
     * is, and flagged to the customer and administrators (settlement.ts)
     */
    duplicateOf: text('duplicate_of'),
  },
  (t) => [
    uniqueIndex('payments_reference_key').on(t.reference),
    index('payments_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payments_one_open_per_user').on(t.userId).where(sql`${t.status} in ('pending', 'processing')`),
    // analytics and reports: payments started in a period, and revenue by the day it was paid
    index('payments_created_idx').on(t.createdAt),
    index('payments_paid_idx').on(t.paidAt).where(sql`${t.status} = 'succeeded'`),
    // the administrators' list of late successes
    index('payments_late_success_idx').on(t.createdAt).where(sql`${t.lateSuccess}`),
  ],
);

/** Append-only ledger of what happened to each payment and who reported it. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** created, provider_answer, status_changed, amount_mismatch, webhook_ignored, ... */
    type: text('type').notNull(),
    /** create, poll, verify, webhook, status, sweep */
    source: text('source').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId)],
);

/** The payment provider's circuit breaker (one row per provider), shared by every server process. */
export const providerBreaker = pgTable('provider_breaker', {
  name: text('name').primaryKey(),
  state: text('state', { enum: BREAKER_STATUSES }).notNull(),
  failures: integer('failures').notNull().default(0),
  successes: integer('successes').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
