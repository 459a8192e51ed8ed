import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { authMessages, controlCharacterPath } from '../../src/features/auth/schemas';

export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * An error answered to the client as `{ error, message[, issues] }` with the given status
 * (and headers such as Retry-After). Thrown from handlers; the app's onError turns it into JSON.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: { issues?: FieldIssue[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorBody(message: string, issues?: FieldIssue[]) {
  return issues ? { error: message, message, issues } : { error: message, message };
}

export function errorResponse(c: Context, err: ApiError) {
  for (const [name, value] of Object.entries(err.extra.headers ?? {})) c.header(name, value);
  return c.json(errorBody(err.message, err.extra.issues), err.status);
}

export const INVALID_BODY = 'Invalid request body';
export const BODY_TOO_LARGE = 'Request body is too large';

/**
 * Read a JSON body and validate it: a non-JSON content type answers 415 (this also keeps cross-site
 * form posts out), unparsable JSON or a non-object answers 400 'Invalid request body', a schema
 * failure answers 400 with the first rule's message and every issue by field.
 */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type)) {
    throw new ApiError(415, 'Content-Type must be application/json');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, INVALID_BODY);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ApiError(400, INVALID_BODY);
  // No text of any field may carry a control character (a NUL would even fail in the database).
  const badPath = controlCharacterPath(raw);
  if (badPath) {
    const message = authMessages.controlCharacters;
    throw new ApiError(400, message, { issues: [{ path: badPath.map(String).join('.'), message }] });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    throw new ApiError(400, issues[0]?.message ?? INVALID_BODY, { issues });
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
