/**
 * The customer dashboard (/dashboard, /dashboard/billing; spec billing §2 "Customer dashboard", §4
 * "Circuit breaker for payment history", flash timings; docs/product-rules.md "Customer dashboard").
 *
 * States (four parallel regions)
 *   data
 *     loading     first load: invokes `loadBilling` (id loadBilling): subscription, billing summary and
 *                 payment history (the history behind the client's breaker; its failure alone is shown in
 *                 the history card, not here)
 *     ready       the billing tab's cards, table and tiles
 *     refreshing  Refresh pressed: invokes `loadBilling` again (id loadBilling); the shown data stays
 *     failed      'Error Loading Billing Data' with the reason (and the last data, if any); Refresh retries
 *   flash
 *     hidden      (at start, straight to pending when the page was opened after a payment)
 *     pending     back from a successful payment (?payment=success): waits for the first load, so the
 *                 message and the new payment in the table appear together
 *     shown       'Payment Successful! Your subscription has been activated.' for 5 s (or until dismissed)
 *   autoRenew   the subscription card's 'Renew automatically' switch (docs/product-rules.md "Auto-renew")
 *     idle        the server's choice shown (and the last save's outcome: saved, or why it failed)
 *     saving      invokes `setAutoRenew` (id setAutoRenew) with the choice; the switch is held until the
 *                 server answers, then shows the server's value; a failure leaves it as it was
 *   promise     in grace, the subscription card's promise to pay (docs/product-rules.md "Standing changes")
 *     idle        the choice of 1 to 3 days (or what was promised, or why the last ask failed)
 *     asking      invokes `askPromise` (id askPromise) with the days; done: the subscription holds the promise
 *                 and its new suspension date; failed: why, and it may be asked again
 *
 * Events
 *   section.select { section }     sidebar: billing, overview, usage, support
 *   autoRenew.set { on }           the switch (while idle, with a subscription)
 *   promise.choose { days }        the days of the promise to pay
 *   promise.ask                    'Hold my service' (while one may be asked for)
 *   billing.refresh                the Refresh button (and the banner's retry)
 *   history.sort { sort }          a sortable column header; back to page 1
 *   history.page { page }          pagination
 *   flash.dismiss                  close the success message
 *
 * Actors: loadBilling -> DashboardData (dashboardData.ts); setAutoRenew({ on }) -> the server's auto_renew;
 *   askPromise({ days }) -> { days, suspendsAt } (the server's).
 * Actions: trackViewed (`dashboard_viewed` with the section, once: when the first load shows the dashboard).
 */
import { assign, fromPromise, setup, stateIn } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import type { DashboardData } from './dashboardData';
import { AUTO_RENEW_FAILED, AUTO_RENEW_OFF, AUTO_RENEW_ON, FLASH_MS, PROMISE_FAILED } from './rules';

export type DashboardSection = 'billing' | 'overview' | 'usage' | 'support';
export const DASHBOARD_SECTIONS: readonly DashboardSection[] = ['billing', 'overview', 'usage', 'support'];

export type HistoryColumn = 'date' | 'amount' | 'status' | 'description' | 'channel' | 'reference';
export interface HistorySort {
  column: HistoryColumn;
  direction: 'ascending' | 'descending';
}

export interface CustomerDashboardContext {
  section: DashboardSection;
  data: DashboardData | null;
  /** why the last load failed (shown under 'Error Loading Billing Data') */
  error: string | null;
  sort: HistorySort;
  /** 1-based; the view clamps it to the pages there are */
  page: number;
  /** the success message is still to show (from ?payment=success) */
  flashDue: boolean;
  /** the last auto-renew save: saved (what it says), or why it failed; null before any */
  autoRenewNote: { saved: boolean; message: string } | null;
  /** the promise to pay's chosen days, and why the last ask failed (null: none failed) */
  promiseChoice: number;
  promiseProblem: string | null;
}

export interface CustomerDashboardInput {
  section?: DashboardSection;
  /** the page was opened with ?payment=success */
  paymentSucceeded?: boolean;
}

export type CustomerDashboardEvent =
  | { type: 'section.select'; section: DashboardSection }
  | { type: 'billing.refresh' }
  | { type: 'history.sort'; sort: HistorySort }
  | { type: 'history.page'; page: number }
  | { type: 'flash.dismiss' }
  | { type: 'autoRenew.set'; on: boolean }
  | { type: 'promise.choose'; days: number }
  | { type: 'promise.ask' };

export const DEFAULT_HISTORY_SORT: HistorySort = { column: 'date', direction: 'descending' };

