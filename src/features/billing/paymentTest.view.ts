/** Payment test page view model. */
import type { SnapshotFrom } from 'xstate';
import type { PaymentTestContext, paymentTestMachine, TestPlan } from './paymentTest.machine';

/** The test page's plans (spec billing §2: basic, pro, enterprise). */
export const TEST_PLAN_OPTIONS: readonly TestPlan[] = ['basic', 'pro', 'enterprise'];

export const paymentTestText = {
  title: 'Payment Test',
  intro: 'A developer page for card-provider popup payments against the sandbox. Not part of the production site.',
  plan: 'Test plan',
  amount: 'Amount (GH₵)',
  pay: 'Pay test amount',
  paying: 'Paying...',
  cards: 'Test cards',
  numbers: 'Mobile money test numbers',
  back: 'Back to Dashboard',
  loading: 'Loading test data...',
} as const;

export type PaymentTestView = Pick<PaymentTestContext, 'plan' | 'amount' | 'amountError' | 'data' | 'alert'> & {
  status: 'loading' | 'idle' | 'paying';
};

export function toPaymentTestView(
  snapshot: Pick<SnapshotFrom<typeof paymentTestMachine>, 'context' | 'matches'>,
): PaymentTestView {
  const { plan, amount, amountError, data, alert } = snapshot.context;
  const status = snapshot.matches('loading') ? 'loading' : snapshot.matches('paying') ? 'paying' : 'idle';
  return { status, plan, amount, amountError, data, alert };
}
