/**
 * `npm run build`: the browser build of app/ into dist/client, the build-time renderer into
 * dist/server, then the prerendered public pages (scripts/site/prerender.ts) into dist/html.
 *
 * Always a production build, whatever NODE_ENV the environment sets (NODE_ENV=development would
 * otherwise bundle React's development build). `--development` makes a development build on purpose
 * (React's hydration warnings are only reported there); it is written to the same folders.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';

const development = process.argv.includes('--development');
process.env.NODE_ENV = development ? 'development' : 'production';
const mode = development ? 'development' : 'production';

const { build } = await import('vite');
const { prerender } = await import('./site/prerender.ts');
const root = join(import.meta.dirname, '..');

/**
 * The site's fonts with `font-display: optional` (Storybook keeps the stylesheet's `swap`). The pages preload
 * Inter; when it has not arrived within the first ~100 ms (a first visit on a slow connection) the page keeps
 * its metric-matched fallback instead of swapping and reflowing in front of the reader, and the next page finds
 * Inter in the cache. Under `swap` a late font moved /login's lines (layout shift 0.06-0.17 in Lighthouse runs).
 */
const fontDisplayOptional: Plugin = {
  name: 'skylink:font-display-optional',
  enforce: 'pre',
  transform(code, id) {
    if (!id.endsWith('/src/theme/fonts/fonts.css')) return;
    const out = code.replaceAll('font-display: swap;', 'font-display: optional;');
    if (out === code) throw new Error('fonts.css no longer says `font-display: swap;`: update scripts/build.ts');
    return out;
  },
};
const configFile = join(root, 'vite.config.ts');

await build({
  configFile,
  mode,
  logLevel: 'warn',
  plugins: [fontDisplayOptional],
  build: {
    // the prerender script links each page's chunks from it (then moves it out of the public folder)
    manifest: true,
    // CSS per chunk: a public page carries only the styles of what it renders (inlined as one <style>
    // by the prerender script); a route reached later brings its own stylesheet with its chunk
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
    // fonts stay files (preloaded by the pages), never data URLs inside the stylesheet
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
  },
});
await build({
  configFile,
  mode,
  logLevel: 'warn',
  plugins: [fontDisplayOptional],
  build: {
    ssr: 'entry-server.tsx',
    outDir: '../dist/server',
    target: 'node20',
    // one output file per source module: the prerender script reads which page module a route loads
    rolldownOptions: { output: { preserveModules: true, preserveModulesRoot: 'app' } },
  },
});
const pages = await prerender(join(root, 'dist'));
console.info(`built ${mode}: prerendered ${pages.join(', ')}`);
