import { type APIRequestContext, expect, test } from '@playwright/test';
import { formatDate } from '../src/domain/format/date';
import { standingDates } from '../src/features/billing/standing';
import { type Account, customerPays } from './support/accounts';
import { moveClockTo, paidUntil } from './support/clock';

/**
 * A customer who does not pay: paid-until passes, the grace ends, the suspension ends. At each change the
 * customer gets one message (here the mail outbox, one per change; the SMS and bell follow the same row), the
 * phone's dashboard shows the standing, in grace the renewal link holds the service 2 days more (a promise to
 * pay, which moves both later changes), and administrators see the service events in order: activated (the
 * payment), suspended, terminated. The dates come from the rule the server applies (Sundays and public
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
const standingMails = async (request: APIRequestContext, staff: Record<string, string>, customer: Account) =>
  (await standingMailsOf(request, staff, customer)).map((m) => m.subject);

test('a customer who does not pay is told once at grace, suspension and termination, and the network in order', async ({
  page,
  request,
}) => {
  const customer = await customerPays(request, 'Kwabena Ofori');
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
