import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * Node's own request and response under @hono/node-server (which passes them as the app's env), or
 * undefined when the app runs in process (app.request in tests, the sandbox's webhook delivery).
 *
 * Why the hot path uses them: the web Headers objects are costly in Node (undici validates and sorts on
 * every call). Reading one request header through `c.req.header()` builds a Headers of every header the
 * client sent, and touching `c.res.headers` turns the adapter's plain header record into one. Node's
 * own `incoming.headers` and `outgoing.setHeader()` do the same work for a fraction of the cost.
 */
export function nodeOf(c: Context): { incoming: IncomingMessage; outgoing: ServerResponse } | undefined {
  const env = c.env as { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;
  return env?.incoming && env.outgoing ? { incoming: env.incoming, outgoing: env.outgoing } : undefined;
}

/** A request header by its lower-case name, read from Node's parsed headers when there are some. */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  if (!env?.incoming) return c.req.header(name);
  const value = env.incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
