/** The reconciliation section's view of the reconcile machine: one status per state, the rows ready to show. */
import type { SnapshotFrom } from 'xstate';
import { formatMoney } from '../../domain/format/money';
import { CONSOLE_MESSAGES as m } from './messages';
import type { ReconcileResult, reconcileMachine } from './reconcile.machine';
import type { ReconcilePeriod } from './rules';

export interface ReconcileRowView {
  reference: string;
  /** GH₵ text through the one money formatter (the provider's amount, in its currency) */
  amount: string;
  /** when the provider says it was paid (ISO), or null */
  paidAt: string | null;
  customerEmail: string | null;
  /** our payment's status ('failed', 'abandoned', ...), or null when we have no payment with it */
  ourStatus: string | null;
  creditable: boolean;
  /** this row's credit is under way */
  crediting: boolean;
}

interface Base {
  period: ReconcilePeriod;
  periodError: string | null;
}

interface Listed extends Base {
  rows: ReconcileRowView[];
  /** what was read: the provider's transactions and successes in the period */
  summary: { from: string; to: string; transactions: number; successes: number };
  /** 'Credited SKY-… (GH₵ 250.00)…' after a credit went through */
  notice: string | null;
}

export type ReconcileView =
  | (Base & { status: 'idle' })
  | (Base & { status: 'running' })
  | (Base & { status: 'failed'; message: string })
  | (Listed & { status: 'ready' | 'empty' | 'crediting' })
  | (Listed & { status: 'creditFailed'; creditError: { reference: string; message: string } });

function rowsOf(result: ReconcileResult, crediting: string | null): ReconcileRowView[] {
  return result.gaps.map((gap) => ({
    reference: gap.reference,
    amount: formatMoney(gap.amount, { currency: gap.currency, minorUnits: true }),
    paidAt: gap.paid_at,
    customerEmail: gap.customer_email ?? null,
    ourStatus: gap.our_status,
    creditable: gap.creditable,
    crediting: gap.reference === crediting,
  }));
}

export function toReconcileView(snapshot: SnapshotFrom<typeof reconcileMachine>): ReconcileView {
  const c = snapshot.context;
  const base: Base = { period: c.period, periodError: c.periodError };
  if (snapshot.matches('running')) return { ...base, status: 'running' };
  if (snapshot.matches('failed')) return { ...base, status: 'failed', message: c.error ?? m.reconcileFailed };
  if (snapshot.matches('idle') || !c.result) return { ...base, status: 'idle' };
  const crediting = snapshot.matches('crediting');
  const listed: Listed = {
    ...base,
    rows: rowsOf(c.result, crediting ? c.creditReference : null),
    summary: {
      from: c.result.from,
      to: c.result.to,
      transactions: c.result.transactions,
      successes: c.result.successes,
    },
    notice: c.credited
      ? m.reconcileCredited(c.credited.reference, formatMoney(c.credited.amount, { minorUnits: true }))
      : null,
  };
  if (snapshot.matches('creditFailed')) {
    return {
      ...listed,
      status: 'creditFailed',
      creditError: { reference: c.creditReference ?? '', message: c.creditError ?? m.reconcileCreditFailed },
    };
  }
  if (crediting) return { ...listed, status: 'crediting' };
  return { ...listed, status: listed.rows.length === 0 ? 'empty' : 'ready' };
}
