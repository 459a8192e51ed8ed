import type { MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';

type Options = Parameters<typeof honoBodyLimit>[0];

/**
 * hono/body-limit for requests that may carry a body. A GET or HEAD is let through untouched: no route
 * reads a body on them, and asking the request for its body (what hono's check does first) makes
 * @hono/node-server build a whole web Request and a stream for every read, a cost paid on each GET.
 */
export function bodyLimit(options: Options): MiddlewareHandler {
  const limit = honoBodyLimit(options);
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}
