/**
 * Every route path of the site in one place. App routes, screens and stories build links from
 * `paths`; design-system components take hrefs as props. Pure TypeScript (no router).
 */

const withQuery = (path: string, query: Record<string, string | null | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value != null) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: ({ token }: { token?: string | null } = {}) => withQuery('/reset-password', { token }),
  verifyEmail: ({ token, email }: { token?: string | null; email?: string | null } = {}) =>
    withQuery('/verify-email', { token, email }),
  dashboard: '/dashboard',
  userDashboard: '/user-dashboard',
  profile: '/profile',
  settings: '/settings',
  admin: '/admin',
  adminDashboard: '/admin-dashboard',
  services: '/services',
  about: '/about',
  support: '/support',
  contact: '/contact',
  aiCoverage: '/ai-coverage',
  packages: '/packages',
  faq: '/support#faq',
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
  termsConditions: '/terms-conditions',
  // payments (billing feature)
  payment: '/payment',
  paymentCallback: '/payment/callback',
  paymentTest: '/payment-test',
  dashboardBilling: '/dashboard/billing',
  /** the dashboard with a payment's receipt open (the success steps' View Receipt link) */
  receipt: (paymentId: string) => withQuery('/dashboard/billing', { receipt: paymentId }),
  /** the payment page with one of its packages chosen (the dashboard's Make Payment buttons) */
  paymentFor: (planId: string) => withQuery('/payment', { plan: planId }),
  /** every kept notification (the bell's count link) */
  notifications: '/notifications',
  mobileMoneyPayment: (planId: string) => `/payment/mobile-money/${encodeURIComponent(planId)}`,
} as const;

/** Route patterns (no query) for the router table. */
export const routePatterns = {
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  mobileMoneyPayment: '/payment/mobile-money/:planId',
  /** the renewal link a reminder carries (made by the server): no sign-in, the token is the key */
  renew: '/renew/:token',
} as const;

/** Pages a sign-in never returns to (they would show the form again). */
const authPages: readonly string[] = [paths.login, paths.signup];

/** Resolving against it is how a browser reads a link on our page; any other origin in the result is another site. */
const PLACEHOLDER_ORIGIN = 'http://placeholder.invalid';

/**
 * `value` as a path on this site, normalised (path, query and hash as a browser would request them), or
 * null. The one same-site rule for every place that sends a visitor to a path it was given: the login
 * page's `?from=`, the payment `callback_url` and `redirect_url` (server), the sandbox checkout's return.
 * It resolves first and judges the result, because a browser does too: '/.//evil.example' and
 * '/./\\evil.example' look like paths but resolve to '//evil.example', which a browser then reads as
 * another host; '//…', '/\\…', 'https://…' and 'javascript:…' resolve off our origin.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  // control characters and whitespace: a browser strips some of them, which could change the target
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || /\s/.test(ch))) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `value` as a same-site path to return to after sign-in (see sameSitePath), or null; never an auth page. */
export function safeReturnPath(value: unknown): string | null {
  const path = sameSitePath(value);
  if (path === null) return null;
  const pathname = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  return authPages.includes(pathname) ? null : path;
}
