import type { MiddlewareHandler } from 'hono';
import { nodeOf } from './node';

/**
 * Security headers for every response. The CSP allows no inline script but the built pages' boot script,
 * by its hash (`scriptHashes`, written by the build); the only foreign origins are
 * the payment provider's: Paystack's inline script, its checkout frame and the API the script calls.
 * (The sandbox serves its own inline script and checkout from our origin, under the same policy.)
 */
export const PAYSTACK_ORIGINS = {
  script: 'https://js.paystack.co',
  frame: 'https://checkout.paystack.com',
  api: 'https://api.paystack.co',
} as const;

export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", PAYSTACK_ORIGINS.script],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'", PAYSTACK_ORIGINS.api],
  frameSrc: ["'self'", PAYSTACK_ORIGINS.frame],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

type Framing = 'none' | 'self';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `default-src 'self'; script-src 'self' https://js.paystack.co; ...` */
export function cspText(policy: Record<string, string[]>): string {
  return Object.entries(policy)
    .map(([directive, values]) => [kebab(directive), ...values].join(' '))
    .join('; ');
}

/**
 * Every header and its value, written once when the module loads (the values never depend on the
 * request): applying them is then a handful of `Headers.set` calls, with no string built per answer.
 * The same headers as hono/secure-headers with our options (tests/server/http/security.test.ts compares
 * the two), without its per-request work.
 */
export function securityHeaderList(
  framing: Framing,
  scriptHashes: readonly string[] = [],
  /** sources added to a directive (Storybook's manager loads an icon font from a data: URL) */
  extra: Partial<Record<keyof typeof contentSecurityPolicy, string[]>> = {},
): readonly (readonly [string, string])[] {
  const policy: Record<string, string[]> = { ...contentSecurityPolicy };
  for (const [directive, sources] of Object.entries(extra))
    policy[directive] = [...(policy[directive] ?? []), ...sources];
  policy.scriptSrc = [...(policy.scriptSrc ?? []), ...scriptHashes];
  const csp = framing === 'none' ? policy : { ...policy, frameAncestors: ["'self'"] };
  return [
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', framing === 'none' ? 'DENY' : 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ['Content-Security-Policy', cspText(csp)],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)'],
  ];
}

const SANDBOX_CHECKOUT = '/sandbox/paystack/checkout/';

/**
 * Every page refuses to be framed, except the sandbox checkout, which the sandbox inline script opens
 * in an iframe overlay on our own pages (frame-ancestors 'self', X-Frame-Options SAMEORIGIN).
 *
 * Under Node the headers go straight onto Node's response before the handler runs: Node merges them into
 * whatever the answer carries when it is written (the answer's own headers win a clash: only
 * /storybook sets any of these), and every answer, error and fallback alike, is written through that response. In
 * process (app.request) they are set on the answer after the handler, as hono/secure-headers does, except
 * those the answer already carries. The
 * answer's web Headers are never touched on the Node path (see ./node.ts for why that matters).
 */
export function securityHeaders({ scriptHashes = [] }: { scriptHashes?: readonly string[] } = {}): MiddlewareHandler {
  const strict = securityHeaderList('none', scriptHashes);
  const sameOriginFrame = securityHeaderList('self', scriptHashes);
  return async (c, next) => {
    const list = c.req.path.startsWith(SANDBOX_CHECKOUT) ? sameOriginFrame : strict;
    const outgoing = nodeOf(c)?.outgoing;
    if (outgoing) {
      for (const [name, value] of list) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    // as on Node, an answer that sets one of these itself keeps its own (Storybook's policy under /storybook)
    const headers = c.res.headers;
    for (const [name, value] of list) if (!headers.has(name)) headers.set(name, value);
    headers.delete('X-Powered-By');
  };
}
