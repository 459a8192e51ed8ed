/**
 * Payment test page (/payment-test, development builds only; spec billing §2 "Payment test page", §8 test
 * page alerts): pays through the provider popup with a chosen test plan and amount, and lists the sandbox's
 * test cards and numbers.
 *
 * States
 *   loading   invokes `loadTestData` (id loadTestData): the test cards and numbers (GET /api/billing/config)
 *   idle      plan basic / pro / enterprise, amount (default 50, min 1, step 0.01), the last alert
 *   paying    invokes `payTest` (id payTest): success (reference), closed ('Payment was cancelled') or an error
 *             ('Payment error: {message or Unknown error}')
 *
 * Events: plan.select { plan }, amount.change { value }, pay.start, alert.dismiss.
 */
import { assign, fromPromise, setup } from 'xstate';
import { amountError, parseAmount } from '../../domain/format/amount';
import { notProvided } from '../../machines/notProvided';
import { BILLING_MESSAGES, testPageError } from './messages';
import type { TestPlan } from './payments';

export type { TestPlan };
export const TEST_PLANS: readonly TestPlan[] = ['basic', 'pro', 'enterprise'];
export const DEFAULT_TEST_AMOUNT = '50';

export interface TestData {
  numbers: { number: string; network: string; behaviour: string }[];
  cards: { number: string; cvv: string; pin: string | null; otp: string | null; behaviour: string }[];
}

export interface TestAlert {
  tone: 'success' | 'warning' | 'danger';
  text: string;
}

export interface PaymentTestContext {
  plan: TestPlan;
  amount: string;
  amountError: string | null;
  data: TestData | null;
  alert: TestAlert | null;
}

export type PaymentTestEvent =
  | { type: 'plan.select'; plan: TestPlan }
  | { type: 'amount.change'; value: string }
  | { type: 'pay.start' }
  | { type: 'alert.dismiss' };

export type TestPayResult = { outcome: 'success'; reference: string } | { outcome: 'closed' };

const errorText = (error: unknown) => testPageError(error instanceof Error ? error.message : undefined);

export const paymentTestMachine = setup({
  types: { context: {} as PaymentTestContext, events: {} as PaymentTestEvent },
  actors: {
    loadTestData: fromPromise<TestData, void>(async () => notProvided('loadTestData')),
    payTest: fromPromise<TestPayResult, { plan: TestPlan; amount: number }>(async () => notProvided('payTest')),
  },
  guards: {
    amountValid: ({ context }) => amountError(parseAmount(context.amount)) === null,
  },
}).createMachine({
  id: 'paymentTest',
  context: { plan: 'basic', amount: DEFAULT_TEST_AMOUNT, amountError: null, data: null, alert: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTestData',
        src: 'loadTestData',
        onDone: { target: 'idle', actions: assign({ data: ({ event }) => event.output }) },
        onError: {
          target: 'idle',
          actions: assign({ alert: ({ event }) => ({ tone: 'danger' as const, text: errorText(event.error) }) }),
        },
      },
    },
    idle: {
      on: {
        'plan.select': { actions: assign({ plan: ({ event }) => event.plan }) },
        'amount.change': { actions: assign({ amount: ({ event }) => event.value, amountError: null }) },
        'alert.dismiss': { actions: assign({ alert: null }) },
        'pay.start': [
          { guard: 'amountValid', target: 'paying', actions: assign({ alert: null }) },
          { actions: assign({ amountError: ({ context }) => amountError(parseAmount(context.amount)) }) },
        ],
      },
    },
    paying: {
      invoke: {
        id: 'payTest',
        src: 'payTest',
        input: ({ context }) => ({ plan: context.plan, amount: parseAmount(context.amount) ?? 0 }),
        onDone: {
          target: 'idle',
          actions: assign({
            alert: ({ event }) =>
              event.output.outcome === 'success'
                ? { tone: 'success' as const, text: `Payment successful. Reference: ${event.output.reference}` }
                : { tone: 'warning' as const, text: BILLING_MESSAGES.testPageCancelled },
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({ alert: ({ event }) => ({ tone: 'danger' as const, text: errorText(event.error) }) }),
        },
      },
    },
  },
});

export interface PaymentTestDeps {
  loadTestData: () => Promise<TestData>;
  payTest: (input: { plan: TestPlan; amount: number }) => Promise<TestPayResult>;
}

export function providePaymentTest(deps: PaymentTestDeps) {
  return paymentTestMachine.provide({
    actors: {
      loadTestData: fromPromise(() => deps.loadTestData()),
      payTest: fromPromise(({ input }: { input: { plan: TestPlan; amount: number } }) => deps.payTest(input)),
    },
  });
}
