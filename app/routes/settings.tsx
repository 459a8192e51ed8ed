/**
 * /settings (login required): a thin route module, so the app's entry names only this chunk; the page and
 * everything it needs load from here (./settingsPage.tsx).
 */
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Settings — SkyLink Ghana',
  description: 'Your SkyLink Ghana profile, security, notification, privacy, billing and display settings.',
};

const Page = lazy(() => import('./settingsPage'));

export function Component() {
  return (
    <Suspense fallback={<Spinner label="Loading your settings..." showLabel />}>
      <Page />
    </Suspense>
  );
}
