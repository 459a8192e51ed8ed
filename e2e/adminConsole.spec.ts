import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectFocusShown } from './support/focus';

/**
 * The admin console (/admin-dashboard) as ops@example.com: the Overview's live numbers, the audit log
 * holding the sign-in just made (filter, search, CSV export), a system setting saved and shown after a
 * reload, and Logout; the Reconciliation section on a phone (fits, tap targets, focus on each outcome).
 * A customer never gets the console, and every console API answers them 403.
 */
const admin = { email: 'ops@example.com', password: 'Admin#Pass2026' };
const customer = { email: 'demo@example.com', password: 'Demo#Pass2026' };

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // with no page asked for, an administrator lands on the admin panel, a customer on the dashboard
  await expect(page).toHaveURL(who === admin ? /\/admin$/ : /\/dashboard$/);
  if (who === admin) await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('an admin reads the stats and the audit log, exports it, saves a setting and logs out', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, admin);
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const stats = page.getByRole('group', { name: 'Admin stats' });
  await expect(stats.getByText('Total users')).toBeVisible();
  await expect(stats.getByText('Live sessions')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await nav.getByRole('button', { name: 'Audit Logs' }).click();
  await page.getByRole('combobox', { name: 'Category' }).selectOption('auth');
  await page.getByRole('searchbox', { name: /Search/ }).fill('sign_in');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: 'auth.sign_in', exact: true }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: admin.email }).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^skylink-audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Timestamp,Level,Category,Action,User ID,User email,Actor ID,IP address,User agent,Details',
  );
  expect(csv).toContain('auth.sign_in');
  await expect(page.getByRole('status').filter({ hasText: 'Audit log exported' })).toBeVisible();

  await nav.getByRole('button', { name: 'System Settings' }).click();
  const backup = page.getByRole('combobox', { name: /Backup frequency/ });
  const before = await backup.inputValue();
  const next = before === 'weekly' ? 'monthly' : 'weekly';
  await backup.selectOption(next);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'System settings saved' })).toBeVisible();
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'System Settings' })
    .click();
  await expect(page.getByRole('combobox', { name: /Backup frequency/ })).toHaveValue(next);
  // the change is on the record, with before and after
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: 'Audit Logs' }).click();
  await page.getByRole('combobox', { name: 'Category' }).selectOption('system');
  await expect(page.getByRole('table').getByRole('cell', { name: 'system.settings_changed' }).first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).not.toHaveURL(/\/admin-dashboard$/);
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('a customer is sent to /dashboard and every console API answers 403', async ({ page }) => {
  await signIn(page, customer);
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  const login = await page.request.post('/api/auth/login', { data: customer });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const headers = { Authorization: `Bearer ${token}` };
  for (const path of ['/api/admin/stats', '/api/admin/audit', '/api/admin/audit.csv', '/api/admin/settings']) {
    expect((await page.request.get(path, { headers })).status(), path).toBe(403);
  }
  expect((await page.request.put('/api/admin/settings', { headers, data: {} })).status()).toBe(403);
});

/** A provider success our books lack (the shape of GET /api/admin/billing/reconcile's gaps). */
const gap = (reference: string, amount: number, ourStatus: string | null, email: string | null) => ({
  reference,
  amount,
  currency: 'GHS',
  paid_at: '2026-11-21T09:12:00.000Z',
  payment_id: ourStatus ? `pay_${reference}` : null,
  our_status: ourStatus,
  customer_email: email,
  creditable: ourStatus !== null,
});

