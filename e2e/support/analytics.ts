import type { Page } from '@playwright/test';
import { ANALYTICS_FLUSH_MS } from '../../src/services/analytics';

/**
 * An analytics batch leaves ANALYTICS_FLUSH_MS (5 s, src/services/analytics.ts) after its first event. A
 * journey that checks what leaves, or that nothing does, moves that time on with Playwright's clock instead
 * of sleeping through it:
 *
 *   await driveAnalyticsClock(page);   // before the first navigation
 *   ...
 *   await passAnalyticsFlush(page);    // the page's analytics has run, and a batch it queued has left
 *
 * The clock is moved only once the analytics wrapper runs on the page in view (it loads after mount): the page
 * marks when the wrapper starts, by the `pagehide` listener it is the only one to add (app/analyticsSetup.ts).
 * Whether it records anything or not (no consent, Do Not Track), a batch recorded on that page has then had
 * its chance to leave.
 */
export async function driveAnalyticsClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.addInitScript(() => {
    const add = window.addEventListener;
    const marked = window as unknown as { __e2eAnalyticsStarted?: boolean };
    window.addEventListener = function (this: Window, ...args: Parameters<Window['addEventListener']>) {
      if (args[0] === 'pagehide') marked.__e2eAnalyticsStarted = true;
      return add.apply(this, args);
    } as Window['addEventListener'];
  });
}

/** Waits until the analytics wrapper runs on the page in view, then moves the clock past one flush. */
export async function passAnalyticsFlush(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __e2eAnalyticsStarted?: boolean }).__e2eAnalyticsStarted);
  // the page view it records on start comes from a React effect a frame or two later
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page.clock.runFor(ANALYTICS_FLUSH_MS + 1_000);
}
