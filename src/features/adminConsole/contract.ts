/**
 * The admin console's API (mounted under /api/admin, behind the one admin guard in server/app.ts):
 *
 *   GET /api/admin/stats        the Overview numbers (spec billing §3 Admin stats), from live data
 *   GET /api/admin/audit        the audit log: filter all/auth/user/system, level, search, paging
 *   GET /api/admin/audit.csv    the same filters as CSV (records system.report_exported)
 *   GET /api/admin/settings     the system settings (src/domain/systemSettings.ts)
 *   PUT /api/admin/settings     replace them (records system.settings_changed with before and after)
 *   GET /api/admin/test-clock   outside production: the application's time and its offset from the real one
 *   POST /api/admin/test-clock  outside production: move it forward 1 s to 400 days (records system.clock_advanced)
 *   GET /api/admin/jobs         the scheduler's queues: due, scheduled, running, failed, last run, the failures
 *   POST /api/admin/jobs/retry  run one failed job again (records system.job_retried)
 *
 * There is no PUT or DELETE on the audit log: nobody edits it through the API. The JSON endpoints are
 * declared once in `adminConsoleEndpoints` below (the server mounts them from there, the client calls them
 * through it, the OpenAPI document is made from it); the CSV export is not JSON and is registered by hand.
 * Longer than 300 lines: one contract for the console's six areas (stats, audit, settings, test clock, queues,
 * reconciliation's records), each a short block; split, they would only import each other.
 */
import { z } from 'zod';
import { ADMIN_GUARD_ERROR_CODES, BODY_ERROR_CODES, COMMON_ERROR_CODES, errorBodySchema } from '../../domain/apiError';
import { AUDIT_ACTIONS, AUDIT_CATEGORIES, AUDIT_FILTERS, AUDIT_LEVELS } from '../../domain/audit';
import { systemSettingsSchema } from '../../domain/systemSettings';
import { TEST_CLOCK_MAX_ADVANCE_SECONDS } from '../../domain/testClock';
import type { ProviderGapRecord } from '../billing';

export const ADMIN_CONSOLE_BASE = '/api/admin';
/** the audit log as CSV (not JSON, so not in adminConsoleEndpoints) */
export const AUDIT_CSV_API = `${ADMIN_CONSOLE_BASE}/audit.csv`;

/** The provider side of the report: what was read for the period and the successes our books lack. */
export interface ReconcileResult {
  from: string;
  to: string;
  /** the provider's transactions read, and the successes among them */
  transactions: number;
  successes: number;
  gaps: ProviderGapRecord[];
}

/** A payment after its credit. */
export interface CreditedPayment {
  reference: string;
  /** pesewas */
  amount: number;
  lateSuccess: boolean;
}

export const CONSOLE_ERROR_CODES = [...COMMON_ERROR_CODES, ...ADMIN_GUARD_ERROR_CODES] as const;
export type ConsoleErrorCode = (typeof CONSOLE_ERROR_CODES)[number];
export const consoleErrorBodySchema = errorBodySchema(z.enum(CONSOLE_ERROR_CODES));

// ----- stats ------------------------------------------------------------------------------------------

