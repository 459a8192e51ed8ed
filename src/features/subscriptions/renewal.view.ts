/**
 * The renewal link page's view model: `toRenewalView` maps a renewal snapshot to it, and the screen renders
 * only this. The payment steps inside it are billing's own view (toMobileMoneyView of the child machine).
 */
import type { SnapshotFrom } from 'xstate';
import { formatDate } from '../../domain/format/date';
import { formatPesewas } from '../billing';
import type { RenewalRecord } from './contract';
import type { renewalMachine } from './renewal.machine';

export const renewalText = {
  title: 'Renew your service',
  loading: 'Opening your renewal...',
  confirming: 'Confirming your renewal...',
  plan: 'Plan',
  paidUntil: 'Paid until',
  endedOn: 'Ended on',
  amount: 'Amount',
  renewedTitle: 'Service renewed',
  invalidTitle: 'This link does not work',
  expiredTitle: 'This link has expired',
  failedTitle: 'Your renewal did not open',
  signIn: 'Sign in',
  toPackages: 'View Packages',
  retry: 'Try again',
} as const;

export interface RenewalFacts {
  planName: string;
  /** 'Paid until' while the service runs, 'Ended on' once paid-until has passed */
  paidUntilLabel: string;
  paidUntilText: string;
  amountText: string;
  /** 'one month' / 'one year' */
  periodText: string;
}

export type RenewalView =
  | { status: 'loading' }
  | { status: 'failed' | 'invalid' | 'expired'; message: string }
  | {
      status: 'due';
      greeting: string;
      intro: string;
      facts: RenewalFacts;
      /** in grace or suspended: what renewing now restores (null while the service runs) */
      standingNote: string | null;
    }
  | { status: 'confirming'; facts: RenewalFacts }
  | { status: 'renewed'; message: string; facts: RenewalFacts };

export type RenewalSnapshot = Pick<SnapshotFrom<typeof renewalMachine>, 'context' | 'matches'>;

function factsOf(r: RenewalRecord): RenewalFacts {
  return {
    planName: r.plan_name,
    paidUntilLabel: r.standing === 'active' ? renewalText.paidUntil : renewalText.endedOn,
    paidUntilText: formatDate(r.paid_until),
    amountText: formatPesewas(r.amount),
    periodText: r.billing_cycle === 'yearly' ? 'one year' : 'one month',
  };
}

/** What renewing now does, for a service that has already ended (grace) or stopped (suspended). */
function standingNote(r: RenewalRecord): string | null {
  if (r.standing === 'grace_period') return `Your service ended on ${formatDate(r.paid_until)}. Renew now to keep it.`;
  if (r.standing === 'suspended') return 'Your service is suspended. Renew now to restore it.';
  return null;
}

export function toRenewalView(snapshot: RenewalSnapshot): RenewalView {
  const c = snapshot.context;
  const problem = c.problem ?? '';
  if (snapshot.matches('invalid')) return { status: 'invalid', message: problem };
  if (snapshot.matches('expired')) return { status: 'expired', message: problem };
  if (snapshot.matches('failed')) return { status: 'failed', message: problem };
  const r = c.renewal;
  if (!r || snapshot.matches({ reading: 'opening' })) return { status: 'loading' };
  const facts = factsOf(r);
  if (snapshot.matches({ reading: 'confirming' })) return { status: 'confirming', facts };
  if (snapshot.matches('renewed')) {
    return {
      status: 'renewed',
      message: `Your ${r.plan_name} is renewed until ${formatDate(r.paid_until)}. Nothing more is due now.`,
      facts,
    };
  }
  return {
    status: 'due',
    greeting: r.first_name ? `Hello ${r.first_name},` : 'Hello,',
    intro: `Renew your ${r.plan_name} for ${facts.periodText} by mobile money. No sign-in needed.`,
    facts,
    standingNote: standingNote(r),
  };
}
