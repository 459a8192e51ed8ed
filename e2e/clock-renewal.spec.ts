import { expect, test } from '@playwright/test';
import { formatDate } from '../src/domain/format/date';
import { customerPays } from './support/accounts';
import { moveClockTo, paidUntil } from './support/clock';
import { expectFocusShown } from './support/focus';

/**
 * Between payments, as a customer lives it: paid-until comes near, the 7, 3 and 1-day reminders carry the
 * renewal link, and the link, opened on a phone without signing in, renews the service with the number last
 * paid with; the dashboard then shows the new date.
 *
 * It moves the application's clock forward (to half a day before paid-until), which every journey on this
 * server would feel, so it runs in its own project after all the others (e2e/playwright.config.ts).
 */
test.use({ viewport: { width: 390, height: 844 } });

const DAY_S = 86_400;

const linkIn = (text: string | undefined) => /\/renew\/[A-Za-z0-9_-]{43}/.exec(text ?? '')?.[0] ?? '';

test('as paid-until comes near, the 7, 3 and 1-day reminders arrive with one link, which renews on the phone, signed out', async ({
  page,
  request,
}) => {
  const customer = await customerPays(request, 'Efua Quaye');
  const before = await paidUntil(request, customer);

  /** The application's clock to `days` before paid-until; answers an administrator's headers valid at that time. */
  const moveTo = (days: number) => moveClockTo(request, before - days * DAY_S);

  /** The reminder mails to this customer, each with its link (written at once after a move). */
  async function reminderMails(staff: Record<string, string>) {
    const res = await request.get(`/api/admin/outbox?to=${encodeURIComponent(customer.email)}`, { headers: staff });
    expect(res.status()).toBe(200);
    const { messages } = (await res.json()) as { messages: { text: string }[] };
    return messages.map((m) => linkIn(m.text)).filter(Boolean);
  }

  let staff: Record<string, string> = {};
  const dueToWritten: number[] = [];
  for (const [days, count] of [
    [6.5, 1],
    [2.5, 2],
    [0.5, 3],
  ] as const) {
    staff = await moveTo(days);
    const moved = Date.now();
    await expect
      .poll(async () => (await reminderMails(staff)).length, { timeout: 20_000, intervals: [100] })
      .toBe(count);
    dueToWritten.push(Date.now() - moved);
  }
  console.info(`[drill] reminder written after a clock move: ${JSON.stringify({ ms: dueToWritten })}`);

  // one link for the period, in each mail and each SMS to the number last paid with (quiet hours only hold an
  // SMS's sending; every customer of this run who paid with that test number gets reminders of their own)
  const links = new Set(await reminderMails(staff));
  expect(links.size).toBe(1);
  const [link] = [...links] as [string];
  const sms = await request.get('/api/admin/sms-outbox?to=0551234987', { headers: staff });
  const { messages } = (await sms.json()) as { messages: { text: string }[] };
  const reminders = messages.filter((m) => linkIn(m.text) === link).map((m) => m.text);
  const date = formatDate(before * 1000);
  expect(reminders.sort()).toEqual(
    [
      expect.stringContaining(`Standard Internet ends in 3 days, ${date}. Renew for GHS 100.00:`),
      expect.stringContaining(`Standard Internet ends in 7 days, ${date}. Renew for GHS 100.00:`),
      expect.stringContaining(`Standard Internet ends tomorrow, ${date}. Renew for GHS 100.00:`),
    ].sort(),
  );

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Renew your service' })).toBeVisible();
  await expect(page.getByText('Hello Efua,')).toBeVisible();
  await expect(page.getByText(date)).toBeVisible();
  const from = page.getByRole('radiogroup', { name: 'Pay from' });
  await expect(from.getByRole('radio', { name: '055XXXX987 (MTN)' })).toBeChecked();
  await page.getByRole('button', { name: 'Pay GH₵ 100.00' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Service renewed' })).toBeVisible();
  await expectFocusShown(page, 'Service renewed');
  const after = await paidUntil(request, customer);
  expect(after).toBeGreaterThan(before + 27 * DAY_S);
  await expect(page.getByRole('status')).toContainText(`renewed until ${formatDate(after * 1000)}`);

  // the same link again: nothing more to pay
  await page.goto(link);
  await expect(page.getByText(`renewed until ${formatDate(after * 1000)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay GH₵/ })).toHaveCount(0);

  // signed in, the dashboard says the same date
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(formatDate(after * 1000)).first()).toBeVisible();
});
