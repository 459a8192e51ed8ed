/**
 * A payment receipt as data and as the plain-text file the dashboard offers for download
 * (product rule: "Receipts download as a text file or print").
 */
import { formatDate, formatDateTime } from './date';
import { formatMoney } from './money';

export interface Receipt {
  brandName: string;
  reference: string;
  transactionId?: string;
  /** When the payment was made. */
  paidAt: Date | number | string;
  /** Amount in pesewas, as stored and as the API answers it (shown with formatMoney). */
  amount: number;
  currency?: string;
  /** 'MTN Mobile Money', 'Card'... */
  method: string;
  description: string;
  status: string;
  customerName?: string;
  customerEmail?: string;
  billingCycle?: 'monthly' | 'yearly';
  /** A paid receipt: the date the customer's service is paid up to now (the one paid-until every screen shows). */
  paidUntil?: Date | number | string;
  /** A second payment for a period another payment had already paid: that payment's reference. */
  duplicateOf?: string;
}

/** The note on a second payment for a period `paidBy` (a reference) had already paid: receipt, mail and history. */
export const duplicateNote = (paidBy: string) =>
  `Second payment for a period ${paidBy} had already paid: added as extra time`;

/** Human status word: success and succeeded read Paid (product rule: a success status is shown as paid). */
export function receiptStatusLabel(status: string): string {
  const s = status.trim().toLowerCase();
  if (s === 'paid' || s === 'success' || s === 'succeeded') return 'Paid';
  if (!s) return 'Unknown';
  const words = s.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The receipt's lines as label/value pairs, in display order, skipping absent values. */
export function receiptLines(r: Receipt): [string, string][] {
  const lines: [string, string | undefined][] = [
    ['Reference', r.reference],
    ['Transaction ID', r.transactionId],
    ['Date', formatDateTime(r.paidAt)],
    ['Description', r.description],
    ['Billing cycle', r.billingCycle ? (r.billingCycle === 'yearly' ? 'Yearly' : 'Monthly') : undefined],
    ['Service paid until', r.paidUntil !== undefined ? formatDate(r.paidUntil) : undefined],
    ['Payment method', r.method],
    ['Customer', r.customerName],
    ['Email', r.customerEmail],
    ['Status', receiptStatusLabel(r.status)],
    ['Amount', formatMoney(r.amount, { currency: r.currency, minorUnits: true })],
    ['Note', r.duplicateOf ? duplicateNote(r.duplicateOf) : undefined],
  ];
  return lines.filter((l): l is [string, string] => Boolean(l[1]));
}

/** The downloadable text file: a title, aligned lines, a thank-you line. */
export function receiptText(r: Receipt): string {
  const lines = receiptLines(r);
  const width = Math.max(...lines.map(([label]) => label.length)) + 2;
  const title = `${r.brandName} - Payment Receipt`;
  return [
    title,
    '='.repeat(title.length),
    '',
    ...lines.map(([l, v]) => `${`${l}:`.padEnd(width)}${v}`),
    '',
    `Thank you for choosing ${r.brandName}.`,
    '',
  ].join('\n');
}

/** A safe file name for the download: receipt-<reference>.txt */
export function receiptFileName(r: Pick<Receipt, 'reference'>): string {
  const ref = r.reference.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'payment';
  return `receipt-${ref}.txt`;
}
