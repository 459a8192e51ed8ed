/**
 * The admin panel's API (mounted under /api/admin behind the one admin guard in server/app.ts), declared
 * endpoint by endpoint in `adminEndpoints` below (method, path, request, response, error codes): the
 * server mounts each from it, the client calls each through it, and the OpenAPI document is made from it.
 *
 * - the overview (live KPIs), the network stats (demand by region and zone, served areas, the coverage
 *   requests to follow up), a coverage request's follow-up status, every coverage request;
 * - the support inbox: the list (query `status`, `search`, `page`, `pageSize`: ticketQuerySchema), one
 *   ticket, its status and assignee, a reply mailed to the sender;
 * - the development outboxes (query `to`: an email address for mail, a Ghana number for SMS), mail and SMS
 *   kept instead of sent, newest first. Only outside production: in production they answer 404 not_found
 *   (mail goes by SMTP).
 *
 * Errors: { error, message, code, issues? }; 400 validation_failed / fields_empty, 404 not_found,
 * 409 already_answered, 502 mail_failed, and the admin guard's 401/403.
 * Longer than 300 lines: the contract is read as one document: every endpoint's request, answer and error codes
 * with its table.
 */
import { z } from 'zod';
import { ADMIN_GUARD_ERROR_CODES, BODY_ERROR_CODES, COMMON_ERROR_CODES, errorBodySchema } from '../../domain/apiError';
import { isValidGhanaPhone } from '../../domain/format/phone';
import { hasControlCharacter } from '../../domain/text';
import { ADMIN_MESSAGES as m } from './messages';

export const ADMIN_API = '/api/admin';

export const ADMIN_ERROR_CODES = [
  ...COMMON_ERROR_CODES,
  ...ADMIN_GUARD_ERROR_CODES,
  'already_answered',
  'mail_failed',
] as const;
export type AdminErrorCode = (typeof ADMIN_ERROR_CODES)[number];
export const adminErrorBodySchema = errorBodySchema(z.enum(ADMIN_ERROR_CODES));

const isoDate = z.string().datetime({ offset: true });

// ----- overview -----------------------------------------------------------------------------------

export const overviewSchema = z.object({
  customers: z.number().int().nonnegative(),
  newCustomersThisWeek: z.number().int().nonnegative(),
  activeSubscriptions: z.number().int().nonnegative(),
  /** succeeded payments since the first of this month (UTC, which is Ghana's time), in pesewas */
  revenueThisMonthPesewas: z.number().int().nonnegative(),
  /** payments started today and still pending or processing */
  paymentsPendingToday: z.number().int().nonnegative(),
  /** payments that failed today */
  paymentsFailedToday: z.number().int().nonnegative(),
  /** contact messages new or in progress */
  openSupportTickets: z.number().int().nonnegative(),
  /** coverage requests new or contacted */
  openCoverageRequests: z.number().int().nonnegative(),
  generatedAt: isoDate,
});
export type Overview = z.infer<typeof overviewSchema>;
export const overviewResponseSchema = z.object({ overview: overviewSchema });

// ----- network ------------------------------------------------------------------------------------

export const COVERAGE_REQUEST_STATUSES = ['new', 'contacted', 'closed'] as const;
export type CoverageRequestStatus = (typeof COVERAGE_REQUEST_STATUSES)[number];

/** Demand for one region or zone: requests for coverage, checks asked and how many of those we serve. */
export const demandRowSchema = z.object({
  /** a region's or zone's name; 'Unknown' when the address named no Ghana place */
  name: z.string(),
  requests: z.number().int().nonnegative(),
  checks: z.number().int().nonnegative(),
  servedChecks: z.number().int().nonnegative(),
});
export type DemandRow = z.infer<typeof demandRowSchema>;

export const adminCoverageRequestSchema = z.object({
  id: z.string(),
  address: z.string(),
  contactInfo: z.string(),
  status: z.enum(COVERAGE_REQUEST_STATUSES),
  /** the region the address names, or null */
  region: z.string().nullable(),
  zone: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate.nullable(),
});
export type AdminCoverageRequest = z.infer<typeof adminCoverageRequestSchema>;

export const servedAreaSchema = z.object({ name: z.string(), region: z.string(), zone: z.string() });
export type ServedArea = z.infer<typeof servedAreaSchema>;

export const networkStatsSchema = z.object({
  byRegion: z.array(demandRowSchema),
  byZone: z.array(demandRowSchema),
  totals: z.object({
    requests: z.number().int().nonnegative(),
    openRequests: z.number().int().nonnegative(),
    checks: z.number().int().nonnegative(),
    servedChecks: z.number().int().nonnegative(),
  }),
  servedAreas: z.array(servedAreaSchema),
  /** requests still to follow up (new, then contacted), newest first, at most 200 */
  followUp: z.array(adminCoverageRequestSchema),
});
export type NetworkStats = z.infer<typeof networkStatsSchema>;
export const networkStatsResponseSchema = z.object({ stats: networkStatsSchema });

