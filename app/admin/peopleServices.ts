/** The people machine's services: the admin people API through its lazily loaded client. */
import { isRole } from '../../src/domain/roles';
import type { PeopleDeps } from '../../src/features/adminUsers/people.machine';
import type { Viewer } from '../../src/features/adminUsers/rules';
import { useSessionUser } from '../auth/session';
import { loadAdminUsersClient } from '../services';

export const peopleDeps: PeopleDeps = {
  loadList: async (scope, query) => (await loadAdminUsersClient()).list(scope, query),
  loadDetail: async (userId) => (await loadAdminUsersClient()).detail(userId),
  runAction: async (request) => (await loadAdminUsersClient()).act(request),
};

/** The signed-in administrator as the people machine's viewer (the admin routes are signed in). */
export function useViewer(): Viewer | undefined {
  const user = useSessionUser();
  return user && isRole(user.role) ? { id: user.id, role: user.role } : undefined;
}
