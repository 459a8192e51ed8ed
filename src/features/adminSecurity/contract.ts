/**
 * The admin API of the console's Security and System Status sections, every route behind the one admin
 * guard of server/app.ts, declared once in `adminSecurityEndpoints` below (the server mounts it from
 * there, the client calls it through it, the OpenAPI document is made from it):
 *
 *   GET  /api/admin/security                          failed sign-ins, locked accounts, active sessions
 *   POST /api/admin/security/sessions/:id/revoke      { reason }: end one session (its refresh and bearer calls fail)
 *   POST /api/admin/security/accounts/:id/unlock      { reason }: clear the account's failed sign-ins
 *   GET  /api/admin/system/health                     database, uptime, latency, error rate, breaker, mail, version
 */
import { z } from 'zod';
import { ADMIN_GUARD_ERROR_CODES, BODY_ERROR_CODES, COMMON_ERROR_CODES, errorBodySchema } from '../../domain/apiError';
import { hasControlCharacter } from '../../domain/text';
import { SECURITY_MESSAGES as m } from './messages';

export const ADMIN_SECURITY_BASE = '/api/admin';

export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** Why an administrator acts: recorded in the audit entry. */
export const reasonSchema = z
  .string({ error: m.reasonInvalid })
  .trim()
  .min(REASON_MIN, m.reasonInvalid)
  .max(REASON_MAX, m.reasonInvalid)
  .refine((value) => !hasControlCharacter(value), m.reasonInvalid);

/** The body of revoke and unlock. */
export const adminActionRequestSchema = z.object({ reason: reasonSchema });
export type AdminActionRequest = z.infer<typeof adminActionRequestSchema>;

/** A session or account id in the path. */
export const idParamSchema = z.uuid({ error: m.idInvalid });

const iso = z.iso.datetime({ offset: true });

export const accountRefSchema = z.object({ id: z.uuid(), email: z.string(), name: z.string() });
export type AccountRef = z.infer<typeof accountRefSchema>;

export const failedSignInSchema = z.object({
  at: iso,
  /** the account the attempt named, or null when no account has that email or username */
  account: accountRefSchema.nullable(),
  /** what was typed, when it named no account (lowercased, as the limiter keys it) */
  identifier: z.string().nullable(),
  /** the client address of the attempt, when the limiter's record of it can be paired */
  ipAddress: z.string().nullable(),
});
export type FailedSignIn = z.infer<typeof failedSignInSchema>;

export const lockedAccountSchema = accountRefSchema.extend({
  /** failed sign-ins inside the window */
  failures: z.number().int().nonnegative(),
  /** when one more attempt is allowed again */
  lockedUntil: iso,
});
export type LockedAccount = z.infer<typeof lockedAccountSchema>;

