import { lazy, Suspense } from 'react';
import { HomeScreen } from '../../src/features/site/HomeScreen';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'SkyLink Ghana — Satellite internet for students, homes and businesses',
  description:
    'SkyLink Ghana: student, home and business satellite internet across Ghana. Compare plans, check coverage and pay by mobile money.',
};

// Below the hero: their own chunks, out of the page's first load. Prerendering waits for them, so
// their markup is in the page from the start, and the browser hydrates each when its chunk arrives.
const HomePackagesSection = lazy(() => import('./homePackages'));
const HomeContactForm = lazy(() => import('./homeContact'));

export function Component() {
  return (
    <HomeScreen
      // The coverage feature's checker goes here: coverageChecker={<CoverageChecker ... />}
      coverageChecker={undefined}
      packages={
        <Suspense fallback={null}>
          <HomePackagesSection />
        </Suspense>
      }
      contactForm={
        <Suspense fallback={null}>
          <HomeContactForm />
        </Suspense>
      }
    />
  );
}
