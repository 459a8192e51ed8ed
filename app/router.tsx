import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject, renderMatches, useLocation } from 'react-router-dom';
import { paths, routePatterns } from '../src/domain/paths';
import { type RouteModule, type RoutePage, routePage } from './lazyRoutes';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { RouteHandle } from './routeTable';

/**
 * The route table, from the paths in src/domain/paths.ts, in React Router's declarative mode (its matches
 * rendered under `<BrowserRouter>` in the browser, `<StaticRouter>` in the prerender): the site has no loaders or
 * actions, so the data router's code (about 60% of the router in every first load) had nothing to do. Every page is
 * a lazy route module (lazyRoutes.ts), so the first load carries only the shell and the page asked for.
 * Routes whose handle says `prerender` are prerendered at build time (and listed in the sitemap); the
 * others are rendered by the client. The catch-all route is the not-found page.
 */
const at = (
  page: RoutePage,
  handle: Omit<RouteHandle, 'page'> = {},
): { element: ReactElement; handle: RouteHandle } => ({
  element: <page.Page />,
  handle: { ...handle, page },
});
const lazyPage = (importer: () => Promise<RouteModule>, handle?: Omit<RouteHandle, 'page'>) =>
  at(routePage(importer), handle);
const publicPage = (importer: () => Promise<RouteModule>) => lazyPage(importer, { prerender: true });

// one page for both paths, so moving between them keeps the dashboard (and its state) on screen
const dashboard = routePage(() => import('./routes/dashboard'));

export const routes: RouteObject[] = [
  {
    path: paths.home,
    children: [
      { index: true, ...publicPage(() => import('./routes/home')) },
      { path: paths.services, ...publicPage(() => import('./routes/services')) },
      { path: paths.about, ...publicPage(() => import('./routes/about')) },
      { path: paths.support, ...publicPage(() => import('./routes/support')) },
      { path: paths.contact, ...publicPage(() => import('./routes/contact')) },
      { path: paths.login, ...publicPage(() => import('./routes/login')) },
      { path: paths.signup, ...publicPage(() => import('./routes/signup')) },
      { path: paths.forgotPassword, ...publicPage(() => import('./routes/forgot-password')) },
      { path: routePatterns.resetPassword, ...publicPage(() => import('./routes/reset-password')) },
      { path: routePatterns.verifyEmail, ...publicPage(() => import('./routes/verify-email')) },
      { path: paths.aiCoverage, ...publicPage(() => import('./routes/ai-coverage')) },
      { path: paths.termsConditions, ...publicPage(() => import('./routes/terms-conditions')) },
      { path: paths.privacyPolicy, ...publicPage(() => import('./routes/privacy-policy')) },
      { path: paths.cookiePolicy, ...publicPage(() => import('./routes/cookie-policy')) },
      { path: paths.packages, ...publicPage(() => import('./routes/packages')) },
      { path: paths.paymentCallback, ...publicPage(() => import('./routes/payment-callback')) },
      // signed out, by a reminder's link: one page per token, so not prerendered
      { path: routePatterns.renew, ...lazyPage(() => import('./routes/renew')) },
      // the payment test page exists only in development builds (never in production)
      ...(import.meta.env.MODE === 'production'
        ? []
        : [{ path: paths.paymentTest, ...lazyPage(() => import('./routes/payment-test')) }]),
      {
        // login required (the guards load with the first protected page)
        ...lazyPage(() => import('./auth/guards').then((m) => ({ Component: m.RequireAuth }))),
        children: [
          { path: paths.dashboard, ...at(dashboard, { appFrame: true }) },
          { path: paths.userDashboard, ...lazyPage(() => import('./routes/user-dashboard')) },
          { path: paths.dashboardBilling, ...at(dashboard, { appFrame: true }) },
          { path: routePatterns.mobileMoneyPayment, ...lazyPage(() => import('./routes/payment-mobile-money')) },
          { path: paths.payment, ...lazyPage(() => import('./routes/payment')) },
          { path: paths.notifications, ...lazyPage(() => import('./routes/notifications')) },
          { path: paths.profile, ...lazyPage(() => import('./routes/profile')) },
          { path: paths.settings, ...lazyPage(() => import('./routes/settings')) },
        ],
      },
      {
        // admin only
        ...lazyPage(() => import('./auth/guards').then((m) => ({ Component: m.RequireAdmin }))),
        children: [
          { path: paths.admin, ...lazyPage(() => import('./routes/admin')) },
          // the console has a frame of its own (header, sidebar, its one main landmark), like the dashboard
          { path: paths.adminDashboard, ...lazyPage(() => import('./routes/admin-dashboard'), { appFrame: true }) },
        ],
      },
      { path: '*', ...lazyPage(() => import('./routes/not-found')) },
    ],
  },
];

/** Whether `pathname` is answered by the catch-all route (the not-found page). */
export const isNotFound = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).some(({ route }) => route.path === '*');

/**
 * The app under the router: the site's frame around the matched page. An error in a page shows the error
 * screen inside the frame (until the visitor goes to another page); an error in the frame itself, alone.
 */
export function AppRoutes() {
  const location = useLocation();
  // matched once per location, for the page and its frame (`useRoutes` would match a second time)
  const matches = matchRoutes(routes, location);
  const page = renderMatches(matches);
  const appFrame = (matches ?? []).some(({ route }) => (route.handle as RouteHandle | undefined)?.appFrame === true);
  return (
    <RouteErrorBoundary>
      <RootLayout appFrame={appFrame}>
        <RouteErrorBoundary resetKey={location.pathname}>{page}</RouteErrorBoundary>
      </RootLayout>
    </RouteErrorBoundary>
  );
}
