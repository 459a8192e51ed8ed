/**
 * Prerender the public pages after the two Vite builds (scripts/build.ts). Reads the route table's
 * summary from the SSR bundle (dist/server/entry-server.js), renders each public path and the
 * not-found page into the built index.html, and writes to dist/html (outside the public folder):
 *
 * - pages/*.html and 404.html: each page's markup with its title, description, canonical URL and
 *   Open Graph tags, its route chunks modulepreloaded and the font preloaded;
 * - spa.html: the empty shell for client-rendered routes (behind sign-in);
 * - routes.json: which path is which file, the client routes, and each page's first-load files
 *   (read by the server and by the byte-budget test);
 * - sitemap.xml and robots.txt.
 *
 * Absolute URLs carry the placeholder SITE_ORIGIN, which the server replaces with its PUBLIC_URL.
 */

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const SITE_ORIGIN = '%SITE_ORIGIN%';
const INLINED_STYLESHEET_TYPE = 'text/x-inlined'; // no styling language: a browser never fetches such a link

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface PageMeta {
  title: string;
  description: string;
}

interface ServerEntry {
  render(pathname: string): Promise<{ html: string; status: number; meta?: PageMeta }>;
  lazyModuleSources(pathname: string): string[];
  renderCookieBanner(): string;
  routeSummary: { prerender: string[]; client: string[]; hasNotFound: boolean };
}

/** What a first visit to a page loads: scripts, stylesheets and preloaded fonts (paths under dist/client). */
export interface FirstLoad {
  js: string[];
  css: string[];
  fonts: string[];
}

export interface RoutesFile {
  /** path → file under dist/html */
  prerendered: Record<string, string>;
  notFound: string | null;
  spa: string;
  client: string[];
  firstLoad: Record<string, FirstLoad>;
  /** CSP sources ('sha256-…') of the inline scripts the pages carry: the server allows exactly these */
  scriptHashes: string[];
}

/** A chunk and every chunk it imports statically, in load order. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  return [key, ...(chunk.imports ?? []).flatMap((k) => staticClosure(manifest, k, seen))];
}

/**
 * The stylesheets a page needs, dependencies before dependents (the order the cascade was written
 * for: a feature's rule comes after the component rule it refines). `keys` are the chunks the page
 * renders: the entry, its route modules and what they render lazily.
 */
function stylesheetsOf(manifest: Manifest, keys: string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const dependency of chunk?.imports ?? []) visit(dependency);
    for (const file of chunk?.css ?? []) if (!out.includes(file)) out.push(file);
  };
  for (const key of keys) visit(key);
  return out;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SCRIPT_TAGS = /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

/**
 * A prerendered page paints without JavaScript, so its scripts wait for the first paint: the module script and
 * its preloads move into an inert <template id="page-scripts"> (the preload scanner does not fetch what a
 * template holds), and /theme-boot.js adds them to the head once the page has painted. On a slow connection the
 * document, its styles and the fonts have the bandwidth to themselves; the scripts start one frame later, all at
 * once (the preloads spare the entry's imports a waterfall). No inline script: the CSP stays `script-src 'self'`.
 */
export function scriptsAfterFirstPaint(doc: string): string {
  const tags = [...doc.matchAll(SCRIPT_TAGS)].map((m) => m[1] as string);
  const entry = tags.filter((t) => t.startsWith('<script'));
  if (entry.length !== 1) throw new Error(`a page should have one module script, found ${entry.length}`);
  // the entry first (the largest file), then the preloads of its imports and of the page's route modules
  const ordered = [...entry, ...tags.filter((t) => !t.startsWith('<script'))];
  return doc
    .replace(SCRIPT_TAGS, '')
    .replace('</body>', `  <template id="page-scripts">${ordered.join('')}</template>\n  </body>`);
}

const fileFor = (path: string) =>
  path === '/' ? 'pages/index.html' : `pages/${path.slice(1).replace(/\//g, '_')}.html`;

