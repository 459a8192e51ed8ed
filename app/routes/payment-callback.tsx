import { useSearchParams } from 'react-router-dom';
import { verifyCallback } from '../../src/features/billing/callbackVerification';
import { PaymentCallbackScreen } from '../../src/features/billing/PaymentCallbackScreen';
import { initialPaymentCallbackView, toPaymentCallbackView } from '../../src/features/billing/paymentCallback.view';
import { parseCallbackParams } from '../../src/features/billing/rules';
import { useDeferredMachineView } from '../../src/machines/useDeferredMachineView';
import type { PageMeta } from '../routeTable';
import { loadBillingClient } from '../services';

export const meta: PageMeta = {
  title: 'Payment status — SkyLink Ghana',
  description: 'We are confirming your SkyLink Ghana payment with the payment provider.',
};

/**
 * /payment/callback (public, prerendered): verifies the provider's return. At build time (no query) the
 * page renders 'Verifying your payment...'; the machine starts after mount, in the browser.
 */
export function Component() {
  const [search] = useSearchParams();
  // the machine (with xstate) loads after hydration, with the query the build could not know
  const [view] = useDeferredMachineView(
    () =>
      import('../../src/features/billing/paymentCallback.machine').then(({ providePaymentCallback }) => ({
        machine: providePaymentCallback({
          verifyPayment: async (params) => {
            const client = await loadBillingClient();
            // our references: the public answer, signed in or not (the return often lands signed out)
            return verifyCallback(params, {
              outcome: (reference) => client.callbackOutcome(reference),
              paystack: (reference) => client.paystackVerify(reference),
              flutterwave: (transactionId) => client.hostedVerify(transactionId),
            });
          },
        }),
        view: toPaymentCallbackView,
        options: { input: { params: parseCallbackParams(search) } },
      })),
    initialPaymentCallbackView(),
  );
  return <PaymentCallbackScreen view={view} />;
}
