/**
 * The payment page's first word when a plan change is already scheduled (docs/product-rules.md "Plan
 * changes"): before the customer types a number, it says which plan starts when, and offers to pay for that
 * plan or to cancel the change (its cost becomes credit, spent on the next payment); a customer paying for
 * the scheduled plan itself is told the payment extends it.
 *
 * States
 *   loading         invokes `readSubscription` (id readSubscription): the scheduled change, if any, and credit
 *   clear           nothing scheduled (or the read failed: the server still refuses a conflicting payment);
 *                   the payment steps show, with what the payment will do when paid time runs: another plan
 *                   starts when the current one ends (the payment schedules it), the same plan adds a period
 *   extending       the page pays for the scheduled plan: the steps show, with a line that it extends it
 *   offered         another plan than the scheduled one: the choice; `change.keep` (pay for the scheduled
 *                   plan: the page goes there), `change.cancel` asks to confirm
 *   confirming      'Cancel your change to …?' with what becomes credit; `change.confirm`, `change.back`
 *   cancelling      invokes `cancelChange` (id cancelChange)
 *   cancelled       the change is gone and the credit said (announced); the payment steps show for any plan
 *   cancelFailed    why (the server's text); `change.cancel` asks again, `change.keep` goes to the scheduled plan
 *
 * Events: change.keep, change.cancel, change.confirm, change.back
 * Actors: readSubscription -> ScheduledChangeFacts; cancelChange -> { credited, credit }
 * Actions: goToScheduledPlan (the page navigates to the scheduled plan's payment)
 */
import { assign, fromPromise, setup } from 'xstate';
import type { BillingCycle } from '../../domain/plans';
import { notProvided } from '../../machines/notProvided';

export interface ScheduledChangeFacts {
  /** the change waiting to start, null when none */
  scheduled: { planId: string; planName: string; cycle: BillingCycle; startsAt: number } | null;
  /** credit held on the subscription (pesewas) */
  credit: number;
  /** what the change's paid time cost (pesewas): what cancelling it keeps as credit; null when not known */
  cost: number | null;
  /** the plan in service and the end of its paid time while it runs (null: none running, a payment starts now) */
  current?: { planId: string; cycle: BillingCycle; paidUntil: number } | null;
}

export interface ScheduledChangeInput {
  /** the plan and cycle this payment page is for, and the plan's name */
  planId: string;
  cycle: BillingCycle;
  planName?: string;
}

export interface ScheduledChangeContext extends ScheduledChangeInput {
  facts: ScheduledChangeFacts | null;
  /** after a cancel: what became credit, and the credit held now */
  credited: { credited: number; credit: number } | null;
  error: string | null;
}

export type ScheduledChangeEvent =
  | { type: 'change.keep' }
  | { type: 'change.cancel' }
  | { type: 'change.confirm' }
  | { type: 'change.back' };

const reason = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Could not cancel the change. Please try again.';

export const scheduledChangeMachine = setup({
  types: {
    context: {} as ScheduledChangeContext,
    events: {} as ScheduledChangeEvent,
    input: {} as ScheduledChangeInput,
  },
  actors: {
    readSubscription: fromPromise<ScheduledChangeFacts, void>(async () => notProvided('readSubscription')),
    cancelChange: fromPromise<{ credited: number; credit: number }, void>(async () => notProvided('cancelChange')),
  },
  actions: {
    goToScheduledPlan: () => notProvided('goToScheduledPlan'),
  },
  guards: {
    nothingScheduled: ({ event }) => (event as unknown as { output: ScheduledChangeFacts }).output.scheduled === null,
    paysTheScheduledPlan: ({ context, event }) => {
      const s = (event as unknown as { output: ScheduledChangeFacts }).output.scheduled;
      return s !== null && s.planId === context.planId && s.cycle === context.cycle;
    },
  },
}).createMachine({
  id: 'scheduledChange',
  context: ({ input }) => ({ ...input, facts: null, credited: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'readSubscription',
        src: 'readSubscription',
        onDone: [
          { guard: 'nothingScheduled', target: 'clear', actions: assign({ facts: ({ event }) => event.output }) },
          {
            guard: 'paysTheScheduledPlan',
            target: 'extending',
            actions: assign({ facts: ({ event }) => event.output }),
          },
          { target: 'offered', actions: assign({ facts: ({ event }) => event.output }) },
        ],
        onError: 'clear',
      },
    },
    clear: {},
    extending: {},
    offered: {
      on: {
        'change.keep': { actions: 'goToScheduledPlan' },
        'change.cancel': 'confirming',
      },
    },
    confirming: {
      on: {
        'change.confirm': 'cancelling',
        'change.back': 'offered',
      },
    },
    cancelling: {
      entry: assign({ error: null }),
      invoke: {
        id: 'cancelChange',
        src: 'cancelChange',
        onDone: { target: 'cancelled', actions: assign({ credited: ({ event }) => event.output }) },
        onError: { target: 'cancelFailed', actions: assign({ error: ({ event }) => reason(event.error) }) },
      },
    },
    cancelled: {},
    cancelFailed: {
      on: {
        'change.cancel': 'cancelling',
        'change.keep': { actions: 'goToScheduledPlan' },
      },
    },
  },
});

export interface ScheduledChangeDeps {
  readSubscription: () => Promise<ScheduledChangeFacts>;
  cancelChange: () => Promise<{ credited: number; credit: number }>;
  goToScheduledPlan: (plan: { planId: string; cycle: BillingCycle }) => void;
}

export function provideScheduledChange(deps: ScheduledChangeDeps) {
  return scheduledChangeMachine.provide({
    actors: {
      readSubscription: fromPromise(() => deps.readSubscription()),
      cancelChange: fromPromise(() => deps.cancelChange()),
    },
    actions: {
      goToScheduledPlan: ({ context }) => {
        const s = context.facts?.scheduled;
        if (s) deps.goToScheduledPlan({ planId: s.planId, cycle: s.cycle });
      },
    },
  });
}
