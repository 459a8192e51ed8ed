import type { Locator, Page } from '@playwright/test';

/** Open the header's notification bell (tapped on a phone, clicked elsewhere): its dropdown dialog. */
export async function openBell(page: Page, how: 'click' | 'tap' = 'click'): Promise<Locator> {
  const button = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await (how === 'tap' ? button.tap() : button.click());
  return page.getByRole('dialog', { name: 'Notifications' });
}
