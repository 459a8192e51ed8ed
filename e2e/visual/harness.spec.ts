/**
 * The visual suite's harness (shootStory.ts) against a stand-in for Storybook's preview: a page that
 * announces render phases on a channel as Storybook does, with timings a real story only has now and
 * then (a re-render during the play function, a story that changes after it completed).
 */
import { expect, type Page, test } from '@playwright/test';
import { shootStory } from './shootStory.ts';
import { recordRenderPhases } from './storyRecord.ts';

const ORIGIN = 'http://harness.test';

/** A page with Storybook's globals: `script` drives it through `phase(name)` and `say(text)`. */
function storyPage(script: string) {
  return `<!doctype html><html lang="en"><head><title>harness</title></head><body>
<div id="storybook-root"><p id="text" style="font: 16px sans-serif; margin: 24px">Step 1: rendered</p></div>
<script>
  const listeners = [];
  window.__STORYBOOK_ADDONS_CHANNEL__ = {
    on: (event, listener) => { if (event === 'storyRenderPhaseChanged') listeners.push(listener); },
  };
  const render = { phase: 'preparing' };
  window.__STORYBOOK_PREVIEW__ = { storyRenders: [render] };
  const phase = (...names) => {
    for (const name of names) {
      render.phase = name;
      for (const listener of listeners) listener({ newPhase: name });
    }
  };
  const say = (text) => { document.getElementById('text').textContent = text; };
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  (async () => { ${script} })();
</script></body></html>`;
}

async function open(page: Page, script: string) {
  await page.context().addInitScript(recordRenderPhases);
  await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: storyPage(script) }));
  await page.goto(`${ORIGIN}/iframe.html`);
}

const text = (page: Page) => page.locator('#text').textContent();

/** shootStory prints each retake; in these tests the retakes are the point, not news for the run's output. */
async function withoutRetakeLines(run: () => Promise<unknown>) {
  const info = console.info;
  console.info = () => undefined;
  try {
    await run();
  } finally {
    console.info = info;
  }
}

test('a re-render that completes while the play function runs is not the story’s end: the shot waits for the play function', async ({
  page,
}) => {
  await open(
    page,
    `phase('loading', 'rendering', 'playing');
     await wait(30);
     say('Step 2: half-way');
     // asked for while the play function runs, Storybook runs a re-render to 'finished' at once
     phase('loading', 'rendering', 'completing', 'completed', 'afterEach', 'finished');
     await wait(1500);
     say('Step 3: the end');
     phase('played', 'completing', 'completed', 'afterEach', 'finished');`,
  );
  const shot = await shootStory(page, 'harness--rerender-while-playing');
  expect(await text(page)).toBe('Step 3: the end');
  // the picture is of that state: the same as a shot taken now
  expect(shot.equals(await shootStory(page, 'harness--rerender-while-playing'))).toBe(true);
});

test('a page that changes and changes back while it is shot is shot again', async ({ page }) => {
  await open(
    page,
    `phase('loading', 'rendering', 'playing');
     say('Step 2: the end');
     phase('played', 'completing', 'completed', 'afterEach', 'finished');
     // the first time the harness measures the story for its shot, the page flickers: same text before and after
     let flickered = false;
     const getAnimations = document.getAnimations.bind(document);
     document.getAnimations = () => {
       if (!flickered) {
         flickered = true;
         say('Step 1: for a moment');
         setTimeout(() => say('Step 2: the end'), 0);
       }
       return getAnimations();
     };`,
  );
  await withoutRetakeLines(() => shootStory(page, 'harness--flickers'));
  const retakes = test.info().annotations.filter((a) => a.type === 'shot taken again');
  expect(retakes.map((a) => a.description)).toEqual([expect.stringMatching(/the page changed 2 times/)]);
  expect(await text(page)).toBe('Step 2: the end');
});

test('a story that changes after it completed fails by name, with no picture', async ({ page }) => {
  await open(
    page,
    `phase('loading', 'rendering', 'playing');
     say('Step 2: the end');
     phase('played', 'completing', 'completed', 'afterEach', 'finished');
     await wait(100);
     say('Step 1: rendered again');`,
  );
  await withoutRetakeLines(() =>
    expect(shootStory(page, 'harness--changes-after-completing')).rejects.toThrow(
      /harness--changes-after-completing: the story did not stay in the state its play function left .*Step 2: the end/,
    ),
  );
});
