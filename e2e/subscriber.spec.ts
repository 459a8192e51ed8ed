import { expect, test } from '@playwright/test';
import { freshCustomer, signInAt } from './support/accounts';

/**
 * The subscriber dashboard (/user-dashboard; spec billing §2, §4): a fresh customer chooses a plan, the
 * subscription is created with its invoice on top, the invoice is paid by mobile money with the sandbox
 * in the in-page dialog, and after the data reloads the invoice is paid and the subscription active.
 * By keyboard where a customer would use it.
 */

test('a fresh customer chooses a plan, pays its invoice by mobile money, and sees it paid and active', {
  tag: '@servers',
}, async ({ page }) => {
  test.setTimeout(90_000);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  const account = await freshCustomer(page.request);
  await signInAt(page, '/user-dashboard', account);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` })).toBeVisible();

  // the four tabs; arrow keys move between them
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Overview', 'Settings', 'Billing', 'Support']);
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');

  // no subscription, no invoices: choose Basic Internet (by keyboard)
  await expect(page.getByText('No invoices found')).toBeVisible();
  await page.getByRole('button', { name: 'Choose plan: Basic Internet' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your subscription was created. Its invoice is at the top of your list.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Subscription' })).toContainText('Pending payment');
  const table = page.getByRole('table', { name: 'Invoices' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('GH₵ 50.00');
  await expect(rows.first()).toContainText('Unpaid');
  const shortId = ((await rows.first().locator('code').textContent()) ?? '').trim();
  expect(shortId).toMatch(/^[0-9a-f-]{8}$/);
  await expect(page.getByRole('button', { name: /Choose plan/ })).toHaveCount(0);

  // the server agrees: one subscription, its invoice
  const token = (await (await page.request.post('/api/auth/login', { data: account })).json()).access_token as string;
  const invoices = await page.request.get('/api/billing/invoices', { headers: { Authorization: `Bearer ${token}` } });
  const listed = (await invoices.json()).data.invoices as { id: string; status: string }[];
  expect(listed).toHaveLength(1);
  expect(listed[0]?.id.slice(-8)).toBe(shortId);

  // pay it: the dialog asks for the number; an empty number gets the spec's message
  await rows
    .first()
    .getByRole('button', { name: `Pay with mobile money (${shortId})` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pay invoice by mobile money' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay GH₵ 50.00' }).click();
  await expect(dialog.getByText('Please enter mobile number and select network')).toBeVisible();
  const number = dialog.getByRole('textbox', { name: /Enter your MTN mobile money number:/ });
  await number.fill('0241234987'); // ours: approves after a few seconds
  await number.press('Enter');
  await expect(dialog.getByRole('status')).toContainText('Approve the payment on your MTN phone');
  await expect(page.getByText('Payment Successful! Your subscription has been activated.').first()).toBeVisible({
    timeout: 45_000,
  });
  await expect(dialog).toBeHidden();

  // after the reload of data: paid, active, nothing to pay
  await expect(rows.first()).toContainText('Paid');
  await expect(rows.first().getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Subscription' })).toContainText('Status: Active');
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('You are all paid up.')).toBeVisible();

  // a full reload shows the same (the server's state, not the page's)
  await page.reload();
  await page.getByRole('tab', { name: 'Billing' }).click();
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1)).toContainText('Paid');
  await expect(page.getByRole('region', { name: 'Subscription' })).toContainText('Status: Active');

  // the dashboard's code is a route chunk of its own, loaded on this route only
  expect(scripts.some((url) => /user-dashboard/.test(url))).toBe(true);
});

test('the dashboard code is not loaded on the home page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /user-dashboard|SubscriberDashboard/.test(url))).toEqual([]);
});
