import { useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import type { Actor } from 'xstate';
import { walletList } from '../../src/domain/format/phone';
import { paths } from '../../src/domain/paths';
import { findPlan, type Plan } from '../../src/domain/plans';
import { MobileMoneyPaymentScreen } from '../../src/features/billing/MobileMoneyPaymentScreen';
import {
  type mobileMoneyPaymentMachine,
  provideMobileMoneyPayment,
} from '../../src/features/billing/mobileMoneyPayment.machine';
import { toMobileMoneyView } from '../../src/features/billing/mobileMoneyPayment.view';
import type { BillingCycle } from '../../src/features/billing/rules';
import { useMachineView } from '../../src/machines/useMachineView';
import { NOTIFICATIONS_CHANGED } from '../billingEvents';
import { track } from '../billingTrack';
import type { PageMeta } from '../routeTable';
import { loadBillingClient } from '../services';

export const meta: PageMeta = {
  title: 'Mobile Money Payment — SkyLink Ghana',
  description: `Pay for your SkyLink Ghana package with ${walletList('or')}.`,
};

function MobileMoneyPayment({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) {
  const [view, send, actor] = useMachineView(
    () =>
      provideMobileMoneyPayment({
        findPaymentInProgress: async (planId) => (await loadBillingClient()).findPaymentInProgress(planId),
        payWithRetry: async (input) => (await loadBillingClient()).payWithRetry(input),
        pollStatus: async (paymentId) => (await loadBillingClient()).pollStatus(paymentId),
        cancelPayment: async (paymentId) => (await loadBillingClient()).cancelPayment(paymentId),
        submitVoucher: async (paymentId, otp) => (await loadBillingClient()).submitOtp(paymentId, otp),
        track,
        paymentCompleted: () => window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED)),
      }),
    toMobileMoneyView,
    { input: { plan, cycle } },
  );
  useSavedMobileMoneyDefaults(actor);
  return (
    <MobileMoneyPaymentScreen
      view={view}
      onCycleChange={(value) => send({ type: 'cycle.change', cycle: value })}
      onContinue={() => send({ type: 'step.continue' })}
      onBack={() => send({ type: 'step.back' })}
      onNumberChange={(value) => send({ type: 'number.change', value })}
      onNetworkChange={(network) => send({ type: 'network.change', network })}
      onSubmit={() => send({ type: 'form.submit' })}
      onCancelPayment={() => send({ type: 'payment.cancel' })}
      onChangeNumber={() => send({ type: 'payment.changeNumber' })}
      onVoucherChange={(value) => send({ type: 'voucher.change', value })}
      onVoucherSubmit={() => send({ type: 'voucher.submit' })}
    />
  );
}

/**
 * The customer's saved default number and network (settings, Billing section) fill the form once it
 * takes a number, unless the customer has typed one already. Best effort: without settings the form
 * starts empty as before.
 */
function useSavedMobileMoneyDefaults(actor: Actor<typeof mobileMoneyPaymentMachine>) {
  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    import('../settingsClient')
      .then(({ settingsClient }) => settingsClient.load())
      .then(({ settings }) => {
        const { defaultNetwork, defaultNumber } = settings.billing;
        const apply = () => {
          const snapshot = actor.getSnapshot();
          if (cancelled || !snapshot.can({ type: 'number.change', value: '' })) return false;
          if (snapshot.context.number === '') {
            if (defaultNumber) actor.send({ type: 'number.change', value: defaultNumber });
            actor.send({ type: 'network.change', network: defaultNetwork });
          }
          return true;
        };
        if (apply()) return;
        const subscription = actor.subscribe(() => {
          if (apply()) subscription.unsubscribe();
        });
        unsubscribe = () => subscription.unsubscribe();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [actor]);
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
