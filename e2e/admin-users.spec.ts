import { expect, test } from '@playwright/test';
import { customerPays, signInAt } from './support/accounts';

const admin = { email: 'ops@example.com', password: 'Admin#Pass2026' };

test('an admin finds the customer who just paid, sees the payment, deactivates them with a reason (they cannot sign in), reactivates them, and the audit log lists both', {
  tag: '@servers',
}, async ({ page }) => {
  test.setTimeout(90_000);
  const customer = await customerPays(page.request, 'Kojo Mensah');
  // reasons of this run's own (a retry on the same server must not find the first attempt's entries too)
  const held = `Chargeback under investigation for ${customer.email}`;
  const resolved = `Resolved with the bank for ${customer.email}`;
  await signInAt(page, '/admin?tab=customers', admin);
  const customers = page.getByRole('region', { name: 'Customers' });
  await customers.getByRole('searchbox', { name: 'Search customers' }).fill(customer.email);
  await customers.getByRole('searchbox', { name: 'Search customers' }).press('Enter');
  await expect(customers.getByText('Page 1 of 1 (1 account)')).toBeVisible();
  const table = customers.getByRole('table', { name: 'Customers' });
  await expect(table.getByText(customer.email)).toBeVisible();

  // their payment, in the customer's detail
  await table.getByRole('button', { name: 'Open Kojo Mensah' }).click();
  const detail = page.getByRole('dialog', { name: 'Kojo Mensah' });
  const payments = detail.getByRole('table', { name: 'Payments' });
  await expect(payments.getByText('MTN mobile money')).toBeVisible();
  await expect(payments.getByText(/100\.00/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await table.getByRole('button', { name: 'Deactivate Kojo Mensah' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Deactivate: Kojo Mensah' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(held);
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(customers.getByRole('status')).toHaveText('User deactivated and signed out everywhere');
  await expect(table.getByRole('button', { name: 'Activate Kojo Mensah' })).toBeVisible();

  const refused = await page.request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(refused.status()).toBe(403);

  await table.getByRole('button', { name: 'Activate Kojo Mensah' }).click();
  const again = page.getByRole('alertdialog', { name: 'Activate: Kojo Mensah' });
  await again.getByRole('textbox', { name: /Reason/ }).fill(resolved);
  await again.getByRole('button', { name: 'Activate' }).click();
  await expect(customers.getByRole('status')).toHaveText('User activated');
  const allowed = await page.request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(allowed.status()).toBe(200);

  await table.getByRole('button', { name: 'Open Kojo Mensah' }).click();
  const drawer = page.getByRole('dialog', { name: 'Kojo Mensah' });
  const audit = drawer.getByRole('table', { name: 'Audit trail' });
  await expect(audit.getByText('admin.user_activated')).toBeVisible();
  await expect(audit.getByText('admin.user_deactivated')).toBeVisible();
  await expect(audit.getByText(held)).toBeVisible();

  await page.keyboard.press('Escape');

  // the console's audit log lists both actions, found by their reasons
  await page.goto('/admin-dashboard?section=audit');
  const log = page.getByRole('search', { name: 'Search the audit log' });
  await log.getByRole('searchbox', { name: 'Search' }).fill(held);
  await log.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table').getByText('admin.user_deactivated')).toBeVisible();
  await log.getByRole('searchbox', { name: 'Search' }).fill(resolved);
  await log.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table').getByText('admin.user_activated')).toBeVisible();
});