export const activeSessionSchema = z.object({
  id: z.uuid(),
  user: accountRefSchema.extend({ role: z.string() }),
  createdAt: iso,
  /** the last token refresh, null when the first token was never refreshed */
  lastRefreshAt: iso.nullable(),
  /** the administrator's own session (it cannot be revoked here) */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const securityResponseSchema = z.object({
  checkedAt: iso,
  policy: z.object({
    windowMinutes: z.number().int().positive(),
    failuresPerAccount: z.number().int().positive(),
    failuresPerAddress: z.number().int().positive(),
  }),
  failedSignIns: z.array(failedSignInSchema),
  lockedAccounts: z.array(lockedAccountSchema),
  sessions: z.array(activeSessionSchema),
  /** active sessions in all (the list shows the most recent SESSIONS_SHOWN) */
  sessionCount: z.number().int().nonnegative(),
});
export type SecurityResponse = z.infer<typeof securityResponseSchema>;

export const revokeResponseSchema = z.object({
  message: z.string(),
  session: z.object({ id: z.uuid(), userId: z.uuid(), revokedAt: iso }),
});
export type RevokeResponse = z.infer<typeof revokeResponseSchema>;

export const unlockResponseSchema = z.object({
  message: z.string(),
  account: accountRefSchema.extend({ clearedFailures: z.number().int().nonnegative() }),
});
export type UnlockResponse = z.infer<typeof unlockResponseSchema>;

export const BREAKER_STATES = ['closed', 'open', 'half-open'] as const;
export type BreakerStateName = (typeof BREAKER_STATES)[number];
export const MAIL_MODES = ['smtp', 'outbox'] as const;
export type MailMode = (typeof MAIL_MODES)[number];

export const healthResponseSchema = z.object({
  checkedAt: iso,
  version: z.string(),
  startedAt: iso,
  uptimeSeconds: z.number().int().nonnegative(),
  database: z.object({
    kind: z.string(),
    ok: z.boolean(),
    latencyMs: z.number().nonnegative(),
  }),
  /** this server process's last requests under /api (a bounded window) */
  requests: z.object({
    /** requests in the window */
    sampled: z.number().int().nonnegative(),
    /** the window's capacity */
    window: z.number().int().positive(),
    p50Ms: z.number().nonnegative().nullable(),
    p95Ms: z.number().nonnegative().nullable(),
    /** share of answers with a 5xx status (0..1), null without requests */
    errorRate: z.number().min(0).max(1).nullable(),
    /** share of answers with a 4xx status (0..1), null without requests */
    clientErrorRate: z.number().min(0).max(1).nullable(),
  }),
  paymentProvider: z.object({ name: z.string(), breaker: z.enum(BREAKER_STATES) }),
  mail: z.object({ mode: z.enum(MAIL_MODES) }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const ADMIN_SECURITY_ERROR_CODES = [
  ...COMMON_ERROR_CODES,
  ...ADMIN_GUARD_ERROR_CODES,
  'already_revoked',
  'own_session',
  'nothing_to_unlock',
] as const;
export type AdminSecurityErrorCode = (typeof ADMIN_SECURITY_ERROR_CODES)[number];
export const adminSecurityErrorSchema = errorBodySchema(z.enum(ADMIN_SECURITY_ERROR_CODES));

/** How many failed sign-ins and sessions the answer lists (newest first). */
export const FAILED_SIGN_INS_SHOWN = 50;
export const SESSIONS_SHOWN = 100;

// ----- endpoints ----------------------------------------------------------------------------------

interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  auth: true;
  request?: z.ZodType;
  status: 200;
  response: z.ZodType;
  errors: readonly AdminSecurityErrorCode[];
}

/** A revoke or an unlock: the id (400 validation_failed when malformed, 404 when unknown), then the reason. */
const ACTION_ERRORS = [...BODY_ERROR_CODES, ...ADMIN_GUARD_ERROR_CODES, 'not_found'] as const;

/** Paths under ADMIN_SECURITY_BASE; every error body parses with adminSecurityErrorSchema. */
export const adminSecurityEndpoints = {
  adminSecurity: {
    method: 'GET',
    path: '/security',
    auth: true,
    status: 200,
    response: securityResponseSchema,
    errors: ADMIN_GUARD_ERROR_CODES,
  },
  adminRevokeSession: {
    method: 'POST',
    path: '/security/sessions/:id/revoke',
    auth: true,
    request: adminActionRequestSchema,
    status: 200,
    response: revokeResponseSchema,
    errors: [...ACTION_ERRORS, 'own_session', 'already_revoked'],
  },
  adminUnlockAccount: {
    method: 'POST',
    path: '/security/accounts/:id/unlock',
    auth: true,
    request: adminActionRequestSchema,
    status: 200,
    response: unlockResponseSchema,
    errors: [...ACTION_ERRORS, 'nothing_to_unlock'],
  },
  adminSystemHealth: {
    method: 'GET',
    path: '/system/health',
    auth: true,
    status: 200,
    response: healthResponseSchema,
    errors: ADMIN_GUARD_ERROR_CODES,
  },
} as const satisfies Record<string, Endpoint>;
