import { test as base, expect, type Page } from '@playwright/test';
import { plannedShots } from './shots.ts';

const MOBILE = /mobile|small screen|360/i;

/**
 * Every story renders at this moment: Date.now() and new Date() are frozen (timers keep running), so
 * a date computed from "today" (coverage install dates, CSV names, "expires in") is the same on every
 * run and every day.
 */
export const FROZEN_TIME = new Date('2026-11-21T09:30:00Z');

/**
 * Space kept around the story's content in a clipped shot: focus rings (2 px outline at a 2 px
 * offset), shadows and glyphs that paint outside their element's box.
 */
const MARGIN = 16;

/** How long the story's DOM must stay unchanged before the shot (see waitForStory). */
const QUIET_MS = 60;

/**
 * One page per worker: the Storybook preview bundle is loaded and cached once, and each test
 * navigates the same page to its story (a fresh page per test cost ~1 s of module loading).
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
      await context.clock.setFixedTime(FROZEN_TIME);
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const FINAL_PHASES = ['finished', 'completed', 'errored', 'aborted'];

/** The phase of the story's render now (undefined before Storybook has one). */
function currentPhase(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders: { phase?: string }[] } }).__STORYBOOK_PREVIEW__
        ?.storyRenders?.[0]?.phase,
  );
}

/**
 * Wait until Storybook has rendered the story and run its play function, and the page is still; returns the
 * render phase. If the render started again meanwhile (a shot once showed a play function a step before its
 * end although the phase had read 'completed'), wait for that run too, up to three times.
 */
async function waitForStory(page: Page): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const phase = await waitForStoryOnce(page);
    const now = await currentPhase(page);
    if ((now !== undefined && FINAL_PHASES.includes(now)) || attempt === 3) return now ?? phase;
  }
}

async function waitForStoryOnce(page: Page): Promise<string> {
  const phase = await page.waitForFunction(
    () => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders: { phase?: string }[] } })
        .__STORYBOOK_PREVIEW__;
      const phase = preview?.storyRenders?.[0]?.phase;
      return (phase === 'finished' || phase === 'completed' || phase === 'errored' || phase === 'aborted') && phase;
    },
    undefined,
    { timeout: 20_000 },
  );
  // Images load lazily by default (Image component): load them all now, not while the shot is taken.
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
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
  // Wait until the page is still: no change to the DOM (a focus ring React Aria sets on the render
  // after focus, a late re-measure) for QUIET_MS, at most 2 s. A shot taken one render early showed
  // a keyboard-focused tab panel without its ring in one run and with it in the next.
  await page.evaluate(
    (quietMs) =>
      new Promise<void>((done) => {
        let timer = setTimeout(finish, quietMs);
        const limit = setTimeout(finish, 2_000);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(finish, quietMs);
        });
        function finish() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(limit);
          requestAnimationFrame(() => done());
        }
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    QUIET_MS,
  );
  return (await phase.jsonValue()) as string;
}

interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The part of the page the story paints: the union of the boxes of everything visible inside
 * #storybook-root, plus MARGIN, in page coordinates. `undefined` (shoot the whole page) when the
 * story shows something outside the root: overlays portalled to <body> (modals, popovers, menus,
 * toasts, loading overlays), or when nothing inside the root is visible.
 */
function storyClip(page: Page): Promise<Clip | undefined> {
  return page.evaluate((margin) => {
    const root = document.getElementById('storybook-root');
    if (!root) return undefined;
    // What the shot will show (Playwright's `animations: 'disabled'`): finite animations at their end,
    // infinite ones (spinners) at their start. Measured mid-rotation, a spinner's box changed size.
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY) animation.cancel();
      else animation.finish();
    }
    // Visible: rendered, at least 2x2 px (a visually hidden element is 1x1 with a clip), and not inside
    // such a 1x1 clipping box (react-aria's live announcer, VisuallyHidden).
    const hiddenBoxes = new WeakMap<Element, boolean>();
    const insideHiddenBox = (el: Element | null): boolean => {
      if (!el || el === document.body) return false;
      const known = hiddenBoxes.get(el);
      if (known !== undefined) return known;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const hidden =
        (r.width < 2 || r.height < 2) && style.overflow !== 'visible' ? true : insideHiddenBox(el.parentElement);
      hiddenBoxes.set(el, hidden);
      return hidden;
    };
    const visibleBox = (el: Element): DOMRect | undefined => {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) return undefined;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return undefined;
      return insideHiddenBox(el.parentElement) ? undefined : r;
    };
    const storybookOwn = (el: Element) =>
      el === root ||
      el.id === 'storybook-docs' ||
      el.classList.contains('sb-wrapper') ||
      ['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT'].includes(el.tagName);
    for (const el of document.body.children) {
      if (storybookOwn(el)) continue;
      if (visibleBox(el) || [...el.querySelectorAll('*')].some((child) => visibleBox(child))) return undefined;
    }
    let left = Number.POSITIVE_INFINITY;
    let top = Number.POSITIVE_INFINITY;
    let right = Number.NEGATIVE_INFINITY;
    let bottom = Number.NEGATIVE_INFINITY;
    const add = (r: DOMRect) => {
      left = Math.min(left, r.left);
      top = Math.min(top, r.top);
      right = Math.max(right, r.right);
      bottom = Math.max(bottom, r.bottom);
    };
    for (const el of root.querySelectorAll('*')) {
      const r = visibleBox(el);
      if (r) add(r);
    }
    // Text directly inside the root (a story that renders a string).
    const text = document.createRange();
    text.selectNodeContents(root);
    for (const r of text.getClientRects()) if (r.width >= 2 && r.height >= 2) add(r);
    if (!(right > left && bottom > top)) return undefined;
    const pageWidth = document.documentElement.scrollWidth;
    const pageHeight = document.documentElement.scrollHeight;
    const x = Math.max(0, Math.floor(left + window.scrollX - margin));
    const y = Math.max(0, Math.floor(top + window.scrollY - margin));
    return {
      x,
      y,
      width: Math.min(pageWidth, Math.ceil(right + window.scrollX + margin)) - x,
      height: Math.min(pageHeight, Math.ceil(bottom + window.scrollY + margin)) - y,
    };
  }, MARGIN);
}

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
    const phase = await waitForStory(page);
    // A play function that failed leaves the story part-way (an error still on screen, half the text
    // typed): never compare or keep such a picture as a baseline. The story tests say why it failed.
    if (phase !== 'finished' && phase !== 'completed') {
      throw new Error(`${story.id}: the story's render or play function ${phase}; see npm run test:stories`);
    }
    const clip = await storyClip(page);
    test.info().annotations.push({ type: 'shot', description: clip ? `clip ${clip.width}x${clip.height}` : 'page' });
    const shot = await page.screenshot({ fullPage: true, clip, animations: 'disabled', caret: 'hide', scale: 'css' });
    expect(shot).toMatchSnapshot(file);
  });
}
