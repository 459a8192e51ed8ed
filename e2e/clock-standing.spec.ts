import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatDate } from '../src/domain/format/date';
import { standingDates } from '../src/features/billing/standing';
import { type Account, customerPays } from './support/accounts';
import { moveClockTo, paidUntil } from './support/clock';

/**
 * A customer who does not pay: paid-until passes, the grace ends, the suspension ends. At each change the
 * customer gets one message (here the mail outbox, one per change; the SMS and bell follow the same row), the
 * phone's dashboard shows the standing, in grace the renewal link holds the service 2 days more (a promise to
 * pay, which moves both later changes), and administrators see the service events in order: activated (the
 * payment), suspended, terminated. Another customer in grace asks from the dashboard instead, by keyboard.
 * The dates come from the rule the server applies (Sundays and public
 * holidays move a change to 08:00 of the next working day).
 *
 * It moves the application's clock forward, so it runs in the after-clock project (e2e/playwright.config.ts).
 */
test.use({ viewport: { width: 390, height: 844 } });

async function standingMailsOf(request: APIRequestContext, staff: Record<string, string>, customer: Account) {
  const res = await request.get(`/api/admin/outbox?to=${encodeURIComponent(customer.email)}`, { headers: staff });
  expect(res.status()).toBe(200);
  const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
  return messages.filter((m) => /service (expired|suspended|terminated)/.test(m.subject));
}
/**
 * In grace, on the phone: the dashboard's subscription card offers the promise to pay; chosen and asked for
 * by keyboard, the server holds the service and the card says until when, with focus on it; the renewal link
 * then knows the promise is made (one per period, whichever page asked), and administrators see it.
 */
async function promiseFromTheDashboard(
  page: Page,
  request: APIRequestContext,
  staff: Record<string, string>,
  customer: Account,
) {
  const until = await paidUntil(request, customer);
  const link = (await standingMailsOf(request, staff, customer))[0]?.text ?? '';
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
  await page.goto(/\/renew\/[A-Za-z0-9_-]{43}/.exec(link)?.[0] ?? '/');
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
  // the API sends paid-until in whole seconds; the promise keeps its milliseconds
  expect(subscription.promise?.days).toBe(3);
  expect(Math.floor(Date.parse(subscription.promise?.suspendsAt ?? '') / 1000)).toBe(suspendsAt.getTime() / 1000);
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

const standingMails = async (request: APIRequestContext, staff: Record<string, string>, customer: Account) =>
  (await standingMailsOf(request, staff, customer)).map((m) => m.subject);

test('a customer who does not pay is told once at grace, suspension and termination, and the network in order', async ({
  page,
  request,
}) => {
  const customer = await customerPays(request, 'Kwabena Ofori');
  // paid a moment later: in grace at the same clock move, she asks from the dashboard instead
  const other = await customerPays(request, 'Abena Owusu');
  const until = await paidUntil(request, customer);
  // in grace the customer asks, from the renewal link, for 2 more days: both changes move by them
  const { suspendsAt, terminatesAt } = standingDates(until * 1000, 2);
  const steps = [
    { at: until + 60, subjects: ['SkyLink Ghana: service expired'], badge: /Grace period: \d+ days? remaining/ },
    { at: suspendsAt.getTime() / 1000 + 60, subjects: ['SkyLink Ghana: service suspended'], badge: /Suspended/ },
    { at: terminatesAt.getTime() / 1000 + 60, subjects: ['SkyLink Ghana: service terminated'], badge: null },
  ];
  const told: string[] = [];
  let staff: Record<string, string> = {};
  for (const [i, step] of steps.entries()) {
    staff = await moveClockTo(request, step.at);
    told.push(...step.subjects);
    // the job runs at once after the move; each change is told once, whatever runs again
    await expect
      .poll(async () => (await standingMails(request, staff, customer)).sort(), { timeout: 20_000, intervals: [100] })
      .toEqual([...told].sort());
    if (i === 0) {
      const [expired] = await standingMailsOf(request, staff, customer);
      const link = /\/renew\/[A-Za-z0-9_-]{43}/.exec(expired?.text ?? '')?.[0] ?? '';
      await page.goto(link);
      const days = page.getByRole('radiogroup', { name: 'Keep my service on for' });
      await days.getByText(/^2 days, until /).click();
      await expect(days.getByRole('radio', { name: /^2 days, until / })).toBeChecked();
      await page.getByRole('button', { name: 'Hold my service' }).click();
      await expect(page.getByRole('status')).toContainText(
        `Your service is held until ${formatDate(suspendsAt)}. Renew by then to keep it.`,
      );
      await expect
        .poll(async () => (await standingMails(request, staff, other)).length, { timeout: 20_000, intervals: [100] })
        .toBe(1);
      await promiseFromTheDashboard(page, request, staff, other);
    }
    if (step.badge) {
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
      await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      // the subscription card's Status (its badge reads 'Status: ...' to a screen reader)
      await expect(page.getByRole('definition').filter({ hasText: step.badge }).first()).toBeVisible();
      await page.context().clearCookies();
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
  }

  const events = await request.get(`/api/admin/service-events?customer=${encodeURIComponent(customer.email)}`, {
    headers: staff,
  });
  expect(events.status()).toBe(200);
  const { events: list } = (await events.json()) as { events: { type: string; paid_until: string }[] };
  expect(list.map((e) => e.type)).toEqual(['activated', 'suspended', 'terminated']);
  // the API sends paid-until in whole seconds; the events keep its milliseconds
  expect(list.slice(1).map((e) => Math.floor(Date.parse(e.paid_until) / 1000))).toEqual([until, until]);
});
