import { lazy, Suspense } from 'react';
import { Button } from '@/components';
import { adminMenuItems } from '../src/domain/adminAreas';
import { paths } from '../src/domain/paths';
import { isAdmin } from '../src/domain/roles';
import { displayName } from '../src/features/auth/session';
import { useSession, useSessionStatus, useSessionUser } from './auth/session';

// The menu (react-aria Menu, Popover, overlays) loads only for signed-in visitors.
const UserMenu = lazy(() => import('../src/components/UserMenu/UserMenu').then((m) => ({ default: m.UserMenu })));
// The notification bell (and the notifications client it reads with) loads only for signed-in visitors too.
const BillingBell = lazy(() => import('./BillingBell'));

/**
 * The header's account slot: signed out, a Sign In link; signed in, the user menu with
 * name and email, Dashboard, Profile, Settings, Admin Panel and Admin Dashboard (admins only) and Sign Out. (The spec has
 * Profile and Settings disabled: the pages did not exist then; they do now.)
 */
export function AccountArea() {
  const session = useSession();
  const status = useSessionStatus();
  const user = useSessionUser();
  const signIn = (
    <Button href={paths.login} size="sm">
      Sign In
    </Button>
  );
  // Unknown until the session has started (and in prerendered pages): hold the Sign In link's place,
  // invisible, so the header does not move when it or the user menu appears. Without JavaScript the
  // session never starts: index.html's <noscript> style shows the link (data-session-pending).
  if (status === 'loading') {
    return (
      <span data-session-pending="" style={{ visibility: 'hidden', display: 'inline-flex' }}>
        {signIn}
      </span>
    );
  }
  if (status !== 'signedIn' || !user) return signIn;
  return (
    <Suspense fallback={null}>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
        <BillingBell />
        <UserMenu
          name={displayName(user)}
          email={user.email}
          avatarSrc={user.profilePicture ?? undefined}
          items={[
            { id: 'dashboard', label: 'Dashboard', href: paths.dashboard },
            { id: 'profile', label: 'Profile', href: paths.profile },
            { id: 'settings', label: 'Settings', href: paths.settings },
            ...adminMenuItems(isAdmin(user)),
            {
              id: 'sign-out',
              label: 'Sign Out',
              tone: 'danger',
              onAction: () => session.send({ type: 'auth.logout' }),
            },
          ]}
        />
      </span>
    </Suspense>
  );
}
