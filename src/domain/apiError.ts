/**
 * The error body every `/api` answer uses, whatever the feature: `{ error, message, code, issues? }`.
 * `code` is stable and machine-readable (clients branch on it and on the status); `error` and `message`
 * are human text and may change. Each feature's contract extends the common codes with its own.
 */
import { z } from 'zod';

/** Codes any route can answer with (body reading, validation, routing, rate limits, crashes). */
export const COMMON_ERROR_CODES = [
  /** a body that is not JSON, or not a JSON object */
  'invalid_body',
  /** a JSON route called with another content type */
  'unsupported_media_type',
  'body_too_large',
  /** a field breaks its rule; `issues` lists every field's messages */
  'validation_failed',
  /** a required field is missing or empty */
  'fields_empty',
  'rate_limited',
  'not_found',
  'internal',
  /** the database cannot be reached (a restart): nothing was written, try again (Retry-After) */
  'service_unavailable',
] as const;
export type CommonErrorCode = (typeof COMMON_ERROR_CODES)[number];

/**
 * Codes every endpoint may answer, whatever it does, so the contracts' endpoint tables do not list them.
 * They come from the layer in front of every /api route (server/app.ts, server/http): a body over the
 * API limit (413 body_too_large, even where the endpoint takes no body), a control character in the
 * path or query (400 validation_failed), the database out of reach during a restart (503
 * service_unavailable with Retry-After). The server tests' contract check (tests/support/contractCheck.ts)
 * accepts them on any endpoint.
 */
export const ANY_ENDPOINT_ERROR_CODES = [
  'body_too_large',
  'validation_failed',
  'service_unavailable',
] as const satisfies readonly CommonErrorCode[];

/** One failing field of a request body: its dotted path ('' for the body) and the rule's message. */
export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The error body with a feature's code enum. */
export function errorBodySchema<C extends z.ZodType<string>>(code: C) {
  return z.object({
    error: z.string(),
    message: z.string(),
    code,
    issues: z.array(fieldIssueSchema).optional(),
  });
}

export const commonErrorCodeSchema = z.enum(COMMON_ERROR_CODES);
export const commonErrorBodySchema = errorBodySchema(commonErrorCodeSchema);
export type CommonErrorBody = z.infer<typeof commonErrorBodySchema>;

/** What reading a JSON request body can answer (readJson in server/http/errors.ts), for the endpoint tables. */
export const BODY_ERROR_CODES = [
  'invalid_body',
  'unsupported_media_type',
  'body_too_large',
  'validation_failed',
  'fields_empty',
] as const satisfies readonly CommonErrorCode[];

/**
 * What the one admin guard in front of every /api/admin and /api/analytics route answers (server/app.ts):
 * no token or a bad one (401), a disabled account or a role that is not an administrator's (403); and a
 * crash (500). The admin features' endpoint tables list them on every endpoint.
 */
export const ADMIN_GUARD_ERROR_CODES = [
  'auth_required',
  'invalid_token',
  'account_disabled',
  'forbidden',
  'internal',
] as const;
