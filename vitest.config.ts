import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const root = import.meta.dirname;
const wantsStories = process.argv.includes('storybook') || !process.argv.includes('--project');

export default defineConfig({
  test: {
    // Vitest's own summary, then the passing tests by kind and any that passed only on a retry.
    reporters: ['default', './tests/support/layerReporter.ts'],
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          globalSetup: ['tests/support/pgliteTemplateSetup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The server's tests again on a real PostgreSQL (a throwaway server from Debian's package),
        // as production runs with DATABASE_URL: same SQL, another engine (npm run test:server:pg).
        test: {
          name: 'server-pg',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/support/postgresSetup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin(), storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 20_000,
          // a browser test on a loaded 2-core CI machine may time out once; a real failure fails twice
          retry: process.env.CI ? 1 : 0,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: wantsStories ? { executablePath: chromiumPath(), args: chromiumArgs } : {},
              // As the visual suite shoots them: every duration is 0 ms (theme.css.ts), so a play function
              // never races a modal's entering animation on a loaded machine.
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
          },
        },
      },
    ],
  },
});
