/**
 * The admin people API (/api/admin/customers, /api/admin/users and the user actions): each endpoint's
 * request and answer as zod schemas, shared by the server (parsing queries and bodies) and the client
 * (parsing answers). Money is integer pesewas in every `amount` field, as in the billing API. Every
 * endpoint is declared once in `adminUsersEndpoints` below: the server mounts it from there, the client
 * calls it through it, and the OpenAPI document is made from it.
 * Longer than 300 lines: the contract is read as one document: every endpoint's request, answer and error codes
 * with its table.
 */
import { z } from 'zod';
import { ADMIN_GUARD_ERROR_CODES, BODY_ERROR_CODES, COMMON_ERROR_CODES, errorBodySchema } from '../../domain/apiError';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES } from '../../domain/customerMessages';
import { ROLES } from '../../domain/roles';
import { controlCharactersIn, hasControlCharacter } from '../../domain/text';
import { STANDINGS } from '../billing';
import { ADMIN_USERS_MESSAGES as m } from './messages';

export const ADMIN_BASE = '/api/admin';

/** spec billing §3 "Admin user record": active, inactive or pending (§4: the filter adds all). */
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const STATUS_FILTERS = ['all', ...USER_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The subscription filter: the billing statuses, plus 'none' for accounts that never subscribed. */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_FILTERS = ['all', 'none', ...SUBSCRIPTION_STATUSES] as const;
export type SubscriptionFilter = (typeof SUBSCRIPTION_FILTERS)[number];

export const ROLE_FILTERS = ['all', ...ROLES] as const;
export type RoleFilter = (typeof ROLE_FILTERS)[number];

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
export const SEARCH_MAX = 100;
export const REASON_MIN = 3;
export const REASON_MAX = 500;

const searchSchema = z
  .string()
  .trim()
  .max(SEARCH_MAX, `search can be at most ${SEARCH_MAX} characters`)
  .refine((value) => !hasControlCharacter(value), controlCharactersIn('search'))
  .default('');

const intParam = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be a whole number from ${min} to ${max}`)
    .optional()
    .transform((n) => n ?? fallback);

const listQueryBase = {
  search: searchSchema,
  status: z.enum(STATUS_FILTERS, { error: `status must be one of ${STATUS_FILTERS.join(', ')}` }).default('all'),
  page: intParam('page', 1, 100_000, 1),
  pageSize: intParam('pageSize', 1, PAGE_SIZE_MAX, PAGE_SIZE_DEFAULT),
};

/** GET /api/admin/customers: accounts with role user. */
export const customersQuerySchema = z.object({
  ...listQueryBase,
  subscription: z
    .enum(SUBSCRIPTION_FILTERS, { error: `subscription must be one of ${SUBSCRIPTION_FILTERS.join(', ')}` })
    .default('all'),
});
export type CustomersQuery = z.output<typeof customersQuerySchema>;

/** GET /api/admin/users: every account (staff and customers), by role. */
export const usersQuerySchema = z.object({
  ...listQueryBase,
  role: z.enum(ROLE_FILTERS, { error: `role must be one of ${ROLE_FILTERS.join(', ')}` }).default('all'),
});
export type UsersQuery = z.output<typeof usersQuerySchema>;

export const userIdSchema = z.uuid({ error: m.badId });

const isoDate = z.string();

/** spec billing §3 "Admin user record", plus what the customers table shows about billing. */
export const adminUserRowSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  createdAt: isoDate,
  lastLoginAt: isoDate.nullable(),
  status: z.enum(USER_STATUSES),
  phoneNumber: z.string().nullable(),
  plan: z.object({ id: z.string(), name: z.string() }).nullable(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  lastPayment: z.object({ amount: z.number().int(), status: z.string(), at: isoDate }).nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const userListResponseSchema = z.object({
  rows: z.array(adminUserRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;

export const customerDetailResponseSchema = z.object({
  customer: adminUserRowSchema.extend({ fullName: z.string(), emailVerified: z.boolean() }),
  subscription: z
    .object({
      id: z.string(),
      planId: z.string(),
      planName: z.string(),
      billingCycle: z.string(),
      status: z.enum(SUBSCRIPTION_STATUSES),
      /** paid-until: the end of everything paid (a scheduled change included), as GET /subscriptions answers it */
      nextBillingDate: isoDate.nullable(),
      autoRenew: z.boolean(),
      /** the standing the server computes from paid-until (null: never paid) */
      standing: z.enum(STANDINGS).nullable().optional(),
      /** grace period only: whole days left before suspension */
      graceDaysLeft: z.number().int().min(0).nullable().optional(),
      /** a promise to pay made for this period: its days and the suspension date it moved to (null: none) */
      promise: z.object({ days: z.number().int().positive(), suspendsAt: isoDate }).nullable().optional(),
      /** a plan paid for while the current one runs: it starts when the current paid time ends */
      scheduledChange: z
        .object({ planId: z.string(), planName: z.string(), billingCycle: z.string(), startsAt: isoDate })
        .nullable()
        .optional(),
    })
    .nullable(),
  invoices: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      amount: z.number().int(),
      status: z.string(),
      issueDate: isoDate,
      dueDate: isoDate,
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      amount: z.number().int(),
      status: z.string(),
      channel: z.string(),
      network: z.string().nullable(),
      createdAt: isoDate,
      failureReason: z.string().nullable(),
      /** the provider took it after we had marked it failed, cancelled or abandoned: credited late, once */
      lateSuccess: z.boolean().default(false),
      /** a second payment for the same period: the reference of the payment that had already paid it */
      duplicateOf: z.string().nullable().default(null),
    }),
  ),
  /** every SMS, mail and bell notice the customer was sent, newest first (at most 100) */
  messages: z
    .array(
      z.object({
        id: z.string(),
        channel: z.enum(MESSAGE_CHANNELS),
        kind: z.enum(MESSAGE_KINDS),
        summary: z.string(),
        status: z.enum(MESSAGE_STATUSES),
        at: isoDate,
        sentAt: isoDate.nullable(),
        error: z.string().nullable(),
      }),
    )
    .default([]),
  /** what the network side was told (activated, renewed, suspended, restored, terminated), oldest first */
  serviceEvents: z
    .array(
      z.object({
        id: z.number().int(),
        type: z.string(),
        occurredAt: isoDate,
        planId: z.string(),
        paidUntil: isoDate,
        deliveredAt: isoDate.nullable(),
      }),
    )
    .default([]),
  audit: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      level: z.string(),
      at: isoDate,
      actorId: z.string().nullable(),
      ipAddress: z.string().nullable(),
      details: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type CustomerDetail = z.infer<typeof customerDetailResponseSchema>;

export const reasonSchema = z
  .string({ error: m.reasonRequired })
  .trim()
  .min(REASON_MIN, m.reasonRequired)
  .max(REASON_MAX, m.reasonTooLong);

/** POST /users/:id/{activate,deactivate,resend-verification,delete} */
export const userActionRequestSchema = z.object({ reason: reasonSchema });
/** POST /users/:id/role */
export const roleChangeRequestSchema = z.object({
  role: z.enum(ROLES, { error: m.roleInvalid }),
  reason: reasonSchema,
});
export type RoleChangeRequest = z.infer<typeof roleChangeRequestSchema>;

/** The actions and their path segment; the word is also the {action} of 'Failed to {action} user'. */
export const USER_ACTIONS = {
  activate: { path: 'activate', word: 'activate' },
  deactivate: { path: 'deactivate', word: 'deactivate' },
  changeRole: { path: 'role', word: 'update' },
  resendVerification: { path: 'resend-verification', word: 'email' },
  delete: { path: 'delete', word: 'delete' },
} as const;
export type UserAction = keyof typeof USER_ACTIONS;

/** What the lists are asked for (the client turns it into the query string). */
export interface ListQuery {
  search: string;
  status: StatusFilter;
  subscription: SubscriptionFilter;
  role: RoleFilter;
  page: number;
  pageSize: number;
}

/** One action on one account. */
export interface ActionRequest {
  action: UserAction;
  userId: string;
  reason: string;
  /** for changeRole */
  role?: string;
}

export const userActionResponseSchema = z.object({
  message: z.string(),
  /** the account after the action (null once deleted) */
  user: adminUserRowSchema.nullable(),
});
export type UserActionResponse = z.infer<typeof userActionResponseSchema>;

/** Error codes of these endpoints (besides the common validation_failed, not_found, forbidden). */
export const ADMIN_USER_ERROR_CODES = [
  'user_not_found',
  'invalid_id',
  'not_self',
  'last_admin',
  'super_admin_only',
  'already_verified',
  'account_inactive',
] as const;

export const ADMIN_USERS_ALL_ERROR_CODES = [
  ...COMMON_ERROR_CODES,
  ...ADMIN_GUARD_ERROR_CODES,
  ...ADMIN_USER_ERROR_CODES,
] as const;
export type AdminUsersErrorCode = (typeof ADMIN_USERS_ALL_ERROR_CODES)[number];
export const adminUsersErrorBodySchema = errorBodySchema(z.enum(ADMIN_USERS_ALL_ERROR_CODES));

// ----- endpoints ----------------------------------------------------------------------------------

interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  auth: true;
  query?: z.ZodType;
  request?: z.ZodType;
  status: 200;
  response: z.ZodType;
  errors: readonly AdminUsersErrorCode[];
}

const LIST_ERRORS = [...ADMIN_GUARD_ERROR_CODES, 'validation_failed'] as const;
/** What every action can answer: the id, the actor, the account, and the rules on admins. */
const ACTION_ERRORS = [
  ...BODY_ERROR_CODES,
  ...ADMIN_GUARD_ERROR_CODES,
  'invalid_id',
  'user_not_found',
  'not_self',
  'last_admin',
  'super_admin_only',
] as const;

const action = <P extends string>(path: P) =>
  ({
    method: 'POST',
    path: `/users/:id/${path}`,
    auth: true,
    request: userActionRequestSchema,
    status: 200,
    response: userActionResponseSchema,
    errors: ACTION_ERRORS,
  }) as const;

/**
 * The people endpoints, paths under ADMIN_BASE; every error body parses with adminUsersErrorBodySchema.
 * The action paths are USER_ACTIONS'.
 */
export const adminUsersEndpoints = {
  adminCustomers: {
    method: 'GET',
    path: '/customers',
    auth: true,
    query: customersQuerySchema,
    status: 200,
    response: userListResponseSchema,
    errors: LIST_ERRORS,
  },
  adminUsers: {
    method: 'GET',
    path: '/users',
    auth: true,
    query: usersQuerySchema,
    status: 200,
    response: userListResponseSchema,
    errors: LIST_ERRORS,
  },
  adminCustomer: {
    method: 'GET',
    path: '/customers/:id',
    auth: true,
    status: 200,
    response: customerDetailResponseSchema,
    errors: [...ADMIN_GUARD_ERROR_CODES, 'invalid_id', 'user_not_found'],
  },
  adminActivateUser: action(USER_ACTIONS.activate.path),
  adminDeactivateUser: action(USER_ACTIONS.deactivate.path),
  adminResendVerification: {
    ...action(USER_ACTIONS.resendVerification.path),
    errors: [...ACTION_ERRORS, 'already_verified', 'account_inactive'],
  },
  adminDeleteUser: action(USER_ACTIONS.delete.path),
  adminChangeRole: { ...action(USER_ACTIONS.changeRole.path), request: roleChangeRequestSchema },
} as const satisfies Record<string, Endpoint>;

/** The endpoint of each action. */
export const USER_ACTION_ENDPOINTS = {
  activate: adminUsersEndpoints.adminActivateUser,
  deactivate: adminUsersEndpoints.adminDeactivateUser,
  changeRole: adminUsersEndpoints.adminChangeRole,
  resendVerification: adminUsersEndpoints.adminResendVerification,
  delete: adminUsersEndpoints.adminDeleteUser,
} as const satisfies Record<UserAction, Endpoint>;
