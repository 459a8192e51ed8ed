import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { brand } from '../../src/domain/brand';
import { pesewasToCedis } from '../../src/domain/format/money';
import { paths } from '../../src/domain/paths';
import { findPlan, plansOf } from '../../src/domain/plans';
import { popupVerification } from '../../src/features/billing/callbackVerification';
import { PopupPaymentScreen } from '../../src/features/billing/PopupPaymentScreen';
import { popupMetadata } from '../../src/features/billing/payments';
import { providePopupPayment } from '../../src/features/billing/popupPayment.machine';
import { toPopupPaymentView } from '../../src/features/billing/popupPayment.view';
import { useMachineView } from '../../src/machines/useMachineView';
import { useSessionUser } from '../auth/session';
import { track } from '../billingTrack';
import { acquirePaymentLock, loadInlineScript, openCheckout, releasePaymentLock } from '../paystackInline';
import type { PageMeta } from '../routeTable';
import { loadBillingClient } from '../services';

export const meta: PageMeta = {
  title: 'Make a Payment — SkyLink Ghana',
  description: 'Pay for your SkyLink Ghana package with mobile money through our payment provider.',
};

/** The three packages of the payment page (spec billing §9: student, home, business). */
const planIds = plansOf('residential').map((p) => p.id);

/** /payment (login required): the popupPayment machine with the provider's inline script. */
export function Component() {
  const navigate = useNavigate();
  const user = useSessionUser();
  // ?plan=<id>: the package chosen on the dashboard's Make Payment card
  const [search] = useSearchParams();
  const chosen = search.get('plan');
  const [view, send] = useMachineView(
    () =>
      providePopupPayment({
        acquireLock: acquirePaymentLock,
        releaseLock: releasePaymentLock,
        loadScript: async () => loadInlineScript((await (await loadBillingClient()).config()).inline_script_url),
        initialize: async (planId) => {
          const plan = findPlan(planId);
          const data = await (await loadBillingClient()).paystackInitialize({
            plan_id: planId,
            billing_cycle: 'monthly',
            email: user?.email,
            // the spec's popup metadata (plan id, name, description, user id, company, service type, and the
            // package, speed, data cap and billing cycle as custom fields)
            metadata: plan
              ? { ...popupMetadata(plan, { userId: user?.id ?? null, company: brand.name, cycle: 'monthly' }) }
              : { plan_id: planId },
          });
          return {
            publicKey: data.public_key,
            email: data.email,
            amount: data.amount,
            currency: data.currency,
            reference: data.reference,
            accessCode: data.access_code,
          };
        },
        openPopup: openCheckout,
        verifyPayment: async (reference) =>
          popupVerification(await (await loadBillingClient()).paystackVerify(reference)),
        track,
        amountOf: (planId) => pesewasToCedis(findPlan(planId)?.priceMonthly ?? 0),
        goToDashboard: () => navigate(`${paths.dashboard}?payment=success`),
        goToLogin: () => navigate(paths.login, { replace: true }),
      }),
    toPopupPaymentView,
    { input: { email: user?.email ?? null, planIds } },
  );
  useEffect(() => {
    if (chosen && planIds.includes(chosen)) send({ type: 'plan.select', planId: chosen });
  }, [chosen, send]);
  return (
    <PopupPaymentScreen
      view={view}
      onSelect={(planId) => send({ type: 'plan.select', planId })}
      onPay={() => send({ type: 'pay.start' })}
      onRetry={() => send({ type: 'pay.retry' })}
    />
  );
}
