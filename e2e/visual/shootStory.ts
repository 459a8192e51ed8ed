/**
 * How the visual suite waits for a story and shoots it: Storybook's render phases, a page that must be
 * still, what the story paints (the clip), and a check that the shot shows the state the story completed
 * in. Used by visual.spec.ts; what it reads of the page is recorded by storyRecord.ts, installed in each page
 * before Storybook runs.
 */
import { type Page, test } from '@playwright/test';
import { settledPhase, storyState } from './storyRecord.ts';

/**
 * Space kept around the story's content in a clipped shot: focus rings (2 px outline at a 2 px
 * offset), shadows and glyphs that paint outside their element's box.
 */
const MARGIN = 16;

/**
 * Hidden in every shot: what the browser draws of its own and our design does not choose, which changes
 * between Chromium releases (a textarea's resize grip is drawn differently by Chromium 150 and later ones).
 */
const BROWSER_DRAWN = 'textarea { resize: none !important; }';

/** How long the story's DOM must stay unchanged before the shot (see waitForStory). */
const QUIET_MS = 60;

/**
 * Wait for the story, check it, and shoot what it paints (storyClip). The picture must be of the state the
 * play function asserted: shots showed the form of a play function a step before its end, its last step
 * undone, although the render phase read 'completed' (one way there: a re-render during the play function,
 * see storyRecord.ts). So the story must be over (waitForStory), and the text and fields of the page must still
 * be what they were when the story completed, and neither a render phase nor any change to the page may
 * come between that check and the end of the shot (a page that changed and changed back is caught too);
 * otherwise the story is waited for and shot again, at most three times, and then
 * the test fails saying what changed (and not with a picture of the wrong state).
 */
export async function shootStory(page: Page, storyId: string): Promise<Buffer> {
  for (let attempt = 1; ; attempt += 1) {
    const phase = await waitForStory(page);
    // A play function that failed leaves the story part-way (an error still on screen, half the text
    // typed): never compare or keep such a picture as a baseline. The story tests say why it failed.
    if (phase !== 'finished' && phase !== 'completed') {
      throw new Error(`${storyId}: the story's render or play function ${phase}; see npm run test:stories`);
    }
    const before = await storyState(page);
    let changed =
      before.completed === undefined
        ? `Storybook never said the story completed with no play function running (phases ${before.phases.join(', ')})`
        : `when the story completed it said ${JSON.stringify(before.completed)}, now ${JSON.stringify(before.now)}`;
    if (before.completed !== undefined && before.completed === before.now) {
      const clip = await storyClip(page);
      const shot = await page.screenshot({
        fullPage: true,
        clip,
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
        style: BROWSER_DRAWN,
      });
      const after = await storyState(page);
      if (
        after.phases.length === before.phases.length &&
        after.changes === before.changes &&
        after.now === before.now
      ) {
        const description = clip ? `clip ${clip.width}x${clip.height}` : 'page';
        test.info().annotations.push({ type: 'shot', description });
        return shot;
      }
      changed = `during the shot: render phases ${before.phases.join(', ')} became ${after.phases.join(', ')}; the page changed ${after.changes - before.changes} times; the story said ${JSON.stringify(before.now)}, then ${JSON.stringify(after.now)}`;
    }
    test.info().annotations.push({ type: 'shot taken again', description: changed });
    // in the run's output too: a retake that then passes is rare, and how it came about is worth reading
    console.info(`${storyId}: shot ${attempt} not kept: ${changed}`);
    if (attempt === 3)
      throw new Error(`${storyId}: the story did not stay in the state its play function left (${changed})`);
  }
}

/**
 * Wait until Storybook has rendered the story and run its play function, and the page is still; returns the
 * render phase. If the render started again meanwhile, wait for that run too, up to three times.
 */
async function waitForStory(page: Page): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const phase = await waitForStoryOnce(page);
    const now = await settledPhase(page);
    if (now !== undefined || attempt === 3) return now ?? phase;
  }
}

async function waitForStoryOnce(page: Page): Promise<string> {
  const phase = await page.waitForFunction(
    () => (window as unknown as { __settledPhase: () => string | undefined }).__settledPhase(),
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
