/**
 * What each page of the visual suite records about its story, for shootStory: `recordRenderPhases` runs in
 * the page before Storybook; `storyState` and `settledPhase` read what it recorded.
 */
import type { Page } from '@playwright/test';

/**
 * Runs in every page before Storybook. Every render phase the preview announces on its channel is
 * appended to `window.__renderPhases` ("rendering", "playing", "completed"...), and when Storybook calls
 * the story complete (its play function and the animations it started have ended) what the story then
 * says is kept in `window.__completedText`: the text of the story's root and the value of every field in
 * the page. shootStory compares both with the page it is about to shoot.
 *
 * `window.__openPlays` counts the play functions still running. Storybook re-renders a story at once when
 * something asks for it while its play function runs (a globals or args update, a forced re-render): that
 * render goes through 'completed' and 'finished' on the same story render, so the phase reads final while
 * the play function is half-way. Its completion is not the story's: a shot taken then showed the form of a
 * play function one step before its end. Only a completion with no play function running counts.
 */
export function recordRenderPhases() {
  const log: string[] = [];
  let openPlays = 0;
  const hooked = new WeakSet<object>();
  const storyText = () => {
    const root = document.getElementById('storybook-root');
    const fields = [
      ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
        'input, textarea, select',
      ),
    ];
    const fieldValue = (f: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) =>
      f instanceof HTMLInputElement && (f.type === 'checkbox' || f.type === 'radio') ? String(f.checked) : f.value;
    return `${root?.textContent ?? ''}\n--fields: ${fields.map(fieldValue).join(' | ')}`;
  };
  let channel: { on: (event: string, listener: (e: { newPhase: string }) => void) => void } | undefined;
  // The story's render phase once it is over (final, and no play function running), else undefined.
  const settledPhase = () => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders: { phase?: string }[] } })
      .__STORYBOOK_PREVIEW__;
    const phase = preview?.storyRenders?.[0]?.phase;
    return phase && ['finished', 'completed', 'errored', 'aborted'].includes(phase) && openPlays === 0
      ? phase
      : undefined;
  };
  // Nodes added, removed or re-texted in the page's body since it loaded (not attributes: a shot hides the
  // caret through the fields' style). A story that changes and changes back says the same text again.
  let domChanges = 0;
  new MutationObserver((records) => {
    for (const r of records) if (document.body?.contains(r.target)) domChanges += 1;
  }).observe(document, { subtree: true, childList: true, characterData: true });
  Object.assign(window, {
    __renderPhases: log,
    __storyText: storyText,
    __settledPhase: settledPhase,
    __domChanges: () => domChanges,
  });
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next) => {
      channel = next;
      if (next && !hooked.has(next)) {
        hooked.add(next);
        next.on('storyRenderPhaseChanged', (e: { newPhase: string }) => {
          log.push(`${e.newPhase}@${Math.round(performance.now())}`);
          if (e.newPhase === 'playing') openPlays += 1;
          else if (['played', 'errored', 'aborted'].includes(e.newPhase)) openPlays = Math.max(0, openPlays - 1);
          if (e.newPhase === 'completed' && openPlays === 0) Object.assign(window, { __completedText: storyText() });
        });
      }
    },
  });
}

export interface StoryState {
  /** the render phases announced so far */
  phases: string[];
  /** what the story said when Storybook called it complete */
  completed?: string;
  /** what it says now */
  now: string;
  /** how many changes the page's body has seen (recordRenderPhases) */
  changes: number;
}

export function storyState(page: Page): Promise<StoryState> {
  return page.evaluate(() => {
    const w = window as unknown as {
      __renderPhases?: string[];
      __completedText?: string;
      __storyText: () => string;
      __domChanges: () => number;
    };
    return {
      phases: [...(w.__renderPhases ?? [])],
      completed: w.__completedText,
      now: w.__storyText(),
      changes: w.__domChanges(),
    };
  });
}

/** The story's render phase if it is over (see recordRenderPhases' settledPhase), else undefined. */
export function settledPhase(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { __settledPhase: () => string | undefined }).__settledPhase());
}
