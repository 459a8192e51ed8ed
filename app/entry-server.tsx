/**
 * Build-time rendering of the public pages (the SSR bundle the prerender script imports): React
 * Router's static handler and router over the same route table as the browser, rendered to a string once every lazy part has loaded.
 * No hydration data is written (`hydrate={false}`): the pages have no loaders, and an inline script
 * would break the Content-Security-Policy (no inline script).
 */
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { CookieBanner } from '../src/features/site/CookieBanner';
import { AppRoot } from './appRoot';
import { loadMatchedRoutes } from './lazyRoutes';
import { routes } from './router';
import { type PageMeta, summarizeRoutes } from './routeTable';

export const routeSummary = summarizeRoutes(routes);

export interface RenderedPage {
  html: string;
  status: number;
  meta?: PageMeta;
}

export async function render(pathname: string): Promise<RenderedPage> {
  const meta = await loadMatchedRoutes(routes, pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname}: the route answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = () => (
    <AppRoot>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>
  );
  // Lazy parts below the fold (the home page's plan cards and form) load in a first pass that waits
  // for them; the second pass renders them in place. One pass of prerender() would leave them in
  // hidden segments swapped in by inline scripts, which the Content-Security-Policy forbids.
  await (await prerender(page())).prelude.cancel();
  const html = renderToString(page());
  return { html, status: context.statusCode, meta };
}

/**
 * The source of each lazy route module `pathname` matches, as written in the SSR bundle (e.g.
 * `./routes/login.js`), read before rendering loads them; the prerender script links their chunks.
 */
export function lazyModuleSources(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const found =
      typeof route.lazy === 'function' ? /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(String(route.lazy)) : null;
    return found?.[1] ? [found[1]] : [];
  });
}

/**
 * The cookie banner as a first visit shows it (asking), for the prerender script to write after the root:
 * it paints with the page instead of after the app's scripts (it was the late LCP element of the auth
 * pages). /theme-boot.js hides it when a choice is stored and makes Accept / Reject work until
 * app/consent.tsx replaces it with the live banner.
 */
export function renderCookieBanner(): string {
  const none = () => {};
  return renderToString(
    <CookieBanner
      view={{ status: 'asking' }}
      onAccept={none}
      onReject={none}
      onCustomize={none}
      onAnalyticsChange={none}
      onSave={none}
    />,
  );
}
