import { paths } from '../../src/domain/paths';
import { AccountSummaryScreen } from '../../src/features/account/AccountSummaryScreen';
import { displayName } from '../../src/features/auth/session';
import AnalyticsTab from '../admin/AnalyticsTab';
import CustomersTab from '../admin/CustomersTab';
import UserManagement from '../admin/UserManagement';
import { useSession, useSessionUser } from '../auth/session';

/** /admin and /admin-dashboard (admins only): a landing until the admin dashboard arrives. */
export function Component() {
  const session = useSession();
  const user = useSessionUser();
  if (!user) return null;
  // Temporary (admin-users branch): the people containers shown here until the admin panel shell arrives.
  return (
    <>
      <AccountSummaryScreen
        title="Admin Panel"
        intro="You are signed in as an administrator. The full admin dashboard is on its way."
        name={displayName(user)}
        email={user.email}
        isEmailVerified={user.isEmailVerified}
        roleLabel={user.role === 'super_admin' ? 'Super administrator' : 'Administrator'}
        links={[{ label: 'Go to Dashboard', href: paths.dashboard }]}
        onSignOut={() => session.send({ type: 'auth.logout' })}
      />
      {/* temporary (analytics branch): the admin panel's analytics tab until the panel shell is merged */}
      <div style={{ maxWidth: '72rem', margin: '0 auto', padding: '1.5rem' }}>
        <AnalyticsTab />
      </div>
      <CustomersTab />
      <UserManagement />
    </>
  );
}
