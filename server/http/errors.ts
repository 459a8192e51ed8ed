import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { CommonErrorCode, FieldIssue } from '../../src/domain/apiError';
import {
  CONTROL_CHARACTERS_MESSAGE,
  controlCharacterPath,
  FIELDS_EMPTY_MESSAGE,
  jsonNestingExceeds,
  MAX_JSON_DEPTH,
} from '../../src/domain/text';
import { nodeOf } from './node';

/** Every code the server answers with: the common ones and each feature's (the auth contract holds both today). */
/** A common code or one from a feature's contract (features pass their own typed codes). */
export type ErrorCode = CommonErrorCode | (string & {});
export interface ErrorBody {
  error: string;
  message: string;
  code: ErrorCode;
  issues?: FieldIssue[];
}

/**
 * An error answered to the client as `{ error, message, code[, issues] }` with the given status
 * (and headers such as Retry-After). Thrown from handlers; the app's onError turns it into JSON with
 * `errorResponse`, the one writer of error bodies.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly extra: { issues?: FieldIssue[]; headers?: Record<string, string>; error?: string } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorBody(err: ApiError): ErrorBody {
  const body: ErrorBody = { error: err.extra.error ?? err.message, message: err.message, code: err.code };
  return err.extra.issues ? { ...body, issues: err.extra.issues } : body;
}

export function errorResponse(c: Context, err: ApiError) {
  if (err.extra.headers) {
    // Under Node, onto Node's response (merged when the answer is written), so the answer keeps the
    // adapter's plain header record; in process, onto the answer (see ./node.ts).
    const outgoing = nodeOf(c)?.outgoing;
    for (const [name, value] of Object.entries(err.extra.headers)) {
      if (outgoing) outgoing.setHeader(name, value);
      else c.header(name, value);
    }
  }
  return c.json(errorBody(err), err.status);
}

/**
 * The API's JSON 404 body, written without an ApiError: an Error captures a stack trace when it is made,
 * and a 404 (the commonest refusal, and what scanners get) has no use for one.
 */
export function notFoundResponse(c: Context, method: string, path: string) {
  const body: ErrorBody = { error: NOT_FOUND, message: `No API route for ${method} ${path}`, code: 'not_found' };
  return c.json(body, 404);
}

export const INVALID_BODY = 'Invalid request body';
export const BODY_TOO_LARGE = 'Request body is too large';
export const NOT_FOUND = 'Not found';
export const INTERNAL_ERROR = 'Internal server error';

export const bodyTooLarge = () => new ApiError(413, 'body_too_large', BODY_TOO_LARGE);

/** The code of an HTTPException (Hono's own errors) by its status. */
function codeOfStatus(status: number): ErrorCode {
  if (status === 401) return 'auth_required';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 413) return 'body_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  return status >= 500 ? 'internal' : 'invalid_body';
}

/** Any thrown value as an ApiError: ours as they are, Hono's by status, anything else a 500. */
export function toApiError(err: unknown): ApiError | null {
  if (err instanceof ApiError) return err;
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code = codeOfStatus(status);
    return new ApiError(status, code, err.message || (code === 'internal' ? INTERNAL_ERROR : INVALID_BODY));
  }
  if (isDatabaseUnavailable(err)) {
    return new ApiError(503, 'service_unavailable', SERVICE_UNAVAILABLE, { headers: { 'Retry-After': '5' } });
  }
  return null;
}

/** Spec (site §"errors", status 500 text): what a caller sees while the database cannot be reached. */
export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable. Please try again later.';

/**
 * The database is down or restarting (not a bug in the query): PostgreSQL's connection-exception and
 * shutdown codes, a refused or reset socket, or node-postgres's "Connection terminated". The request's
 * transaction, if any, never committed, so answering 503 (try again) is honest.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (/^08/.test(code) || /^57P0[123]$/.test(code))) return true;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EPIPE') return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && /^Connection terminated|Client has encountered a connection error/.test(message))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export const internalError = () => new ApiError(500, 'internal', INTERNAL_ERROR);

export const NESTED_TOO_DEEPLY = 'Request body is nested too deeply';

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;
const JSON_OR_TEXT_TYPE = /^(application\/([\w.+-]+\+)?json|text\/plain)\s*(;|$)/i;

/**
 * Read a JSON body and validate it: a non-JSON content type answers 415 (this also keeps cross-site
 * form posts out), a body nested deeper than MAX_JSON_DEPTH, unparsable JSON or a non-object answers
 * 400 'invalid_body', a schema failure answers 400 with the first rule's message and every issue by
 * field (code fields_empty when the first issue is a missing field, else validation_failed).
 * `textPlain`: text/plain is accepted too (sendBeacon's type, for POST /api/events only).
 */
