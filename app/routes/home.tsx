import { lazy, Suspense } from 'react';
import { HomeScreen } from '../../src/features/site/HomeScreen';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'SkyLink Ghana — Satellite internet for students, homes and businesses',
  description:
    'SkyLink Ghana: student, home and business satellite internet across Ghana. Compare plans, check coverage and pay by mobile money.',
};

// Below the hero: its own chunk, out of the page's first load. Prerendering waits for it, so its
// markup is in the page from the start, and the browser hydrates it when the chunk arrives.
const HomeBelowTheHero = lazy(() => import('./homeSections'));
// The hero's coverage checker: its own chunk too (machine, coverage model, town list), prerendered in place.
const HomeCoverageChecker = lazy(() => import('./homeCoverage'));

export function Component() {
  return (
    <HomeScreen
      coverageChecker={
        <Suspense fallback={null}>
          <HomeCoverageChecker />
        </Suspense>
      }
      sections={
        <Suspense fallback={null}>
          <HomeBelowTheHero />
        </Suspense>
      }
    />
  );
}
