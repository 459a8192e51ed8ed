import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Page } from 'playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import type { BrowserCommandContext } from 'vitest/node';
import { pictureChromiumArgs, pictureChromiumEnv, pictureChromiumPath } from './scripts/chromium.ts';
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
  // the operator's command on its own PGlite (DATA_DIR), read by the test on that same folder
  'tests/server/features/auth/admin-create.test.ts',
  'tests/server/features/auth/jwt.test.ts',
  'tests/server/features/auth/mail-config.test.ts',
  'tests/server/sandbox/browser.test.ts',
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
/**
 * How a story's picture is compared with its baseline (`__screenshots__/<stories file>/<story>.png` beside the
 * stories file). Pixelmatch counts a pixel when its colour differs by more than `threshold` (0.1 of the
 * largest difference, in YIQ: about 10 % of luminance) and it is not an anti-aliased edge pixel
 * (`includeAA: false`), so the glyph and curve edges a new Chromium rasterises differently are not counted,
 * and a layout shift, a colour, or a missing part are: a checkbox's tick removed, a badge's padding 2 px
 * larger, a button label's colour token swapped and a field's error text removed each fail (docs/development.md).
 * At most MAX_DIFF_PIXELS may differ: a stray pixel, never an element.
 */
const MAX_DIFF_PIXELS = 2;
/** The page around the story's frame: Vitest scales the frame down to fit it (see contextOptions). */
/** 10 px wider than the widest story frame (1280): the pointer rests there, outside every story (commands.pointerAway). */
const PAGE = { width: 1290, height: 1024 };
interface PicturePath {
  arg: string;
  ext: string;
  root: string;
  testFileDirectory: string;
  testFileName: string;
}
const storyPictures = {
  comparatorName: 'pixelmatch',
  comparatorOptions: { threshold: 0.1, includeAA: false, allowedMismatchedPixels: MAX_DIFF_PIXELS },
  screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
  resolveScreenshotPath: ({ arg, ext, root: at, testFileDirectory, testFileName }: PicturePath) =>
    path.join(at, testFileDirectory, '__screenshots__', testFileName, `${arg}${ext}`),
  resolveDiffPath: ({ arg, ext, root: at, testFileDirectory, testFileName }: PicturePath) =>
    path.join(at, 'test-results', 'stories', testFileDirectory, testFileName, `${arg}${ext}`),
} as const;

const wantsStories = process.argv.includes('storybook') || !process.argv.includes('--project');

export default defineConfig({
  test: {
    // Vitest's own summary, then the passing tests by kind and any that passed only on a retry, and picture
    // baselines no story takes any more.
    reporters: ['default', './tests/support/layerReporter.ts', './tests/support/pictureReporter.ts'],
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
          // each story's picture after its play function and axe, in the same run (stories/support/storyPicture.ts)
          setupFiles: ['stories/support/storyPicture.ts'],
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
              // the pinned Chromium (scripts/chromium.ts): a Debian update cannot change how a story is drawn
              launchOptions: wantsStories
                ? { executablePath: pictureChromiumPath(), args: pictureChromiumArgs, env: pictureChromiumEnv() }
                : {},
              // Reduced motion: every duration is 0 ms (theme.css.ts), so a play function never races a modal's
              // entering animation on a loaded machine. The page holds the story's frame at the story's viewport
              // (1200x900 by default, the tablet's 768x1024), unscaled only if the page is at least that large: a
              // 1280x720 page drew every story at 0.8 of its size. For a whole page's picture the page and then
              // the frame grow to the story's height (commands.pageSize).
              contextOptions: { reducedMotion: 'reduce', viewport: PAGE, deviceScaleFactor: 1 },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
            expect: { toMatchScreenshot: storyPictures },
            commands: {
              /** The page's own size (the story's frame is sized by `page.viewport`); no size: back to PAGE. */
              pageSize: async (context: BrowserCommandContext & { page: Page }, width?: number, height?: number) => {
                await context.page.setViewportSize(width && height ? { width, height } : PAGE);
              },
              /**
               * The pointer to the page's right edge, outside the story's frame: what a play function hovered (or
               * the story before it left under the pointer) is not hovered in its picture. Leaving the frame sends
               * the story no pointermove, so React Aria keeps a keyboard focus ring the play function left.
               */
              pointerAway: async (context: BrowserCommandContext & { page: Page }) => {
                await context.page.mouse.move(PAGE.width - 1, 0);
              },
            },
          },
        },
      },
    ],
  },
});
