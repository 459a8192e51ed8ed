import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chooseEncoding, compressBytes, type Encoding, worthCompressing } from './compress';
import { requestHeader } from './node';

/** What the build wrote next to the public folder (scripts/site/prerender.ts writes it to dist/html). */
interface RoutesFile {
  prerendered: Record<string, string>;
  notFound: string | null;
  spa: string;
  client: string[];
  /** CSP sources of the pages' inline scripts */
  scriptHashes?: string[];
}

/**
 * Whether `path` is answered by the route `pattern` of the route table (React Router's syntax): a
 * `:name` segment stands for one segment of letters, digits and `_ - . ~` (`/payment/mobile-money/:planId`;
 * an id of ours never needs more, and so a path that matched is safe to send back as a Location), every
 * other segment must be equal. `path` comes without a trailing slash.
 */
export function matchesRoute(pattern: string, path: string): boolean {
  if (!pattern.includes(':')) return pattern === path;
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) => {
      const part = got[i] ?? '';
      return segment.startsWith(':') ? /^[\w.~-]+$/.test(part) && !/^\.+$/.test(part) : segment === part;
    })
  );
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
 * The CSP sources ('sha256-…') of the inline scripts the built pages carry (the boot script, inlined by the
 * build so the first paint waits for no request); none before a build. Anything but a hash is refused.
 */
export function siteScriptHashes(staticDir: string, htmlDir = join(staticDir, '..', 'html')): string[] {
  const routesPath = join(htmlDir, 'routes.json');
  if (!existsSync(routesPath)) return [];
  const hashes = (JSON.parse(readFileSync(routesPath, 'utf8')) as RoutesFile).scriptHashes ?? [];
  for (const hash of hashes) {
    if (!/^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(hash)) throw new Error(`${routesPath}: not a script hash: ${hash}`);
  }
  return hashes;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * One file as it is answered: its bytes, type, cache policy and strong ETag, made once; the gzip and
 * brotli forms are made the first time a client asks for them and then kept (a build's files never change
 * while the process runs: `npm start` builds, then starts).
 */
export interface CachedFile {
  bytes: Uint8Array;
  type: string;
  cacheControl: string;
  etag: string;
  compressible: boolean;
  encoded: Partial<Record<Encoding, Promise<Uint8Array>>>;
}

export function cachedFile(bytes: Uint8Array, type: string, cacheControl: string): CachedFile {
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
  return {
    bytes,
    type,
    cacheControl,
    etag: `"${hash}"`,
    compressible: worthCompressing(bytes.byteLength, type),
    encoded: {},
  };
}

/** The ETag of one encoding of a file: each representation has its own strong tag. */
const etagOf = (file: CachedFile, encoding: Encoding | null) =>
  encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;

/** True when If-None-Match names any representation of the file (weak or strong, or `*`). */
function notModified(file: CachedFile, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  const base = file.etag.slice(1, -1);
  for (const raw of ifNoneMatch.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*' || (tag.startsWith(`"${base}`) && tag.endsWith('"'))) {
      const rest = tag.slice(base.length + 1, -1);
      if (tag === '*' || rest === '' || rest === '-gzip' || rest === '-br') return true;
    }
  }
  return false;
}

/**
 * Answer a cached file: 304 when the client holds it (If-None-Match), else its bytes, compressed when the
 * client accepts br or gzip and the file is worth it, with Content-Length, ETag, Vary and Cache-Control.
 * The bytes are already encoded, so the compression middleware leaves the answer alone.
 */
export async function sendFile(c: Context, file: CachedFile, status: 200 | 404 = 200): Promise<Response> {
  const encoding = file.compressible ? chooseEncoding(requestHeader(c, 'accept-encoding')) : null;
  const headers: Record<string, string> = {
    'Content-Type': file.type,
    'Cache-Control': file.cacheControl,
  };
  if (file.compressible) headers.Vary = 'Accept-Encoding';
  if (status === 200) {
    headers.ETag = etagOf(file, encoding);
    if (notModified(file, requestHeader(c, 'if-none-match'))) return answer(null, 304, headers);
  }
  let body = file.bytes;
  if (encoding) {
    file.encoded[encoding] ??= compressBytes(file.bytes, encoding, 'static').then((b) => new Uint8Array(b));
    body = await file.encoded[encoding];
    headers['Content-Encoding'] = encoding;
  }
  headers['Content-Length'] = String(body.byteLength);
  return answer(c.req.method === 'HEAD' ? null : body, status, headers);
}

/**
 * The answer with a plain header record, which @hono/node-server writes as it is (c.body() with more than
 * one header would build a web Headers). Nothing on the site's paths sets headers with c.header() before
 * the site's handlers, so there are no prepared headers to carry over.
 */
const answer = (body: Uint8Array | null, status: number, headers: Record<string, string>) =>
  new Response(body as BodyInit | null, { status, headers });

