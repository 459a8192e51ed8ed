import { type ComponentType, createElement, lazy, useState } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { PageMeta } from './routeTable';

/**
 * A route object once its module has loaded: the module's `meta` stays on it (React Router keeps it
 * too), and `beforeHydration` (optional) loads what the page renders lazily, see `lazyWithPreload`.
 */
type LoadedRoute = RouteObject & { meta?: PageMeta; beforeHydration?: () => Promise<unknown> };

/**
 * `React.lazy` for a part of a prerendered page that has its own chunk: export
 * `beforeHydration = () => Part.preload()` from the route module, and the chunk loads with the route
 * module, before hydration. Then the part renders at once, with the rest of the page.
 *
 * Why: a part still waiting for its chunk while the page hydrates stays server markup, and any update
 * above it (the session starting, for one: React cannot tell whether the part reads that context)
 * makes React drop that markup and render the part again once its chunk is in. It flashes, shifts the
 * layout and throws away what a visitor had typed into it. Pages reached by client navigation render
 * the part lazily as usual.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    // fixed at mount: switching from the lazy wrapper to the loaded component would remount the part
    const [Part] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Part, props);
  }
  return Object.assign(Preloadable, { preload });
}

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
      await loaded.beforeHydration?.();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  return pageMeta(matches.map((m) => m.route));
}

/** The metadata of the deepest route that has some. */
export function pageMeta(routes: RouteObject[]): PageMeta | undefined {
  return ([...routes].reverse() as LoadedRoute[]).find((route) => route.meta)?.meta;
}
