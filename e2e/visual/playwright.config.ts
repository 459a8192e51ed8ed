import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';

const port = Number(process.env.VISUAL_PORT ?? 6106);

/** Screenshots of every story of the built Storybook, light and dark, against committed baselines. */
export default defineConfig({
  testDir: '.',
  testMatch: 'visual.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['dot']],
  outputDir: '../../test-results/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    toMatchSnapshot: { maxDiffPixelRatio: 0.002 },
  },
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: {
    command: 'node --import tsx e2e/visual/serve.ts',
    cwd: join(import.meta.dirname, '..', '..'),
    url: `http://localhost:${port}/index.json`,
    reuseExistingServer: false,
    env: { VISUAL_PORT: String(port) },
    timeout: 30_000,
  },
});