/** The build's brotli copy of a public file (scripts/site/precompress.ts): `<file>.br`, never a URL itself. */
export const PRECOMPRESSED = '.br';

/** Every file under `dir`, by its URL path (`/assets/index-abc.js`); not the build's brotli copies. */
function listFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith(PRECOMPRESSED)) continue;
    const full = join(entry.parentPath, entry.name);
    files.set(`/${relative(dir, full).split(sep).join('/')}`, full);
  }
  return files;
}

/**
 * Serve the built site. Hashed assets are cached for a year; public files (icons, manifest) are
 * served as they are. Pages come from the build's route table: each prerendered path gets its own
 * page, the client-rendered routes (behind sign-in; a pattern such as `/payment/mobile-money/:planId`
 * matches each of its paths) get the shell, and any other path gets the
 * prerendered not-found page with status 404. Every page is revalidated (`no-cache`, with an ETag, so a
 * revalidation costs a 304).
 *
 * Everything is read from disk once and answered from memory: the list of public files and the route
 * table when the first request comes, each file's bytes (and its compressed forms) when first asked for.
 */
export function mountSite(
  app: Hono,
  staticDir: string,
  { origin, htmlDir = join(staticDir, '..', 'html') }: SiteOptions,
) {
  const root = relative(process.cwd(), staticDir) || '.';
  const routesPath = join(htmlDir, 'routes.json');
  let publicFiles: Map<string, string> | undefined;
  const fileCache = new Map<string, CachedFile>();
  /** The route table; read again while the site is not built (so a build made later is found). */
  let routes: RoutesFile | undefined;
  const routeTable = () => {
    if (!routes && existsSync(routesPath)) routes = JSON.parse(readFileSync(routesPath, 'utf8')) as RoutesFile;
    return routes;
  };
  const pageCache = new Map<string, CachedFile>();
  const htmlFile = (file: string, type: string) => {
    let cached = pageCache.get(file);
    if (!cached) {
      const text = readFileSync(join(htmlDir, file), 'utf8').replaceAll(SITE_ORIGIN, origin);
      cached = cachedFile(Buffer.from(text), type, REVALIDATE);
      pageCache.set(file, cached);
    }
    return cached;
  };
  // Byte ranges (media) are rare: the stock static handler still answers them.
  let ranged: ReturnType<typeof serveStatic> | undefined;

  app.use('*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    publicFiles ??= listFiles(staticDir);
    const full = publicFiles.get(path);
    if (!full) return next();
    if (requestHeader(c, 'range')) {
      ranged ??= serveStatic({ root });
      return ranged(c, next);
    }
    let file = fileCache.get(path);
    if (!file) {
      file = cachedFile(
        readFileSync(full),
        getMimeType(path) ?? 'application/octet-stream',
        path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      );
      // the build's brotli copy (written with the file, at the quality a first request should not wait for)
      if (file.compressible && existsSync(`${full}${PRECOMPRESSED}`)) {
        file.encoded.br = Promise.resolve(new Uint8Array(readFileSync(`${full}${PRECOMPRESSED}`)));
      }
      fileCache.set(path, file);
    }
    return sendFile(c, file);
  });

  // A form sent without JavaScript posts to its page (our forms say method="post", so what was typed never
  // lands in a URL). Nothing here can act on it: the page is shown again (303, so a reload does not
  // re-post), where the form says it needs JavaScript. Only known page paths are answered, with the
  // table's own path as the Location, so no request can steer the redirect elsewhere.
  app.post('*', (c, next) => {
    const table = routeTable();
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path;
    if (path.startsWith('/api/') || !table) return next();
    const known = [...Object.keys(table.prerendered), ...table.client].some((page) => matchesRoute(page, path));
    if (!known) return next();
    // the path matched a route of the table: one of its own paths, or a pattern's (one plain segment per parameter)
    return c.body(null, 303, { Location: path, 'Cache-Control': 'no-store' });
  });

  app.get('*', (c) => {
    // A missing build file (an old chunk, a source map) is a 404, not the app.
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    const table = routeTable();
    if (!table) {
      return c.text('The site has not been built. Run `npm run build` (npm start does it for you).', 503);
    }
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path;
    const html = 'text/html; charset=UTF-8';
    const prerendered = table.prerendered[path];
    if (prerendered) return sendFile(c, htmlFile(prerendered, html));
    if (path === '/robots.txt') return sendFile(c, htmlFile('robots.txt', 'text/plain; charset=utf-8'));
    if (path === '/sitemap.xml') return sendFile(c, htmlFile('sitemap.xml', 'application/xml; charset=utf-8'));
    if (table.client.some((route) => matchesRoute(route, path))) return sendFile(c, htmlFile(table.spa, html));
    return sendFile(c, htmlFile(table.notFound ?? table.spa, html), 404);
  });
}
