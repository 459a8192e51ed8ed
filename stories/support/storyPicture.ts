/**
 * Every story's picture, taken in the same browser run that renders the story, runs its play function and
 * axe (`npm run test:stories`): after the story's test has passed, the part of the page it paints is
 * compared with its baseline in `__screenshots__/<stories file>/<story>.png` beside the stories file
 * (Vitest's `toMatchScreenshot`; the tolerance is in vitest.config.ts). A story tagged `no-visual` is not
 * shot; a story that failed is not shot either (its failure says why, and no picture of a story caught
 * part-way is ever compared or kept).
 *
 * Every story renders at one moment: `Date` is frozen at FROZEN_TIME (timers keep running), so a date
 * computed from "today" (install dates, CSV names, "expires in") is the same on every run and every day.
 */
import { afterEach, beforeEach, expect, type TestContext, vi } from 'vitest';
import { commands, page } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** The page's own size around the story's frame (vitest.config.ts); no size: its usual size. */
    pageSize(width?: number, height?: number): Promise<void>;
    /** The pointer outside the story's frame, so nothing in the picture is hovered. */
    pointerAway(): Promise<void>;
  }
}

export const FROZEN_TIME = new Date('2026-11-21T09:30:00Z');

/**
 * Space kept around the story's content: focus rings (2 px outline at a 2 px offset), shadows and glyphs
 * that paint outside their element's box.
 */
const MARGIN = 16;

/** The element whose box is the picture's frame (added after the story has run, removed after the shot). */
const FRAME_ID = 'story-picture-frame';

/**
 * Hidden in every picture: what the browser draws of its own and our design does not choose, which changes
 * between Chromium releases (a textarea's resize grip is drawn differently by Chromium 150 and later ones).
 */
const BROWSER_DRAWN = 'textarea { resize: none !important; }';

interface StoryTask {
  meta: { storyId?: string; picture?: string };
  result?: { state?: string; errors?: unknown[] };
}

/**
 * The errors a story's test had before this attempt began: a retry keeps the failed attempt's errors on the
 * task, and only this attempt's own decide whether its picture is shot (a picture that fails, fails again on
 * its retry and the run names it, instead of a retry that passed without a picture).
 */
const errorsBefore = new WeakMap<object, number>();

beforeEach((context) => {
  errorsBefore.set(context.task, (context.task as unknown as StoryTask).result?.errors?.length ?? 0);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(FROZEN_TIME);
});

afterEach(async (context: TestContext & { story?: { tags: string[] } }) => {
  vi.useRealTimers();
  const task = context.task as unknown as StoryTask;
  const storyId = task.meta.storyId;
  if (!storyId || context.story?.tags.includes('no-visual')) return;
  if ((task.result?.errors?.length ?? 0) > (errorsBefore.get(context.task) ?? 0)) return;
  // the story's export name, as its id spells it: unique within its stories file
  const name = storyId.slice(storyId.indexOf('--') + 2);
  task.meta.picture = name;
  await commands.pointerAway();
  await settle();
  // The story's frame is as tall as its viewport; a page that is taller is drawn whole only in a taller frame,
  // in a page as tall (Vitest scales a frame down to fit its page).
  const height = document.documentElement.scrollHeight;
  const grown = height > window.innerHeight;
  if (grown) {
    await commands.pageSize(Math.max(1290, window.innerWidth + 10), height);
    await page.viewport(window.innerWidth, height);
    await settle();
  }
  const frame = placeFrame();
  try {
    // A picture is taken until two in a row are the same (at most `timeout`), then compared once; a tall page on
    // a loaded machine takes seconds per picture.
    await expect.element(page.elementLocator(frame), { timeout: 15_000 }).toMatchScreenshot(name, {
      screenshotOptions: { style: BROWSER_DRAWN },
      timeout: 10_000,
    });
  } finally {
    frame.remove();
    // the next story sets its own frame size; the page goes back to its usual size
    if (grown) await commands.pageSize();
  }
});

