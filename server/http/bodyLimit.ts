import type { MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { bodyTooLarge, errorResponse } from './errors';

type Options = Parameters<typeof honoBodyLimit>[0];

/**
 * hono/body-limit for requests that may carry a body. A GET or HEAD is let through untouched: no route
 * reads a body on them, and asking the request for its body (what hono's check does first) makes
 * @hono/node-server build a whole web Request and a stream for every read, a cost paid on each GET.
 * A body without a Content-Length (streamed, chunked) is read up to the limit before the route runs.
 */
export function bodyLimit(options: Options): MiddlewareHandler {
  const limit = honoBodyLimit(options);
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}

/**
 * The largest body any JSON route of the API takes: Paystack's webhook, which carries the whole
 * transaction with its log (server/features/billing). Every other JSON route takes far less.
 */
export const API_BODY_BYTES = 256 * 1024;

/**
 * The limit in front of all of /api: 413 `body_too_large` for a body over API_BODY_BYTES, except on
 * the exact paths given (the profile picture upload, which has its own larger limit).
 */
export function apiBodyLimit({ exempt = [] }: { exempt?: readonly string[] } = {}): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: API_BODY_BYTES, onError: (c) => errorResponse(c, bodyTooLarge()) });
  return (c, next) => (exempt.includes(c.req.path) ? next() : limit(c, next));
}
