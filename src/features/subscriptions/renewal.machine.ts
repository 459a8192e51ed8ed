/**
 * The renewal link's page (/renew/:token, docs/product-rules.md "Renewal links"): no sign-in, the token is the
 * key. It opens the renewal, then runs billing's own mobile money machine for it (the same steps as the
 * payment page, the voucher included), starting at the form with the number last paid with offered first.
 *
 * States
 *   reading     invokes `openRenewal` (id openRenewal), in one of two moments, and sorts the answer the same
 *               way: due -> due; already paid -> renewed; a plan the catalogue does not price -> failed; a
 *               link the server does not know or that was tampered with -> invalid; a terminated
 *               service's -> expired; anything else (offline, the server unreachable) -> failed
 *     .opening     the page has just opened (or its retry)
 *     .confirming  the payment has completed: the new paid-until is said only as the server gives it
 *   due         the first name, plan, paid-until, amount; invokes `payRenewal` (id payRenewal: billing's
 *               mobile money machine, provided with the link's calls) at its form; when it completes ->
 *               reading.confirming. Beside the payment, in grace, a promise to pay (its sub-states; the
 *               payment goes on in all of them):
 *     .idle          offered while the renewal says one is available (promise.choose picks the days,
 *                    promise.ask asks), or already made (its date is said)
 *     .promising     invokes `promiseRenewal` (id promiseRenewal); done -> promised with the renewal it answers
 *     .promised      the service is held until the new suspension date
 *     .promiseFailed why it was refused or could not be sent; promise.ask tries again (unless refused for good)
 *   renewed     'Your … is renewed until …': nothing more can be charged through this link
 *   invalid     the link does not work: sign in instead
 *   expired     the service ended (terminated): sign in to choose a plan
 *   failed      the renewal could not be read; renewal.retry -> reading.opening
 *
 * Events: renewal.retry; promise.choose { days }, promise.ask. The payment's own events go to the child
 * (`payRenewal`), as the page sends them.
 * Actors: openRenewal({ token }) -> RenewalRecord (rejections carry a PaymentProblem: its code decides);
 * promiseRenewal({ token, days }) -> RenewalRecord; payRenewal: billing's provided mobile money machine.
 */
import { assign, fromPromise, setup } from 'xstate';
import { findPlan, type Plan } from '../../domain/plans';
import { notProvided } from '../../machines/notProvided';
import { mobileMoneyPaymentMachine, PaymentProblem } from '../billing';
import type { RenewalRecord } from './contract';
import { SUBSCRIPTIONS_MESSAGES as m } from './messages';

export interface RenewalContext {
  token: string;
  renewal: RenewalRecord | null;
  /** the catalogue's plan the renewal pays for (what the payment steps show and price) */
  plan: Plan | null;
  /** why the link cannot be used, or why it could not be read */
  problem: string | null;
  /** the days of more time chosen (1 to the renewal's max_days) */
  promiseChoice: number;
  /** why the promise to pay was refused or could not be sent; `final`: asking again cannot help */
  promiseProblem: { message: string; final: boolean } | null;
}

export type RenewalEvent =
  | { type: 'renewal.retry' }
  | { type: 'promise.choose'; days: number }
  | { type: 'promise.ask' };

export interface RenewalInput {
  token: string;
}

const codeOf = (error: unknown) => (error instanceof PaymentProblem ? error.code : undefined);
const messageOf = (error: unknown, fallback: string) =>
  error instanceof PaymentProblem && error.code ? error.info.user_friendly_message : fallback;

