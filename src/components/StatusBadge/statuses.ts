import type { Tone } from '../private/tone';

/**
 * Billing, payment, invoice and subscription statuses and how they are shown.
 * Product rule: paid and success are green, failed is red, others yellow; server subscription
 * 'active' is green. Grace period is orange (it is a countdown, more urgent than "pending"); suspended
 * and terminated are red because service is off. Text always accompanies the colour.
 */
export type StatusTone = Tone;

export type StatusKind = 'check' | 'clock' | 'alert' | 'cross' | 'pause' | 'dash';

export interface StatusStyle {
  label: string;
  tone: StatusTone;
  icon: StatusKind;
}

export const statusStyles = {
  // payments and invoices
  paid: { label: 'Paid', tone: 'success', icon: 'check' },
  success: { label: 'Paid', tone: 'success', icon: 'check' },
  succeeded: { label: 'Paid', tone: 'success', icon: 'check' },
  pending: { label: 'Pending', tone: 'warning', icon: 'clock' },
  processing: { label: 'Processing', tone: 'warning', icon: 'clock' },
  unpaid: { label: 'Unpaid', tone: 'warning', icon: 'clock' },
  overdue: { label: 'Overdue', tone: 'warning', icon: 'alert' },
  failed: { label: 'Failed', tone: 'danger', icon: 'cross' },
  cancelled: { label: 'Cancelled', tone: 'warning', icon: 'dash' },
  /** an invoice of a failed or cancelled attempt: never owed, so neutral */
  void: { label: 'Void', tone: 'neutral', icon: 'dash' },
  // subscriptions
  active: { label: 'Active', tone: 'success', icon: 'check' },
  grace_period: { label: 'Grace period', tone: 'attention', icon: 'clock' },
  suspended: { label: 'Suspended', tone: 'danger', icon: 'pause' },
  terminated: { label: 'Terminated', tone: 'danger', icon: 'cross' },
  // admin user accounts
  inactive: { label: 'Inactive', tone: 'neutral', icon: 'dash' },
} as const satisfies Record<string, StatusStyle>;

export type KnownStatus = keyof typeof statusStyles;

/** The display of a status; unknown values show their own text, title-cased, in yellow (product rule: "others yellow"). */
export function statusStyle(status: string): StatusStyle {
  const key = status.trim().toLowerCase() as KnownStatus;
  if (key in statusStyles) return statusStyles[key];
  const words = status.trim().replace(/[_-]+/g, ' ');
  const label = words ? words.charAt(0).toUpperCase() + words.slice(1).toLowerCase() : 'Unknown';
  return { label, tone: 'warning', icon: 'dash' };
}
