/**
 * How billing's records look on screen: the words, colour and icon of a payment, invoice, subscription or
 * account status (every feature that shows one takes it from here through billing's index.ts). A
 * notification's look is the notifications feature's (src/features/notifications/looks.ts). The design
 * system only shows what it is given.
 *
 * Product rule: paid and success are green, failed is red, others yellow; server subscription 'active' is
 * green. Grace period is orange (it is a countdown, more urgent than "pending"); suspended and terminated
 * are red because service is off. Text always accompanies the colour.
 */
import type { StatusLook } from '@/components';

export const statusLooks = {
  // payments and invoices
  paid: { label: 'Paid', tone: 'success', icon: 'check' },
  success: { label: 'Paid', tone: 'success', icon: 'check' },
  succeeded: { label: 'Paid', tone: 'success', icon: 'check' },
  pending: { label: 'Pending', tone: 'warning', icon: 'clock' },
  processing: { label: 'Processing', tone: 'warning', icon: 'clock' },
  unpaid: { label: 'Unpaid', tone: 'warning', icon: 'clock' },
  overdue: { label: 'Overdue', tone: 'warning', icon: 'alert' },
  failed: { label: 'Failed', tone: 'danger', icon: 'cross' },
  /** paid, for a period another payment had already paid: credited as time, worth a look */
  paid_twice: { label: 'Paid twice', tone: 'warning', icon: 'alert' },
  cancelled: { label: 'Cancelled', tone: 'warning', icon: 'dash' },
  /** a checkout opened and left without paying (Paystack's 'abandoned'): nothing failed, so quiet */
  abandoned: { label: 'Not completed', tone: 'neutral', icon: 'dash' },
  /** an invoice of a failed or cancelled attempt: never owed, so neutral */
  void: { label: 'Void', tone: 'neutral', icon: 'dash' },
  // subscriptions
  active: { label: 'Active', tone: 'success', icon: 'check' },
  grace_period: { label: 'Grace period', tone: 'attention', icon: 'clock' },
  suspended: { label: 'Suspended', tone: 'danger', icon: 'pause' },
  terminated: { label: 'Terminated', tone: 'danger', icon: 'cross' },
  // admin user accounts
  inactive: { label: 'Inactive', tone: 'neutral', icon: 'dash' },
} as const satisfies Record<string, Required<StatusLook>>;

export type KnownStatus = keyof typeof statusLooks;

/** The look of a status; unknown values show their own text, title-cased, in yellow (product rule: "others yellow"). */
export function statusLook(status: string): Required<StatusLook> {
  const key = status.trim().toLowerCase() as KnownStatus;
  if (key in statusLooks) return statusLooks[key];
  const words = status.trim().replace(/[_-]+/g, ' ');
  const label = words ? words.charAt(0).toUpperCase() + words.slice(1).toLowerCase() : 'Unknown';
  return { label, tone: 'warning', icon: 'dash' };
}
