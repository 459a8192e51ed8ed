import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../src/domain/paths';
import { findPlan, type Plan } from '../../src/domain/plans';
import { MobileMoneyPaymentScreen } from '../../src/features/billing/MobileMoneyPaymentScreen';
import { provideMobileMoneyPayment } from '../../src/features/billing/mobileMoneyPayment.machine';
import { toMobileMoneyView } from '../../src/features/billing/mobileMoneyPayment.view';
import type { BillingCycle } from '../../src/features/billing/rules';
import { useMachineView } from '../../src/machines/useMachineView';
import { NOTIFICATIONS_CHANGED } from '../billingEvents';
import { track } from '../billingTrack';
import type { PageMeta } from '../routeTable';
import { loadBillingClient } from '../services';

export const meta: PageMeta = {
  title: 'Mobile Money Payment — SkyLink Ghana',
  description: 'Pay for your SkyLink Ghana package with MTN Mobile Money, Vodafone Cash or AirtelTigo Money.',
};

function MobileMoneyPayment({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) {
  const [view, send] = useMachineView(
    () =>
      provideMobileMoneyPayment({
        findPaymentInProgress: async (planId) => (await loadBillingClient()).findPaymentInProgress(planId),
        payWithRetry: async (input) => (await loadBillingClient()).payWithRetry(input),
        pollStatus: async (paymentId) => (await loadBillingClient()).pollStatus(paymentId),
        track,
        paymentCompleted: () => window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED)),
      }),
    toMobileMoneyView,
    { input: { plan, cycle } },
  );
  return (
    <MobileMoneyPaymentScreen
      view={view}
      onCycleChange={(value) => send({ type: 'cycle.change', cycle: value })}
      onContinue={() => send({ type: 'step.continue' })}
      onBack={() => send({ type: 'step.back' })}
      onNumberChange={(value) => send({ type: 'number.change', value })}
      onNetworkChange={(network) => send({ type: 'network.change', network })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}

/** /payment/mobile-money/:planId (login required): an unknown plan goes to /packages. */
export function Component() {
  const { planId = '' } = useParams();
  const [search] = useSearchParams();
  const plan = findPlan(planId);
  if (plan?.family !== 'packages' || !plan.isActive) return <Navigate to={paths.packages} replace />;
  const cycle: BillingCycle = search.get('cycle') === 'yearly' ? 'yearly' : 'monthly';
  return <MobileMoneyPayment key={`${plan.id}:${cycle}`} plan={plan} cycle={cycle} />;
}