export const customerDashboardMachine = setup({
  types: {
    context: {} as CustomerDashboardContext,
    events: {} as CustomerDashboardEvent,
    input: {} as CustomerDashboardInput,
  },
  actors: {
    loadBilling: fromPromise<DashboardData, void>(async () => notProvided('loadBilling')),
    setAutoRenew: fromPromise<boolean, { on: boolean }>(async () => notProvided('setAutoRenew')),
    askPromise: fromPromise<{ days: number; suspendsAt: string }, { days: number }>(async () =>
      notProvided('askPromise'),
    ),
  },
  actions: {
    trackViewed: () => {},
  },
  guards: {
    flashDue: ({ context }) => context.flashDue,
    hasSubscription: ({ context }) => context.data?.subscription != null,
    promiseAvailable: ({ context }) => {
      const sub = context.data?.subscription;
      return sub?.standing === 'grace_period' && sub.promise.available;
    },
  },
}).createMachine({
  id: 'customerDashboard',
  type: 'parallel',
  context: ({ input }) => ({
    section: input.section ?? 'billing',
    data: null,
    error: null,
    sort: DEFAULT_HISTORY_SORT,
    page: 1,
    flashDue: input.paymentSucceeded === true,
    autoRenewNote: null,
    promiseChoice: 1,
    promiseProblem: null,
  }),
  on: {
    'section.select': { actions: assign({ section: ({ event }) => event.section }) },
    'history.sort': { actions: assign({ sort: ({ event }) => event.sort, page: 1 }) },
    'history.page': { actions: assign({ page: ({ event }) => Math.max(1, Math.floor(event.page)) }) },
  },
  states: {
    data: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadBilling',
            src: 'loadBilling',
            onDone: {
              target: 'ready',
              actions: [assign({ data: ({ event }) => event.output, error: null }), 'trackViewed'],
            },
            onError: {
              target: 'failed',
              actions: assign({ error: ({ event }) => messageOf(event.error) }),
            },
          },
        },
        ready: { on: { 'billing.refresh': 'refreshing' } },
        refreshing: {
          invoke: {
            id: 'loadBilling',
            src: 'loadBilling',
            onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
            onError: {
              target: 'failed',
              actions: assign({ error: ({ event }) => messageOf(event.error) }),
            },
          },
        },
        failed: { on: { 'billing.refresh': 'refreshing' } },
      },
    },
    flash: {
      initial: 'hidden',
      states: {
        hidden: {
          always: { guard: 'flashDue', target: 'pending', actions: assign({ flashDue: false }) },
        },
        pending: {
          always: [
            { guard: stateIn({ data: 'ready' }), target: 'shown' },
            { guard: stateIn({ data: 'failed' }), target: 'shown' },
          ],
        },
        shown: {
          after: { [FLASH_MS]: 'hidden' },
          on: { 'flash.dismiss': 'hidden' },
        },
      },
    },
    autoRenew: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'autoRenew.set': { guard: 'hasSubscription', target: 'saving' } },
        },
        saving: {
          invoke: {
            id: 'setAutoRenew',
            src: 'setAutoRenew',
            input: ({ event }) => ({ on: event.type === 'autoRenew.set' && event.on }),
            onDone: {
              target: 'idle',
              // the server's answer is the value shown (a refresh meanwhile brought its own)
              actions: assign(({ context, event }) => ({
                data: withSubscription(context.data, () => ({ autoRenew: event.output })),
                autoRenewNote: { saved: true, message: event.output ? AUTO_RENEW_ON : AUTO_RENEW_OFF },
              })),
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({
                autoRenewNote: { saved: false, message: messageOf(event.error) ?? AUTO_RENEW_FAILED },
              })),
            },
          },
        },
      },
    },
    promise: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'promise.choose': {
              actions: assign({
                promiseChoice: ({ event }) => Math.max(1, Math.floor(event.days)),
                promiseProblem: null,
              }),
            },
            'promise.ask': { guard: 'promiseAvailable', target: 'asking' },
          },
        },
        asking: {
          entry: assign({ promiseProblem: null }),
          invoke: {
            id: 'askPromise',
            src: 'askPromise',
            input: ({ context }) => ({ days: context.promiseChoice }),
            onDone: {
              target: 'idle',
              // the server's answer: the promise is held, with its new suspension date
              actions: assign(({ context, event }) => ({
                data: withSubscription(context.data, (sub) => ({
                  promise: { ...sub.promise, days: event.output.days, available: false },
                  suspendsAt: Date.parse(event.output.suspendsAt),
                })),
              })),
            },
            onError: {
              target: 'idle',
              actions: assign({ promiseProblem: ({ event }) => messageOf(event.error) ?? PROMISE_FAILED }),
            },
          },
        },
      },
    },
  },
});

/** The data with the server's answer written into its subscription (none: unchanged). */
function withSubscription(
  data: DashboardData | null,
  patch: (sub: NonNullable<DashboardData['subscription']>) => Partial<NonNullable<DashboardData['subscription']>>,
): DashboardData | null {
  const sub = data?.subscription;
  return data && sub ? { ...data, subscription: { ...sub, ...patch(sub) } } : data;
}

/** The loader's failure text, or null for the screen's default. */

function messageOf(error: unknown): string | null {
  return error instanceof Error && error.message.trim() ? error.message : null;
}

export interface CustomerDashboardDeps {
  loadBilling: () => Promise<DashboardData>;
  /** PATCH the subscription's auto-renew; resolves with the server's value */
  setAutoRenew: (on: boolean) => Promise<boolean>;
  /** POST a promise to pay of `days`; resolves with the server's days and suspension date (ISO) */
  askPromise: (days: number) => Promise<{ days: number; suspendsAt: string }>;
  /** analytics (docs/analytics.md) */
  track: (event: string, props: Record<string, unknown>) => void;
}

export function provideCustomerDashboard(deps: CustomerDashboardDeps) {
  return customerDashboardMachine.provide({
    actors: {
      loadBilling: fromPromise(() => deps.loadBilling()),
      setAutoRenew: fromPromise(({ input }: { input: { on: boolean } }) => deps.setAutoRenew(input.on)),
      askPromise: fromPromise(({ input }: { input: { days: number } }) => deps.askPromise(input.days)),
    },
    actions: {
      trackViewed: ({ context }) => deps.track('dashboard_viewed', { section: context.section }),
    },
  });
}
