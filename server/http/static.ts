import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';

/** What the build wrote next to the public folder (scripts/site/prerender.ts writes it to dist/html). */
interface RoutesFile {
  prerendered: Record<string, string>;
  notFound: string | null;
  spa: string;
  client: string[];
}

/** The placeholder for this site's origin in prerendered pages, the sitemap and robots.txt. */
const SITE_ORIGIN = '%SITE_ORIGIN%';

export interface SiteOptions {
  /** Absolute origin for canonical URLs, Open Graph tags and the sitemap (the configured PUBLIC_URL). */
  origin: string;
  /** The prerendered pages and the shell; by default `html` next to the static folder. */
  htmlDir?: string;
}

/**
 * Serve the built site. Hashed assets are cached for a year; public files (icons, manifest) are
 * served as they are. Pages come from the build's route table: each prerendered path gets its own
 * page, the client-rendered routes (behind sign-in) get the shell, and any other path gets the
 * prerendered not-found page with status 404. Every page is revalidated (`no-cache`).
 */
export function mountSite(
  app: Hono,
  staticDir: string,
  { origin, htmlDir = join(staticDir, '..', 'html') }: SiteOptions,
) {
  const root = relative(process.cwd(), staticDir) || '.';
  const read = (file: string) => readFileSync(join(htmlDir, file), 'utf8').replaceAll(SITE_ORIGIN, origin);
  const routesPath = join(htmlDir, 'routes.json');

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    return serveStatic({ root })(c, next);
  });

  const page = (c: Context, file: string, status: 200 | 404) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(read(file), status);
  };

  app.get('*', (c) => {
    // A missing build file (an old chunk, a source map) is a 404, not the app.
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    if (!existsSync(routesPath)) {
      return c.text('The site has not been built. Run `npm run build` (npm start does it for you).', 503);
    }
    const routes = JSON.parse(readFileSync(routesPath, 'utf8')) as RoutesFile;
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path;
    const prerendered = routes.prerendered[path];
    if (prerendered) return page(c, prerendered, 200);
    if (path === '/robots.txt' || path === '/sitemap.xml') {
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Type', path.endsWith('.txt') ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8');
      return c.body(read(path.slice(1)));
    }
    if (routes.client.includes(path)) return page(c, routes.spa, 200);
    return page(c, routes.notFound ?? routes.spa, 404);
  });
}