export const adminStatsSchema = z.object({
  /** every account */
  totalUsers: z.number().int().nonnegative(),
  /** enabled accounts signed in within the last 30 days */
  activeUsers: z.number().int().nonnegative(),
  /** accounts created since midnight (UTC, which is Ghana's time) */
  newUsersToday: z.number().int().nonnegative(),
  /** sessions live now (not signed out, not revoked) */
  totalSessions: z.number().int().nonnegative(),
  /** seconds, over the sessions that ended in the last 30 days (0 when none did) */
  averageSessionDuration: z.number().nonnegative(),
  /** seconds since this server process started */
  systemUptime: z.number().nonnegative(),
  /** percent of API answers with a 5xx status since the process started */
  errorRate: z.number().min(0).max(100),
  /** median API answer time in milliseconds over the recent answers (null before any) */
  responseTime: z.number().nonnegative().nullable(),
  /**
   * payments credited as late successes (the provider took the money after we had marked the payment
   * failed, cancelled or abandoned) within the last 30 days, by the time they were credited
   */
  lateSuccesses: z.number().int().nonnegative(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
export const statsResponseSchema = z.object({ stats: adminStatsSchema, generatedAt: z.iso.datetime() });
export type StatsResponse = z.infer<typeof statsResponseSchema>;

// ----- audit log ------------------------------------------------------------------------------------

export const AUDIT_PAGE_SIZES = [10, 20, 50] as const;
export const AUDIT_SEARCH_MAX = 100;

const pageNumber = z.coerce
  .number({ error: 'page must be a whole number from 1' })
  .int('page must be a whole number from 1')
  .min(1, 'page must be a whole number from 1')
  .max(100_000, 'page must be a whole number from 1');

/** The query of GET /api/admin/audit (and audit.csv, which ignores the paging). Every field optional. */
export const auditQuerySchema = z.object({
  filter: z.enum(AUDIT_FILTERS, { error: 'filter must be all, auth, user or system' }).default('all'),
  level: z.enum(AUDIT_LEVELS, { error: 'level must be info, warn or error' }).optional(),
  search: z
    .string()
    .trim()
    .max(AUDIT_SEARCH_MAX, `search must be at most ${AUDIT_SEARCH_MAX} characters`)
    .optional()
    .transform((value) => (value ? value : undefined)),
  page: pageNumber.default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be 10, 20 or 50' })
    .refine((n) => (AUDIT_PAGE_SIZES as readonly number[]).includes(n), 'pageSize must be 10, 20 or 50')
    .default(20),
});
export type AuditQueryInput = z.input<typeof auditQuerySchema>;
export type AuditQueryParams = z.output<typeof auditQuerySchema>;

const actionSchema = z.enum(
  Object.keys(AUDIT_ACTIONS) as [keyof typeof AUDIT_ACTIONS, ...(keyof typeof AUDIT_ACTIONS)[]],
);

export const auditEntrySchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  /** the account's email, when the account still exists */
  userEmail: z.string().nullable(),
  actorId: z.string().nullable(),
  action: actionSchema,
  category: z.enum(AUDIT_CATEGORIES),
  level: z.enum(AUDIT_LEVELS),
  timestamp: z.iso.datetime(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntryRecord = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The CSV export's columns. */
export const AUDIT_CSV_HEADER = [
  'Timestamp',
  'Level',
  'Category',
  'Action',
  'User ID',
  'User email',
  'Actor ID',
  'IP address',
  'User agent',
  'Details',
] as const;
/** At most this many rows go into one export (the newest first). */
export const AUDIT_CSV_MAX_ROWS = 10_000;

// ----- system settings -------------------------------------------------------------------------------

export { systemSettingsSchema };
export const systemSettingsResponseSchema = z.object({
  settings: systemSettingsSchema,
  updatedAt: z.iso.datetime().nullable(),
});
export type SystemSettingsResponse = z.infer<typeof systemSettingsResponseSchema>;
export const systemSettingsSavedSchema = systemSettingsResponseSchema.extend({
  message: z.string(),
  /** whether anything differed from what was stored */
  changed: z.boolean(),
});
export type SystemSettingsSaved = z.infer<typeof systemSettingsSavedSchema>;

export const testClockAdvanceSchema = z
  .object({
    advance_seconds: z
      .number({ error: 'Advance by a whole number of seconds' })
      .int('Advance by a whole number of seconds')
      .min(1, 'Advance by at least 1 second')
      .max(TEST_CLOCK_MAX_ADVANCE_SECONDS, 'Advance by at most 400 days'),
  })
  .strict();
export type TestClockAdvance = z.infer<typeof testClockAdvanceSchema>;
/** The application's time and how far it is ahead of the real one. */
export const testClockSchema = z.object({ now: z.iso.datetime(), offset_seconds: z.number().int().min(0) });
export type TestClockAnswer = z.infer<typeof testClockSchema>;

// ----- the scheduler's queues ------------------------------------------------------------------------

/** A queue's name as the scheduler names them: `<feature>.<what>`. */
const jobNameSchema = z
  .string({ error: 'Name the queue' })
  .regex(/^[a-z][a-z0-9_-]*(\.[a-z0-9_-]+)+$/i, 'Name the queue as the list shows it')
  .max(100, 'Name the queue as the list shows it');
export const queueStatusSchema = z.object({
  name: jobNameSchema,
  /** ready to run now */
  due: z.number().int().min(0),
  /** waiting for their time */
  scheduled: z.number().int().min(0),
  running: z.number().int().min(0),
  /** failed for good (every attempt used), kept for a retry */
  failed: z.number().int().min(0),
  lastRunAt: z.iso.datetime().nullable(),
  /** the newest failures (at most 20), with their error */
  failures: z.array(z.object({ id: z.string(), failedAt: z.iso.datetime().nullable(), error: z.string() })),
});
export type QueueStatusRecord = z.infer<typeof queueStatusSchema>;
export const jobsResponseSchema = z.object({ queues: z.array(queueStatusSchema) });
export type JobsResponse = z.infer<typeof jobsResponseSchema>;
export const retryJobSchema = z
  .object({ name: jobNameSchema, id: z.uuid({ error: 'Name the failed job by its id' }) })
  .strict();
export type RetryJob = z.infer<typeof retryJobSchema>;
export const retriedJobSchema = z.object({ message: z.string() });

// ----- endpoints ----------------------------------------------------------------------------------

interface Endpoint {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  auth: true;
  /** mounted outside production only (in production the API's 404) */
  outsideProductionOnly?: true;
  query?: z.ZodType;
  request?: z.ZodType;
  status: 200;
  response: z.ZodType;
  errors: readonly ConsoleErrorCode[];
}

/** Paths under ADMIN_CONSOLE_BASE; every error body parses with consoleErrorBodySchema. */
export const adminConsoleEndpoints = {
  adminStats: {
    method: 'GET',
    path: '/stats',
    auth: true,
    status: 200,
    response: statsResponseSchema,
    errors: ADMIN_GUARD_ERROR_CODES,
  },
  adminAudit: {
    method: 'GET',
    path: '/audit',
    auth: true,
    query: auditQuerySchema,
    status: 200,
    response: auditPageSchema,
    errors: [...ADMIN_GUARD_ERROR_CODES, 'validation_failed'],
  },
  adminSettings: {
    method: 'GET',
    path: '/settings',
    auth: true,
    status: 200,
    response: systemSettingsResponseSchema,
    errors: ADMIN_GUARD_ERROR_CODES,
  },
  adminSaveSettings: {
    method: 'PUT',
    path: '/settings',
    auth: true,
    request: systemSettingsSchema,
    status: 200,
    response: systemSettingsSavedSchema,
    errors: [...BODY_ERROR_CODES, ...ADMIN_GUARD_ERROR_CODES],
  },
  /** Outside production only (404 in production): the application's clock. */
  adminTestClock: {
    method: 'GET',
    path: '/test-clock',
    auth: true,
    outsideProductionOnly: true,
    status: 200,
    response: testClockSchema,
    errors: [...ADMIN_GUARD_ERROR_CODES, 'not_found'],
  },
  /** Outside production only (404 in production): move the application's clock forward, for every server. */
  adminAdvanceTestClock: {
    method: 'POST',
    path: '/test-clock',
    auth: true,
    outsideProductionOnly: true,
    request: testClockAdvanceSchema,
    status: 200,
    response: testClockSchema,
    errors: [...BODY_ERROR_CODES, ...ADMIN_GUARD_ERROR_CODES, 'not_found'],
  },
  /** The scheduler's queues, counted now (System Status). */
  adminJobs: {
    method: 'GET',
    path: '/jobs',
    auth: true,
    status: 200,
    response: jobsResponseSchema,
    errors: ADMIN_GUARD_ERROR_CODES,
  },
  /** Run one failed job again, on any server that works the queue; 404 when no failed job has that id. */
  adminRetryJob: {
    method: 'POST',
    path: '/jobs/retry',
    auth: true,
    request: retryJobSchema,
    status: 200,
    response: retriedJobSchema,
    errors: [...BODY_ERROR_CODES, ...ADMIN_GUARD_ERROR_CODES, 'not_found'],
  },
} as const satisfies Record<string, Endpoint>;
