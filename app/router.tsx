import { createBrowserRouter } from 'react-router-dom';
import { RequireAdmin, RequireAuth } from './auth/guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/**
 * The route table (spec: site-accounts-coverage.md §2). Every page is a lazy route module, so
 * the first load carries only the shell and the page asked for.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // client-only app: nothing to show before the first lazy route module has loaded
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'signup', lazy: () => import('./routes/signup') },
          { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
          { path: 'reset-password', lazy: () => import('./routes/reset-password') },
          { path: 'verify-email', lazy: () => import('./routes/verify-email') },
          {
            // login required (spec §2)
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', lazy: () => import('./routes/dashboard') },
              { path: 'user-dashboard', lazy: () => import('./routes/dashboard') },
            ],
          },
          {
            // admin only (spec §2)
            element: <RequireAdmin />,
            children: [
              { path: 'admin', lazy: () => import('./routes/admin') },
              { path: 'admin-dashboard', lazy: () => import('./routes/admin') },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
]);