export async function readJson<T extends z.ZodType>(
  c: Context,
  schema: T,
  { textPlain = false }: { textPlain?: boolean } = {},
): Promise<z.output<T>> {
  const type = c.req.header('content-type') ?? '';
  if (!(textPlain ? JSON_OR_TEXT_TYPE : JSON_TYPE).test(type)) {
    const expected = textPlain ? 'application/json or text/plain' : 'application/json';
    throw new ApiError(415, 'unsupported_media_type', `Content-Type must be ${expected}`);
  }
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw new ApiError(400, 'invalid_body', INVALID_BODY); // the body broke off (the client went away)
  }
  // Depth is refused on the raw text, in one linear pass, before JSON.parse builds the value and before
  // anything walks it: thousands of levels in a few KB cost seconds in the walks and could end in a stack overflow.
  if (jsonNestingExceeds(text, MAX_JSON_DEPTH)) throw new ApiError(400, 'invalid_body', NESTED_TOO_DEEPLY);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_body', INVALID_BODY);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ApiError(400, 'invalid_body', INVALID_BODY);
  }
  // No text of any field may carry a control character (a NUL would even fail in the database).
  const badPath = controlCharacterPath(raw);
  if (badPath) {
    const message = CONTROL_CHARACTERS_MESSAGE;
    const issues = [{ path: badPath.map(String).join('.'), message }];
    throw new ApiError(400, 'validation_failed', message, { issues });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = issuesByField(parsed.error.issues);
    const first = issues[0]?.message ?? INVALID_BODY;
    const code = first === FIELDS_EMPTY_MESSAGE ? 'fields_empty' : 'validation_failed';
    throw new ApiError(400, code, first, { issues });
  }
  return parsed.data;
}

/** A schema's issues as the error body lists them: the field's dotted path and the rule's message. */
function issuesByField(issues: readonly z.core.$ZodIssue[]): { path: string; message: string }[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export const INVALID_QUERY = 'Invalid query';

/**
 * Read a query string and validate it with an endpoint's query schema (declared in its contract): each
 * parameter's first value, an empty one counting as absent (a form's blank filter), so the schema's
 * defaults apply. A schema failure answers 400 'validation_failed' with the first rule's message (which
 * names its field) and every issue by field, as a body's does.
 */
export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(c.req.query())) if (value !== '') raw[key] = value;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = issuesByField(parsed.error.issues);
    throw new ApiError(400, 'validation_failed', issues[0]?.message ?? INVALID_QUERY, { issues });
  }
  return parsed.data;
}

/** PostgreSQL unique violation (directly or wrapped by drizzle). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined);
  const cause = err && typeof err === 'object' && 'cause' in err ? (err as { cause: unknown }).cause : undefined;
  return code(err) === '23505' || code(cause) === '23505';
}

/**
 * One line about an unexpected error for the log, without bound query parameters (drizzle puts
 * them, password hashes included, in its error message): a database error is logged by its code
 * and the database's own message only.
 */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return 'Unexpected non-error thrown';
  const cause = (err as { cause?: unknown }).cause;
  const isQueryError = 'params' in err || 'query' in err || err.name === 'DrizzleQueryError';
  if (isQueryError) {
    const db = cause as { code?: unknown; message?: unknown } | undefined;
    const code = typeof db?.code === 'string' ? ` ${db.code}` : '';
    const text = typeof db?.message === 'string' ? `: ${db.message}` : '';
    return `Database error${code}${text}`;
  }
  return `${err.name}: ${err.message}${err.stack ? `\n${err.stack.split('\n').slice(1, 6).join('\n')}` : ''}`;
}
