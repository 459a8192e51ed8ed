/**
 * The console's billing reconciliation (GET /api/admin/billing/reconcile, POST .../reconcile/credit):
 * pick a period, compare our payments with the payment provider's successes in it, and credit each
 * provider success our books lack, one at a time; after a credit the comparison runs again.
 *
 * States
 *   idle          the period (default from input); `reconcile.run` runs it when valid, else says why
 *   running       invokes `runReconcile` (id runReconcile, input the period) — the last result is kept
 *   failed        'Failed to run the reconciliation' (or the server's text); `reconcile.retry` runs the
 *                 same period again
 *   ready         the provider successes our books lack (empty: nothing to reconcile);
 *                 `credit.request {reference}` credits one; `reconcile.run` runs again
 *   crediting     invokes `creditPayment` (id creditPayment, input the reference); done: the result is
 *                 announced and the comparison of the same period runs again (running)
 *   creditFailed  the list stays with 'Failed to credit the payment' and the server's reason; another
 *                 `credit.request`, `reconcile.run` or `credit.dismiss` (back to ready) leaves it
 *
 * Events: period.change {from?, to?} (any time; the next run uses it), reconcile.run, reconcile.retry,
 *         credit.request {reference}, credit.dismiss
 * Actors: runReconcile(period) -> ReconcileResult; creditPayment(reference) -> CreditedPayment
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import type { CreditedPayment, ReconcileResult } from './contract';
import { CONSOLE_MESSAGES } from './messages';
import { periodError, type ReconcilePeriod } from './rules';

export type { CreditedPayment, ReconcileResult };

export interface ReconcileContext {
  /** the period as typed */
  period: ReconcilePeriod;
  /** the period last run (a retry and the refresh after a credit run it again, whatever was typed since) */
  ran: ReconcilePeriod | null;
  periodError: string | null;
  result: ReconcileResult | null;
  error: string | null;
  /** the reference being credited, or whose credit failed */
  creditReference: string | null;
  creditError: string | null;
  /** the last credit that went through (announced until the next run or credit) */
  credited: CreditedPayment | null;
}

export type ReconcileEvent =
  | { type: 'period.change'; from?: string; to?: string }
  | { type: 'reconcile.run' }
  | { type: 'reconcile.retry' }
  | { type: 'credit.request'; reference: string }
  | { type: 'credit.dismiss' };

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export const reconcileMachine = setup({
  types: {
    context: {} as ReconcileContext,
    events: {} as ReconcileEvent,
    input: {} as { period: ReconcilePeriod },
  },
  actors: {
    runReconcile: fromPromise<ReconcileResult, ReconcilePeriod>(async () => notProvided('runReconcile')),
    creditPayment: fromPromise<CreditedPayment, string>(async () => notProvided('creditPayment')),
  },
  actions: {
    startRun: assign({
      ran: ({ context }) => context.period,
      periodError: null,
      credited: null,
      creditError: null,
      creditReference: null,
    }),
    retryRun: assign({ credited: null }),
    refusePeriod: assign({ periodError: ({ context }) => periodError(context.period) }),
    startCredit: assign(({ event }) =>
      event.type === 'credit.request' ? { creditReference: event.reference, creditError: null, credited: null } : {},
    ),
  },
  guards: {
    periodValid: ({ context }) => periodError(context.period) === null,
    creditable: ({ context, event }) =>
      event.type === 'credit.request' &&
      (context.result?.gaps.some((g) => g.reference === event.reference && g.creditable) ?? false),
  },
}).createMachine({
  id: 'reconcile',
  context: ({ input }) => ({
    period: input.period,
    ran: null,
    periodError: null,
    result: null,
    error: null,
    creditReference: null,
    creditError: null,
    credited: null,
  }),
  initial: 'idle',
  on: {
    'period.change': {
      actions: assign({
        period: ({ context, event }) => ({
          from: event.from ?? context.period.from,
          to: event.to ?? context.period.to,
        }),
        periodError: null,
      }),
    },
  },
  states: {
    idle: {
      on: {
        'reconcile.run': [
          { guard: 'periodValid', target: 'running', actions: 'startRun' },
          { actions: 'refusePeriod' },
        ],
      },
    },
    running: {
      entry: assign({ error: null }),
      invoke: {
        id: 'runReconcile',
        src: 'runReconcile',
        input: ({ context }) => context.ran ?? context.period,
        onDone: { target: 'ready', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => errorText(event.error, CONSOLE_MESSAGES.reconcileFailed) }),
        },
      },
    },
    failed: {
      on: {
        'reconcile.retry': { target: 'running', actions: 'retryRun' },
        'reconcile.run': [
          { guard: 'periodValid', target: 'running', actions: 'startRun' },
          { actions: 'refusePeriod' },
        ],
      },
    },
    ready: {
      on: {
        'reconcile.run': [
          { guard: 'periodValid', target: 'running', actions: 'startRun' },
          { actions: 'refusePeriod' },
        ],
        'credit.request': { guard: 'creditable', target: 'crediting', actions: 'startCredit' },
      },
    },
    crediting: {
      invoke: {
        id: 'creditPayment',
        src: 'creditPayment',
        input: ({ context }) => context.creditReference as string,
        onDone: {
          // the books changed: compare again (the credited row leaves the list)
          target: 'running',
          actions: assign({ credited: ({ event }) => event.output, creditReference: null }),
        },
        onError: {
          target: 'creditFailed',
          actions: assign({
            creditError: ({ event }) => errorText(event.error, CONSOLE_MESSAGES.reconcileCreditFailed),
          }),
        },
      },
    },
    creditFailed: {
      on: {
        'credit.request': { guard: 'creditable', target: 'crediting', actions: 'startCredit' },
        'credit.dismiss': { target: 'ready', actions: assign({ creditError: null, creditReference: null }) },
        'reconcile.run': [
          { guard: 'periodValid', target: 'running', actions: 'startRun' },
          { actions: 'refusePeriod' },
        ],
      },
    },
  },
});

export interface ReconcileDeps {
  runReconcile: (period: ReconcilePeriod) => Promise<ReconcileResult>;
  creditPayment: (reference: string) => Promise<CreditedPayment>;
}

export function provideReconcile(deps: ReconcileDeps) {
  return reconcileMachine.provide({
    actors: {
      runReconcile: fromPromise(({ input }: { input: ReconcilePeriod }) => deps.runReconcile(input)),
      creditPayment: fromPromise(({ input }: { input: string }) => deps.creditPayment(input)),
    },
  });
}
