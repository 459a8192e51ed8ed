import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '3000';

/**
 * The customer site: app/index.html is the entry, built to dist/client and served by server/.
 * `npm run build` (scripts/build.ts) runs this config twice, for the browser and for the
 * build-time renderer (`--ssr app/entry-server.tsx` into dist/server), then prerenders the public pages.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'app',
  publicDir: 'public',
  plugins: [react(), vanillaExtractPlugin()],
  define: {
    // the copyright year the prerendered pages carry; the browser updates it after hydration
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: isSsrBuild
    ? {
        outDir: '../dist/server',
        emptyOutDir: true,
        target: 'node20',
        reportCompressedSize: false,
        // one output file per source module: the prerender script reads which page module a route loads
        rolldownOptions: { output: { preserveModules: true, preserveModulesRoot: 'app' } },
      }
    : {
        outDir: '../dist/client',
        emptyOutDir: true,
        // Source maps would publish the whole TypeScript source; BUILD_SOURCEMAPS=true makes them for debugging.
        sourcemap: process.env.BUILD_SOURCEMAPS === 'true',
        target: 'es2022',
        reportCompressedSize: false,
        // the prerender script links each page's chunks from it (then moves it out of the public folder)
        manifest: true,
        // one stylesheet for the whole site: every first load fetches exactly one, and no route chunk
        // fetches more CSS on navigation
        cssCodeSplit: false,
        modulePreload: { polyfill: false },
        // fonts stay files (preloaded by the pages), never data URLs inside the stylesheet
        assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
      },
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
}));
