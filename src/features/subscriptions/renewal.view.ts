/**
 * The renewal link page's view model: `toRenewalView` maps a renewal snapshot to it, and the screen renders
 * only this. The payment steps inside it are billing's own view (toMobileMoneyView of the child machine).
 */
import type { SnapshotFrom } from 'xstate';
import { formatDate } from '../../domain/format/date';
import { formatPesewas, standingDates } from '../billing';
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
  promiseTitle: 'Need a few more days?',
  promiseIntro: 'If you cannot pay today, we can keep your service on for up to 3 more days, once for this period.',
  promiseDays: 'Keep my service on for',
  promiseAsk: 'Hold my service',
  promiseAsking: 'Holding your service...',
} as const;

/** The promise to pay beside the payment, in grace (null: none can be asked for or was made). */
export type RenewalPromiseView =
  | {
      status: 'offer' | 'asking';
      options: readonly { value: string; label: string }[];
      /** the chosen days, as an option's value */
      choice: string;
      /** why the last ask did not go through (it may be asked again) */
      problem: string | null;
    }
  | { status: 'promised' | 'refused'; message: string };

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
      promise: RenewalPromiseView | null;
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

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** What a promise made says (the renewal page and the dashboard). */
export const promisedMessage = (suspendsAt: number | string) =>
  `Your service is held until ${formatDate(suspendsAt)}. Renew by then to keep it.`;

/** The promise's choices for a period ending at `paidUntil`: 1 to `maxDays` days, each with its date. */
export function promiseOptions(paidUntil: number, maxDays: number): { value: string; label: string }[] {
  return Array.from({ length: maxDays }, (_, i) => i + 1).map((n) => ({
    value: String(n),
    label: `${days(n)}, until ${formatDate(standingDates(paidUntil, n).suspendsAt)}`,
  }));
}

/** The promise to pay's part of the page, from the renewal and the machine's promise sub-state. */
function promiseView(snapshot: RenewalSnapshot, r: RenewalRecord): RenewalPromiseView | null {
  const c = snapshot.context;
  if (snapshot.matches({ due: 'promiseFailed' }) && c.promiseProblem?.final) {
    return { status: 'refused', message: c.promiseProblem.message };
  }
  if (r.standing !== 'grace_period') return null;
  if (r.promise.days > 0 && r.suspends_at) {
    return { status: 'promised', message: promisedMessage(r.suspends_at) };
  }
  if (!r.promise.available) return null;
  const options = promiseOptions(Date.parse(r.paid_until), r.promise.max_days);
  return {
    status: snapshot.matches({ due: 'promising' }) ? 'asking' : 'offer',
    options,
    choice: String(c.promiseChoice),
    problem: snapshot.matches({ due: 'promiseFailed' }) ? (c.promiseProblem?.message ?? null) : null,
  };
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
    promise: promiseView(snapshot, r),
  };
}
