/**
 * /admin-dashboard (admins only, behind RequireAdmin): a thin route module; the console and everything it
 * needs load from here (./adminConsolePage.tsx), so no admin code reaches a customer's bundle.
 */
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Admin Dashboard — SkyLink Ghana',
  description: 'SkyLink Ghana administration: live stats, users, security, system status, audit logs and settings.',
};

const Page = lazy(() => import('./adminConsolePage'));

export function Component() {
  return (
    <Suspense fallback={<Spinner label="Loading the admin dashboard..." showLabel />}>
      <Page />
    </Suspense>
  );
}
