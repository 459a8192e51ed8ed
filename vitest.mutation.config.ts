/**
 * The Vitest project StrykerJS runs for `npm run test:mutation` (stryker.config.json): the Node tests of the
 * features and shared domain, which hold every test of the mutated rules and machines. Not part of npm test.
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { srcAlias } from './vite.config.ts';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: [srcAlias] },
  test: {
    environment: 'node',
    include: ['tests/features/**/*.test.ts', 'tests/domain/**/*.test.ts'],
    globalSetup: ['tests/support/pgliteTemplateSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
