import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '3000';

/**
 * The customer site: app/index.html is the entry, built to dist/client and served by server/.
 * `npm run build` (scripts/build.ts) runs this config twice, for the browser and for the
 * build-time renderer (`--ssr app/entry-server.tsx` into dist/server), with the site-only build
 * options there (Storybook reuses this file), then prerenders the public pages.
 */
export default defineConfig({
  root: 'app',
  publicDir: 'public',
  plugins: [react(), vanillaExtractPlugin()],
  define: {
    // the copyright year the prerendered pages carry; the browser updates it after hydration
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // Source maps would publish the whole TypeScript source; BUILD_SOURCEMAPS=true makes them for debugging.
    sourcemap: process.env.BUILD_SOURCEMAPS === 'true',
    target: 'es2022',
    reportCompressedSize: false,
  },
  ssr: { noExternal: true },
  server: {
    port: 5173,
    // /sandbox: the fake Paystack (inline script, checkout, /sandbox/phone) the API server mounts in development.
    proxy: { '/api': `http://localhost:${apiPort}`, '/sandbox': `http://localhost:${apiPort}` },
  },
});
