/**
 * The two writes on every mobile money payment's way, each one statement (one round trip): a new payment
 * with its invoice and its 'created' event (paymentStart.ts), and its move to processing with the
 * provider's answer and the 'status_changed' event (settlement.ts). Data-modifying CTEs: the statement
 * succeeds or fails as a whole (a refused payment leaves no invoice), and the foreign keys between its
 * rows are checked at its end, when they all exist. Also the claims that keep the provider from being asked
 * too often, each one conditional UPDATE (a turn to ask it, a voucher attempt), so they hold across parallel
 * requests and several servers.
 */
import { and, type Column, desc, eq, getTableColumns, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import {
  LATE_SUCCESS_FROM,
  movableTo,
  OPEN_PAYMENT_STATUSES,
  type PaymentStatus,
} from '../../../src/features/billing/lifecycle';
import type { Db } from '../../db/client';
import { subscriptionIdOf } from '../subscriptions';
import { invoiceRow, type NewInvoice } from './invoices';
import type { PaymentRow, Source, Tx } from './paymentRecords';
import { invoices, paymentEvents, payments } from './tables';

type NewPaymentRow = typeof payments.$inferInsert & { id: string; userId: string; createdAt: Date };

/** The customer's subscription, read by the statement itself (a sweep just before may have created it). */
const subscriptionOf = subscriptionIdOf;

/** A parameter cast to its column's type (an INSERT ... SELECT does not type its parameters itself). */
function typedParam(column: Column, value: unknown): SQL {
  return sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`;
}

/**
 * Insert a pending payment and its 'created' event in one statement. Without `invoiceId` it pays the
 * customer's newest unpaid (or overdue) invoice of that plan, cycle and amount, or an invoice it creates
 * for itself (`for_attempt`) when there is none. The partial unique index payments_one_open_per_user
 * refuses a second open payment: the whole statement fails (a unique violation), its invoice with it.
 */
export async function insertPaymentStatement(
  db: Db,
  payment: NewPaymentRow,
  invoice: { invoiceId: string } | { owed: Omit<NewInvoice, 'subscriptionId' | 'forAttempt'> },
): Promise<PaymentRow> {
  const at = payment.createdAt;
  const created = db.$with('created_event').as(
    db
      .insert(paymentEvents)
      .values({
        paymentId: payment.id,
        type: 'created',
        source: 'create' satisfies Source,
        toStatus: 'pending',
        detail: { amount: payment.amountPesewas, channel: payment.channel },
        createdAt: at,
      })
      .returning({ id: paymentEvents.id }),
  );
  const subscriptionId = subscriptionOf(payment.userId);
  if ('invoiceId' in invoice) {
    return returned(
      await db
        .with(created)
        .insert(payments)
        .values({ ...payment, invoiceId: invoice.invoiceId, subscriptionId })
        .returning(),
    );
  }
  const { owed } = invoice;
  const found = db.$with('unpaid_invoice').as(
    db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.userId, owed.userId),
          eq(invoices.planId, owed.planId),
          eq(invoices.billingCycle, owed.cycle),
          eq(invoices.amountPesewas, owed.amount),
          inArray(invoices.status, ['unpaid', 'overdue']),
        ),
      )
      .orderBy(desc(invoices.issueDate))
      .limit(1),
  );
  const columns = getTableColumns(invoices);
  const row = Object.entries(invoiceRow(at, { ...owed, subscriptionId: null, forAttempt: true })) as [
    keyof typeof columns,
    unknown,
  ][];
  const names = sql.join(
    row.map(([key]) => sql.identifier(columns[key].name)),
    sql`, `,
  );
  const values = sql.join(
    row.map(([key, value]) => (key === 'subscriptionId' ? subscriptionId : typedParam(columns[key], value))),
    sql`, `,
  );
  const ownInvoice = db.$with('own_invoice', { id: invoices.id }).as(
    sql`insert into ${invoices} (${names}) select ${values}
      where not exists (select 1 from ${found}) returning ${sql.identifier(columns.id.name)}`,
  );
  return returned(
    await db
      .with(found, ownInvoice, created)
      .insert(payments)
      .values({
        ...payment,
        invoiceId: sql`coalesce((select ${found.id} from ${found}), (select ${ownInvoice.id} from ${ownInvoice}))`,
        subscriptionId,
      })
      .returning(),
  );
}

function returned(rows: PaymentRow[]): PaymentRow {
  const [row] = rows;
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

const json = (value: Record<string, unknown> | null) => (value === null ? null : JSON.stringify(value));

/**
 * Move a pending payment to processing, once (UPDATE ... WHERE status IN movableTo('processing')
 * RETURNING), with its 'status_changed' event, and the provider's answer to the charge as a
 * 'provider_answer' event before it (written whether or not this call moves the payment: someone else
 * may have settled it first). One statement; undefined when the payment was not pending.
 */
export async function moveToProcessing(
  tx: Tx,
  paymentId: string,
  change: { display: string | null; providerId: string | null; awaitingOtp: boolean; at: Date },
  events: { source: Source; detail: Record<string, unknown> | null; answer?: Record<string, unknown> },
): Promise<PaymentRow | undefined> {
  const moved = tx.$with('moved').as(
    tx
      .update(payments)
      .set({
        status: 'processing',
        displayText: change.display,
        awaitingOtp: change.awaitingOtp,
        providerReference: change.providerId ?? sql`${payments.providerReference}`,
        updatedAt: change.at,
      })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, movableTo('processing'))))
      .returning(),
  );
  const at = change.at.toISOString();
  // One INSERT ... SELECT with UNION ALL: its rows, and so their ids, come in this order.
  const answer = events.answer
    ? sql`select ${paymentId}::uuid, 'provider_answer'::text, ${events.source}::text, null::text, null::text,
        ${json(events.answer)}::jsonb, ${at}::timestamptz union all `
    : sql``;
  const written = tx.$with('moved_events', { id: paymentEvents.id }).as(
    sql`insert into ${paymentEvents} (payment_id, type, source, from_status, to_status, detail, created_at)
      ${answer}select ${moved.id}, 'status_changed'::text, ${events.source}::text, 'pending'::text, 'processing'::text,
        ${json(events.detail)}::jsonb, ${at}::timestamptz from ${moved}
      returning ${sql.identifier('id')}`,
  );
  const [row] = await tx.with(moved, written).select().from(moved);
  return row;
}

/**
 * A processing payment's wait changes kind: the network asks for a code (Paystack's send_otp, again or
 * after a prompt), or the code was taken and the approval goes on without one. One conditional UPDATE
 * (only while processing: an ended payment is left alone); undefined when nothing was processing.
 */
export async function updateWait(
  db: Db,
  paymentId: string,
  change: { display: string | null; awaitingOtp: boolean; at: Date },
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ displayText: change.display, awaitingOtp: change.awaitingOtp, updatedAt: change.at })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'processing')))
    .returning();
  return row;
}

/**
 * Claim this payment's turn to ask the provider one of the questions asked at most once per interval: a
 * conditional UPDATE of the column that says when it was last asked, so parallel requests and several
 * servers ask once. `statuses`: what the payment may be in; `afterCreation`: not sooner than `everyMs`
 * after the payment was created either. True when this request may ask.
 */
async function claimTurn(
  db: Db,
  paymentId: string,
  turn: {
    column: 'chargeCheckedAt' | 'statusCheckedAt';
    at: Date;
    everyMs: number;
    statuses: readonly PaymentStatus[];
    afterCreation: boolean;
  },
): Promise<boolean> {
  const before = new Date(turn.at.getTime() - turn.everyMs);
  const column = payments[turn.column];
  const [row] = await db
    .update(payments)
    .set({ [turn.column]: turn.at })
    .where(
      and(
        eq(payments.id, paymentId),
        inArray(payments.status, [...turn.statuses]),
        turn.afterCreation ? lte(payments.createdAt, before) : undefined,
        or(isNull(column), lte(column, before)),
      ),
    )
    .returning({ id: payments.id });
  return row !== undefined;
}

/**
 * Claim this payment's turn to ask Paystack's check pending charge: at most once per `everyMs` and not
 * sooner than `everyMs` after the payment was created (Paystack: no sooner than 10 s after a pending
 * answer). True when this request may ask.
 */
export function claimChargeCheck(db: Db, paymentId: string, at: Date, everyMs: number): Promise<boolean> {
  return claimTurn(db, paymentId, {
    column: 'chargeCheckedAt',
    at,
    everyMs,
    statuses: OPEN_PAYMENT_STATUSES,
    afterCreation: true,
  });
}

/**
 * Claim a status poll's turn to ask the provider's verify about this payment: at most once per `everyMs`
 * (the first poll may ask at once). Any payment but a succeeded one (a given-up one is asked about a late
 * success). True when this request may ask.
 */
export function claimStatusCheck(db: Db, paymentId: string, at: Date, everyMs: number): Promise<boolean> {
  return claimTurn(db, paymentId, {
    column: 'statusCheckedAt',
    at,
    everyMs,
    statuses: [...OPEN_PAYMENT_STATUSES, ...LATE_SUCCESS_FROM],
    afterCreation: false,
  });
}

/**
 * Take one of a payment's voucher attempts (at most `max`): one conditional UPDATE, so parallel
 * submissions cannot take more. The attempt number taken (1..max), or null when none is left or the
 * payment is no longer waiting for a code.
 */
export async function takeVoucherAttempt(db: Db, paymentId: string, max: number, at: Date): Promise<number | null> {
  const [row] = await db
    .update(payments)
    .set({ otpAttempts: sql`${payments.otpAttempts} + 1`, updatedAt: at })
    .where(
      and(
        eq(payments.id, paymentId),
        inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
        eq(payments.awaitingOtp, true),
        lt(payments.otpAttempts, max),
      ),
    )
    .returning({ attempts: payments.otpAttempts });
  return row ? row.attempts : null;
}

/** Give a voucher attempt back: the code never reached a provider that could judge it. */
export async function returnVoucherAttempt(db: Db, paymentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ otpAttempts: sql`greatest(${payments.otpAttempts} - 1, 0)` })
    .where(eq(payments.id, paymentId));
}
