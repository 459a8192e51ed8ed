import { Suspense } from 'react';
import { HomeScreen } from '../../src/features/site/HomeScreen';
import { lazyWithPreload } from '../lazyRoutes';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'SkyLink Ghana — Satellite internet for students, homes and businesses',
  description:
    'SkyLink Ghana: student, home and business satellite internet across Ghana. Compare plans, check coverage and pay by mobile money.',
};

// Below the hero: its own chunk, out of the page's first load. Prerendering waits for it, so its
// markup is in the page from the start; the browser loads it with this module, before hydrating.
const HomeBelowTheHero = lazyWithPreload(() => import('./homeSections'));
// The hero's coverage checker: its own chunk too (machine, coverage model, town list), prerendered in place.
const HomeCoverageChecker = lazyWithPreload(() => import('./homeCoverage'));

/** Hydration waits for both parts (see lazyWithPreload): their server markup is adopted, never redrawn. */
export const beforeHydration = () => Promise.all([HomeBelowTheHero.preload(), HomeCoverageChecker.preload()]);

// Made once, so a re-render of the page leaves the parts alone.
const coverageChecker = (
  <Suspense fallback={null}>
    <HomeCoverageChecker />
  </Suspense>
);
const sections = (
  <Suspense fallback={null}>
    <HomeBelowTheHero />
  </Suspense>
);

export function Component() {
  return <HomeScreen coverageChecker={coverageChecker} sections={sections} />;
}
