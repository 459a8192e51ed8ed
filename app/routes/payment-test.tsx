import { brand } from '../../src/domain/brand';
import { PaymentTestScreen } from '../../src/features/billing/PaymentTestScreen';
import { testPaymentRequest } from '../../src/features/billing/payments';
import { providePaymentTest } from '../../src/features/billing/paymentTest.machine';
import { toPaymentTestView } from '../../src/features/billing/paymentTest.view';
import { isPaystackPaid } from '../../src/features/billing/rules';
import { useMachineView } from '../../src/machines/useMachineView';
import { useSessionUser } from '../auth/session';
import { checkoutOutcome, loadInlineScript } from '../paystackInline';
import type { PageMeta } from '../routeTable';
import { loadBillingClient } from '../services';

export const meta: PageMeta = {
  title: 'Payment test — SkyLink Ghana (development)',
  description: 'Development page for sandbox payments.',
};

/** /payment-test: only in development builds (app/router.tsx leaves it out of production). */
export function Component() {
  const user = useSessionUser();
  const [view, send] = useMachineView(
    () =>
      providePaymentTest({
        loadTestData: async () => {
          const config = await (await loadBillingClient()).config();
          return { numbers: config.test_numbers, cards: config.test_cards };
        },
        payTest: async ({ plan, amount }) => {
          const client = await loadBillingClient();
          const config = await client.config();
          await loadInlineScript(config.inline_script_url);
          // the same popup metadata as /payment (popupMetadata), with the typed amount in pesewas
          const data = await client.paystackInitialize(
            testPaymentRequest(plan, amount, { userId: user?.id ?? null, company: brand.name }),
          );
          const result = await checkoutOutcome({
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
