import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '3000';

/** The customer site: app/index.html is the entry, built to dist/client and served by server/. */
export default defineConfig({
  root: 'app',
  publicDir: 'public',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // Source maps would publish the whole TypeScript source; BUILD_SOURCEMAPS=true makes them for debugging.
    sourcemap: process.env.BUILD_SOURCEMAPS === 'true',
    target: 'es2022',
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
});
