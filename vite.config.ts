import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { radixTheme } from './src/theme/radix.generated.ts';

/**
 * Radix Themes' token sheet maps every one of its accent and gray colours (about 6 KB gzip of
 * rules for colours whose scales we do not even load). Keep the rules for our accent (and 'gray')
 * and our gray, drop the others: the one stylesheet of the first load shrinks by a third.
 */
const onlyOurRadixColors = {
  postcssPlugin: 'only-our-radix-colors',
  Rule(rule: { selector: string; remove(): void }) {
    const match = /^(?:\.radix-themes:where\()?\[data-(accent|gray)-color='([a-z]+)'\]\)?$/.exec(rule.selector.trim());
    if (!match) return;
    const [, kind, color] = match;
    const keep = kind === 'accent' ? [radixTheme.accentColor, 'gray'] : [radixTheme.grayColor];
    if (!(keep as readonly string[]).includes(color as string)) rule.remove();
  },
};

/** `@/components`, `@/domain/paths`...: `src/` from anywhere (tsconfig's `paths` says the same to TypeScript). */
export const srcAlias = { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) };

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
  resolve: { alias: [srcAlias] },
  css: { postcss: { plugins: [onlyOurRadixColors] } },
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
