import { useSearchParams } from 'react-router-dom';
import { ConnectedPaymentCallback } from '../../src/features/billing/ConnectedPaymentCallback';
import type { CallbackVerifiers } from '../../src/features/billing/callbackVerification';
import type { PageMeta } from '../routeTable';
import { loadBillingClient } from '../services';

export const meta: PageMeta = {
  title: 'Payment status — SkyLink Ghana',
  description: 'We are confirming your SkyLink Ghana payment with the payment provider.',
};

/**
 * Our references are answered by the public outcome, signed in or not (the return often lands signed out);
 * the providers' own references by their verify calls. The billing client loads with the first call.
 */
const verifiers: CallbackVerifiers = {
  outcome: async (reference) => (await loadBillingClient()).callbackOutcome(reference),
  paystack: async (reference) => (await loadBillingClient()).paystackVerify(reference),
  flutterwave: async (transactionId) => (await loadBillingClient()).hostedVerify(transactionId),
};

/** /payment/callback (public, prerendered): verifies the provider's return. */
export function Component() {
  const [search] = useSearchParams();
  return <ConnectedPaymentCallback services={verifiers} search={search} />;
}
