import { expect, type Page, type Request, test } from '@playwright/test';
import { type DashboardResponse, FUNNEL_LABELS } from '../src/features/analytics/contract';
import { customerAddress, seededAdmin, signInAt } from './support/accounts';

/**
 * The admin's package -> payment funnel is built from the site's own events (docs/analytics.md): a visitor
 * on a phone accepts analytics cookies, signs up, sees the dashboard, views the packages, picks one and pays
 * by MTN mobile money in the sandbox; the administrator then reads every step back, on the analytics tab and
 * from the analytics API, with the sign-up, the sign-in and the dashboard view.
 */
test.use({
  storageState: { cookies: [], origins: [] },
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
});

interface SentEvent {
  name: string;
  properties: Record<string, unknown>;
}

/** Every event the page sends to /api/events (as the batches left the browser). */
function recordEvents(page: Page): SentEvent[] {
  const sent: SentEvent[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/api/events')) return;
    const batch = JSON.parse(request.postData() ?? '{"events":[]}') as { events: SentEvent[] };
    sent.push(...batch.events);
  });
  return sent;
}

const sentNames = (sent: SentEvent[]) => sent.map((e) => e.name);

test('a phone visitor’s sign-up, package view, selection and payment reach the admin’s funnel', async ({ page }) => {
  test.setTimeout(120_000);
  const sent = recordEvents(page);
  const stamp = Date.now();
  const email = `efua.${stamp}@example.com`;
  // each registration comes from an address of its own (registrations are limited per address)
  await page.setExtraHTTPHeaders(customerAddress());

  await page.goto('/signup');
  await page.waitForLoadState('networkidle'); // the live banner has taken the prerendered one's place
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Accept' }).tap();
  await expect(banner).toBeHidden();
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Efua Asante');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Efua#Pass2026');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Efua#Pass2026');
  await page.getByRole('button', { name: 'Create Account' }).tap();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing & Payments' })).toBeVisible();
  // the batch leaves within the flush interval (5 s)
  await expect.poll(() => sentNames(sent), { timeout: 10_000 }).toContain('dashboard_viewed');
  expect(sentNames(sent)).toContain('user_registration');

  // the packages: a card counts as viewed once half of it is in view, once per visit
  await page.goto('/packages');
  const standard = page.getByRole('article', { name: 'Standard Internet' });
  await expect(standard.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await standard.evaluate((card) => {
    // the card's top half in view, at the bottom of the screen
    const box = card.getBoundingClientRect();
    window.scrollBy(0, box.top + box.height * 0.5 - window.innerHeight + 2);
  });
  const viewedStandard = () =>
    sent.filter((e) => e.name === 'package_viewed' && e.properties.package_id === 'plan_standard_monthly');
  await expect.poll(() => viewedStandard().length, { timeout: 10_000 }).toBe(1);
  // out of view and back again, on the same visit: not counted twice
  await page.evaluate(() => window.scrollTo(0, 0));
  await standard.scrollIntoViewIfNeeded();
  await standard.getByRole('button', { name: 'Subscribe' }).tap();

  await expect(page).toHaveURL(/\/payment\/mobile-money\/plan_standard_monthly$/);
  await page.getByRole('button', { name: 'Continue to Payment' }).tap();
  // Paystack's MTN test number: paid in the charge answer itself
  await page.getByRole('textbox', { name: /Mobile money number/ }).fill('0551234987');
  await page.getByRole('button', { name: 'Pay GH₵ 100.00' }).tap();
  await expect(page.getByText('Payment Successful! Your subscription has been activated.')).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(() => sentNames(sent), { timeout: 10_000 }).toContain('payment_completed');
  expect(viewedStandard()).toHaveLength(1);
  expect(sent.find((e) => e.name === 'package_selected')?.properties).toMatchObject({
    package_id: 'plan_standard_monthly',
    billing_cycle: 'monthly',
  });
  expect(sent.find((e) => e.name === 'payment_initiated')?.properties).toMatchObject({
    package_id: 'plan_standard_monthly',
    amount: 100,
    currency: 'GHS',
    payment_method: 'mobile_money',
  });
  expect(sent.find((e) => e.name === 'app_initialized')?.properties).toMatchObject({
    screen_resolution: expect.stringMatching(/^\d+x\d+$/),
    version: '1.0.0',
  });

  // the administrator then signs in on this phone (user_login, with the user type the login page records)
  // the customer signs out; the cookie choice stays with the phone
  await page.getByRole('button', { name: /account menu/ }).tap();
  await page.getByRole('menuitem', { name: 'Sign Out' }).tap();
  await expect(page).toHaveURL(/\/$/);
  await signInAt(page, '/admin?tab=analytics', seededAdmin);
  await expect.poll(() => sentNames(sent), { timeout: 10_000 }).toContain('user_login');
  expect(sent.find((e) => e.name === 'user_login')?.properties).toMatchObject({ user_type: 'individual' });

  // the analytics API: every funnel step and the account events were recorded
  const login = await page.request.post('/api/auth/login', {
    data: { email: seededAdmin.email, password: seededAdmin.password },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const dashboard = async () => {
    const res = await page.request.get('/api/analytics/dashboard?period=7d', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
    return (await res.json()) as DashboardResponse;
  };
  const d = await dashboard();
  expect(Object.fromEntries(d.traffic.funnel.map((s) => [s.step, s.sessions > 0]))).toEqual({
    package_viewed: true,
    package_selected: true,
    payment_initiated: true,
    payment_completed: true,
  });
  const recorded = Object.fromEntries(d.traffic.events.map((e) => [e.name, e.count]));
  for (const name of ['user_registration', 'user_login', 'dashboard_viewed', 'app_initialized', 'page_view'])
    expect(recorded[name], name).toBeGreaterThanOrEqual(1);

  // the same funnel on the admin's analytics tab
  const analytics = page.getByRole('region', { name: 'Analytics' });
  await analytics.getByRole('button', { name: 'Refresh' }).tap();
  const funnel = analytics.getByRole('figure', { name: 'Package to payment funnel' });
  await funnel.getByText('Show the data of package to payment funnel').tap();
  for (const step of Object.values(FUNNEL_LABELS)) {
    const cell = funnel.getByRole('row', { name: new RegExp(`^${step}`) }).getByRole('cell');
    await expect(cell).toHaveText(/^[1-9]\d*$/);
  }
});
