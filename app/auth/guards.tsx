/**
 * Route guards (spec §2): a spinner while auth loads; signed-out visitors go to /login carrying the
 * original location as `from`; a signed-in non-admin on an admin route goes to /dashboard.
 */
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { Spinner } from '../../src/components/Spinner/Spinner';
import { isAdmin } from '../../src/domain/roles';
import { AUTH_MESSAGES as SERVICE_DEFAULTS } from '../../src/features/auth/messages';
import { AuthSession, selectUser, sessionStatus } from './session';

export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
  /** a message for the login page (e.g. after a password reset) */
  message?: string;
}

/** Where a signed-out visitor goes: /login, remembering the page (and saying so when the session expired). */
function ToLogin() {
  const location = useLocation();
  const expired = AuthSession.useSelector((s) => s.context.error === SERVICE_DEFAULTS.sessionExpired);
  const state: FromState = { from: location, message: expired ? SERVICE_DEFAULTS.sessionExpired : undefined };
  return <Navigate to="/login" replace state={state} />;
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
  const leaving = useLeaving(status);
  if (status === 'loading' || leaving) return <Loading />;
  if (status === 'signedOut') {
    return <ToLogin />;
  }
  return <Outlet />;
}

export function RequireAdmin() {
  const status = AuthSession.useSelector(sessionStatus);
  const user = AuthSession.useSelector(selectUser);
  const leaving = useLeaving(status);
  if (status === 'loading' || leaving) return <Loading />;
  if (status === 'signedOut') {
    return <ToLogin />;
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
