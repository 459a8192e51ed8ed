/**
 * The subscriber dashboard's rules (spec billing §3 Invoice, §4 "Subscription status", "Invoice and
 * subscription", §9 display): which invoice is the current bill, which can be paid, how the subscription
 * status is coloured, and whether a plan can be chosen. The overdue status and the late fee themselves
 * come from the server (billing's `invoiceStanding`, one rule for both sides).
 */
import type { InvoiceRecord, SubscriptionRecord } from '../billing';

/** An invoice still owed: unpaid or overdue. A paid invoice is settled; a void one (the invoice of a failed,
 * cancelled or abandoned attempt, voided by the server) was never owed. */
export function isOwed(invoice: Pick<InvoiceRecord, 'status'>): boolean {
  return invoice.status === 'unpaid' || invoice.status === 'overdue';
}

/** The current bill is the first invoice (newest first, as listed) that is still owed (spec §4: "not paid";
 * a void invoice is neither paid nor owed, so it is never the bill). */
export function currentBill<T extends Pick<InvoiceRecord, 'status'>>(invoices: readonly T[]): T | null {
  return invoices.find(isOwed) ?? null;
}

/** Paying with mobile money is allowed only for an invoice still owed (spec §4: "not paid"; never a void one). */
export function canPayInvoice(invoice: Pick<InvoiceRecord, 'status'>): boolean {
  return isOwed(invoice);
}

/**
 * A plan can be chosen when there is no subscription (spec §4), and, ours, when the last one was
 * cancelled or expired (the server re-opens it with a new invoice). Pending or active: no.
 */
export function canChoosePlan(subscription: Pick<SubscriptionRecord, 'status'> | null): boolean {
  return subscription === null || subscription.status === 'cancelled' || subscription.status === 'expired';
}

/** After choosing a plan: the new invoice goes on top of the list (spec §4), without a duplicate. */
export function withNewInvoice<T extends { id: string }>(invoices: readonly T[], invoice: T): T[] {
  return [invoice, ...invoices.filter((i) => i.id !== invoice.id)];
}

/** A failure the app maps for the dashboard: `message` is what the customer reads. */
export class SubscriberProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SubscriberProblem';
  }
}

/** The customer's text of a rejection: a SubscriberProblem's message, else the fallback. */
export function problemText(error: unknown, fallback: string): string {
  return error instanceof SubscriberProblem && error.message ? error.message : fallback;
}
