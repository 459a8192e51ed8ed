import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { verifyCallback } from '../../src/features/billing/callbackVerification';
import { PaymentCallbackScreen } from '../../src/features/billing/PaymentCallbackScreen';
import { providePaymentCallback } from '../../src/features/billing/paymentCallback.machine';
import { toPaymentCallbackView } from '../../src/features/billing/paymentCallback.view';
import { parseCallbackParams } from '../../src/features/billing/rules';
import { useMachineView } from '../../src/machines/useMachineView';
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
  const [view] = useMachineView(
    () =>
      providePaymentCallback({
        verifyPayment: async (params) => {
          const client = await loadBillingClient();
          return verifyCallback(params, {
            paystack: (reference) => client.paystackVerify(reference),
            flutterwave: (transactionId) => client.hostedVerify(transactionId),
          });
        },
      }),
    toPaymentCallbackView,
    { input: { params: parseCallbackParams(search) } },
  );
  // the prerendered markup (no query at build time) and the first client render both show verifying
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <PaymentCallbackScreen view={mounted ? view : { status: 'verifying' }} />;
}
