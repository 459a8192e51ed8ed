/**
 * Route guards (spec §2): a spinner while auth loads; signed-out visitors go to /login carrying the
 * original location as `from`; a signed-in non-admin on an admin route goes to /dashboard.
 */
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { Spinner } from '../../src/components/Spinner/Spinner';
import { isAdmin } from '../../src/domain/auth/roles';
import { AuthSession, selectUser, sessionStatus } from './session';

export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
  /** a message for the login page (e.g. after a password reset) */
  message?: string;
}

function Loading() {
  return <Spinner label="Checking your sign-in..." showLabel size="lg" />;
}

/**
 * Signed out while a navigation is already under way (Sign Out sends the user to /): let that
 * navigation finish instead of racing it with a redirect to /login.
 */
function useLeaving(status: ReturnType<typeof sessionStatus>) {
  const navigation = useNavigation();
  return status === 'signedOut' && navigation.state !== 'idle';
}

export function RequireAuth() {
  const status = AuthSession.useSelector(sessionStatus);
  const location = useLocation();
  const leaving = useLeaving(status);
  if (status === 'loading' || leaving) return <Loading />;
  if (status === 'signedOut') {
    return <Navigate to="/login" replace state={{ from: location } satisfies FromState} />;
  }
  return <Outlet />;
}

export function RequireAdmin() {
  const status = AuthSession.useSelector(sessionStatus);
  const user = AuthSession.useSelector(selectUser);
  const location = useLocation();
  const leaving = useLeaving(status);
  if (status === 'loading' || leaving) return <Loading />;
  if (status === 'signedOut') {
    return <Navigate to="/login" replace state={{ from: location } satisfies FromState} />;
  }
  if (!isAdmin(user)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Where login returns to: the page the visitor came from (never an auth page), else /dashboard. */
export function destinationFrom(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || /^\/(login|signup)\/?$/.test(from.pathname)) return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
