/** The payment page's scheduled-change notice as it shows (scheduledChange.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { formatDate } from '../../domain/format/date';
import { planWithCycle } from '../../domain/plans';
import { addMonths, formatPesewas, monthsCovered, type SubscriptionRecord } from '../billing';
import {
  changeCancelKeeps,
  changeCancelled,
  changeExtended,
  changeScheduledOffer,
  creditHeld,
  paymentExtends,
  paymentSchedules,
} from './messages';
import type { ScheduledChangeFacts, scheduledChangeMachine } from './scheduledChange.machine';

export type ScheduledChangeView =
  | { status: 'loading' }
  /**
   * the payment steps show; `note` is a line above them (what the payment will do, extending the change,
   * credit held); `effect` is what the payment steps say of it (the plan starting later)
   */
  | { status: 'clear'; note: string | null; effect: PaymentEffect | null }
  | { status: 'extending'; note: string | null; effect: PaymentEffect | null }
  | {
      status: 'offered' | 'confirming' | 'cancelling' | 'cancelFailed';
      /** 'Premium Internet (monthly)' */
      plan: string;
      offer: string;
      /** what cancelling keeps (said before the customer confirms) */
      keeps: string;
      error: string | null;
    }
  /** the change is gone: said (announced), and the payment steps show */
  | { status: 'cancelled'; message: string; effect: PaymentEffect | null };

/** What the payment will do to the plan: start it later (a scheduled change), or add a period to it. */
export type PaymentEffect = { kind: 'starts'; startsAt: number } | { kind: 'extends'; paidUntil: number };

/**
 * What paying for `planId` (`cycle`) will do, from the subscription's facts: while a change is scheduled, paying
 * for that plan adds to it (it still starts on its date); while the current plan's paid time runs, another plan
 * starts when it ends and the same plan gets one more period (the server's rule: plan changes take effect on
 * the next cycle). Null when nothing runs: the plan is in service once paid.
 */
export function paymentEffect(
  facts: ScheduledChangeFacts | null,
  planId: string,
  cycle: 'monthly' | 'yearly',
): PaymentEffect | null {
  const s = facts?.scheduled ?? null;
  if (s) return s.planId === planId && s.cycle === cycle ? { kind: 'starts', startsAt: s.startsAt } : null;
  const current = facts?.current ?? null;
  if (!current) return null;
  if (current.planId === planId && current.cycle === cycle) {
    return { kind: 'extends', paidUntil: addMonths(new Date(current.paidUntil), monthsCovered(cycle)).getTime() };
  }
  return { kind: 'starts', startsAt: current.paidUntil };
}

export type ScheduledChangeSnapshot = Pick<SnapshotFrom<typeof scheduledChangeMachine>, 'context' | 'matches'>;

const money = formatPesewas;

/** The facts the notice needs from the API's subscription (null: none). */
export function toScheduledChangeFacts(record: SubscriptionRecord | null): ScheduledChangeFacts {
  const change = record?.scheduled_change;
  // paid time runs while the standing is active; with a change scheduled, the current plan ends when it starts
  const running = record?.standing === 'active' && record.next_billing_date !== null;
  const current =
    record && running
      ? {
          planId: record.plan_id,
          cycle: record.billing_cycle,
          paidUntil: (change ? change.starts_at : (record.next_billing_date ?? 0)) * 1000,
        }
      : null;
  return {
    current,
    scheduled: change
      ? {
          planId: change.plan_id,
          planName: change.plan_name,
          cycle: change.billing_cycle,
          startsAt: change.starts_at * 1000,
        }
      : null,
    credit: record?.credit ?? 0,
    cost: change ? change.cost : null,
  };
}

export function toScheduledChangeView(snapshot: ScheduledChangeSnapshot): ScheduledChangeView {
  const c = snapshot.context;
  if (snapshot.matches('loading')) return { status: 'loading' };
  const facts = c.facts;
  const s = facts?.scheduled ?? null;
  const plan = s ? planWithCycle(s.planName, s.cycle) : '';
  const credit = facts && facts.credit > 0 ? creditHeld(money(facts.credit)) : null;
  if (snapshot.matches('cancelled')) {
    // the change is gone: the payment does what it would with nothing scheduled
    const effect = paymentEffect(facts ? { ...facts, scheduled: null } : null, c.planId, c.cycle);
    return { status: 'cancelled', message: changeCancelled(plan, money(c.credited?.credit ?? 0)), effect };
  }
  const effect = paymentEffect(facts, c.planId, c.cycle);
  const line = (...lines: (string | null)[]) => lines.filter((l) => l !== null).join(' ') || null;
  if (!s || snapshot.matches('clear')) {
    const says =
      effect?.kind === 'extends'
        ? paymentExtends(c.cycle, formatDate(effect.paidUntil))
        : effect?.kind === 'starts'
          ? paymentSchedules(c.planName ?? 'The new plan', formatDate(effect.startsAt))
          : null;
    return { status: 'clear', note: line(says, credit), effect };
  }
  if (snapshot.matches('extending')) {
    return { status: 'extending', note: changeExtended(plan, formatDate(s.startsAt)), effect };
  }
  const status = snapshot.matches('confirming')
    ? 'confirming'
    : snapshot.matches('cancelling')
      ? 'cancelling'
      : snapshot.matches('cancelFailed')
        ? 'cancelFailed'
        : 'offered';
  return {
    status,
    plan,
    offer: changeScheduledOffer(plan, formatDate(s.startsAt)),
    keeps: changeCancelKeeps(facts?.cost ? money(facts.cost) : null, formatDate(s.startsAt)),
    error: status === 'cancelFailed' ? c.error : null,
  };
}
