/**
 * Routes registered from the contract: an endpoint is declared once, in its feature's `contract.ts`
 * (method, path, auth, query and request schemas, success status, response schema, error codes), and
 * the server mounts it with `route(app, endpoint, handler)`. The method and path come from the
 * declaration, never from a second copy; the query string and the request body are read and validated
 * with the declared schemas (`readQuery`, `readJson`: the 415/400 answers and field issues every endpoint
 * shares) before the handler runs; the handler returns the answer's body, which TypeScript checks against
 * the declared response schema, and the declared status is the one sent.
 *
 * Outside production each answer is also checked against its schema at run time, so a handler that
 * drifts from the contract in a way the types cannot see (an extra key, a number out of range) fails
 * every test that reaches it with a 500 rather than shipping; production skips the check (it costs a
 * parse per answer and the tests have run it).
 *
 * An endpoint declared `auth: true` must be mounted behind the bearer (a sub-app whose middleware sets
 * the user): a handler reached without one answers 500, which the server tests' auth checks would see.
 */
import type { Context, Env, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { ApiError, INTERNAL_ERROR, readJson, readQuery } from './errors';

/** What the server needs of an endpoint of a contract table (each feature's `contract.ts`). */
export interface RouteEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** under the mount's base; `:name` segments are path parameters */
  path: string;
  auth: boolean;
  request?: z.ZodType;
  /** the query string's parameters (an object schema of strings; empty values count as absent) */
  query?: z.ZodType;
  /** the request may also come as text/plain (what sendBeacon sends) */
  textPlain?: boolean;
  status: number;
  response: z.ZodType;
}

/** `/payments/:id/receipt` → 'id'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What the handler is given besides the request's context. */
export interface RouteInput<E extends RouteEndpoint> {
  /** the request body, validated by the endpoint's request schema (undefined when it takes none) */
  body: E['request'] extends z.ZodType ? z.output<E['request']> : undefined;
  /** the query string, validated by the endpoint's query schema (undefined when it declares none) */
  query: E['query'] extends z.ZodType ? z.output<E['query']> : undefined;
  /** the path's parameters, by name */
  params: { [K in ParamNames<E['path']>]: string };
}

/** The answer's body: what the client's parser (the same response schema) reads. */
export type RouteAnswer<E extends RouteEndpoint> = z.input<E['response']>;

export type RouteHandler<E extends RouteEndpoint, V extends Env> = (
  c: Context<V>,
  input: RouteInput<E>,
) => Promise<RouteAnswer<E>> | RouteAnswer<E>;

export interface RouteOptions<V extends Env = Env> {
  /** check every answer against its schema at run time (default: outside production) */
  checkAnswers?: boolean;
  /**
   * A request body the request schema refused (readJson's ApiError) goes through this before it is thrown:
   * the endpoint may note the refusal or reword it (billing's payments say 'Payment validation failed: …').
   */
  onBodyRefused?: (c: Context<V>, refusal: ApiError) => Promise<ApiError> | ApiError;
}

/** Run-time answer checks: on unless NODE_ENV is production (the tests and development run them). */
export const CHECK_ANSWERS_DEFAULT = process.env.NODE_ENV !== 'production';

/** A handler's answer that breaks its contract: logged with the endpoint and the first issues, then a 500. */
function brokenAnswer(endpoint: RouteEndpoint, issues: z.core.$ZodIssue[]): ApiError {
  const where = issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
    .join('; ');
  console.error(`answer of ${endpoint.method} ${endpoint.path} breaks its contract: ${where}`);
  return new ApiError(500, 'internal', INTERNAL_ERROR);
}

/** The handlers route() registered: a test tells a route mounted from its table from one registered by hand. */
const mountedHandlers = new WeakSet<object>();

/** Whether a handler of a Hono app's `routes` was registered by route() (tests/server/openapi.test.ts). */
export function isMountedFromContract(handler: unknown): boolean {
  return typeof handler === 'function' && mountedHandlers.has(handler);
}

/** Mount one endpoint of a contract on `app` (mounted at the contract's base). */
export function route<E extends RouteEndpoint, V extends Env>(
  app: Hono<V>,
  endpoint: E,
  handler: RouteHandler<E, V>,
  { checkAnswers = CHECK_ANSWERS_DEFAULT, onBodyRefused }: RouteOptions<V> = {},
): void {
  const mounted = async (c: Context<V>) => {
    if (endpoint.auth && !(c.var as Record<string, unknown>).user) {
      console.error(`${endpoint.method} ${endpoint.path} requires a bearer but is mounted without one`);
      throw new ApiError(500, 'internal', INTERNAL_ERROR);
    }
    const query = endpoint.query ? readQuery(c, endpoint.query) : undefined;
    const body = endpoint.request ? await readBody(c, endpoint.request) : undefined;
    const input = { body, query, params: c.req.param() } as RouteInput<E>;
    const answer = await handler(c, input);
    if (checkAnswers) {
      const checked = endpoint.response.safeParse(answer);
      if (!checked.success) throw brokenAnswer(endpoint, checked.error.issues);
    }
    return c.json(answer as object, endpoint.status as ContentfulStatusCode);
  };
  const readBody = async (c: Context<V>, schema: z.ZodType) => {
    try {
      return await readJson(c, schema, { textPlain: endpoint.textPlain });
    } catch (err) {
      throw err instanceof ApiError && onBodyRefused ? await onBodyRefused(c, err) : err;
    }
  };
  mountedHandlers.add(mounted);
  app.on(endpoint.method, endpoint.path, mounted);
}
