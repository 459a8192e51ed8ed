import { test as base, expect, type Page } from '@playwright/test';
import { shootStory } from './shootStory.ts';
import { plannedShots } from './shots.ts';
import { recordRenderPhases } from './storyRecord.ts';

const MOBILE = /mobile|small screen|360/i;

/**
 * Every story renders at this moment: Date.now() and new Date() are frozen (timers keep running), so
 * a date computed from "today" (coverage install dates, CSV names, "expires in") is the same on every
 * run and every day.
 */
export const FROZEN_TIME = new Date('2026-11-21T09:30:00Z');

/**
 * One page per worker: the Storybook preview bundle is loaded and cached once, and each test
 * navigates the same page to its story (a fresh page per test cost ~1 s of module loading).
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
      await context.clock.setFixedTime(FROZEN_TIME);
      await context.addInitScript(recordRenderPhases);
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

// Each story once, in the themes shots.ts plans for it.
for (const { story, theme, file } of plannedShots({ all: Boolean(process.env.VISUAL_ALL_SHOTS) })) {
  test(`${story.title} / ${story.name} (${theme})`, async ({ storyPage: page }) => {
    const mobile = MOBILE.test(`${story.name} ${story.id}`);
    await page.setViewportSize(mobile ? { width: 360, height: 740 } : { width: 1280, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
    // `a11y.manual`: the addon's axe run after every story is the story tests' job (npm run
    // test:stories); here it only cost ~150 ms of CPU per screen before the shot.
    // No real mouse event once the story has run: a pointermove switches React Aria's focus modality
    // to pointer, and whether the keyboard focus ring a play function left is then redrawn before the
    // shot was a race. Nothing moves the mouse onto the story, so nothing is hovered either.
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`);
    const shot = await shootStory(page, story.id);
    expect(shot).toMatchSnapshot(file);
  });
}
