import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../src/domain/paths';
import { PackagesScreen } from '../../src/features/billing/PackagesScreen';
import {
  initialPackagesView,
  type PackagesSnapshot,
  paymentPagePath,
  previewPackages,
  toPackagesView,
  withCatalogue,
} from '../../src/features/billing/packages.view';
import { useDeferredMachineView } from '../../src/machines/useDeferredMachineView';
import type { FromState } from '../auth/fromState';
import { useSessionStatus } from '../auth/session';
import { track } from '../billingTrack';
import { usePlanCatalogue } from '../planCatalogue';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Internet Packages — SkyLink Ghana',
  description:
    'Compare SkyLink Ghana internet packages: Basic, Standard, Premium and Business, monthly or yearly, paid in GH₵ with mobile money.',
};

/** /packages (public, prerendered): the packages machine with navigation and analytics. */
export function Component() {
  const navigate = useNavigate();
  const signedIn = useSessionStatus() === 'signedIn';
  const catalogue = usePlanCatalogue();
  // the machine (with xstate) loads after hydration: see useDeferredMachineView
  const [view, send] = useDeferredMachineView(
    () =>
      import('../../src/features/billing/packages.machine').then(({ providePackages }) => ({
        machine: providePackages({
          track,
          goToPayment: ({ planId, cycle }) => navigate(paymentPagePath(planId, cycle)),
          goToLogin: ({ planId, cycle }) => {
            const target = new URL(paymentPagePath(planId, cycle), 'https://same.invalid');
            const state: FromState = { from: { pathname: target.pathname, search: target.search } };
            navigate(paths.login, { state });
          },
        }),
        view: (snapshot: PackagesSnapshot) => toPackagesView(snapshot),
        options: { input: { signedIn: false } },
      })),
    initialPackagesView(),
    previewPackages,
  );
  // the session is known only after mount (prerendered markup shows the signed-out cards)
  useEffect(() => send({ type: 'session.change', signedIn }), [send, signedIn]);
  return (
    <PackagesScreen
      view={withCatalogue(view, catalogue)}
      onCycleChange={(cycle) => send({ type: 'cycle.change', cycle })}
      onSubscribe={(planId) => send({ type: 'plan.subscribe', planId })}
      onPlanViewed={(planId) => send({ type: 'plan.viewed', planId })}
    />
  );
}
