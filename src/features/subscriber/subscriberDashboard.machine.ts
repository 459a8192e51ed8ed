/**
 * The subscriber dashboard (/user-dashboard; spec billing §2 "Subscriber dashboard", §4 "Invoice and
 * subscription").
 *
 * States
 *   checkingSession  invokes `loadSession` (id loadSession): the signed-in customer, or null -> signedOut
 *   signedOut        'Not logged in' (the session has no user; also on `session.ended` from any state)
 *   loading          'Loading': invokes `loadBilling` (id loadBilling): subscription and invoices
 *   failed           'Failed to load billing information' (or the server's text); billing.retry
 *   ready            the tabs Overview, Settings, Billing, Support (tab.select from any sub-state)
 *     .idle          plan.choose (no subscription) -> creating; invoice.pay (not paid) -> paying
 *     .creating      invokes `createSubscription` (id createSubscription): the subscription and its invoice,
 *                    which goes on top of the list; a failure shows 'Failed to create subscription' or
 *                    the server's text (409: one exists already)
 *     .paying        the in-page mobile money dialog: invokes `payInvoice` (id payInvoice), billing's
 *                    mobile money machine opened on its form for this invoice (same submit, processing,
 *                    polling and errors as /payment/mobile-money). Form events are forwarded to it; an
 *                    empty number is refused here with 'Please enter mobile number and select network'.
 *                    Done (paid) -> reloading with 'Payment Successful! ...'; dialog.close -> reloading
 *     .reloading     invokes `loadBilling` (id reloadBilling): billing data after a payment or on Refresh
 *
 * Events
 *   tab.select { tab }        ready: which panel shows
 *   session.ended             the session lost its user -> signedOut
 *   billing.retry             failed -> loading
 *   billing.refresh           ready.idle -> reloading
 *   cycle.change { cycle }    the plan chooser's monthly/yearly toggle
 *   plan.choose { planId }    ready.idle, only with no (or an ended) subscription -> creating
 *   invoice.pay { invoiceId } ready.idle, only for an invoice not paid -> paying (Billing tab)
 *   number.change, network.change, form.submit   paying: the dialog's fields, forwarded to payInvoice
 *   dialog.close              paying -> reloading (a payment approved meanwhile shows as paid)
 *   notice.dismiss            clears the success notice
 *
 * Actors: loadSession() -> SubscriberUser | null; loadBilling() -> BillingData; createSubscription({ planId,
 * cycle }) -> { subscription, invoice }; payInvoice: billing's provided mobile money machine. Rejections may
 * carry a SubscriberProblem (rules.ts) whose message is shown.
 * Longer than 300 lines: one machine for the dashboard with its invoice-payment dialog, which runs billing's
 * mobile money machine as a child; its state list is documented at the top.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { Plan } from '../../domain/plans';
import { findPlan } from '../../domain/plans';
import { notProvided } from '../../machines/notProvided';
import {
  BILLING_MESSAGES,
  type BillingCycle,
  type InvoiceRecord,
  type MobileNetwork,
  mobileMoneyPaymentMachine,
  type SubscriptionRecord,
} from '../billing';
import { canChoosePlan, canPayInvoice, problemText, withNewInvoice } from './rules';

export type SubscriberTab = 'overview' | 'settings' | 'billing' | 'support';
export const SUBSCRIBER_TABS: readonly SubscriberTab[] = ['overview', 'settings', 'billing', 'support'];

export interface SubscriberUser {
  name: string;
  email: string;
}

export interface BillingData {
  subscription: SubscriptionRecord | null;
  /** newest first (the server's order) */
  invoices: InvoiceRecord[];
}

