import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { safeReturnPath } from '../../src/domain/paths';
import { homePathFor } from '../../src/domain/roles';
import { ConnectedLogin } from '../../src/features/auth/ConnectedLogin';
import { browserReturnTo } from '../../src/features/auth/returnTo';
import { type FromState, fromLocation } from '../auth/fromState';
import { type SessionStatus, useSession, useSessionStatus, useSessionUser } from '../auth/session';
import { track } from '../billingTrack';
import { loadAuthClient } from '../services';

const returnTo = browserReturnTo();

/**
 * Where sign-in returns to: the page a guard sent the visitor from, else the one kept from before a
 * reload; null when none (the user's home: /admin for administrators, else the dashboard). Only same-site,
 * non-auth paths count.
 */
function useDestination(state: unknown, search: string): string | null {
  const [destination] = useState(
    () =>
      safeReturnPath(fromLocation(state)) ??
      // a link can carry it too (/login?from=/payment/mobile-money/plan_x from a signed-out plan card)
      safeReturnPath(new URLSearchParams(search).get('from')) ??
      returnTo.read(),
  );
  useEffect(() => {
    // kept while this page is open (a reload finds it again); leaving the page forgets it
    if (destination) returnTo.save(destination);
    return () => returnTo.clear();
  }, [destination]);
  return destination ?? null;
}

import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Sign in — SkyLink Ghana',
  description: 'Sign in to your SkyLink Ghana account to manage your plan, payments and profile.',
};

export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const destination = useDestination(location.state, location.search);
  // a visitor who arrives already signed in goes on to their destination
  const status = useSessionStatus();
  const [arrival, setArrival] = useState<SessionStatus>('loading');
  useEffect(() => {
    if (arrival === 'loading' && status !== 'loading') setArrival(status);
  }, [arrival, status]);
  const user = useSessionUser();
  // the role of the account just signed in, for its home when no page was asked for
  const signedInAs = useRef<string | null>(null);
  const alreadySignedIn = arrival === 'signedIn';
  if (alreadySignedIn) return <Navigate to={destination ?? homePathFor(user)} replace />;
  return (
    <ConnectedLogin
      services={{
        submitLogin: async (credentials) => (await loadAuthClient()).login(credentials),
        submitCode: async (input) => (await loadAuthClient()).loginWithCode(input),
        startEnrolment: async (challengeToken) => (await loadAuthClient()).startSignInEnrolment(challengeToken),
        confirmEnrolment: async (input) => (await loadAuthClient()).confirmSignInEnrolment(input),
        signedIn: (signedIn) => {
          signedInAs.current = signedIn.user.role;
          session.send({ type: 'auth.signedIn', ...signedIn });
        },
        track,
        goToDestination: () => navigate(destination ?? homePathFor(signedInAs.current), { replace: true }),
      }}
      notice={(location.state as FromState | null)?.message}
    />
  );
}
