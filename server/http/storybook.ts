/**
 * The built Storybook (`npm run build-storybook` → storybook-static/) at /storybook, so designers and
 * stakeholders review every screen state without installing anything. Served outside production, and in
 * production only when SERVE_STORYBOOK=true (see docs/operations.md).
 *
 * Storybook's two pages carry inline scripts (its feature flags and preview boot) and the manager frames
 * its preview: under /storybook the policy allows exactly those scripts, by their hashes read from the
 * built pages, its icon font from a data: URL, and framing by our own origin. Every other header stays the site's.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { securityHeaderList } from './security';

export const STORYBOOK_PATH = '/storybook';
const PAGES = ['index.html', 'iframe.html'] as const;

/** The CSP hashes ('sha256-…') of the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/** The headers of every /storybook answer for the Storybook built in `dir`. */
export function storybookHeaders(dir: string): readonly (readonly [string, string])[] {
  const hashes = PAGES.flatMap((page) => inlineScriptHashes(readFileSync(join(dir, page), 'utf8')));
  return securityHeaderList('self', [...new Set(hashes)], { fontSrc: ['data:'] });
}

const NOT_BUILT =
  'Storybook is not built on this server. Run `npm run build-storybook` (or start with BUILD_STORYBOOK=true npm start), then reload.';

/** Mounts /storybook when `enabled`; a missing build answers 404 with how to make it. */
export function mountStorybook(app: Hono, { dir, enabled }: { dir: string; enabled: boolean }) {
  if (!enabled) return;
  const root = relative(process.cwd(), dir) || '.';
  const files = serveStatic({ root, rewriteRequestPath: (path) => path.slice(STORYBOOK_PATH.length) || '/' });
  // read once the build exists (it may be made after the server started)
  let headers: readonly (readonly [string, string])[] | undefined;
  app.get(STORYBOOK_PATH, (c) => c.redirect(`${STORYBOOK_PATH}/`, 301));
  app.on(['GET', 'HEAD'], `${STORYBOOK_PATH}/*`, async (c) => {
    if (!existsSync(join(dir, 'index.html'))) return c.text(NOT_BUILT, 404);
    headers ??= storybookHeaders(dir);
    for (const [name, value] of headers) c.header(name, value);
    // a file that is not there is Storybook's 404, not the site's page
    const answer = await files(c, async () => {});
    return answer ?? c.text('Not found', 404);
  });
}
