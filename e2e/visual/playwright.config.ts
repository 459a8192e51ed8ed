import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';

const port = Number(process.env.VISUAL_PORT ?? 6106);

/**
 * At most this many pixels of a shot may differ from its baseline. Playwright counts a pixel when its
 * colour differs by more than its default threshold (0.2) and it is not an anti-aliased edge pixel,
 * so a checkbox tick removed counts 4-6 pixels and a 2 px padding change thousands. Shots are clipped
 * to the story (visual.spec.ts) and reproduce to the byte on this Chromium with the bundled fonts
 * (two full runs, 0 pixels different), so 2 only absorbs a stray pixel. The old tolerance, 0.2 % of
 * a 1280x800 page, allowed 2,048 px: removing the tick passed.
 */
export const maxDiffPixels = 2;

/**
 * Rendering that does not depend on the machine: Skia's baseline code path instead of the one
 * picked for the CPU (AVX2/AVX-512 anti-alias and blend slightly differently), sRGB output,
 * grayscale text anti-aliasing.
 */
const deterministicRendering = ['--disable-skia-runtime-opts', '--force-color-profile=srgb', '--disable-lcd-text'];

/** Screenshots of every story of the built Storybook (shots.ts says which, in which theme) against committed baselines. */
export default defineConfig({
  testDir: '.',
  testMatch: ['visual.spec.ts', 'served.spec.ts', 'harness.spec.ts'],
  fullyParallel: true,
  // Three pages on two cores: a shot waits on the story's play function and timers as much as on the CPU
  // (482 component shots: 2 workers 158 s, 3 workers 125 s, 4 workers 125 s).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 30_000,
  reporter: [['dot']],
  outputDir: '../../test-results/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    toMatchSnapshot: { maxDiffPixels },
  },
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    launchOptions: { executablePath: chromiumPath(), args: [...chromiumArgs, ...deterministicRendering] },
  },
  webServer: [
    {
      command: 'node --import tsx e2e/visual/serve.ts',
      cwd: join(import.meta.dirname, '..', '..'),
      url: `http://localhost:${port}/index.json`,
      reuseExistingServer: false,
      env: { VISUAL_PORT: String(port) },
      timeout: 30_000,
    },
    {
      // our own server, serving the same build at /storybook as reviewers open it (served.spec.ts)
      command: 'node --import tsx server/main.ts',
      cwd: join(import.meta.dirname, '..', '..'),
      url: `http://localhost:${port + 1}/storybook/index.json`,
      reuseExistingServer: false,
      env: {
        PORT: String(port + 1),
        DATA_DIR: join(tmpdir(), `skylink-visual-${process.pid}`),
        SERVE_STORYBOOK: 'true',
        SANDBOX_APPROVAL_DELAY_MS: '0',
      },
      timeout: 90_000,
    },
  ],
});