export interface SubscriberContext {
  tab: SubscriberTab;
  user: SubscriberUser | null;
  subscription: SubscriptionRecord | null;
  invoices: InvoiceRecord[];
  /** the chooser's billing cycle */
  cycle: BillingCycle;
  /** 'failed': why the billing data did not load */
  loadError: string | null;
  /** a failed choose-plan or reload, shown above the billing panel */
  actionError: string | null;
  /** paid: 'Payment Successful! ...'; created: the subscription and its invoice were created */
  notice: 'paid' | 'created' | null;
  /** the invoice in the pay dialog, and its plan */
  paying: { invoice: InvoiceRecord; plan: Plan } | null;
  /** the dialog's number as typed (mirrors the payment machine's) and the spec's missing-field message */
  dialogNumber: string;
  dialogError: string | null;
}

export type SubscriberEvent =
  | { type: 'tab.select'; tab: SubscriberTab }
  | { type: 'session.ended' }
  | { type: 'billing.retry' }
  | { type: 'billing.refresh' }
  | { type: 'cycle.change'; cycle: BillingCycle }
  | { type: 'plan.choose'; planId: string }
  | { type: 'invoice.pay'; invoiceId: string }
  | { type: 'number.change'; value: string }
  | { type: 'network.change'; network: MobileNetwork }
  | { type: 'form.submit' }
  | { type: 'dialog.close' }
  | { type: 'notice.dismiss' };

export interface CreatedSubscription {
  subscription: SubscriptionRecord;
  invoice: InvoiceRecord;
}

const payable = (context: SubscriberContext, invoiceId: string) => {
  const invoice = context.invoices.find((i) => i.id === invoiceId);
  if (!invoice || !canPayInvoice(invoice)) return null;
  const plan = findPlan(invoice.plan_id);
  return plan ? { invoice, plan } : null;
};

