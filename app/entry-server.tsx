/**
 * Build-time rendering of the public pages (the SSR bundle the prerender script imports): React
 * Router's `<StaticRouter>` over the same route table as the browser, rendered to a string once every
 * lazy part has loaded. Nothing is written for hydration to read (an inline script would break the
 * Content-Security-Policy): the browser loads the same route modules before it hydrates.
 */
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { CookieBanner } from '../src/features/site/CookieBanner';
import { AppRoot } from './appRoot';
import { loadMatchedRoutes, pageOf } from './lazyRoutes';
import { AppRoutes, isNotFound, routes } from './router';
import { type PageMeta, summarizeRoutes } from './routeTable';

export const routeSummary = summarizeRoutes(routes);

export interface RenderedPage {
  html: string;
  status: number;
  meta?: PageMeta;
}

export async function render(pathname: string): Promise<RenderedPage> {
  const meta = await loadMatchedRoutes(routes, pathname);
  const page = () => (
    <AppRoot>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </AppRoot>
  );
  // Lazy parts below the fold (the home page's plan cards and form) load in a first pass that waits
  // for them; the second pass renders them in place. One pass of prerender() would leave them in
  // hidden segments swapped in by inline scripts, which the Content-Security-Policy forbids.
  await (await prerender(page())).prelude.cancel();
  const html = renderToString(page());
  return { html, status: isNotFound(pathname) ? 404 : 200, meta };
}

/**
 * The source of each lazy route module `pathname` matches, as written in the SSR bundle (e.g.
 * `./routes/login.js`), read before rendering loads them; the prerender script links their chunks.
 */
export function lazyModuleSources(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const importer = pageOf(route)?.importer;
    const found = importer ? /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(String(importer)) : null;
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
