/**
 * The admin area's people list: the Customers tab of /admin (scope 'customers': search, status and
 * subscription filters, pages, a customer detail drawer) and User Management of /admin-dashboard
 * (scope 'users': status and role filters). Actions (activate, deactivate, change role, resend
 * verification, delete) go through a confirmation with a required reason; a failure says
 * 'Failed to {action} user' (spec billing §8) with the server's reason under it.
 *
 * States
 *   loading                 invokes `loadList` (id loadList, input { scope, query }); rows already shown stay
 *   failed                  the list could not be loaded: message, Try again
 *   ready
 *     ready.idle            the list
 *     ready.viewing         the detail drawer of context.detailId
 *       viewing.loading     invokes `loadDetail` (id loadDetail, input userId)
 *       viewing.shown       profile, subscription, invoices, payments (all, or the late successes only:
 *                           `detail.lateOnly`), notifications, audit trail
 *       viewing.failed      the detail could not be loaded: Try again
 *     ready.confirming      the confirmation dialog: reason (and role) fields, Confirm / Cancel
 *     ready.acting          invokes `runAction` (id runAction); then the list (and detail) load again
 *
 * Events
 *   search.change {text} / search.submit     the search field and its submit (back to page 1)
 *   filter.status / filter.subscription / filter.role {value}   (back to page 1)
 *     (a search or filter applies in every state: while loading it loads again, when failed it retries)
 *   page.go {page}           list.retry
 *   detail.open {userId} / detail.close / detail.retry / detail.lateOnly {value}
 *   action.request {action, user} / action.reason {text} / action.role {role} / action.confirm / action.cancel
 *
 * Actors: loadList({ scope, query }) -> UserListResponse; loadDetail(userId) -> CustomerDetail;
 *         runAction(ActionRequest) -> UserActionResponse.
 * Longer than 300 lines: one machine serves both people lists (customers and staff) with search, filters,
 * paging and the row actions; its state list is documented at the top.
 */

import { assign, fromPromise, setup } from 'xstate';
import type { Role } from '../../domain/roles';
import { notProvided } from '../../machines/notProvided';
import {
  type ActionRequest,
  type AdminUserRow,
  type CustomerDetail,
  type ListQuery,
  PAGE_SIZE_DEFAULT,
  type RoleFilter,
  type StatusFilter,
  type SubscriptionFilter,
  type UserAction,
  type UserActionResponse,
  type UserListResponse,
} from './contract';
import { ADMIN_USERS_MESSAGES as m } from './messages';
import type { Viewer } from './rules';
import { actionFailedMessage, reasonError } from './rules';

export type PeopleScope = 'customers' | 'users';

export interface PendingAction {
  action: UserAction;
  user: AdminUserRow;
}

export interface PeopleContext {
  scope: PeopleScope;
  viewer: Viewer | null;
  searchText: string;
  query: ListQuery;
  list: UserListResponse | null;
  listError: string;
  detailId: string | null;
  detail: CustomerDetail | null;
  detailError: string;
  /** the detail's payments: only those credited as late successes */
  lateOnly: boolean;
  pending: PendingAction | null;
  reason: string;
  role: Role;
  reasonError: string;
  /** the failed action: 'Failed to {action} user' and the server's reason */
  actionError: { title: string; detail: string } | null;
  /** what the last action did (announced) */
  notice: string;
}

export type PeopleEvent =
  | { type: 'search.change'; text: string }
  | { type: 'search.submit' }
  | { type: 'filter.status'; value: StatusFilter }
  | { type: 'filter.subscription'; value: SubscriptionFilter }
  | { type: 'filter.role'; value: RoleFilter }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' }
  | { type: 'detail.open'; userId: string }
  | { type: 'detail.close' }
  | { type: 'detail.retry' }
  | { type: 'detail.lateOnly'; value: boolean }
  | { type: 'action.request'; action: UserAction; user: AdminUserRow }
  | { type: 'action.reason'; text: string }
  | { type: 'action.role'; role: Role }
  | { type: 'action.confirm' }
  | { type: 'action.cancel' };

