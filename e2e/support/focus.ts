import { expect, type Page } from '@playwright/test';

/**
 * Focus is on what changed, and the customer can see it: the focused element contains `text`, lies
 * wholly in the viewport, and is not covered (by the sticky header, a banner) at its top-left corner.
 */
export async function expectFocusShown(page: Page, text: string | RegExp) {
  const focused = page.locator(':focus');
  await expect(focused).toContainText(text);
  await expect(focused).toBeInViewport({ ratio: 1 });
  await expect
    .poll(() =>
      focused.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(box.left + 4, box.top + 4));
      }),
    )
    .toBe(true);
}
