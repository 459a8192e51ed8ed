/**
 * Route guards: a spinner while auth loads; signed-out visitors go to the login form carrying the
 * original location as `from` ('Session expired' when it expired); someone who just signed out
 * goes home; a signed-in non-admin on an admin route goes to the dashboard.
 */
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components';
import { paths } from '../../src/domain/paths';
import { isAdmin } from '../../src/domain/roles';
import { AUTH_MESSAGES } from '../../src/features/auth/messages';
import type { FromState } from './fromState';
import { type SessionStatus, useSessionStatus, useSessionUser } from './session';

export { type FromState, fromLocation } from './fromState';

function Loading() {
  return <Spinner label="Checking your sign-in..." showLabel size="lg" />;
}

/** What a guard renders when the visitor may not see the page, or null when they may. */
function Refusal({ status }: { status: SessionStatus }) {
  const location = useLocation();
  if (status === 'loading') return <Loading />;
  if (status === 'leftByChoice') return <Navigate to={paths.home} replace />;
  const state: FromState = {
    from: location,
    message: status === 'expired' ? AUTH_MESSAGES.sessionExpired : undefined,
  };
  return <Navigate to={paths.login} replace state={state} />;
}

export function RequireAuth() {
  const status = useSessionStatus();
  if (status !== 'signedIn') return <Refusal status={status} />;
  return <Outlet />;
}

export function RequireAdmin() {
  const status = useSessionStatus();
  const user = useSessionUser();
  if (status !== 'signedIn') return <Refusal status={status} />;
  if (!isAdmin(user)) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
