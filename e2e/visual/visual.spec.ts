import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'storybook-static', 'index.json'), 'utf8'),
) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'));
const MOBILE = /mobile|small screen|360/i;

/** Wait until Storybook has rendered the story and run its play function. */
async function waitForStory(page: Page) {
  await page.waitForFunction(
    () => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders: { phase?: string }[] } })
        .__STORYBOOK_PREVIEW__;
      const phase = preview?.storyRenders?.[0]?.phase;
      return phase === 'finished' || phase === 'completed' || phase === 'errored' || phase === 'aborted';
    },
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready);
}

for (const story of stories) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${story.title} / ${story.name} (${theme})`, async ({ page }) => {
      if (MOBILE.test(`${story.name} ${story.id}`)) await page.setViewportSize({ width: 360, height: 740 });
      await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
      await waitForStory(page);
      await page.mouse.move(0, 0);
      await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true });
    });
  }
}
