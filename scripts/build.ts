/**
 * `npm run build`: the browser build of app/ into dist/client, the build-time renderer into
 * dist/server, then the prerendered public pages (scripts/site/prerender.ts) into dist/html.
 *
 * Always a production build, whatever NODE_ENV the environment sets (NODE_ENV=development would
 * otherwise bundle React's development build). `--development` makes a development build on purpose
 * (React's hydration warnings are only reported there); it is written to the same folders.
 */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';

const development = process.argv.includes('--development');
process.env.NODE_ENV = development ? 'development' : 'production';
const mode = development ? 'development' : 'production';

const { build } = await import('vite');
const { prerender } = await import('./site/prerender.ts');
const { fontDisplayOptional, patchDependencies } = await import('./site/plugins.ts');
const { shellGroups } = await import('./site/chunks.ts');
const { precompress } = await import('./site/precompress.ts');
type ChunkInfo = import('./site/chunks.ts').ChunkInfo;
type ChunkGroup = import('./site/chunks.ts').ChunkGroup;
const root = join(import.meta.dirname, '..');

/**
 * Which files a dynamic `import()` preloads before it runs (Vite's helper adds a <link rel=modulepreload> per
 * file from script). For a route module (`app/routes/*`, what a navigation waits for): all its imports, so they
 * load in parallel. For everything else (the session actor, the machines, the cookie banner: loaded after
 * hydration, with nothing on screen waiting) only its stylesheets; the browser fetches its imports itself.
 * Each link added from script costs the main thread, most of all under Lighthouse's tracing (about 1.3 ms
 * each here): added in the tasks after hydration they were most of the pages' Total Blocking Time (150-390 ms
 * on /login; 12-125 ms without them).
 */
const routeModules = new Set(readdirSync(join(root, 'app', 'routes')).map((f) => f.replace(/\.tsx?$/, '')));
function preloadOnlyForRoutes(file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }): string[] {
  if (hostType === 'html') return deps;
  const chunk = basename(file).replace(/-[\w-]{8}\.js$/, '');
  return routeModules.has(chunk) ? deps : deps.filter((dep) => dep.endsWith('.css'));
}

const configFile = join(root, 'vite.config.ts');

/**
 * React Router's package map sends every bundler to its `dist/development` build, whose only difference from
 * `dist/production` is `ENABLE_DEV_WARNINGS = true`: route checks and warnings run in the browser, and their
 * texts ship. The browser build takes the production files (same API, same chunk layout).
 */
const reactRouterProduction = join(root, 'node_modules', 'react-router', 'dist', 'production');
const productionAliases =
  mode === 'production'
    ? [
        { find: /^react-router$/, replacement: join(reactRouterProduction, 'index.mjs') },
        { find: /^react-router\/dom$/, replacement: join(reactRouterProduction, 'dom-export.mjs') },
      ]
    : [];

const browserBuild = (codeSplitting?: { groups: ChunkGroup[] }, write = true) =>
  build({
    configFile,
    mode,
    logLevel: 'warn',
    plugins: [fontDisplayOptional, patchDependencies()],
    resolve: { alias: productionAliases },
    build: {
      write,
      // the prerender script links each page's chunks from it (then moves it out of the public folder)
      manifest: true,
      // CSS per chunk: a public page carries only the styles of what it renders (inlined as one <style>
      // by the prerender script); a route reached later brings its own stylesheet with its chunk
      cssCodeSplit: true,
      modulePreload: { polyfill: false, resolveDependencies: preloadOnlyForRoutes },
      // fonts stay files (preloaded by the pages), never data URLs inside the stylesheet
      assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
      rolldownOptions: { output: { codeSplitting } },
    },
  });
// Rolldown's own chunking first, in memory: the shell's files are then grouped from it (scripts/site/chunks.ts)
const firstPass = (await browserBuild(undefined, false)) as { output: ChunkInfo[] } | { output: ChunkInfo[] }[];
const chunked = Array.isArray(firstPass) ? firstPass.flatMap((o) => o.output) : firstPass.output;
await browserBuild({ groups: shellGroups(chunked) });
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
const packed = await precompress(join(root, 'dist', 'client'));
console.info(
  `brotli copies of ${packed.files} public files: ${(packed.bytes / 1024).toFixed(0)} → ${(packed.compressed / 1024).toFixed(0)} KB`,
);

// Storybook for reviewers (served at /storybook): built only when asked, so the default start stays quick
if (process.env.BUILD_STORYBOOK === 'true' || process.env.BUILD_STORYBOOK === '1') {
  const { spawnSync } = await import('node:child_process');
  const storybook = spawnSync('npm', ['run', '-s', 'build-storybook'], { cwd: root, stdio: 'inherit' });
  if (storybook.status !== 0) process.exit(storybook.status ?? 1);
  console.info('built Storybook into storybook-static (served at /storybook)');
}
