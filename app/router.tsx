import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths, routePatterns } from '../src/domain/paths';
import { RootLayout } from './RootLayout';
import { publicPage } from './routeTable';

/**
 * The route table, from the paths in src/domain/paths.ts. Every page is a lazy route module, so the first load carries only the shell and
 * the page asked for. Routes flagged `handle: publicPage` are prerendered at build time (and listed in
 * the sitemap); the others are rendered by the client. The catch-all route is the not-found page.
 */
// The error screen loads when an error happens, not with every page.
const LazyRouteError = lazy(() => import('./RouteError').then((m) => ({ default: m.RouteError })));
function RouteError() {
  return (
    <Suspense fallback={null}>
      <LazyRouteError />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <RouteError />,
    // client-rendered pages: nothing to show before the first lazy route module has loaded
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, handle: publicPage, lazy: () => import('./routes/home') },
          { path: paths.services, handle: publicPage, lazy: () => import('./routes/services') },
          { path: paths.about, handle: publicPage, lazy: () => import('./routes/about') },
          { path: paths.support, handle: publicPage, lazy: () => import('./routes/support') },
          { path: paths.contact, handle: publicPage, lazy: () => import('./routes/contact') },
          { path: paths.login, handle: publicPage, lazy: () => import('./routes/login') },
          { path: paths.signup, handle: publicPage, lazy: () => import('./routes/signup') },
          { path: paths.forgotPassword, handle: publicPage, lazy: () => import('./routes/forgot-password') },
          { path: routePatterns.resetPassword, handle: publicPage, lazy: () => import('./routes/reset-password') },
          { path: routePatterns.verifyEmail, handle: publicPage, lazy: () => import('./routes/verify-email') },
          { path: paths.aiCoverage, handle: publicPage, lazy: () => import('./routes/ai-coverage') },
          { path: paths.termsConditions, handle: publicPage, lazy: () => import('./routes/terms-conditions') },
          { path: paths.privacyPolicy, handle: publicPage, lazy: () => import('./routes/privacy-policy') },
          { path: paths.cookiePolicy, handle: publicPage, lazy: () => import('./routes/cookie-policy') },
          { path: paths.packages, handle: publicPage, lazy: () => import('./routes/packages') },
          { path: paths.paymentCallback, handle: publicPage, lazy: () => import('./routes/payment-callback') },
          // the payment test page exists only in development builds (never in production)
          ...(import.meta.env.MODE === 'production'
            ? []
            : [{ path: paths.paymentTest, lazy: () => import('./routes/payment-test') }]),
          {
            // login required (the guards load with the first protected page)
            lazy: () => import('./auth/guards').then((m) => ({ Component: m.RequireAuth })),
            children: [
              { path: paths.dashboard, lazy: () => import('./routes/dashboard') },
              { path: paths.userDashboard, lazy: () => import('./routes/user-dashboard') },
              { path: paths.dashboardBilling, lazy: () => import('./routes/dashboard') },
              { path: routePatterns.mobileMoneyPayment, lazy: () => import('./routes/payment-mobile-money') },
              { path: paths.payment, lazy: () => import('./routes/payment') },
              { path: paths.notifications, lazy: () => import('./routes/notifications') },
              { path: paths.profile, lazy: () => import('./routes/profile') },
              { path: paths.settings, lazy: () => import('./routes/settings') },
            ],
          },
          {
            // admin only
            lazy: () => import('./auth/guards').then((m) => ({ Component: m.RequireAdmin })),
            children: [
              { path: paths.admin, lazy: () => import('./routes/admin') },
              { path: paths.adminDashboard, lazy: () => import('./routes/admin-dashboard') },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
