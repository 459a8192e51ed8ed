/**
 * The Vitest project StrykerJS runs for the machines (stryker.machines.config.json, `npx stryker run
 * stryker.machines.config.json`). A machine's definition is built when its module loads, so nearly all of its
 * mutants are "static": Stryker cannot tell which test covers them and runs every test related to the mutated
 * file (the runner's `related` option) for each. So this test set is only the machines' own tests: the
 * machine, rules and view tests of the features, in Node, without the PGlite global setup the server tests
 * need. Not part of npm test.
 *
 * MUTATION_EXCLUDE (comma-separated globs) leaves test files out, e.g. while another change has them red:
 * Stryker refuses to start when a test fails in its first run.
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { srcAlias } from './vite.config.ts';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: [srcAlias] },
  test: {
    environment: 'node',
    include: [
      'tests/features/**/*.machine.test.ts',
      'tests/features/**/machines.test.ts',
      'tests/features/**/*.rules.test.ts',
      'tests/features/**/*.view.test.ts',
      'tests/features/**/modelPaths.test.ts',
    ],
    exclude: ['**/node_modules/**', ...(process.env.MUTATION_EXCLUDE?.split(',').filter(Boolean) ?? [])],
    testTimeout: 20_000,
  },
});
