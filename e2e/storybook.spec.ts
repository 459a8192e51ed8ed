import { expect, test } from '@playwright/test';

/**
 * Reviewers open the built Storybook from our own server at /storybook (server/http/storybook.ts), under
 * the site's security headers with Storybook's inline scripts allowed by hash: the manager, its preview
 * frame and a story's pictures load with nothing refused and no error. `npm run test:e2e` builds Storybook
 * (`storybook build --test`) before the journeys.
 */

test('the built Storybook works at /storybook on our server, with nothing blocked', async ({ page, baseURL }) => {
  // the manager and its preview load the whole Storybook (several MB) from a server started for this run
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    const favicon = message.location().url.endsWith('/favicon.ico');
    if (message.type() === 'error' && !favicon) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // every answer is checked, except the browser's own favicon probe for the bare preview frame (it asks the
  // origin's /favicon.ico whenever it likes; the site serves one once built, and this stage may run alone)
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && url.pathname !== '/favicon.ico') problems.push(`${response.status()} ${url}`);
  });
  await page.goto(`${baseURL}/storybook`, { waitUntil: 'domcontentloaded' });
  await expect(page).toHaveURL(`${baseURL}/storybook/`);
  await page.goto(`${baseURL}/storybook/?path=/story/screens-site-pages--about`, { waitUntil: 'domcontentloaded' });
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('We believe in data and communication', {
    timeout: 60_000,
  });
  // a story's own frame, as the manager opens it, straight from its address
  await page.goto(`${baseURL}/storybook/iframe.html?id=components-passwordstrengthmeter--good&viewMode=story`, {
    waitUntil: 'domcontentloaded',
  });
  await expect(page.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Good', { timeout: 60_000 });
  expect(problems).toEqual([]);
});
