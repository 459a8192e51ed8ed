import { test as base, expect, type Page } from '@playwright/test';
import { plannedShots } from './shots.ts';

const MOBILE = /mobile|small screen|360/i;

/**
 * One page per worker: the Storybook preview bundle is loaded and cached once, and each test
 * navigates the same page to its story (a fresh page per test cost ~1 s of module loading).
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

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
  // Overlays closed by a play function may still be playing their exit animation.
  await page.waitForFunction(() => !document.querySelector('[data-exiting]'), undefined, { timeout: 5_000 });
  // Let overlays (menus, popovers) re-measure now that layout and fonts have settled.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        window.dispatchEvent(new Event('resize'));
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
  );
}

// Each story in light and dark, or only in the theme it fixes (see shots.ts).
for (const { story, theme, file } of plannedShots()) {
  test(`${story.title} / ${story.name} (${theme})`, async ({ storyPage: page }) => {
    const mobile = MOBILE.test(`${story.name} ${story.id}`);
    await page.setViewportSize(mobile ? { width: 360, height: 740 } : { width: 1280, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
    // `a11y.manual`: the addon's axe run after every story is the story tests' job (npm run
    // test:stories); here it only cost ~150 ms of CPU per screen before the shot.
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`);
    await waitForStory(page);
    await page.mouse.move(0, 0);
    const shot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
    expect(shot).toMatchSnapshot(file);
  });
}
