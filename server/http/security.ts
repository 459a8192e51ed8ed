import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers for every response. The CSP allows no inline script; the only foreign origins are
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

const headers = (framing: 'none' | 'self') =>
  secureHeaders({
    contentSecurityPolicy:
      framing === 'none' ? contentSecurityPolicy : { ...contentSecurityPolicy, frameAncestors: ["'self'"] },
    strictTransportSecurity: 'max-age=63072000; includeSubDomains',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: framing === 'none' ? 'DENY' : 'SAMEORIGIN',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'] },
  });

/**
 * Every page refuses to be framed, except the sandbox checkout, which the sandbox inline script opens
 * in an iframe overlay on our own pages (frame-ancestors 'self', X-Frame-Options SAMEORIGIN).
 */
export function securityHeaders(): MiddlewareHandler {
  const strict = headers('none');
  const sameOriginFrame = headers('self');
  return (c, next) =>
    c.req.path.startsWith('/sandbox/paystack/checkout/') ? sameOriginFrame(c, next) : strict(c, next);
}
