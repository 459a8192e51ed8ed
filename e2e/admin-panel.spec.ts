import { expect, test } from '@playwright/test';
import { demoCustomer, signInAt } from './support/accounts';

/** The seeded administrator (server/features/auth/seed.ts). */
const admin = { email: 'ops@example.com', password: 'Admin#Pass2026' };

test.describe('admin panel (/admin)', () => {
  test('an admin answers a contact message, the reply is mailed; tabs follow the URL', async ({ page }) => {
    const stamp = Date.now();
    const sender = `panel.${stamp}@example.com`;
    const subject = `Roof dish ${stamp}`;
    const sent = await page.request.post('/api/contact', {
      data: {
        form: 'contact',
        name: 'Esi Nkrumah',
        email: sender,
        phone: '024 123 4567',
        company: '',
        subject,
        serviceType: 'residential',
        message: 'Can you mount the dish on a flat roof?',
      },
      headers: { 'X-Forwarded-For': `198.51.100.${stamp % 250}` },
    });
    expect(sent.status()).toBe(201);

    await signInAt(page, '/admin?tab=support', admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Kwame Boateng')).toBeVisible(); // the panel's header, not the user menu
    await expect(page.getByRole('main').getByText('Administrator', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Support' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('searchbox', { name: 'Search messages' }).fill(subject);
    await page.getByRole('searchbox', { name: 'Search messages' }).press('Enter');
    // the search has answered before the row is pressed: a press on the previous list's row, replaced by the
    // answer between pointer down and up, opened nothing
    await expect(page.getByRole('status').getByText(`1 message matching "${subject}"`)).toBeVisible();
    await page.getByRole('button', { name: subject }).click();
    const ticket = page.getByRole('article');
    await expect(ticket.getByText('Can you mount the dish on a flat roof?')).toBeVisible();
    await ticket.getByRole('button', { name: 'Send reply' }).click();
    await expect(ticket.getByText('Please write a reply')).toBeVisible();
    await ticket.getByRole('textbox', { name: /Reply to Esi Nkrumah/ }).fill('Yes, we use a ballast mount.');
    await ticket.getByRole('button', { name: 'Send reply' }).click();
    await expect(ticket.getByRole('status').first()).toContainText('Reply sent.');
    // answered, it leaves the default list of open messages
    await expect(page.getByRole('table').getByRole('button', { name: subject })).toHaveCount(0);
    await expect(ticket.getByText('Yes, we use a ballast mount.')).toBeVisible();

    const login = await page.request.post('/api/auth/login', { data: admin });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const outbox = await page.request.get(`/api/admin/outbox?to=${encodeURIComponent(sender)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { messages } = (await outbox.json()) as { messages: { subject: string; text: string }[] };
    expect(messages[0]?.subject).toBe(`Re: ${subject}`);
    expect(messages[0]?.text).toContain('Yes, we use a ballast mount.');

    // the tab is in the URL: Overview drops it, Back brings Support back
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('group', { name: 'Key figures' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\?tab=support$/);
    await expect(page.getByRole('tab', { name: 'Support' })).toHaveAttribute('aria-selected', 'true');

    // keyboard: from Support, left arrow to Network and Enter
    await page.getByRole('tab', { name: 'Support' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\?tab=network$/);
    await expect(page.getByRole('table', { name: /Coverage demand by region/ })).toBeVisible();
  });

  test('a customer is sent to /dashboard and refused by the admin API', async ({ page }) => {
    await signInAt(page, '/dashboard', demoCustomer);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    const login = await page.request.post('/api/auth/login', {
      data: { email: demoCustomer.email, password: demoCustomer.password },
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    for (const path of ['/api/admin/overview', '/api/admin/network/stats', '/api/admin/support/tickets']) {
      const res = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status(), path).toBe(403);
    }
  });
});
