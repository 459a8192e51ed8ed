import { useNavigate } from 'react-router-dom';
import { paths } from '../../src/domain/paths';
import { ConnectedPackages } from '../../src/features/billing/ConnectedPackages';
import { paymentPagePath } from '../../src/features/billing/packages.view';
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

/** /packages (public, prerendered): the packages page with navigation, analytics and the server's plans. */
export function Component() {
  const navigate = useNavigate();
  const signedIn = useSessionStatus() === 'signedIn';
  const catalogue = usePlanCatalogue();
  return (
    <ConnectedPackages
      signedIn={signedIn}
      catalogue={catalogue}
      services={{
        track,
        goToPayment: ({ planId, cycle }) => navigate(paymentPagePath(planId, cycle)),
        goToLogin: ({ planId, cycle }) => {
          const target = new URL(paymentPagePath(planId, cycle), 'https://same.invalid');
          const state: FromState = { from: { pathname: target.pathname, search: target.search } };
          navigate(paths.login, { state });
        },
      }}
    />
  );
}
