import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../src/domain/paths';
import { PackagesScreen } from '../../src/features/billing/PackagesScreen';
import { providePackages } from '../../src/features/billing/packages.machine';
import { paymentPagePath, toPackagesView } from '../../src/features/billing/packages.view';
import { useMachineView } from '../../src/machines/useMachineView';
import type { FromState } from '../auth/guards';
import { AuthSession, sessionStatus } from '../auth/session';
import { track } from '../billingTrack';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Internet Packages — SkyLink Ghana',
  description:
    'Compare SkyLink Ghana internet packages: Basic, Standard, Premium and Business, monthly or yearly, paid in GH₵ with mobile money.',
};

/** /packages (public, prerendered): the packages machine with navigation and analytics. */
export function Component() {
  const navigate = useNavigate();
  const signedIn = AuthSession.useSelector((s) => sessionStatus(s) === 'signedIn');
  const [view, send] = useMachineView(
    () =>
      providePackages({
        track,
        goToPayment: ({ planId, cycle }) => navigate(paymentPagePath(planId, cycle)),
        goToLogin: ({ planId, cycle }) => {
          const target = new URL(paymentPagePath(planId, cycle), 'https://same.invalid');
          const state: FromState = { from: { pathname: target.pathname, search: target.search } };
          navigate(paths.login, { state });
        },
      }),
    (snapshot) => toPackagesView(snapshot),
    { input: { signedIn: false } },
  );
  // the session is known only after mount (prerendered markup shows the signed-out cards)
  useEffect(() => send({ type: 'session.change', signedIn }), [send, signedIn]);
  return (
    <PackagesScreen
      view={view}
      onCycleChange={(cycle) => send({ type: 'cycle.change', cycle })}
      onSubscribe={(planId) => send({ type: 'plan.subscribe', planId })}
      onPlanViewed={(planId) => send({ type: 'plan.viewed', planId })}
    />
  );
}
