import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { PageMeta } from './routeTable';

/** A route object once its module has loaded: the module's `meta` stays on it (React Router keeps it too). */
type LoadedRoute = RouteObject & { meta?: PageMeta };

/**
 * Load the lazy route modules that match `pathname` and merge them into their routes, as React
 * Router itself would. Hydration needs this: a router created while a matched route is still lazy
 * starts uninitialised and would render its fallback over the prerendered markup. Returns the
 * deepest matched page's metadata.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<PageMeta | undefined> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = (await route.lazy()) as Partial<LoadedRoute>;
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  return pageMeta(matches.map((m) => m.route));
}

/** The metadata of the deepest route that has some. */
export function pageMeta(routes: RouteObject[]): PageMeta | undefined {
  return ([...routes].reverse() as LoadedRoute[]).find((route) => route.meta)?.meta;
}
