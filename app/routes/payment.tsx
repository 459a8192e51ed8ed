import { useNavigate, useSearchParams } from 'react-router-dom';
import { brand } from '../../src/domain/brand';
import { paths } from '../../src/domain/paths';
import { ConnectedPopupPayment } from '../../src/features/billing/ConnectedPopupPayment';
import { popupVerification } from '../../src/features/billing/callbackVerification';
import { acquirePaymentLock, releasePaymentLock } from '../../src/features/billing/paymentLockStorage';
import { popupPaymentRequest, toPopupCheckout } from '../../src/features/billing/payments';
import { useSessionUser } from '../auth/session';
import { billingClient } from '../billingClient';
import { track } from '../billingTrack';
import { loadInlineScript, openCheckout } from '../paystackInline';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Make a Payment — SkyLink Ghana',
  description: 'Pay for your SkyLink Ghana package with mobile money through our payment provider.',
};

/** /payment (login required): the popup payment with the provider's inline script and the billing client. */
export function Component() {
  const navigate = useNavigate();
  const user = useSessionUser();
  const [search] = useSearchParams();
  return (
    <ConnectedPopupPayment
      email={user?.email ?? null}
      chosenPlan={search.get('plan')}
      services={{
        acquireLock: acquirePaymentLock,
        releaseLock: releasePaymentLock,
        loadScript: async () => loadInlineScript((await billingClient.config()).inline_script_url),
        initialize: async (planId) =>
          toPopupCheckout(
            await billingClient.paystackInitialize(
              popupPaymentRequest(planId, { userId: user?.id ?? null, email: user?.email, company: brand.name }),
            ),
          ),
        openPopup: openCheckout,
        verifyPayment: async (reference) => popupVerification(await billingClient.paystackVerify(reference)),
        track,
        goToDashboard: () => navigate(`${paths.dashboard}?payment=success`),
        goToLogin: () => navigate(paths.login, { replace: true }),
      }}
    />
  );
}