export async function prerender(dist: string): Promise<string[]> {
  const client = join(dist, 'client');
  const out = join(dist, 'html');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'pages'), { recursive: true });

  const manifestPath = join(client, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  // the manifest and the shell are not public files
  renameSync(manifestPath, join(out, 'manifest.json'));
  rmSync(join(client, '.vite'), { recursive: true, force: true });
  // /theme-boot.js goes inline: a render-blocking request less before the first paint (about 150 ms on a
  // mobile connection). Its comments stay in the file; the CSP allows this exact text by its hash.
  const bootScript = readFileSync(join(client, 'theme-boot.js'), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n')
    .replaceAll('</script', '<\\/script');
  const bootHash = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`;
  const bootTag = '<script src="/theme-boot.js"></script>';
  const indexHtml = readFileSync(join(client, 'index.html'), 'utf8');
  if (!indexHtml.includes(bootTag)) throw new Error(`app/index.html should load ${bootTag}`);
  // Vite's preloads and stylesheets of the entry come out: each page lists every preload itself, in load
  // order, and its styles (below)
  const template = indexHtml
    .replace(bootTag, () => `<script>${bootScript}</script>`)
    .replace(/\s*<link rel="(modulepreload|stylesheet)"[^>]*>/g, '');
  rmSync(join(client, 'index.html'));

  const entry = await import(`${pathToFileURL(join(dist, 'server', 'entry-server.js')).href}?t=${Date.now()}`);
  const server = entry as ServerEntry;
  // the entry evaluates React DOM and then imports the app's start (app/main.tsx): every page preloads both
  const startKey = manifest['index.html']?.dynamicImports?.find((k) => /(^|\/)start\.tsx$/.test(k));
  if (!startKey) throw new Error('the entry no longer imports ./start: update scripts/site/prerender.ts');
  const entryKeys = staticClosure(manifest, 'index.html');
  const startKeys = staticClosure(manifest, startKey, new Set(entryKeys));
  const preloadTags = (keys: string[]) =>
    keys.map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]?.file}">`);
  // the entry's imports (React DOM) first: the first task evaluates them
  const shellPreloads = preloadTags([...entryKeys.slice(1), ...startKeys]);
  const shellCss = stylesheetsOf(manifest, ['index.html', startKey]);
  if (shellCss.length === 0)
    throw new Error('the shell (app/start.tsx) has no stylesheet: update scripts/site/prerender.ts');
  // CSS is split per chunk (the account area's styles never reach a public page); each prerendered page
  // inlines the stylesheets of what it renders, in one <style>
  const inlineCss = (files: string[]) =>
    files.map((file) => readFileSync(join(client, file), 'utf8').replaceAll('</style', '<\\/style')).join('\n');
  const fonts = readdirSync(join(client, 'assets'))
    .filter((f) => f.endsWith('.woff2'))
    .map((f) => `assets/${f}`);
  const fontPreloads = fonts.map((f) => `<link rel="preload" href="/${f}" as="font" type="font/woff2" crossorigin>`);

  const moduleKey = (source: string) => {
    const base = source.replace(/^\.\//, '').replace(/\.js$/, '');
    const key = Object.keys(manifest).find((k) => k.replace(/\.[jt]sx?$/, '') === base);
    if (!key) throw new Error(`no chunk for the route module ${source}`);
    return key;
  };

  /** A module of app/routes (manifest keys are relative to app/, Vite's root). */
  const isRouteModule = (key: string) => /^routes\/[^/]+\.tsx?$/.test(key);

  // The cookie banner is written before the root, outside React (see renderCookieBanner), so that while it
  // is open it is the first stop in keyboard order (it is fixed to the bottom of the screen); its styles inline
  // with the page's. Hidden before the first paint when a choice is stored (/theme-boot.js) or without
  // JavaScript (nothing could record the choice).
  const bannerKey = Object.keys(manifest).find((k) => k.endsWith('src/features/site/CookieBanner.tsx'));
  if (!bannerKey) throw new Error('no chunk for the cookie banner');
  const banner = `<div data-prerendered-banner>${server.renderCookieBanner()}</div>`;
  const bannerRules = 'html[data-cookie-choice] [data-prerendered-banner]{display:none}';
  const bannerNoscript = '<noscript><style>[data-prerendered-banner]{display:none}</style></noscript>';

  const firstLoad: Record<string, FirstLoad> = {};
  const prerendered: Record<string, string> = {};

  const page = async (path: string, requestPath: string, file: string, canonical: boolean) => {
    const routeKeys = server.lazyModuleSources(requestPath).map(moduleKey);
    const { html, meta } = await server.render(requestPath);
    if (!meta) throw new Error(`${path}: its route module exports no meta ({ title, description })`);
    const seen = new Set([...entryKeys, ...startKeys]);
    // The parts a route module renders lazily (the home page's sections, modules of app/routes too) load
    // before hydration (lazyWithPreload): the page preloads them with the route, so they load in parallel
    // and Vite's loader, finding every file already linked, adds no link of its own from script (44 links,
    // 70 ms of a slow phone's main thread on the home page); they count in the page's first load.
    const partKeys = routeKeys.flatMap((k) => (manifest[k]?.dynamicImports ?? []).filter(isRouteModule));
    const extra = [...startKeys, ...[...routeKeys, ...partKeys].flatMap((k) => staticClosure(manifest, k, seen))];
    // what the route modules render lazily is in the markup too: its styles with it
    const lazyParts = routeKeys.flatMap((k) => manifest[k]?.dynamicImports ?? []);
    const css = stylesheetsOf(manifest, ['index.html', startKey, ...routeKeys, ...lazyParts, bannerKey]);
    if (!css.some((file) => shellCss.includes(file))) throw new Error(`${path}: the shell's styles are not inlined`);
    const url = `${SITE_ORIGIN}${path}`;
    const head = [
      `<title>${escapeHtml(meta.title)}</title>`,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      ...(canonical
        ? [
            `<link rel="canonical" href="${url}" />`,
            '<meta property="og:type" content="website" />',
            '<meta property="og:site_name" content="SkyLink Ghana" />',
            `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
            `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
            `<meta property="og:url" content="${url}" />`,
            `<meta property="og:image" content="${SITE_ORIGIN}/icon-512.png" />`,
          ]
        : ['<meta name="robots" content="noindex" />']),
      ...fontPreloads,
      // the styles go inline, as one: the first paint waits for no second request (the CSP allows inline
      // styles, not inline scripts); client-rendered pages keep the cached <link>s.
      // Each inlined file also gets a <link>, never fetched (its type is no styling language; Chromium 150
      // fetches one that is only `disabled`): a chunk loaded later finds its stylesheet on the page instead
      // of appending it again, after (and so over) the rules that refine it.
      `<style>${inlineCss(css)}\n${bannerRules}</style>`,
      ...css.map((file) => `<link rel="stylesheet" href="/${file}" type="${INLINED_STYLESHEET_TYPE}" disabled>`),
      bannerNoscript,
      ...preloadTags([...entryKeys.slice(1), ...extra]),
    ].join('\n    ');
    const doc = template
      .replace(/<title>[\s\S]*?<\/title>/, head)
      .replace(/\s*<meta name="description"[^>]*>/, '')
      .replace(/<noscript>(?!<style>)[\s\S]*?<\/noscript>\s*/, '') // the body's note (the head's style stays)
      .replace('<div id="site-banner"></div>', `<div id="site-banner">${banner}</div>`)
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
    writeFileSync(join(out, file), scriptsAfterFirstPaint(doc));
    firstLoad[path] = {
      js: [...entryKeys, ...extra].map((k) => manifest[k]?.file as string),
      css,
      fonts,
    };
  };

  for (const path of server.routeSummary.prerender) {
    const file = fileFor(path);
    await page(path, path, file, true);
    prerendered[path] = file;
  }
  let notFound: string | null = null;
  if (server.routeSummary.hasNotFound) {
    notFound = '404.html';
    await page('/404', '/__not-found__', notFound, false);
  }
  // the shell for client-rendered routes: the fonts preloaded like everywhere else
  writeFileSync(
    join(out, 'spa.html'),
    template.replace(
      '</title>',
      `</title>\n    ${[...fontPreloads, ...shellCss.map((file) => `<link rel="stylesheet" href="/${file}">`), ...shellPreloads].join('\n    ')}`,
    ),
  );

  const routes: RoutesFile = {
    prerendered,
    notFound,
    spa: 'spa.html',
    client: server.routeSummary.client,
    firstLoad,
    scriptHashes: [bootHash],
  };
  writeFileSync(join(out, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
  writeFileSync(
    join(out, 'sitemap.xml'),
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...server.routeSummary.prerender.map((p) => `  <url><loc>${SITE_ORIGIN}${p}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(out, 'robots.txt'),
    [
      'User-agent: *',
      // a pattern's parameter is any segment: its paths are disallowed by the prefix before it
      ...server.routeSummary.client.map((p) => `Disallow: ${p.replace(/:.*$/, '')}`),
      '',
      `Sitemap: ${SITE_ORIGIN}/sitemap.xml`,
      '',
    ].join('\n'),
  );
  if (!existsSync(join(out, 'pages'))) throw new Error('nothing prerendered');
  return Object.keys(prerendered);
}
