/**
 * Writes storybook-static/visual-fixed-themes.json: for each story that fixes its theme
 * (`parameters.theme` or story-level `globals.theme`), that theme. Storybook's preview computes
 * the parameters (preview, meta and story merged), so this reads them from the built preview
 * instead of parsing story files. Run by shots.ts when the cache is older than the build.
 */
import { statSync, writeFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';
import { staticDir, type Theme, type ThemesCache, themesCache } from './shots.ts';

const origin = 'http://storybook.invalid';
const indexMtimeMs = statSync(join(staticDir, 'index.json')).mtimeMs;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const page = await browser.newPage();
  // Serve the build from disk: no port to pick, nothing to start or stop.
  await page.route(`${origin}/**`, async (route) => {
    const path = normalize(join(staticDir, decodeURIComponent(new URL(route.request().url()).pathname)));
    if (!path.startsWith(staticDir)) return route.fulfill({ status: 403 });
    try {
      return await route.fulfill({ path: statSync(path).isDirectory() ? join(path, 'index.html') : path });
    } catch {
      return route.fulfill({ status: 404 });
    }
  });
  await page.goto(`${origin}/iframe.html`);
  await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window, undefined, { timeout: 30_000 });
  const fixed = await page.evaluate(async () => {
    type Extracted = Record<string, { parameters?: { theme?: unknown }; storyGlobals?: { theme?: unknown } }>;
    const preview = (
      window as unknown as { __STORYBOOK_PREVIEW__: { ready(): Promise<void>; extract(): Promise<Extracted> } }
    ).__STORYBOOK_PREVIEW__;
    await preview.ready();
    const stories = await preview.extract();
    const out: Record<string, string> = {};
    for (const [id, story] of Object.entries(stories)) {
      // Same precedence as the theme decorator: the parameter, then the story's own global.
      const theme = story.parameters?.theme ?? story.storyGlobals?.theme;
      if (theme === 'light' || theme === 'dark') out[id] = theme;
    }
    return out;
  });
  const cache: ThemesCache = { indexMtimeMs, fixed: fixed as Record<string, Theme> };
  writeFileSync(themesCache, `${JSON.stringify(cache, null, 2)}\n`);
} finally {
  await browser.close();
}
