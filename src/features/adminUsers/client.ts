/**
 * Client for the admin people API: the customers and users lists, a customer's detail and the user
 * actions. Answers are parsed with the contract; failures are `RequestError`s whose message is the
 * server's (the screens put the product's 'Failed to {action} user' above it).
 */
import { type FetchLike, parseBody, platformFetch, type RequestFailure, request } from '../../services/http';
import {
  type ActionRequest,
  ADMIN_BASE,
  type CustomerDetail,
  customerDetailResponseSchema,
  type ListQuery,
  USER_ACTIONS,
  type UserActionResponse,
  type UserListResponse,
  userActionResponseSchema,
  userListResponseSchema,
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
  return {
    async list(scope: 'customers' | 'users', query: ListQuery): Promise<UserListResponse> {
      const params = new URLSearchParams({
        status: query.status,
        page: String(query.page),
        pageSize: String(query.pageSize),
      });
      if (query.search.trim()) params.set('search', query.search.trim());
      if (scope === 'customers') params.set('subscription', query.subscription);
      else params.set('role', query.role);
      const describe = describeWith(m.loadFailed);
      const response = await request(fetchFn, `${base}/${scope}?${params}`, { token: getToken() }, describe);
      return parseBody(response, userListResponseSchema, describe);
    },

    async detail(userId: string): Promise<CustomerDetail> {
      const describe = describeWith(m.detailFailed);
      const response = await request(
        fetchFn,
        `${base}/customers/${encodeURIComponent(userId)}`,
        { token: getToken() },
        describe,
      );
      return parseBody(response, customerDetailResponseSchema, describe);
    },

    async act({ action, userId, reason, role }: ActionRequest): Promise<UserActionResponse> {
      const { path, word } = USER_ACTIONS[action];
      const describe = describeWith(m.actionFailed(word));
      const body = action === 'changeRole' ? { role, reason } : { reason };
      const response = await request(
        fetchFn,
        `${base}/users/${encodeURIComponent(userId)}/${path}`,
        { method: 'POST', body, token: getToken() },
        describe,
      );
      return parseBody(response, userActionResponseSchema, describe);
    },
  };
}

export type AdminUsersClient = ReturnType<typeof createAdminUsersClient>;
