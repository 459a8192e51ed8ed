import { type Browser, expect, type Page, test } from '@playwright/test';
import { customerAddress, freshCustomer, seededAdmin, signInAt } from './support/accounts';
import { expectFocusShown } from './support/focus';

/**
 * The admin panel's Outbox tab (outside production): a new visitor signs up through the site, an
 * administrator in another browser finds the verification mail by the visitor's address and follows its
 * link; and on a phone the tab is usable (filter, outcome in view, no sideways scrolling).
 */

/** The administrator in a browser of their own (with the same stored cookie choice as every journey). */
async function adminBrowser(browser: Browser, viewport: { width: number; height: number }, path: string) {
  const { storageState } = test.info().project.use;
  const context = await browser.newContext({ storageState, viewport });
  const page = await context.newPage();
  await signInAt(page, path, seededAdmin);
  return page;
}

async function expectOutboxTab(page: Page) {
  await expect(page).toHaveURL(/\/admin\?tab=outbox$/);
  await expect(page.getByRole('tab', { name: 'Outbox' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Outbox' })).toBeVisible();
}

async function filterBy(page: Page, recipient: string) {
  await page.getByRole('searchbox', { name: 'Recipient' }).fill(recipient);
  await page.getByRole('button', { name: 'Filter' }).click();
}

test.describe('admin outbox (/admin?tab=outbox)', () => {
  test('a new visitor signs up; the admin opens the verification mail from the outbox and its link verifies the address', {
    tag: '@servers',
  }, async ({ page, browser }) => {
    // a sign-up, an admin's sign-in and two tabs: 18 s of the usual 30 on a quiet run, past 30 on a loaded one
    test.setTimeout(60_000);
    const email = `outbox.${Date.now()}@example.com`;
    await page.setExtraHTTPHeaders(customerAddress());
    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Akosua Darko');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Akosua#Pass2026');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Akosua#Pass2026');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const admin = await adminBrowser(browser, { width: 1280, height: 800 }, '/admin?tab=outbox');
    await expectOutboxTab(admin);
    // the address as typed in capitals finds the mail all the same
    await filterBy(admin, email.toUpperCase());
    await expect(admin.getByRole('status')).toContainText(`to ${email}, newest first.`);
    await expectFocusShown(admin, `to ${email}`);
    const mail = admin
      .getByRole('region', { name: /^Mail/ })
      .getByRole('article', { name: 'Verify your email address' });
    await expect(mail.getByText(`To ${email}`)).toBeVisible();
    const link = mail.getByRole('link', { name: /\/verify-email\?token=/ });
    await expect(link).toHaveAttribute('href', /^\/verify-email\?token=[^\s]+$/);
    await link.click();
    await expect(admin).toHaveURL(/\/verify-email\?token=/);
    await expect(
      admin.getByText('Your email has been successfully verified! You can now access all features.'),
    ).toBeVisible();
    await admin.context().close();
  });

  test("on a phone (390 x 844): from the console's System Status to the tab; filter, the outcome in view, Show all, nothing wider than the screen", async ({
    page,
    browser,
  }) => {
    const customer = await freshCustomer(page.request, 'Yaw Asante');
    // the Admin Dashboard's System Status leads there while mail is kept in the outbox
    const admin = await adminBrowser(browser, { width: 390, height: 844 }, '/admin-dashboard?section=status');
    await admin.getByRole('region', { name: 'System Status' }).getByRole('link', { name: 'Read the outbox' }).click();
    await expectOutboxTab(admin);

    await filterBy(admin, 'yaw');
    const field = admin.getByRole('searchbox', { name: 'Recipient' });
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription(/Enter an email address or a Ghana mobile number/);

    await filterBy(admin, customer.email);
    await expectFocusShown(admin, `to ${customer.email}`);
    const mail = admin.getByRole('article', { name: 'Verify your email address' });
    await mail.scrollIntoViewIfNeeded();
    await expect(mail.getByRole('link', { name: /\/verify-email\?token=/ })).toBeInViewport();
    await expect(admin.getByRole('region', { name: 'SMS (0)' })).toContainText('SMS are found by phone number.');

    // a phone number finds SMS (the server takes the local form)
    await filterBy(admin, '020 999 0001');
    await expectFocusShown(admin, 'No mail or SMS to 0209990001.');

    await admin.getByRole('button', { name: 'Show all' }).click();
    await expectFocusShown(admin, /mails? and \d+ SMS, newest first\./);
    await expect(field).toHaveValue('');
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await admin.context().close();
  });
});
