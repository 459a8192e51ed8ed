/**
 * The development payment page (/payment-test), connected: the paymentTest machine driving PaymentTestScreen,
 * and its services over the billing client's calls and the provider's inline script (`paymentTestServices`:
 * the test numbers and cards from the config, the card checkout request with the same popup metadata as
 * /payment, the checkout, and our server's verification of a paid one).
 */
import { brand } from '../../domain/brand';
import { useMachineView } from '../../machines/useMachineView';
import type { BillingConfig, PaystackVerifyResponse } from './contract';
import { PaymentTestScreen } from './PaymentTestScreen';
import { type PopupCheckout, type TestPlan, testPaymentRequest, toPopupCheckout } from './payments';
import { type PaymentTestDeps, providePaymentTest } from './paymentTest.machine';
import { toPaymentTestView } from './paymentTest.view';
import { isPaystackPaid } from './rules';

/** What the page needs of the billing client and the provider's inline script. */
export interface PaymentTestSources {
  config: () => Promise<BillingConfig>;
  paystackInitialize: (
    request: ReturnType<typeof testPaymentRequest>,
  ) => Promise<Parameters<typeof toPopupCheckout>[0]>;
  paystackVerify: (reference: string) => Promise<PaystackVerifyResponse>;
  /** load the provider's inline script from its address */
  loadScript: (src: string) => Promise<void>;
  /** open the checkout: the reference once paid, or 'closed' */
  checkout: (checkout: PopupCheckout) => Promise<{ outcome: 'success'; reference: string } | { outcome: 'closed' }>;
}

/**
 * The machine's services over those sources: the test numbers and cards from the config; a test payment loads
 * the script, asks for the card checkout (testPaymentRequest), opens it and has our server verify a paid one.
 */
export function paymentTestServices(sources: PaymentTestSources, userId: string | null): PaymentTestDeps {
  return {
    loadTestData: async () => {
      const config = await sources.config();
      return { numbers: config.test_numbers, cards: config.test_cards };
    },
    payTest: async ({ plan, amount }: { plan: TestPlan; amount: number }) => {
      const config = await sources.config();
      await sources.loadScript(config.inline_script_url);
      const data = await sources.paystackInitialize(testPaymentRequest(plan, amount, { userId, company: brand.name }));
      const result = await sources.checkout(toPopupCheckout(data));
      if (result.outcome === 'closed') return result;
      if (!isPaystackPaid(await sources.paystackVerify(result.reference))) {
        throw new Error('Paystack payment verification failed');
      }
      return result;
    },
  };
}

/** The page: the machine with its services, driving the screen (the route and the flow stories). */
export function ConnectedPaymentTest({ services }: { services: PaymentTestDeps }) {
  const [view, send] = useMachineView(() => providePaymentTest(services), toPaymentTestView);
  return (
    <PaymentTestScreen
      view={view}
      onPlanChange={(plan) => send({ type: 'plan.select', plan })}
      onAmountChange={(value) => send({ type: 'amount.change', value })}
      onPay={() => send({ type: 'pay.start' })}
      onDismiss={() => send({ type: 'alert.dismiss' })}
    />
  );
}