const reasonField = z.string().trim().max(500, m.reasonTooLong).optional();

export const coverageRequestUpdateSchema = z.object({
  status: z.enum(COVERAGE_REQUEST_STATUSES, { error: m.requestStatusInvalid }),
  reason: reasonField,
});
export type CoverageRequestUpdate = z.input<typeof coverageRequestUpdateSchema>;
export const coverageRequestUpdatedSchema = z.object({ request: adminCoverageRequestSchema });
export const adminCoverageRequestsSchema = z.object({ requests: z.array(adminCoverageRequestSchema) });

// ----- support ------------------------------------------------------------------------------------

export const TICKET_STATUSES = ['new', 'in_progress', 'answered'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_FILTERS = ['all', 'open', ...TICKET_STATUSES] as const;
export type TicketFilter = (typeof TICKET_FILTERS)[number];
export const TICKET_PAGE_SIZE = 20;
export const TICKET_PAGE_SIZE_MAX = 100;
export const REPLY_MAX_LENGTH = 5000;
export const SEARCH_MAX_LENGTH = 100;

const personSchema = z.object({ id: z.string(), name: z.string() });
export type AdminPerson = z.infer<typeof personSchema>;

export const ticketSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  assignee: personSchema.nullable(),
  createdAt: isoDate,
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: personSchema.nullable(),
  sentAt: isoDate,
});
export type TicketReply = z.infer<typeof ticketReplySchema>;

