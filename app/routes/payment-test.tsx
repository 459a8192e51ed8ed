import {
  ConnectedPaymentTest,
  type PaymentTestSources,
  paymentTestServices,
} from '../../src/features/billing/ConnectedPaymentTest';
import { useSessionUser } from '../auth/session';
import { billingClient } from '../billingClient';
import { checkoutOutcome, loadInlineScript } from '../paystackInline';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Payment test — SkyLink Ghana (development)',
  description: 'Development page for sandbox payments.',
};

const sources: PaymentTestSources = {
  config: billingClient.config,
  paystackInitialize: billingClient.paystackInitialize,
  paystackVerify: billingClient.paystackVerify,
  loadScript: loadInlineScript,
  checkout: checkoutOutcome,
};

/** /payment-test: only in development builds (app/router.tsx leaves it out of production). */
export function Component() {
  const user = useSessionUser();
  const userId = user?.id ?? null;
  return <ConnectedPaymentTest services={paymentTestServices(sources, userId)} />;
}
