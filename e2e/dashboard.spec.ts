import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { pdfLines } from '../tests/support/pdfText';
import { demoCustomer, freshCustomer, signInAt } from './support/accounts';

const REFERENCE = /^[A-Z]+-\d+-[A-Z0-9]+$/;

const tile = (page: Page, label: string) =>
  page
    .getByRole('group', { name: 'Billing Summary' })
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .first();

test.describe('customer dashboard', () => {
  test('pay a package from the dashboard, come back: success message once, the payment in the table, Active, summary updated', {
    tag: '@servers',
  }, async ({ page }) => {
    test.setTimeout(90_000);
    // a customer of this test's own: nothing paid yet
    await signInAt(page, '/dashboard', await freshCustomer(page.request, 'Esi Owusu'));
    await expect(page.getByRole('heading', { level: 1, name: 'Billing & Payments' })).toBeVisible();
    // its own frame: the dashboard header and sidebar, not the site header
    await expect(page.getByRole('navigation', { name: 'Dashboard menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Billing & Payments' })).toHaveAttribute('aria-current', 'page');
    const history = page.getByRole('region', { name: 'Payment History' });
    await expect(tile(page, 'Total payments')).toHaveText('0');
    const before = 0;

    // Make Payment: the Student package goes to /payment with it chosen, paid with the sandbox card
    await page.getByRole('link', { name: 'Pay GH₵ 100.00 for Student' }).click();
    await expect(page).toHaveURL(/\/payment\?plan=/);
    await expect(page.getByRole('radio', { name: /^Student/ })).toBeChecked();
    await page.getByRole('button', { name: 'Pay with Mobile Money' }).click();
    const checkout = page.frameLocator('iframe[title="Sandbox Paystack checkout"]');
    await checkout.getByRole('textbox', { name: 'Card number' }).fill('4084084084084081');
    await checkout.getByRole('textbox', { name: 'CVV' }).fill('408');
    await checkout.getByRole('button', { name: 'Pay with card' }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
    const reference = ((await page.getByText(REFERENCE).textContent()) ?? '').trim();
    expect(reference).toMatch(REFERENCE);

    // back on the dashboard (after 3 s): the message and the new payment together
    await expect(page.getByText('Payment Successful! Your subscription has been activated.')).toBeVisible({
      timeout: 10_000,
    });
    await expect(page).toHaveURL(/\/dashboard$/);
    const row = history.getByRole('row').filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Paid')).toBeVisible();
    await expect(row.getByText('GH₵ 100.00')).toBeVisible();
    await expect(row.getByRole('button', { name: 'View Receipt' })).toBeVisible();
    const subscription = page.getByRole('region', { name: 'Current Subscription' });
    // the status badge reads 'Status: Active' to screen readers ('Active' on screen)
    await expect(subscription.getByRole('definition').nth(1)).toHaveText('Status: Active');
    await expect(tile(page, 'Total payments')).toHaveText(String(before + 1));
    await expect(tile(page, 'Last payment')).toHaveText('GH₵ 100.00');
    // the flash clears after 5 s and does not come back on reload
    await expect(page.getByText('Payment Successful! Your subscription has been activated.')).toBeHidden({
      timeout: 8_000,
    });
    await page.reload();
    await expect(history.getByRole('row').filter({ hasText: reference })).toHaveCount(1);
    await expect(page.getByText('Payment Successful! Your subscription has been activated.')).toHaveCount(0);

    // the receipt of that row: shown, printed alone, saved as text and as a PDF
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
        // as the browser's print dialog does: it takes focus away from the page
        (document.activeElement as HTMLElement | null)?.blur();
      };
    });
    await history.getByRole('row').filter({ hasText: reference }).getByRole('button', { name: 'View Receipt' }).click();
    const receipt = page.getByRole('dialog');
    await expect(receipt.getByText(reference).first()).toBeVisible();
    await expect(receipt.getByText('GH₵ 100.00').first()).toBeVisible();
    await receipt.getByRole('button', { name: 'Print Receipt' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    // after printing, focus is back in the dialog: Escape still closes it
    await expect(receipt.getByRole('button', { name: 'Print Receipt' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await history.getByRole('row').filter({ hasText: reference }).getByRole('button', { name: 'View Receipt' }).click();
    await expect(receipt.getByText(reference).first()).toBeVisible();
    // on paper only the receipt shows (the rest of the page, the dialog's frame and its buttons are hidden)
    await page.emulateMedia({ media: 'print' });
    const paper = page.locator('article', { hasText: reference });
    await expect(paper.getByText('GH₵ 100.00').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing & Payments' })).toBeHidden();
    await expect(page.getByText('Print Receipt')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    const [text] = await Promise.all([
      page.waitForEvent('download'),
      receipt.getByRole('button', { name: 'Download Receipt' }).click(),
    ]);
    expect(text.suggestedFilename()).toBe(`receipt-${reference}.txt`);
    expect(await readFile((await text.path()) as string, 'utf8')).toContain(reference);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      receipt.getByRole('button', { name: 'PDF receipt' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`receipt-${reference}.pdf`);
    const lines = await pdfLines(new Uint8Array(await readFile((await pdf.path()) as string)));
    expect(lines).toContain(`Reference: ${reference}`);
    expect(lines).toContain('Amount: GH₵ 100.00');
    await receipt.getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('sidebar sections, coming-soon panels, /dashboard/billing and the user menu', async ({ page }) => {
    await signInAt(page, '/dashboard/billing', demoCustomer);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing & Payments' })).toBeVisible();
    await page.getByRole('button', { name: 'Usage & Speed (Coming Soon)' }).click();
    await expect(page.getByRole('heading', { name: 'Usage & Speed is coming soon' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Billing & Payments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing & Payments' })).toBeVisible();
    await page.getByRole('button', { name: 'Account Overview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
    await expect(page.getByText('Profile completeness')).toBeVisible();
    await expect(page.getByRole('link', { name: 'More Payment Options' })).toHaveCount(0);
    // user menu: Reset Password is disabled (coming soon); Sign Out signs out
    await page.getByRole('button', { name: /account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: /Reset Password/ })).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the dashboard keeps billing code out of the home page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /CustomerDashboard|customerDashboard|dashboard/i.test(url))).toEqual([]);
  });
});
