/**
 * What the route table says about each page, derived from the one table in router.tsx: the paths
 * prerendered at build time (routes whose handle says `prerender`), the paths the client renders
 * (everything else with a path, e.g. pages behind sign-in), and whether a catch-all not-found page
 * exists. The prerender script writes this to dist/html/routes.json, and the server reads it from there.
 */
import type { RouteObject } from 'react-router-dom';
import type { RoutePage } from './lazyRoutes';

/** What router.tsx says about a route, in its `handle`. */
export interface RouteHandle {
  /** the route's page module (see lazyRoutes.ts) */
  page?: RoutePage;
  /** a public page: prerendered at build time, listed in the sitemap */
  prerender?: boolean;
  /** the page has its own frame (the dashboard: sidebar and header), so RootLayout leaves out the site's */
  appFrame?: boolean;
}

/** A page's own metadata, exported by its route module as `meta`. */
export interface PageMeta {
  title: string;
  description: string;
}

export interface RouteTableSummary {
  /** public paths, prerendered (e.g. '/', '/login') */
  prerender: string[];
  /** client-rendered paths (the SPA shell with status 200) */
  client: string[];
  /** whether a '*' route renders the not-found page */
  hasNotFound: boolean;
}

const join = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.endsWith('/') ? parent : `${parent}/`}${path}`;

export function summarizeRoutes(routes: RouteObject[]): RouteTableSummary {
  const summary: RouteTableSummary = { prerender: [], client: [], hasNotFound: false };
  const walk = (list: RouteObject[], parent: string) => {
    for (const route of list) {
      if (route.path === '*') {
        summary.hasNotFound = true;
        continue;
      }
      const full = route.path === undefined ? parent : join(parent, route.path);
      const isPage = route.index === true || (route.path !== undefined && !route.children);
      if (isPage) {
        const flagged = (route.handle as RouteHandle | undefined)?.prerender === true;
        (flagged ? summary.prerender : summary.client).push(full);
      }
      if (route.children) walk(route.children, full);
    }
  };
  walk(routes, '');
  return summary;
}