export interface PeopleInput {
  scope: PeopleScope;
  pageSize?: number;
  /** who is looking: rows offer only the actions the server allows this viewer (none on their own row) */
  viewer?: Viewer;
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

const firstPage = (context: PeopleContext, change: Partial<ListQuery>): ListQuery => ({
  ...context.query,
  ...change,
  page: 1,
});

export const peopleMachine = setup({
  types: {
    context: {} as PeopleContext,
    events: {} as PeopleEvent,
    input: {} as PeopleInput,
  },
  actors: {
    loadList: fromPromise<UserListResponse, { scope: PeopleScope; query: ListQuery }>(async () =>
      notProvided('loadList'),
    ),
    loadDetail: fromPromise<CustomerDetail, string>(async () => notProvided('loadDetail')),
    runAction: fromPromise<UserActionResponse, ActionRequest>(async () => notProvided('runAction')),
  },
  actions: {
    startAction: assign(({ event }) => {
      if (event.type !== 'action.request') return {};
      return {
        pending: { action: event.action, user: event.user },
        reason: '',
        reasonError: '',
        role: event.user.role,
        actionError: null,
        notice: '',
      };
    }),
    endAction: assign({ pending: null, reason: '', reasonError: '', actionError: null }),
    /** the search field's text becomes the query, from page 1 */
    applySearch: assign({
      query: ({ context }) => firstPage(context, { search: context.searchText.trim() }),
      notice: '',
    }),
    /** a filter's value becomes the query, from page 1 */
    applyFilter: assign(({ context, event }) => {
      if (event.type === 'filter.status') return { query: firstPage(context, { status: event.value }), notice: '' };
      if (event.type === 'filter.subscription') {
        return { query: firstPage(context, { subscription: event.value }), notice: '' };
      }
      if (event.type === 'filter.role') return { query: firstPage(context, { role: event.value }), notice: '' };
      return {};
    }),
  },
  guards: {
    hasDetail: ({ context }) => context.detailId !== null,
    hasDetailData: ({ context }) => context.detailId !== null && context.detail !== null,
    reasonValid: ({ context }) => reasonError(context.reason) === null,
    pageInRange: ({ context, event }) => {
      if (event.type !== 'page.go' || !context.list) return false;
      const pages = Math.max(1, Math.ceil(context.list.total / context.query.pageSize));
      return event.page >= 1 && event.page <= pages && event.page !== context.query.page;
    },
  },
}).createMachine({
  id: 'people',
  context: ({ input }) => ({
    scope: input.scope,
    viewer: input.viewer ?? null,
    searchText: '',
    query: {
      search: '',
      status: 'all',
      subscription: 'all',
      role: 'all',
      page: 1,
      pageSize: input.pageSize ?? PAGE_SIZE_DEFAULT,
    },
    list: null,
    listError: '',
    detailId: null,
    detail: null,
    detailError: '',
    lateOnly: false,
    pending: null,
    reason: '',
    role: 'user',
    reasonError: '',
    actionError: null,
    notice: '',
  }),
  initial: 'loading',
  on: {
    'search.change': { actions: assign({ searchText: ({ event }) => event.text }) },
    // a search or filter loads the list again from page 1, in every state (as the support inbox): while a list
    // loads (an admin who types and presses Enter before the first page has come) the answer for the old query
    // is dropped with its actor; after a failed load it tries again with the new query
    'search.submit': { target: '.loading', reenter: true, actions: 'applySearch' },
    'filter.status': { target: '.loading', reenter: true, actions: 'applyFilter' },
    'filter.subscription': { target: '.loading', reenter: true, actions: 'applyFilter' },
    'filter.role': { target: '.loading', reenter: true, actions: 'applyFilter' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => ({ scope: context.scope, query: context.query }),
        onDone: [
          {
            guard: 'hasDetail',
            target: 'ready.viewing',
            actions: assign({ list: ({ event }) => event.output, listError: '' }),
          },
          { target: 'ready.idle', actions: assign({ list: ({ event }) => event.output, listError: '' }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({ listError: ({ event }) => messageOf(event.error, m.loadFailed) }),
        },
      },
    },
    failed: {
      on: {
        'list.retry': { target: 'loading' },
      },
    },
    ready: {
      on: {
        'page.go': {
          guard: 'pageInRange',
          target: 'loading',
          actions: assign({ query: ({ context, event }) => ({ ...context.query, page: event.page }), notice: '' }),
        },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'detail.open': {
              target: 'viewing',
              actions: assign({ detailId: ({ event }) => event.userId, detail: null, lateOnly: false, notice: '' }),
            },
            'action.request': { target: 'confirming', actions: 'startAction' },
          },
        },
        viewing: {
          initial: 'loading',
          on: {
            'detail.close': { target: 'idle', actions: assign({ detailId: null, detail: null, detailError: '' }) },
            'action.request': { target: 'confirming', actions: 'startAction' },
          },
          states: {
            loading: {
              invoke: {
                id: 'loadDetail',
                src: 'loadDetail',
                input: ({ context }) => context.detailId as string,
                onDone: { target: 'shown', actions: assign({ detail: ({ event }) => event.output, detailError: '' }) },
                onError: {
                  target: 'failed',
                  actions: assign({ detailError: ({ event }) => messageOf(event.error, m.detailFailed) }),
                },
              },
            },
            shown: {
              on: { 'detail.lateOnly': { actions: assign({ lateOnly: ({ event }) => event.value }) } },
            },
            failed: { on: { 'detail.retry': { target: 'loading' } } },
          },
        },
        confirming: {
          on: {
            'action.reason': { actions: assign({ reason: ({ event }) => event.text, reasonError: '' }) },
            'action.role': { actions: assign({ role: ({ event }) => event.role }) },
            'action.confirm': [
              { guard: 'reasonValid', target: 'acting', actions: assign({ actionError: null }) },
              { actions: assign({ reasonError: ({ context }) => reasonError(context.reason) ?? '' }) },
            ],
            'action.cancel': [
              { guard: 'hasDetailData', target: 'viewing.shown', actions: 'endAction' },
              { guard: 'hasDetail', target: 'viewing', actions: 'endAction' },
              { target: 'idle', actions: 'endAction' },
            ],
          },
        },
        acting: {
          invoke: {
            id: 'runAction',
            src: 'runAction',
            input: ({ context }) => {
              const pending = context.pending as PendingAction;
              return {
                action: pending.action,
                userId: pending.user.id,
                reason: context.reason.trim(),
                ...(pending.action === 'changeRole' ? { role: context.role } : {}),
              };
            },
            onDone: {
              target: '#people.loading',
              actions: [
                assign({
                  notice: ({ event }) => event.output.message,
                  // a deleted account's drawer closes
                  detailId: ({ context, event }) => (event.output.user === null ? null : context.detailId),
                  detail: null,
                }),
                'endAction',
              ],
            },
            onError: {
              target: 'confirming',
              actions: assign({
                actionError: ({ context, event }) => ({
                  title: actionFailedMessage((context.pending as PendingAction).action),
                  detail: messageOf(event.error, ''),
                }),
              }),
            },
          },
        },
      },
    },
  },
});

export interface PeopleDeps {
  loadList: (scope: PeopleScope, query: ListQuery) => Promise<UserListResponse>;
  loadDetail: (userId: string) => Promise<CustomerDetail>;
  runAction: (request: ActionRequest) => Promise<UserActionResponse>;
}

export function providePeople(deps: PeopleDeps) {
  return peopleMachine.provide({
    actors: {
      loadList: fromPromise(({ input }: { input: { scope: PeopleScope; query: ListQuery } }) =>
        deps.loadList(input.scope, input.query),
      ),
      loadDetail: fromPromise(({ input }: { input: string }) => deps.loadDetail(input)),
      runAction: fromPromise(({ input }: { input: ActionRequest }) => deps.runAction(input)),
    },
  });
}