export const subscriberDashboardMachine = setup({
  types: {
    context: {} as SubscriberContext,
    events: {} as SubscriberEvent,
  },
  actors: {
    loadSession: fromPromise<SubscriberUser | null>(async () => notProvided('loadSession')),
    loadBilling: fromPromise<BillingData>(async () => notProvided('loadBilling')),
    createSubscription: fromPromise<CreatedSubscription, { planId: string; cycle: BillingCycle }>(async () =>
      notProvided('createSubscription'),
    ),
    payInvoice: mobileMoneyPaymentMachine,
  },
  actions: {
    setBilling: assign((_, data: BillingData) => ({ subscription: data.subscription, invoices: data.invoices })),
  },
  guards: {
    canChoose: ({ context }) => canChoosePlan(context.subscription),
    canPay: ({ context, event }) => event.type === 'invoice.pay' && payable(context, event.invoiceId) !== null,
    numberMissing: ({ context }) => context.dialogNumber.trim() === '',
  },
}).createMachine({
  id: 'subscriberDashboard',
  context: {
    tab: 'overview',
    user: null,
    subscription: null,
    invoices: [],
    cycle: 'monthly',
    loadError: null,
    actionError: null,
    notice: null,
    paying: null,
    dialogNumber: '',
    dialogError: null,
  },
  initial: 'checkingSession',
  on: {
    'session.ended': { target: '.signedOut' },
  },
  states: {
    checkingSession: {
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'signedOut' },
          { target: 'loading', actions: assign({ user: ({ event }) => event.output }) },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      entry: assign({ user: null, subscription: null, invoices: [], paying: null }),
    },
    loading: {
      invoke: {
        id: 'loadBilling',
        src: 'loadBilling',
        onDone: {
          target: 'ready',
          actions: [{ type: 'setBilling', params: ({ event }) => event.output }, assign({ loadError: null })],
        },
        onError: {
          target: 'failed',
          actions: assign({
            loadError: ({ event }) => problemText(event.error, BILLING_MESSAGES.loadBillingFailed),
          }),
        },
      },
    },
    failed: {
      on: { 'billing.retry': { target: 'loading' } },
    },
    ready: {
      initial: 'idle',
      on: {
        'tab.select': { actions: assign({ tab: ({ event }) => event.tab }) },
        'notice.dismiss': { actions: assign({ notice: null }) },
      },
      states: {
        idle: {
          on: {
            'billing.refresh': { target: 'reloading', actions: assign({ actionError: null, notice: null }) },
            'cycle.change': { actions: assign({ cycle: ({ event }) => event.cycle }) },
            'plan.choose': { guard: 'canChoose', target: 'creating' },
            'invoice.pay': {
              guard: 'canPay',
              target: 'paying',
              actions: assign({
                tab: 'billing',
                paying: ({ context, event }) => payable(context, event.invoiceId),
                dialogNumber: '',
                dialogError: null,
                actionError: null,
                notice: null,
              }),
            },
          },
        },
        creating: {
          entry: assign({ actionError: null, notice: null }),
          invoke: {
            id: 'createSubscription',
            src: 'createSubscription',
            input: ({ context, event }) => ({
              planId: event.type === 'plan.choose' ? event.planId : '',
              cycle: context.cycle,
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                subscription: ({ event }) => event.output.subscription,
                invoices: ({ context, event }) => withNewInvoice(context.invoices, event.output.invoice),
                notice: 'created',
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                actionError: ({ event }) => problemText(event.error, BILLING_MESSAGES.createSubscriptionFailed),
              }),
            },
          },
        },
        paying: {
          invoke: {
            id: 'payInvoice',
            src: 'payInvoice',
            input: ({ context }) => ({
              // `paying` is set on the way in (guard canPay)
              plan: context.paying?.plan as Plan,
              cycle: context.paying?.invoice.billing_cycle ?? 'monthly',
              startAt: 'payment' as const,
              invoiceId: context.paying?.invoice.id,
            }),
            onDone: {
              target: 'reloading',
              actions: assign({ paying: null, notice: 'paid' }),
            },
          },
          on: {
            'number.change': {
              actions: [
                assign({ dialogNumber: ({ event }) => event.value, dialogError: null }),
                sendTo('payInvoice', ({ event }) => event),
              ],
            },
            'network.change': { actions: sendTo('payInvoice', ({ event }) => event) },
            'form.submit': [
              {
                guard: 'numberMissing',
                actions: assign({ dialogError: BILLING_MESSAGES.mobileNumberAndNetwork }),
              },
              { actions: [assign({ dialogError: null }), sendTo('payInvoice', ({ event }) => event)] },
            ],
            'dialog.close': { target: 'reloading', actions: assign({ paying: null }) },
          },
        },
        reloading: {
          invoke: {
            id: 'reloadBilling',
            src: 'loadBilling',
            onDone: {
              target: 'idle',
              actions: [{ type: 'setBilling', params: ({ event }) => event.output }, assign({ actionError: null })],
            },
            onError: {
              target: 'idle',
              actions: assign({
                actionError: ({ event }) => problemText(event.error, BILLING_MESSAGES.loadBillingFailed),
              }),
            },
          },
        },
      },
    },
  },
});

/** What the dashboard needs from the app. */
export interface SubscriberDeps {
  loadSession: () => Promise<SubscriberUser | null>;
  loadBilling: () => Promise<BillingData>;
  createSubscription: (planId: string, cycle: BillingCycle) => Promise<CreatedSubscription>;
  /** billing's mobile money machine, provided with the invoice payment (provideMobileMoneyPayment) */
  payInvoice: typeof mobileMoneyPaymentMachine;
}

/** The machine with its actors provided (the route and the flow stories). */
export function provideSubscriberDashboard(deps: SubscriberDeps) {
  return subscriberDashboardMachine.provide({
    actors: {
      loadSession: fromPromise(() => deps.loadSession()),
      loadBilling: fromPromise(() => deps.loadBilling()),
      createSubscription: fromPromise(({ input }: { input: { planId: string; cycle: BillingCycle } }) =>
        deps.createSubscription(input.planId, input.cycle),
      ),
      payInvoice: deps.payInvoice,
    },
  });
}