/**
 * Wait for what the story still loads or plays: images (lazy ones loaded now), fonts, overlays closing
 * (`data-exiting`), then two frames so overlays re-measure once layout has settled.
 */
async function settle() {
  const images = [...document.images];
  for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
  await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  await document.fonts.ready;
  await vi.waitFor(
    () => {
      if (document.querySelector('[data-exiting]')) throw new Error('an overlay is still closing');
    },
    { timeout: 5_000 },
  );
  // What the picture will show (`animations: 'disabled'`): finite animations at their end, infinite ones
  // (spinners) at their start. Measured mid-rotation, a spinner's box changed size.
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY) animation.cancel();
    else animation.finish();
  }
  await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
}

/**
 * A transparent element over the part of the page the story paints: the union of the boxes of everything
 * visible inside the story's root, plus MARGIN; the whole page when the story shows something outside the
 * root (overlays portalled to <body>: modals, popovers, menus, toasts) or nothing visible inside it.
 */
function placeFrame(): HTMLElement {
  const box = paintedBox();
  const frame = document.createElement('div');
  frame.id = FRAME_ID;
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, {
    position: 'absolute',
    left: `${box.x}px`,
    top: `${box.y}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
    pointerEvents: 'none',
    background: 'transparent',
  });
  document.body.append(frame);
  return frame;
}

/**
 * The element the story renders into: the portable story's container, a bare <div> the test appends to <body>
 * before the story renders (so before any portal of the story), and removes before the next story.
 */
function storyRoot(): Element | undefined {
  return [...document.body.children].find(
    (el) => el.tagName === 'DIV' && !el.id && !el.getAttribute('class') && el.attributes.length === 0,
  );
}

function paintedBox(): { x: number; y: number; width: number; height: number } {
  const pageWidth = document.documentElement.scrollWidth;
  const pageHeight = document.documentElement.scrollHeight;
  const whole = { x: 0, y: 0, width: pageWidth, height: pageHeight };
  const root = storyRoot();
  if (!root) return whole;
  // Visible: rendered, at least 2x2 px (a visually hidden element is 1x1 with a clip), and not inside such a
  // 1x1 clipping box (react-aria's live announcer, VisuallyHidden).
  const hiddenBoxes = new WeakMap<Element, boolean>();
  const insideHiddenBox = (el: Element | null): boolean => {
    if (!el || el === document.body) return false;
    const known = hiddenBoxes.get(el);
    if (known !== undefined) return known;
    const r = el.getBoundingClientRect();
    const hidden =
      (r.width < 2 || r.height < 2) && getComputedStyle(el).overflow !== 'visible'
        ? true
        : insideHiddenBox(el.parentElement);
    hiddenBoxes.set(el, hidden);
    return hidden;
  };
  const visibleBox = (el: Element): DOMRect | undefined => {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return undefined;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return undefined;
    return insideHiddenBox(el.parentElement) ? undefined : r;
  };
  const notPainted = (el: Element) =>
    el === root ||
    el.id === FRAME_ID ||
    el.classList.contains('sb-wrapper') ||
    el.id === 'storybook-a11y-vision-filters' ||
    el.hasAttribute('data-live-announcer') ||
    ['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT'].includes(el.tagName);
  for (const el of document.body.children) {
    if (notPainted(el)) continue;
    if (visibleBox(el) || [...el.querySelectorAll('*')].some((child) => visibleBox(child))) return whole;
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
  // text directly inside the root (a story that renders a string)
  const text = document.createRange();
  text.selectNodeContents(root);
  for (const r of text.getClientRects()) if (r.width >= 2 && r.height >= 2) add(r);
  if (!(right > left && bottom > top)) return whole;
  const x = Math.max(0, Math.floor(left + window.scrollX - MARGIN));
  const y = Math.max(0, Math.floor(top + window.scrollY - MARGIN));
  return {
    x,
    y,
    width: Math.min(pageWidth, Math.ceil(right + window.scrollX + MARGIN)) - x,
    height: Math.min(pageHeight, Math.ceil(bottom + window.scrollY + MARGIN)) - y,
  };
}
