import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { walletList } from '../../src/domain/format/phone';
import { paths } from '../../src/domain/paths';
import { findPlan } from '../../src/domain/plans';
import {
  ConnectedMobileMoneyPayment,
  type ConnectedMobileMoneyPaymentProps,
} from '../../src/features/billing/ConnectedMobileMoneyPayment';
import type { BillingCycle } from '../../src/features/billing/rules';
import { ConnectedScheduledChange } from '../../src/features/subscriptions/ConnectedScheduledChange';
import { toScheduledChangeFacts } from '../../src/features/subscriptions/scheduledChange.view';
import { billingClient } from '../billingClient';
import { NOTIFICATIONS_CHANGED } from '../billingEvents';
import { track } from '../billingTrack';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Mobile Money Payment — SkyLink Ghana',
  description: `Pay for your SkyLink Ghana package with ${walletList('or')}.`,
};

/** The page's services: the billing client's own functions (it loads with this lazy route), built once. */
const services: ConnectedMobileMoneyPaymentProps['services'] = {
  findPaymentInProgress: billingClient.findPaymentInProgress,
  payWithRetry: billingClient.payWithRetry,
  pollStatus: billingClient.pollStatus,
  cancelPayment: billingClient.cancelPayment,
  submitVoucher: billingClient.submitOtp,
  track,
  paymentCompleted: () => window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED)),
  savedDefaults: () =>
    import('../settingsClient').then(async ({ settingsClient }) => (await settingsClient.load()).settings.billing),
};

const readSubscription = async () => toScheduledChangeFacts((await billingClient.subscription())?.subscription ?? null);
const cancelChange = () => billingClient.cancelScheduledChange();

/**
 * /payment/mobile-money/:planId (login required): an unknown plan goes to /packages. A plan change already
 * scheduled is said first, with the choice to pay for that plan or cancel it (the scheduled-change notice);
 * a payment that will schedule a change (or add a period) says so before Pay, and its success says when it starts.
 */
export function Component() {
  const { planId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const plan = findPlan(planId);
  if (plan?.family !== 'packages' || !plan.isActive) return <Navigate to={paths.packages} replace />;
  const cycle: BillingCycle = search.get('cycle') === 'yearly' ? 'yearly' : 'monthly';
  const key = `${plan.id}:${cycle}`;
  return (
    <ConnectedScheduledChange
      key={key}
      input={{ planId: plan.id, cycle, planName: plan.name }}
      services={{
        readSubscription,
        cancelChange,
        goToScheduledPlan: (to) => navigate(`${paths.mobileMoneyPayment(to.planId)}?cycle=${to.cycle}`),
      }}
    >
      {(effect) => (
        <ConnectedMobileMoneyPayment
          services={services}
          input={{ plan, cycle, startsAt: effect?.kind === 'starts' ? effect.startsAt : null }}
        />
      )}
    </ConnectedScheduledChange>
  );
}
