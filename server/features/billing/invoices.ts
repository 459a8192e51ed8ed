/**
 * Writing invoices. A bill the customer owes (POST /subscriptions) stays until paid; the invoice a payment
 * attempt creates for itself (`for_attempt`) is voided when that attempt fails, is cancelled or abandoned,
 * in the attempt's own transaction: it was never owed (docs/product-rules.md "Failed attempts"). A late
 * success marks even a void one paid.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { BillingCycle } from '../../../src/domain/plans';
import { invoiceNumber } from '../../../src/features/billing/rules';
import type { Db } from '../../db/client';
import { invoices } from './tables';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NewInvoice {
  userId: string;
  subscriptionId: string | null;
  planId: string;
  cycle: BillingCycle;
  amount: number;
  /** true: the invoice a payment attempt creates for itself (voided if the attempt fails) */
  forAttempt?: boolean;
}

/** The row of a new unpaid invoice, due in 7 days (its id chosen here, its number made from it). */
export function invoiceRow(now: Date, input: NewInvoice) {
  const id = crypto.randomUUID();
  return {
    id,
    number: invoiceNumber(id, now.getTime()),
    userId: input.userId,
    subscriptionId: input.subscriptionId,
    planId: input.planId,
    billingCycle: input.cycle,
    amountPesewas: input.amount,
    currency: 'GHS',
    status: 'unpaid' as const,
    forAttempt: input.forAttempt ?? false,
    issueDate: now,
    dueDate: new Date(now.getTime() + 7 * 24 * 3600_000),
  };
}

/** An unpaid invoice, due in 7 days. */
export async function insertInvoice(tx: Tx | Db, now: Date, input: NewInvoice) {
  const [row] = await tx.insert(invoices).values(invoiceRow(now, input)).returning();
  if (!row) throw new Error('invoice insert returned nothing');
  return row;
}

/** Void the invoice a failed attempt created for itself (an owed bill, or one already paid, is left alone). */
export async function voidAttemptInvoice(tx: Tx, invoiceId: string | null) {
  if (!invoiceId) return;
  await tx
    .update(invoices)
    .set({ status: 'void' })
    .where(
      and(eq(invoices.id, invoiceId), eq(invoices.forAttempt, true), inArray(invoices.status, ['unpaid', 'overdue'])),
    );
}
