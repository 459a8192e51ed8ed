import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';
import { sharedModules } from './tests/support/sharedModules.ts';
import { srcAlias } from './vite.config.ts';

const root = import.meta.dirname;

/**
 * Server test files whose result cannot depend on the database engine: they open no database (pure functions,
 * metrics, tokens), only the in-memory PGlite of `openMemoryDatabase` (the same engine in both projects), or
 * a database they never check (sandbox-browser: the sandbox checkout in a real browser, on the harness's app).
 * They run once, in the unit project; server-pg would run the very same thing again.
 */
const ENGINE_INDEPENDENT_SERVER_TESTS = [
  'tests/server/features/adminConsole/metrics-summary.test.ts',
  'tests/server/features/adminSecurity/metrics.test.ts',
  'tests/server/features/auth/jwt.test.ts',
  'tests/server/features/auth/mail-config.test.ts',
  'tests/server/features/billing/sandbox-browser.test.ts',
  'tests/server/health.test.ts',
  'tests/server/http/efficiency.test.ts',
  'tests/server/site.test.ts',
  'tests/server/start.test.ts',
];
/**
 * Migrations on PostgreSQL and on PGlite: run once, in server-pg, on that project's PostgreSQL (in the unit
 * project it started a PostgreSQL of its own to run the same PostgreSQL tests, and its PGlite half is the same
 * engine in both projects).
 */
const ONLY_IN_SERVER_PG = ['tests/server/migrations.test.ts'];
const wantsStories = process.argv.includes('storybook') || !process.argv.includes('--project');

export default defineConfig({
  test: {
    // Vitest's own summary, then the passing tests by kind and any that passed only on a retry.
    reporters: ['default', './tests/support/layerReporter.ts'],
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        resolve: { alias: [srcAlias] },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...ONLY_IN_SERVER_PG],
          globalSetup: ['tests/support/pgliteTemplateSetup.ts'],
          ...sharedModules,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The server's tests again on a real PostgreSQL (a throwaway server from Debian's package),
        // as production runs with DATABASE_URL: same SQL, another engine (npm run test:server:pg).
        resolve: { alias: [srcAlias] },
        test: {
          name: 'server-pg',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ENGINE_INDEPENDENT_SERVER_TESTS],
          globalSetup: ['tests/support/postgresSetup.ts'],
          ...sharedModules,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin(), storybookTest({ configDir: path.join(root, '.storybook') })],
        resolve: { alias: [srcAlias] },
        test: {
          name: 'storybook',
          // Two pages in their own browser contexts (two renderer processes). Without it Vitest opened one page
          // on 2 cores (its default is cores - 1) and one renderer's main thread was the limit: 185 s -> 136 s.
          maxWorkers: 2,
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