/** Every control is at least 44 px tall and nothing of the section reaches past the screen's right edge. */
async function expectFitsThePhone(section: Locator) {
  const { pageWidth, screenWidth, widest, short } = await section.evaluate((root) => ({
    pageWidth: document.documentElement.scrollWidth,
    screenWidth: document.documentElement.clientWidth,
    widest: Math.max(...[...root.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right)),
    short: [...root.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input')]
      .map((el) => ({
        name: el.getAttribute('aria-label') ?? (el.labels?.[0]?.textContent || el.textContent) ?? '',
        height: el.getBoundingClientRect().height,
      }))
      .filter((c) => c.height < 44),
  }));
  expect(pageWidth).toBeLessThanOrEqual(screenWidth);
  expect(widest).toBeLessThanOrEqual(screenWidth);
  expect(short).toEqual([]);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

  test('an admin runs a reconciliation, credits a gap and meets its failures, each outcome focused and in view', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, admin);
    await page.goto('/admin-dashboard?section=reconcile');
    const section = page.getByRole('region', { name: 'Reconciliation' });
    await expect(section.getByRole('heading', { level: 2, name: 'Reconciliation' })).toBeVisible();
    await expectFitsThePhone(section);
    const run = section.getByRole('button', { name: 'Run reconciliation' });

    // a period that cannot run: focus goes to the field that says why
    const from = section.getByRole('textbox', { name: /First day/ });
    const firstDay = await from.inputValue();
    await from.fill('2099-01-01');
    await run.tap();
    await expect(from).toBeFocused();
    await expect(from).toHaveAccessibleDescription(/The first day must not be after the last day/);
    await from.fill(firstDay);

    // the real comparison with the sandbox: its outcome (the list, or nothing to reconcile) takes focus
    await run.tap();
    await expectFocusShown(page, /Provider successes our books lack|Nothing to reconcile/);

    // The sandbox settles every success itself (webhook, polls), so the provider's list is given here: two
    // payments of ours it reports paid, and one of someone else's.
    const efua = 'SKY-1763719200000-0A1B2C3D';
    let gaps = [
      gap(efua, 25_000, 'abandoned', 'efua.owusu.a.long.address@example.com'),
      gap('SKY-1763805600000-4E5F6A7B', 112_050, 'failed', 'kofi.asante@example.com'),
      gap('T7781234567', 5_000, null, null),
    ];
    const report = { path: '/api/admin/billing/reconcile', fails: false };
    await page.route(
      (url) => url.pathname === report.path,
      async (route) => {
        if (report.fails) {
          await route.fulfill({
            status: 503,
            json: {
              error: 'Payment service unavailable',
              message: 'Payment service unavailable',
              code: 'circuit_open',
            },
          });
          return;
        }
        const now = new Date().toISOString();
        await route.fulfill({
          json: {
            success: true,
            data: {
              ledger: { payments: 3, by_status: {}, succeeded: 0, paid_invoices: 0, problems: [] },
              provider: { from: now, to: now, transactions: 48, successes: 41, gaps },
            },
          },
        });
      },
    );
    let creditRefused = true;
    await page.route('**/api/admin/billing/reconcile/credit', async (route) => {
      if (creditRefused) {
        await route.fulfill({
          status: 409,
          json: {
            error: 'The payment provider does not report this payment as paid',
            message: 'The payment provider does not report this payment as paid',
            code: 'not_paid_at_provider',
          },
        });
        return;
      }
      gaps = gaps.slice(1);
      const now = new Date().toISOString();
      await route.fulfill({
        json: {
          success: true,
          data: {
            payment: {
              id: `pay_${efua}`,
              reference: efua,
              invoice_id: null,
              subscription_id: null,
              plan_id: 'plan_standard_monthly',
              billing_cycle: 'monthly',
              months: 1,
              amount: 25_000,
              credit: 0,
              currency: 'GHS',
              channel: 'mobile_money',
              network: 'MTN',
              phone_masked: '055XXXX987',
              status: 'succeeded',
              provider: 'sandbox',
              provider_reference: null,
              gateway_response: null,
              display_text: null,
              failure_reason: null,
              created_at: now,
              updated_at: now,
              paid_at: now,
              late_success: true,
            },
          },
        },
      });
    });

    await page.evaluate(() => window.scrollTo(0, 0));
    await run.tap();
    const table = section.getByRole('table', { name: 'Provider successes our books lack' });
    await expect(table.getByRole('row', { name: new RegExp(efua) })).toBeVisible();
    await expectFocusShown(page, 'Provider successes our books lack');
    // the rows are cards on the phone, inside the screen, and every control is a comfortable tap
    await expectFitsThePhone(section);

    // a refused credit: its alert takes focus, in view
    const credit = section.getByRole('button', { name: `Credit ${efua}` });
    await credit.scrollIntoViewIfNeeded();
    await credit.tap();
    await expect(section.getByRole('alert')).toContainText('The payment provider does not report this payment as paid');
    await expectFocusShown(page, `Failed to credit the payment: ${efua}`);
    await section.getByRole('button', { name: 'Dismiss' }).tap();
    await expectFocusShown(page, 'Provider successes our books lack');

    // a credit that goes through: the pressed button leaves the list, focus goes to what was credited
    creditRefused = false;
    await credit.scrollIntoViewIfNeeded();
    await credit.tap();
    await expectFocusShown(page, `Credited ${efua} (GH₵ 250.00)`);
    await expect(section.getByRole('status').filter({ hasText: `Credited ${efua}` })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(efua) })).toHaveCount(0);

    // the comparison failing: its alert takes focus
    report.fails = true;
    await page.evaluate(() => window.scrollTo(0, 0));
    await run.tap();
    await expectFocusShown(page, 'Failed to run the reconciliation');
    await expectFitsThePhone(section);
  });
});
