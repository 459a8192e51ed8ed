import { type APIRequestContext, expect, test } from '@playwright/test';
import { formatDate } from '../src/domain/format/date';
import { type Account, customerPays, seededAdmin } from './support/accounts';
import { expectFocusShown } from './support/focus';

/**
 * Between payments, as a customer lives it: paid-until comes near, the reminder SMS carries the renewal link,
 * and the link, opened on a phone without signing in, renews the service with the number last paid with.
 *
 * It moves the application's clock forward (27 days), which every journey on this server would feel, so it
 * runs in its own project after all the others (e2e/playwright.config.ts).
 */
test.use({ viewport: { width: 390, height: 844 } });

const DAY_S = 86_400;

async function tokenOf(request: APIRequestContext, account: Pick<Account, 'email' | 'password'>) {
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
}

async function paidUntil(request: APIRequestContext, account: Account): Promise<number> {
  const res = await request.get('/api/billing/subscriptions', { headers: await tokenOf(request, account) });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { subscription: { next_billing_date: number } } };
  return body.data.subscription.next_billing_date;
}

test('three days before paid-until the SMS carries a link that renews on the phone, signed out, with the number last paid with', async ({
  page,
  request,
}) => {
  const customer = await customerPays(request, 'Efua Quaye');
  const before = await paidUntil(request, customer);

  // the application's clock to 2.5 days before paid-until: the 3-day reminder is due
  const admin = await tokenOf(request, seededAdmin);
  const clock = await request.get('/api/admin/test-clock', { headers: admin });
  expect(clock.status()).toBe(200);
  const now = Date.parse(((await clock.json()) as { now: string }).now) / 1000;
  const advance = await request.post('/api/admin/test-clock', {
    headers: admin,
    data: { advance_seconds: Math.floor(before - now - 2.5 * DAY_S) },
  });
  expect(advance.status()).toBe(200);
  // every token signed before the move has expired by the moved clock
  const staff = await tokenOf(request, seededAdmin);

  // the reminder is written at once after the move (quiet hours only hold the SMS's sending): the mail to this
  // customer and the SMS to the number last paid with carry the same link (every customer of this run who paid
  // with that test number gets one, each with a link of their own)
  const linkIn = (text: string | undefined) => /\/renew\/[A-Za-z0-9_-]{43}/.exec(text ?? '')?.[0] ?? '';
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/admin/outbox?to=${encodeURIComponent(customer.email)}`, { headers: staff });
        expect(res.status()).toBe(200);
        const { messages } = (await res.json()) as { messages: { text: string }[] };
        link = linkIn(messages.find((m) => linkIn(m.text))?.text);
        return link;
      },
      { timeout: 20_000, intervals: [250] },
    )
    .not.toBe('');
  const sms = await request.get('/api/admin/sms-outbox?to=0551234987', { headers: staff });
  const { messages } = (await sms.json()) as { messages: { text: string }[] };
  const reminder = messages.find((m) => linkIn(m.text) === link)?.text ?? '';
  expect(reminder).toContain(`Standard Internet ends in 3 days, ${formatDate(before * 1000)}. Renew for GHS 100.00:`);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Renew your service' })).toBeVisible();
  await expect(page.getByText('Hello Efua,')).toBeVisible();
  await expect(page.getByText(formatDate(before * 1000))).toBeVisible();
  const from = page.getByRole('radiogroup', { name: 'Pay from' });
  await expect(from.getByRole('radio', { name: '055XXXX987 (MTN)' })).toBeChecked();
  await page.getByRole('button', { name: 'Pay GH₵ 100.00' }).click();

  const renewed = page.getByRole('heading', { level: 2, name: 'Service renewed' });
  await expect(renewed).toBeVisible();
  await expectFocusShown(page, 'Service renewed');
  const after = await paidUntil(request, customer);
  expect(after).toBeGreaterThan(before + 27 * DAY_S);
  await expect(page.getByRole('status')).toContainText(`renewed until ${formatDate(after * 1000)}`);

  // the same link again: nothing more to pay
  await page.goto(link);
  await expect(page.getByText(`renewed until ${formatDate(after * 1000)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay GH₵/ })).toHaveCount(0);
});
