/** The payment page's scheduled-change notice as it shows (scheduledChange.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { formatDate } from '../../domain/format/date';
import { formatPesewas, type SubscriptionRecord } from '../billing';
import { changeCancelKeeps, changeCancelled, changeExtended, changeScheduledOffer, creditHeld } from './messages';
import type { ScheduledChangeFacts, scheduledChangeMachine } from './scheduledChange.machine';

export type ScheduledChangeView =
  | { status: 'loading' }
  /** the payment steps show; `note` is a line above them (extending the change, or credit held) */
  | { status: 'clear'; note: string | null }
  | { status: 'extending'; note: string | null }
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
  | { status: 'cancelled'; message: string };

export type ScheduledChangeSnapshot = Pick<SnapshotFrom<typeof scheduledChangeMachine>, 'context' | 'matches'>;

const money = formatPesewas;

/** The facts the notice needs from the API's subscription (null: none). */
export function toScheduledChangeFacts(record: SubscriptionRecord | null): ScheduledChangeFacts {
  const change = record?.scheduled_change;
  return {
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
  const plan = s ? `${s.planName} (${s.cycle})` : '';
  const credit = facts && facts.credit > 0 ? creditHeld(money(facts.credit)) : null;
  if (snapshot.matches('cancelled')) {
    return { status: 'cancelled', message: changeCancelled(plan, money(c.credited?.credit ?? 0)) };
  }
  if (!s || snapshot.matches('clear')) return { status: 'clear', note: credit };
  if (snapshot.matches('extending')) return { status: 'extending', note: changeExtended(plan, formatDate(s.startsAt)) };
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
