/**
 * The contract of the renewal API at /api/renewals: the password-less renewal link a reminder carries
 * (`/renew/<token>`, docs/product-rules.md "Renewal links"). Whoever holds the token sees that renewal (first
 * name, plan, paid-until, amount, the number last paid with, masked) and can pay it by mobile money with the
 * same steps as the payment page: start, poll, voucher, cancel. Nothing else: no email, no full number, no
 * other payment. Error bodies are `{ error, message, code, issues? }`; 429 answers carry Retry-After.
 *
 * - GET /:token -> { renewal }                                   (404 renewal_link_invalid, 410 renewal_link_expired)
 * - POST /:token/payments { mobile_number?, mobile_network? } -> 201 payment envelope (no number: the one last paid with)
 * - GET /:token/payments/:id -> payment envelope                 (a payment of this renewal's customer only)
 * - POST /:token/payments/:id/otp { otp } -> payment envelope
 * - POST /:token/payments/:id/cancel -> payment envelope
 * - POST /:token/promise { days } -> { renewal }                  (in grace, once per period: more time before suspension)
 */
import { z } from 'zod';
import { ADMIN_GUARD_ERROR_CODES, BODY_ERROR_CODES, errorBodySchema } from '../../domain/apiError';
import {
  BILLING_ERROR_CODES,
  billingCycleSchema,
  mobileNetworkSchema,
  mobileNumberSchema,
  PROMISE_MAX_DAYS,
  paymentEnvelopeSchema,
  paymentSchema,
  STANDINGS,
  submitOtpRequestSchema,
} from '../billing';

export const RENEWALS_BASE = '/api/renewals';
/** The token of a renewal link: 32 bytes, base64url (server/features/subscriptions/renewalLinks.ts). */
export const RENEWAL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const RENEWAL_ERROR_CODES = [
  ...BILLING_ERROR_CODES,
  /** 404: a token that is malformed, tampered with, or names no subscription */
  'renewal_link_invalid',
  /** 410: the subscription the link renews was terminated (or cancelled): sign in to start again */
  'renewal_link_expired',
  /** 409: the period the link is for is already paid (another tab, the dashboard): nothing is charged */
  'already_renewed',
  /** 400: no number was given and none was ever paid with */
  'number_required',
  /** 409: a promise to pay outside the grace period */
  'promise_unavailable',
  /** 409: this period's promise to pay was already made */
  'promise_already_made',
] as const;
export type RenewalErrorCode = (typeof RENEWAL_ERROR_CODES)[number];
export const renewalErrorBodySchema = errorBodySchema(z.enum(RENEWAL_ERROR_CODES));

export const RENEWAL_STATUSES = ['due', 'renewed'] as const;

export const renewalSchema = z.object({
  /** due: the period can be paid here; renewed: it is paid (paid_until is the new date), nothing to pay */
  status: z.enum(RENEWAL_STATUSES),
  /** the customer's first name ('' when the account has none) */
  first_name: z.string(),
  /** the plan the renewal pays for: the one the customer will be on when paid-until ends */
  plan_id: z.string(),
  plan_name: z.string(),
  billing_cycle: billingCycleSchema,
  /** ISO 8601: the end of everything paid, as it stands now */
  paid_until: z.string(),
  /** the standing at the server's time: active, or ended (grace period, suspended) and still renewable here */
  standing: z.enum(STANDINGS),
  /** pesewas: one period of the plan */
  amount: z.number().int().nonnegative(),
  /** ISO 8601, in grace only: when the service is suspended unless renewed (a promise to pay counted) */
  suspends_at: z.string().nullable(),
  /**
   * A promise to pay (docs/product-rules.md "Standing changes"): `days` already promised for this period (0:
   * none); `available` while one may still be asked for (in grace, none made yet), up to `max_days`.
   */
  promise: z.object({
    days: z.number().int().min(0),
    available: z.boolean(),
    max_days: z.number().int().positive(),
  }),
  /** the number last paid with, masked (055XXXX987), and its network; null when there is none */
  saved_number: z.object({ masked: z.string(), network: mobileNetworkSchema }).nullable(),
  /** this renewal's payment still waiting for approval (a reload, another tab): resumed, not started again */
  open_payment: paymentSchema.nullable(),
});
export type RenewalRecord = z.infer<typeof renewalSchema>;

export const renewalResponseSchema = z.object({ renewal: renewalSchema });

/** POST /:token/payments: another number (and network), or none for the number last paid with. */
export const renewalPayRequestSchema = z.object({
  mobile_number: mobileNumberSchema.optional(),
  mobile_network: mobileNetworkSchema.optional(),
});
export type RenewalPayRequest = z.input<typeof renewalPayRequestSchema>;

/** POST /:token/promise: how many days more (1 to 3) before the suspension. */
export const renewalPromiseRequestSchema = z.object({
  days: z
    .number({ error: 'Choose 1, 2 or 3 days.' })
    .int('Choose 1, 2 or 3 days.')
    .min(1, 'Choose 1, 2 or 3 days.')
    .max(PROMISE_MAX_DAYS, 'Choose 1, 2 or 3 days.'),
});
export type RenewalPromiseRequest = z.input<typeof renewalPromiseRequestSchema>;

interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  auth: boolean;
  request?: z.ZodType;
  status: 200 | 201;
  response: z.ZodType;
  errors: readonly RenewalErrorCode[];
}

