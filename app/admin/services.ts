/** The admin features' services on the API clients (loaded on first use), for the admin pages. */
import { isRole } from '../../src/domain/roles';
import type { SystemStatusServices } from '../../src/features/adminSecurity/ConnectedSystemStatus';
import type { SecurityDeps } from '../../src/features/adminSecurity/security.machine';
import type { PeopleDeps } from '../../src/features/adminUsers/people.machine';
import type { Viewer } from '../../src/features/adminUsers/rules';
import type { AnalyticsServices } from '../../src/features/analytics/ConnectedAnalyticsDashboard';
import { useSessionUser } from '../auth/session';
import { pageVisibility } from '../pageVisibility';
import { saveFile } from '../saveFile';
import { loadAdminSecurityClient, loadAdminUsersClient, loadAnalyticsClient } from '../services';

export const peopleDeps: PeopleDeps = {
  loadList: async (scope, query) => (await loadAdminUsersClient()).list(scope, query),
  loadDetail: async (userId) => (await loadAdminUsersClient()).detail(userId),
  runAction: async (request) => (await loadAdminUsersClient()).act(request),
};

export const analyticsServices: AnalyticsServices = {
  loadDashboard: async (period) => (await loadAnalyticsClient()).dashboard(period),
  saveFile,
  visibility: pageVisibility,
};

export const securityServices: SecurityDeps = {
  loadSecurity: async () => (await loadAdminSecurityClient()).security(),
  unlockAccount: async (id, reason) => (await loadAdminSecurityClient()).unlockAccount(id, reason),
  revokeSession: async (id, reason) => (await loadAdminSecurityClient()).revokeSession(id, reason),
};

export const systemStatusServices: SystemStatusServices = {
  loadHealth: async () => (await loadAdminSecurityClient()).health(),
  visibility: pageVisibility,
};

/** The signed-in administrator as the people machine's viewer (the admin routes are signed in). */
export function useViewer(): Viewer | undefined {
  const user = useSessionUser();
  return user && isRole(user.role) ? { id: user.id, role: user.role } : undefined;
}
