/** The people machine's services: the admin people API through its lazily loaded client. */
import type { PeopleDeps } from '../../src/features/adminUsers/people.machine';
import { loadAdminUsersClient } from '../services';

export const peopleDeps: PeopleDeps = {
  loadList: async (scope, query) => (await loadAdminUsersClient()).list(scope, query),
  loadDetail: async (userId) => (await loadAdminUsersClient()).detail(userId),
  runAction: async (request) => (await loadAdminUsersClient()).act(request),
};