const LINK_ERRORS = ['renewal_link_invalid', 'renewal_link_expired', 'rate_limited', 'internal'] as const;
const BODY_ERRORS = BODY_ERROR_CODES;

/** The renewal API, endpoint by endpoint (paths under RENEWALS_BASE); no bearer: the token is the key. */
export const renewalEndpoints = {
  openRenewal: {
    method: 'GET',
    path: '/:token',
    auth: false,
    status: 200,
    response: renewalResponseSchema,
    errors: LINK_ERRORS,
  },
  payRenewal: {
    method: 'POST',
    path: '/:token/payments',
    auth: false,
    request: renewalPayRequestSchema,
    status: 201,
    response: paymentEnvelopeSchema,
    errors: [
      ...BODY_ERRORS,
      ...LINK_ERRORS,
      'already_renewed',
      'number_required',
      'unknown_plan',
      'payment_in_progress',
      'circuit_open',
      'payments_unavailable',
      'provider_error',
    ],
  },
  pollRenewalPayment: {
    method: 'GET',
    path: '/:token/payments/:id',
    auth: false,
    status: 200,
    response: paymentEnvelopeSchema,
    errors: [...LINK_ERRORS, 'payment_not_found', 'circuit_open'],
  },
  submitRenewalVoucher: {
    method: 'POST',
    path: '/:token/payments/:id/otp',
    auth: false,
    request: submitOtpRequestSchema,
    status: 200,
    response: paymentEnvelopeSchema,
    errors: [
      ...BODY_ERRORS,
      ...LINK_ERRORS,
      'payment_not_found',
      'voucher_rejected',
      'voucher_not_expected',
      'circuit_open',
      'payments_unavailable',
      'provider_error',
    ],
  },
  cancelRenewalPayment: {
    method: 'POST',
    path: '/:token/payments/:id/cancel',
    auth: false,
    status: 200,
    response: paymentEnvelopeSchema,
    errors: [...LINK_ERRORS, 'payment_not_found'],
  },
  promiseRenewal: {
    method: 'POST',
    path: '/:token/promise',
    auth: false,
    request: renewalPromiseRequestSchema,
    status: 200,
    response: renewalResponseSchema,
    errors: [...BODY_ERRORS, ...LINK_ERRORS, 'promise_unavailable', 'promise_already_made'],
  },
} as const satisfies Record<string, Endpoint>;

/** The signed-in customer's own subscription actions (the dashboard), under CUSTOMER_SUBSCRIPTIONS_BASE. */
export const CUSTOMER_SUBSCRIPTIONS_BASE = '/api/subscriptions';
export const heldServiceSchema = z.object({
  promise: z.object({
    days: z.number().int().min(1).max(PROMISE_MAX_DAYS),
    /** ISO 8601: the suspension's new date */
    suspends_at: z.string(),
  }),
});
export type HeldService = z.infer<typeof heldServiceSchema>;
export const customerSubscriptionEndpoints = {
  /** In grace, once per period: 1 to 3 more days before the suspension (as the renewal page's promise). */
  promiseToPay: {
    method: 'POST',
    path: '/promise',
    auth: true,
    request: renewalPromiseRequestSchema,
    status: 200,
    response: heldServiceSchema,
    errors: [
      ...BODY_ERRORS,
      'auth_required',
      'invalid_token',
      'account_disabled',
      'rate_limited',
      'internal',
      'promise_unavailable',
      'promise_already_made',
    ],
  },
} as const satisfies Record<string, Endpoint>;

/** What the network side is told (docs/operations.md "Service events"), as listed and as POSTed. */
export const SERVICE_EVENT_TYPES = ['activated', 'renewed', 'suspended', 'restored', 'terminated'] as const;
export const serviceEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(SERVICE_EVENT_TYPES),
  occurred_at: z.string(),
  customer: z.object({ id: z.string(), email: z.string() }),
  subscription_id: z.string(),
  plan_id: z.string(),
  /** paid-until when the event occurred (for suspended and terminated: the one that passed) */
  paid_until: z.string(),
  /** when SERVICE_EVENTS_URL took it (null: not yet, or no receiver configured) */
  delivered_at: z.string().nullable(),
});
export type ServiceEventRecord = z.infer<typeof serviceEventSchema>;

export const serviceEventsQuerySchema = z.object({
  customer: z.string().trim().toLowerCase().email("Enter the customer's email address.").max(254),
});
export const serviceEventsResponseSchema = z.object({ events: z.array(serviceEventSchema) });

export const SUBSCRIPTIONS_ADMIN_ERROR_CODES = [...ADMIN_GUARD_ERROR_CODES, 'validation_failed', 'internal'] as const;
export const subscriptionsAdminErrorBodySchema = errorBodySchema(z.enum(SUBSCRIPTIONS_ADMIN_ERROR_CODES));

/** The subscriptions feature's admin endpoints (under /api/admin, behind the admin guard). */
export const subscriptionsAdminEndpoints = {
  adminServiceEvents: {
    method: 'GET',
    path: '/service-events',
    auth: true,
    query: serviceEventsQuerySchema,
    status: 200,
    response: serviceEventsResponseSchema,
    errors: SUBSCRIPTIONS_ADMIN_ERROR_CODES,
  },
} as const;
