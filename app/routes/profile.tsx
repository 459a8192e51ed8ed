/**
 * /profile (login required): a thin route module, so the app's entry names only this chunk; the page and
 * everything it needs load from here (./profilePage.tsx).
 */
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Profile — SkyLink Ghana',
  description: 'Your SkyLink Ghana profile: personal details, picture, password and account.',
};

const Page = lazy(() => import('./profilePage'));

export function Component() {
  return (
    <Suspense fallback={<Spinner label="Loading your profile..." showLabel />}>
      <Page />
    </Suspense>
  );
}
