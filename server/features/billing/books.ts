/**
 * What deleting an account does to the books. Payments, invoices and their events are accounting records:
 * Ghana's Revenue Administration Act expects a business to keep its books for six years, and the admin
 * area's revenue, analytics and reconciliation count them. So they outlive the account: the foreign keys
 * set their `user_id` to null when the account row goes (ON DELETE SET NULL), and, in the same transaction
 * just before that, this scrubs what on a payment names the person (the receipt's email, the masked and
 * the full paying number, the provider's prompt text). What stays is the money: reference, amounts, plan,
 * channel and network, statuses and times. Receipts are made from these rows, so they stay too.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from './tables';

type Tx = Pick<Db, 'update'>;

/** Scrub the personal columns of an account's payments; call it in the transaction that deletes the account. */
export async function anonymiseBooks(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(payments)
    .set({ email: '', phoneMasked: null, payerPhone: null, displayText: null })
    .where(eq(payments.userId, userId));
}
