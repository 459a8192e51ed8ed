import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/**
 * Serve the built site: hashed assets cached for a year, everything else revalidated, and any
 * non-API GET that is not a file answered with index.html (SPA fallback) so the client router
 * renders the page, including its own 404.
 */
export function mountSite(app: Hono, staticDir: string) {
  const indexPath = join(staticDir, 'index.html');
  const root = relative(process.cwd(), staticDir) || '.';
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    return serveStatic({ root })(c, next);
  });
  // /api paths never get here: the API answers its own JSON 404 first (server/app.ts).
  app.get('*', (c) => {
    // A missing build file (an old chunk, a source map) is a 404, not the app.
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    if (!existsSync(indexPath)) {
      return c.text('The site has not been built. Run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexPath, 'utf8'));
  });
}
