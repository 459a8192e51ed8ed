/**
 * Client for the admin people API: the customers and users lists, a customer's detail and the user
 * actions. Answers are parsed with the contract; failures are `RequestError`s whose message is the
 * server's (the screens put the product's 'Failed to {action} user' above it).
 */
import { callEndpoint, endpointUrl, type FetchLike, platformFetch, type RequestFailure } from '../../services/http';
import {
  type ActionRequest,
  ADMIN_BASE,
  adminUsersEndpoints,
  type CustomerDetail,
  type ListQuery,
  USER_ACTION_ENDPOINTS,
  USER_ACTIONS,
  type UserActionResponse,
  type UserListResponse,
} from './contract';
import { ADMIN_USERS_MESSAGES as m } from './messages';

export type { ActionRequest, ListQuery };

export interface AdminUsersClientOptions {
  getToken: () => string | null;
  fetch?: FetchLike;
  baseUrl?: string;
}

const describeWith = (fallback: string) => (failure: RequestFailure) =>
  failure.kind === 'http' && failure.text ? failure.text : fallback;

export function createAdminUsersClient({
  getToken,
  fetch: fetchFn = platformFetch,
  baseUrl = '',
}: AdminUsersClientOptions) {
  const base = `${baseUrl}${ADMIN_BASE}`;
  const e = adminUsersEndpoints;
  return {
    async list(scope: 'customers' | 'users', query: ListQuery): Promise<UserListResponse> {
      const shared = { status: query.status, page: query.page, pageSize: query.pageSize, search: query.search.trim() };
      const url =
        scope === 'customers'
          ? endpointUrl(base, e.adminCustomers, {}, { ...shared, subscription: query.subscription })
          : endpointUrl(base, e.adminUsers, {}, { ...shared, role: query.role });
      const endpoint = scope === 'customers' ? e.adminCustomers : e.adminUsers;
      return callEndpoint(fetchFn, url, endpoint, { token: getToken() }, describeWith(m.loadFailed));
    },

    async detail(userId: string): Promise<CustomerDetail> {
      const url = endpointUrl(base, e.adminCustomer, { id: userId });
      return callEndpoint(fetchFn, url, e.adminCustomer, { token: getToken() }, describeWith(m.detailFailed));
    },

    async act({ action, userId, reason, role }: ActionRequest): Promise<UserActionResponse> {
      const endpoint = USER_ACTION_ENDPOINTS[action];
      const body = action === 'changeRole' ? { role, reason } : { reason };
      const url = endpointUrl(base, endpoint, { id: userId });
      const describe = describeWith(m.actionFailed(USER_ACTIONS[action].word));
      return callEndpoint(fetchFn, url, endpoint, { body, token: getToken() }, describe);
    },
  };
}

export type AdminUsersClient = ReturnType<typeof createAdminUsersClient>;
