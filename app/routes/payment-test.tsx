import { findPlan } from '../../src/domain/plans';
import { PaymentTestScreen } from '../../src/features/billing/PaymentTestScreen';
import { providePaymentTest, type TestPlan } from '../../src/features/billing/paymentTest.machine';
import { toPaymentTestView } from '../../src/features/billing/paymentTest.view';
import { isPaystackPaid } from '../../src/features/billing/rules';
import { useMachineView } from '../../src/machines/useMachineView';
import { loadInlineScript, openCheckout } from '../paystackInline';
import type { PageMeta } from '../routeTable';
import { loadBillingClient } from '../services';

export const meta: PageMeta = {
  title: 'Payment test — SkyLink Ghana (development)',
  description: 'Development page for sandbox payments.',
};

/** The test page's plans, mapped onto the catalogue (the server prices every payment from it). */
const TEST_PLAN_IDS: Record<TestPlan, string> = {
  basic: 'plan_basic_monthly',
  pro: 'plan_premium_monthly',
  enterprise: 'plan_business_monthly',
};

/** /payment-test: only in development builds (app/router.tsx leaves it out of production). */
export function Component() {
  const [view, send] = useMachineView(
    () =>
      providePaymentTest({
        loadTestData: async () => {
          const config = await (await loadBillingClient()).config();
          return { numbers: config.test_numbers, cards: config.test_cards };
        },
        payTest: async ({ plan, amount }) => {
          const client = await loadBillingClient();
          const planId = TEST_PLAN_IDS[plan];
          const config = await client.config();
          await loadInlineScript(config.inline_script_url);
          const data = await client.paystackInitialize({
            plan_id: planId,
            billing_cycle: 'monthly',
            // the typed amount (pesewas): the server refuses less than the plan's price and credits extra
            amount: Math.round(amount * 100),
            metadata: { plan_id: planId, plan_name: findPlan(planId)?.name, test_page: true },
          });
          const result = await openCheckout({
            publicKey: data.public_key,
            email: data.email,
            amount: data.amount,
            currency: data.currency,
            reference: data.reference,
            accessCode: data.access_code,
          });
          if (result.outcome === 'closed') return result;
          if (!isPaystackPaid(await client.paystackVerify(result.reference))) {
            throw new Error('Paystack payment verification failed');
          }
          return result;
        },
      }),
    toPaymentTestView,
  );
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
