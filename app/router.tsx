import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireAdmin, RequireAuth } from './auth/guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { publicPage } from './routeTable';

/**
 * The route table. Every page is a lazy route module, so the first load carries only the shell and
 * the page asked for. Routes flagged `handle: publicPage` are prerendered at build time (and listed in
 * the sitemap); the others are rendered by the client. The catch-all route is the not-found page.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // client-rendered pages: nothing to show before the first lazy route module has loaded
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, handle: publicPage, lazy: () => import('./routes/home') },
          { path: 'login', handle: publicPage, lazy: () => import('./routes/login') },
          { path: 'signup', handle: publicPage, lazy: () => import('./routes/signup') },
          { path: 'forgot-password', handle: publicPage, lazy: () => import('./routes/forgot-password') },
          { path: 'reset-password', handle: publicPage, lazy: () => import('./routes/reset-password') },
          { path: 'verify-email', handle: publicPage, lazy: () => import('./routes/verify-email') },
          {
            // login required
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', lazy: () => import('./routes/dashboard') },
              { path: 'user-dashboard', lazy: () => import('./routes/dashboard') },
            ],
          },
          {
            // admin only
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
];

export const createRouter = () => createBrowserRouter(routes);
