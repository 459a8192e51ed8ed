import type { Page } from '@playwright/test';
import { ANALYTICS_FLUSH_MS } from '../../src/services/analytics';

/**
 * Analytics batches leave every ANALYTICS_FLUSH_MS (5 s, src/services/analytics.ts). A journey that checks
 * what leaves, or that nothing does, moves that interval on with Playwright's clock instead of sleeping
 * through it:
 *
 *   await driveAnalyticsClock(page);   // before the first navigation
 *   ...
 *   await passAnalyticsFlush(page);    // the page's flush timer has run past its interval
 *
 * The flush timer is the app's only setInterval (app/analyticsSetup.ts). The page marks when it starts, so
 * the clock is moved only once the analytics wrapper runs on the page in view (it loads after mount): a
 * batch recorded on that page has then had its chance to leave.
 */
export async function driveAnalyticsClock(page: Page): Promise<void> {
  await page.clock.install();
  // added after the clock: wraps the clock's setInterval on every new document
  await page.addInitScript((flushMs) => {
    const every = window.setInterval;
    const marked = window as unknown as { __e2eFlushTimers?: number };
    window.setInterval = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
      if (timeout === flushMs) marked.__e2eFlushTimers = (marked.__e2eFlushTimers ?? 0) + 1;
      return every(handler, timeout, ...rest);
    }) as typeof window.setInterval;
  }, ANALYTICS_FLUSH_MS);
}

/** Waits until the page in view runs the analytics flush timer, then moves the clock past one interval. */
export async function passAnalyticsFlush(page: Page): Promise<void> {
  await page.waitForFunction(() => ((window as unknown as { __e2eFlushTimers?: number }).__e2eFlushTimers ?? 0) > 0);
  await page.clock.runFor(ANALYTICS_FLUSH_MS + 1_000);
}
