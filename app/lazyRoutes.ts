import { type ComponentType, createElement, lazy, useEffect, useState } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { PageMeta, RouteHandle } from './routeTable';

/** What a route module exports: its page, the page's metadata, and what to load before hydration. */
export interface RouteModule {
  Component: ComponentType;
  meta?: PageMeta;
  /** loads what the page renders lazily, before hydration (see `lazyWithPreload`) */
  beforeHydration?: () => Promise<unknown>;
}

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

/** A lazy route module and the element that renders its page (see `routePage`). */
export interface RoutePage {
  /** the module's import, as written in router.tsx (the prerender reads its path from it) */
  readonly importer: () => Promise<RouteModule>;
  /** imports the module (once) */
  load(): Promise<RouteModule>;
  /** the module, once loaded */
  readonly loaded: RouteModule | undefined;
  /** renders the page: at once when the module is loaded, else it suspends until it is */
  readonly Page: ComponentType;
}

/** Sets the document's title and description to a page's own. */
function showMeta(meta: PageMeta | undefined) {
  if (!meta) return;
  document.title = meta.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
}

/** Forgets each failed import: run once the error screen stands in for its page (RouteErrorBoundary). */
const failedImports = new Set<() => void>();

/**
 * After the error screen has shown for a page whose module did not load: the next visit to that page
 * imports it again (true when there was one). Not sooner: while React renders the failed page it must find the same failed import,
 * or it would wait for a new one instead of showing the error.
 */
export function forgetFailedImports(): boolean {
  const any = failedImports.size > 0;
  for (const forget of failedImports) forget();
  failedImports.clear();
  return any;
}

/**
 * Loads the current address as a new document, unless the browser says it is offline (then the error screen
 * stays, in the site's frame). A browser may keep a module that failed to load for the document's life
 * (Chromium 150 answers a second import of it at once with the same failure), and a new document fetches
 * it afresh; after a deploy it also brings the new build's chunk names. True when it reloads.
 */
function loadAsNewDocument(): boolean {
  if (typeof window === 'undefined' || navigator.onLine === false) return false;
  window.location.assign(window.location.href);
  return true;
}

/**
 * A page of the route table whose code is its own chunk, imported the first time the page renders (a
 * client navigation waits for it, and shows the page it leaves meanwhile: the router's navigations are
 * transitions). `loadMatchedRoutes` imports a URL's pages before the first render, so hydration renders
 * them at once, over their prerendered markup. Once shown, the page's metadata becomes the document's.
 * An import that failed shows the error screen, and is tried again on the page's next visit; when that
 * fails as well, the page loads as a new document (`loadAsNewDocument`).
 */
export function routePage(importer: () => Promise<RouteModule>, reload: () => boolean = loadAsNewDocument): RoutePage {
  let loaded: RouteModule | undefined;
  let failures = 0;
  // one import at a time, with the lazy component that waits for it
  let attempt: { module: Promise<RouteModule>; Lazy: ComponentType } | undefined;
  const start = () => {
    const module = importer().then(
      (result) => {
        loaded = result;
        return result;
      },
      (error: unknown) => {
        failures += 1;
        // the import on the page's next visit failed too: the page loads as a new document, which replaces
        // this one (until then the page the visitor leaves stays, as while any page loads)
        if (failures > 1 && reload()) return new Promise<never>(() => {});
        failedImports.add(() => {
          if (attempt === current) attempt = undefined;
        });
        throw error;
      },
    );
    const current = { module, Lazy: lazy(() => module.then((m) => ({ default: m.Component }))) };
    attempt = current;
    return current;
  };
  function Page() {
    // fixed at mount, as in lazyWithPreload
    const [Shown] = useState<ComponentType>(() => loaded?.Component ?? (attempt ?? start()).Lazy);
    useEffect(() => showMeta(loaded?.meta), []);
    return createElement(Shown);
  }
  return {
    importer,
    load: () => (attempt ?? start()).module,
    get loaded() {
      return loaded;
    },
    Page,
  };
}

/** The route table's page for `route`, if it has one. */
export const pageOf = (route: RouteObject): RoutePage | undefined => (route.handle as RouteHandle | undefined)?.page;

/**
 * Imports the route modules that match `pathname`, with what they load before hydration. Hydration needs
 * this: a page whose module is still on its way would suspend, and React would keep the prerendered
 * markup dead until it arrived. Returns the deepest matched page's metadata.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<PageMeta | undefined> {
  const pages = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => pageOf(route) ?? []);
  const modules = await Promise.all(
    pages.map(async (page) => {
      const module = await page.load();
      await module.beforeHydration?.();
      return module;
    }),
  );
  return modules.reverse().find((module) => module.meta)?.meta;
}