export const renewalMachine = setup({
  types: {
    context: {} as RenewalContext,
    events: {} as RenewalEvent,
    input: {} as RenewalInput,
  },
  actors: {
    openRenewal: fromPromise<RenewalRecord, { token: string }>(async () => notProvided('openRenewal')),
    promiseRenewal: fromPromise<RenewalRecord, { token: string; days: number }>(async () =>
      notProvided('promiseRenewal'),
    ),
    payRenewal: mobileMoneyPaymentMachine,
  },
  actions: {
    setRenewal: assign((_, renewal: RenewalRecord) => ({
      renewal,
      plan: findPlan(renewal.plan_id) ?? null,
      problem: null,
    })),
    setProblem: assign((_, problem: string) => ({ problem })),
    choosePromise: assign(({ context, event }) =>
      event.type === 'promise.choose'
        ? { promiseChoice: Math.min(Math.max(1, Math.trunc(event.days)), context.renewal?.promise.max_days ?? 1) }
        : {},
    ),
  },
  guards: {
    renewed: (_, renewal: RenewalRecord) => renewal.status === 'renewed',
    /** a plan the catalogue has (the payment steps price it) */
    payable: (_, renewal: RenewalRecord) => findPlan(renewal.plan_id) !== undefined,
    promiseAvailable: ({ context }) => context.renewal?.promise.available === true,
  },
}).createMachine({
  id: 'renewal',
  context: ({ input }) => ({
    token: input.token,
    renewal: null,
    plan: null,
    problem: null,
    promiseChoice: 1,
    promiseProblem: null,
  }),
  initial: 'reading',
  states: {
    // one read of the link, and one way to sort its answer, whether the page opens or confirms a payment
    reading: {
      initial: 'opening',
      states: { opening: {}, confirming: {} },
      invoke: {
        id: 'openRenewal',
        src: 'openRenewal',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'renewed', params: ({ event }) => event.output },
            target: 'renewed',
            actions: { type: 'setRenewal', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'payable', params: ({ event }) => event.output },
            target: 'due',
            actions: { type: 'setRenewal', params: ({ event }) => event.output },
          },
          { target: 'failed', actions: { type: 'setProblem', params: m.renewalLoadFailed } },
        ],
        onError: [
          {
            guard: ({ event }) => codeOf(event.error) === 'renewal_link_invalid',
            target: 'invalid',
            actions: { type: 'setProblem', params: ({ event }) => messageOf(event.error, m.renewalLinkInvalid) },
          },
          {
            guard: ({ event }) => codeOf(event.error) === 'renewal_link_expired',
            target: 'expired',
            actions: { type: 'setProblem', params: ({ event }) => messageOf(event.error, m.renewalLinkExpired) },
          },
          {
            target: 'failed',
            actions: { type: 'setProblem', params: ({ event }) => messageOf(event.error, m.renewalLoadFailed) },
          },
        ],
      },
    },
    due: {
      invoke: {
        id: 'payRenewal',
        src: 'payRenewal',
        input: ({ context }) => ({
          // `due` is entered only with a catalogue plan (guard payable)
          plan: context.plan as Plan,
          cycle: context.renewal?.billing_cycle ?? 'monthly',
          startAt: 'payment' as const,
          savedNumber: context.renewal?.saved_number ?? null,
        }),
        onDone: { target: 'reading.confirming' },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'promise.choose': { actions: 'choosePromise' },
            'promise.ask': { guard: 'promiseAvailable', target: 'promising' },
          },
        },
        promising: {
          entry: assign({ promiseProblem: null }),
          invoke: {
            id: 'promiseRenewal',
            src: 'promiseRenewal',
            input: ({ context }) => ({ token: context.token, days: context.promiseChoice }),
            onDone: {
              target: 'promised',
              // the renewal as it stands now (its suspension date moved); the payment goes on unchanged
              actions: assign(({ event }) => ({ renewal: event.output })),
            },
            onError: {
              target: 'promiseFailed',
              actions: assign(({ event }) => {
                const code = codeOf(event.error);
                const final = code === 'promise_already_made' || code === 'promise_unavailable';
                return { promiseProblem: { message: messageOf(event.error, m.promiseFailed), final } };
              }),
            },
          },
        },
        promised: {},
        promiseFailed: {
          on: {
            'promise.choose': { actions: 'choosePromise' },
            'promise.ask': {
              guard: ({ context }) => context.promiseProblem?.final !== true,
              target: 'promising',
            },
          },
        },
      },
    },
    renewed: {},
    invalid: {},
    expired: {},
    failed: {
      on: { 'renewal.retry': { target: 'reading.opening' } },
    },
  },
});

/** What the page needs from the app. */
export interface RenewalDeps {
  openRenewal: (token: string) => Promise<RenewalRecord>;
  promiseRenewal: (token: string, days: number) => Promise<RenewalRecord>;
  /** billing's mobile money machine, provided with the link's calls (provideMobileMoneyPayment) */
  payRenewal: typeof mobileMoneyPaymentMachine;
}

/** The machine with its actors provided (the route and the flow stories). */
export function provideRenewal(deps: RenewalDeps) {
  return renewalMachine.provide({
    actors: {
      openRenewal: fromPromise(({ input }: { input: { token: string } }) => deps.openRenewal(input.token)),
      promiseRenewal: fromPromise(({ input }: { input: { token: string; days: number } }) =>
        deps.promiseRenewal(input.token, input.days),
      ),
      payRenewal: deps.payRenewal,
    },
  });
}
