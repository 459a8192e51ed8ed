import { type APIRequestContext, expect, test } from '@playwright/test';
import { formatDate } from '../src/domain/format/date';
import { standingDates } from '../src/features/billing/standing';
import { type Account, customerPays } from './support/accounts';
import { moveClockTo, paidUntil } from './support/clock';

/**
 * In grace, on a phone: the dashboard's subscription card offers the promise to pay; chosen and asked for by
 * keyboard, the server holds the service and the card says until when, with focus on it; the renewal link of
 * the expiry mail then knows the promise is made (one per period, whichever page asked), and administrators
 * see it in the customer's service. Moves the application's clock: runs in the after-clock project.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function expiryLink(request: APIRequestContext, staff: Record<string, string>, customer: Account) {
  const res = await request.get(`/api/admin/outbox?to=${encodeURIComponent(customer.email)}`, { headers: staff });
  const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
  const expired = messages.find((m) => m.subject === 'SkyLink Ghana: service expired');
  return /\/renew\/[A-Za-z0-9_-]{43}/.exec(expired?.text ?? '')?.[0] ?? null;
}

test('in grace, the dashboard holds the service for the days chosen, once per period', async ({ page, request }) => {
  const customer = await customerPays(request, 'Abena Owusu');
  const until = await paidUntil(request, customer);
  const staff = await moveClockTo(request, until + 60);
  await expect.poll(() => expiryLink(request, staff, customer), { timeout: 20_000, intervals: [100] }).not.toBeNull();

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const card = page.getByRole('region', { name: 'Current Subscription' });
  const days = card.getByRole('radiogroup', { name: 'Keep my service on for' });
  await expect(days).toBeVisible();
  const { suspendsAt } = standingDates(until * 1000, 3);
  // by keyboard: focus the first choice, arrow to the third, then the button
  await days.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(days.getByRole('radio', { name: `3 days, until ${formatDate(suspendsAt)}` })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Hold my service' })).toBeFocused();
  await page.keyboard.press('Enter');

  const held = card.getByRole('status').filter({ hasText: 'Your service is held until' });
  await expect(held).toHaveText(`Your service is held until ${formatDate(suspendsAt)}. Renew by then to keep it.`);
  // focus and the viewport go to what changed (the button is gone)
  await expect(held.locator('xpath=ancestor::*[@tabindex="-1"][1]')).toBeFocused();
  await expect(held).toBeInViewport();
  await expect(card.getByRole('button', { name: 'Hold my service' })).toHaveCount(0);

  // the renewal link, signed out, knows: no second promise this period
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto((await expiryLink(request, staff, customer)) ?? '/');
  await expect(page.getByRole('status').filter({ hasText: 'Your service is held until' })).toHaveText(
    `Your service is held until ${formatDate(suspendsAt)}. Renew by then to keep it.`,
  );
  await expect(page.getByRole('button', { name: 'Hold my service' })).toHaveCount(0);

  // administrators see the promise on the customer's service
  const found = await request.get(`/api/admin/customers?search=${encodeURIComponent(customer.email)}`, {
    headers: staff,
  });
  const { rows } = (await found.json()) as { rows: { id: string }[] };
  const detail = await request.get(`/api/admin/customers/${rows[0]?.id}`, { headers: staff });
  expect(detail.status()).toBe(200);
  const { subscription } = (await detail.json()) as {
    subscription: { standing: string; promise: { days: number; suspendsAt: string } | null };
  };
  expect(subscription.standing).toBe('grace_period');
  expect(subscription.promise).toEqual({ days: 3, suspendsAt: suspendsAt.toISOString() });
});