export const ticketSchema = ticketSummarySchema.extend({
  form: z.enum(['home', 'contact']),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  serviceType: z.string().nullable(),
  message: z.string(),
  updatedAt: isoDate.nullable(),
  replies: z.array(ticketReplySchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** The list's query: every field optional (an empty query lists every message, first page). */
export const ticketQuerySchema = z.object({
  status: z.enum(TICKET_FILTERS, { error: m.ticketFilterInvalid }).default('all'),
  search: z.string().trim().max(SEARCH_MAX_LENGTH, m.searchTooLong).default(''),
  page: z.coerce.number({ error: m.pageInvalid }).int(m.pageInvalid).min(1, m.pageInvalid).default(1),
  pageSize: z.coerce
    .number({ error: m.pageSizeInvalid })
    .int(m.pageSizeInvalid)
    .min(1, m.pageSizeInvalid)
    .max(TICKET_PAGE_SIZE_MAX, m.pageSizeInvalid)
    .default(TICKET_PAGE_SIZE),
});
export type TicketQuery = z.output<typeof ticketQuerySchema>;

export const ticketListSchema = z.object({
  tickets: z.array(ticketSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** who a ticket can be assigned to (administrators) */
  assignees: z.array(personSchema),
});
export type TicketList = z.infer<typeof ticketListSchema>;
export const ticketResponseSchema = z.object({ ticket: ticketSchema });

export const ticketUpdateSchema = z
  .object({
    status: z.enum(TICKET_STATUSES, { error: m.ticketStatusInvalid }).optional(),
    assigneeId: z.uuid({ error: m.assigneeInvalid }).nullable().optional(),
    reason: reasonField,
  })
  .refine((value) => value.status !== undefined || value.assigneeId !== undefined, {
    message: m.ticketUpdateEmpty,
    path: ['status'],
  });
export type TicketUpdate = z.input<typeof ticketUpdateSchema>;

export const replyRequestSchema = z.object({
  message: z.string({ error: m.replyRequired }).trim().min(1, m.replyRequired).max(REPLY_MAX_LENGTH, m.replyTooLong),
});
export type ReplyRequest = z.input<typeof replyRequestSchema>;
export const replyResponseSchema = z.object({ ticket: ticketSchema, message: z.string() });

// ----- the development outboxes -------------------------------------------------------------------

/** One mail written to the outbox instead of being sent (server/mail/mailer.ts). */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** every http(s) link in the text, in order */
  links: z.array(z.string()),
  createdAt: isoDate,
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const mailOutboxResponseSchema = z.object({ messages: z.array(outboxMailSchema) });

/** queued: to be tried again; sent: the provider took it; kept: the outbox sender kept it; failed: given up */
export const SMS_STATUSES = ['queued', 'sent', 'kept', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/** One SMS of the sms_outbox table (server/sms/outbox.ts); `to` is the international number (233...). */
export const outboxSmsSchema = z.object({
  id: z.number().int(),
  paymentId: z.string().nullable(),
  to: z.string(),
  text: z.string(),
  status: z.enum(SMS_STATUSES),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  nextAttemptAt: isoDate.nullable(),
  provider: z.string().nullable(),
  createdAt: isoDate,
  sentAt: isoDate.nullable(),
});
export type OutboxSms = z.infer<typeof outboxSmsSchema>;
export const smsOutboxResponseSchema = z.object({ messages: z.array(outboxSmsSchema) });

/** What the Outbox tab loads: both lists, or `available: false` when the server has no outbox (production). */
export type OutboxContents = { available: true; mail: OutboxMail[]; sms: OutboxSms[] } | { available: false };

// ----- development outboxes (outside production) -----------------------------------------------------

const OUTBOX_TO_MESSAGE = 'to must be an email address';
/** GET /outbox?to=: the mail written to one address (every address without it). */
export const mailOutboxQuerySchema = z.object({
  to: z
    .string()
    .trim()
    .max(254, OUTBOX_TO_MESSAGE)
    .refine((value) => !hasControlCharacter(value) && /^[^\s@]+@[^\s@]+$/.test(value), OUTBOX_TO_MESSAGE)
    .optional(),
});

/** GET /sms-outbox?to=: the SMS sent to one Ghana mobile number, local or international (every number without it). */
export const smsOutboxQuerySchema = z.object({
  to: z.string().trim().refine(isValidGhanaPhone, 'to must be a Ghana mobile number').optional(),
});

// ----- endpoints ----------------------------------------------------------------------------------

interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  auth: true;
  query?: z.ZodType;
  request?: z.ZodType;
  status: 200;
  response: z.ZodType;
  errors: readonly AdminErrorCode[];
  /** mounted outside production only (server/app.ts), and left out of production's OpenAPI document */
  outsideProductionOnly?: true;
}

const QUERY_ERRORS = [...ADMIN_GUARD_ERROR_CODES, 'validation_failed'] as const;

/** The admin panel's endpoints, paths under ADMIN_API; every error body parses with adminErrorBodySchema. */
export const adminEndpoints = {
  adminOverview: {
    method: 'GET',
    path: '/overview',
    auth: true,
    status: 200,
    response: overviewResponseSchema,
    errors: ADMIN_GUARD_ERROR_CODES,
  },
  adminNetworkStats: {
    method: 'GET',
    path: '/network/stats',
    auth: true,
    status: 200,
    response: networkStatsResponseSchema,
    errors: ADMIN_GUARD_ERROR_CODES,
  },
  /** every coverage request, newest first (at most 500) */
  adminCoverageRequests: {
    method: 'GET',
    path: '/coverage-requests',
    auth: true,
    status: 200,
    response: adminCoverageRequestsSchema,
    errors: ADMIN_GUARD_ERROR_CODES,
  },
  adminUpdateCoverageRequest: {
    method: 'PATCH',
    path: '/network/requests/:id',
    auth: true,
    request: coverageRequestUpdateSchema,
    status: 200,
    response: coverageRequestUpdatedSchema,
    errors: [...BODY_ERROR_CODES, ...ADMIN_GUARD_ERROR_CODES, 'not_found'],
  },
  /** query: ticketQuerySchema */
  adminTickets: {
    method: 'GET',
    path: '/support/tickets',
    auth: true,
    query: ticketQuerySchema,
    status: 200,
    response: ticketListSchema,
    errors: QUERY_ERRORS,
  },
  adminTicket: {
    method: 'GET',
    path: '/support/tickets/:id',
    auth: true,
    status: 200,
    response: ticketResponseSchema,
    errors: [...ADMIN_GUARD_ERROR_CODES, 'not_found'],
  },
  adminUpdateTicket: {
    method: 'PATCH',
    path: '/support/tickets/:id',
    auth: true,
    request: ticketUpdateSchema,
    status: 200,
    response: ticketResponseSchema,
    errors: [...BODY_ERROR_CODES, ...ADMIN_GUARD_ERROR_CODES, 'not_found'],
  },
  adminReplyToTicket: {
    method: 'POST',
    path: '/support/tickets/:id/reply',
    auth: true,
    request: replyRequestSchema,
    status: 200,
    response: replyResponseSchema,
    errors: [...BODY_ERROR_CODES, ...ADMIN_GUARD_ERROR_CODES, 'not_found', 'already_answered', 'mail_failed'],
  },
  /** outside production only (404 not_found in production) */
  adminMailOutbox: {
    method: 'GET',
    path: '/outbox',
    auth: true,
    outsideProductionOnly: true,
    query: mailOutboxQuerySchema,
    status: 200,
    response: mailOutboxResponseSchema,
    errors: [...QUERY_ERRORS, 'not_found'],
  },
  /** outside production only (404 not_found in production) */
  adminSmsOutbox: {
    method: 'GET',
    path: '/sms-outbox',
    auth: true,
    outsideProductionOnly: true,
    query: smsOutboxQuerySchema,
    status: 200,
    response: smsOutboxResponseSchema,
    errors: [...QUERY_ERRORS, 'not_found'],
  },
} as const satisfies Record<string, Endpoint>;
