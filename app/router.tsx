import { createBrowserRouter } from 'react-router-dom';
import { paths, routePatterns } from '../src/domain/paths';
import { RequireAdmin, RequireAuth } from './auth/guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/**
 * The route table, from the paths in src/domain/paths.ts. Every page is a lazy route module, so
 * the first load carries only the shell and the page asked for.
 */
export const router = createBrowserRouter([
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <RouteError />,
    // client-only app: nothing to show before the first lazy route module has loaded
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: paths.login, lazy: () => import('./routes/login') },
          { path: paths.signup, lazy: () => import('./routes/signup') },
          { path: paths.forgotPassword, lazy: () => import('./routes/forgot-password') },
          { path: routePatterns.resetPassword, lazy: () => import('./routes/reset-password') },
          { path: routePatterns.verifyEmail, lazy: () => import('./routes/verify-email') },
          {
            // login required
            element: <RequireAuth />,
            children: [
              { path: paths.dashboard, lazy: () => import('./routes/dashboard') },
              { path: paths.userDashboard, lazy: () => import('./routes/dashboard') },
            ],
          },
          {
            // admin only
            element: <RequireAdmin />,
            children: [
              { path: paths.admin, lazy: () => import('./routes/admin') },
              { path: paths.adminDashboard, lazy: () => import('./routes/admin') },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
]);
