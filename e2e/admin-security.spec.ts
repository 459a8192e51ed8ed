import { expect, test } from '@playwright/test';
import { freshCustomer, signInAt } from './support/accounts';

const admin = { email: 'ops@example.com', password: 'Admin#Pass2026' };

test('an administrator sees the system status, unlocks a locked account and revokes a session', async ({
  page,
  browser,
  request,
}) => {
  // seven password checks (argon2) before the administrator even signs in: 29 s of the usual 30 on a loaded machine
  test.setTimeout(60_000);
  const victim = await freshCustomer(request, 'Esi Owusu');
  // The customer is signed in on another device...
  const device = await browser.newContext();
  const devicePage = await device.newPage();
  await signInAt(devicePage, '/dashboard', victim);
  // ...and someone guesses their password until the account locks.
  for (let i = 0; i < 5; i += 1) {
    const res = await request.post('/api/auth/login', { data: { email: victim.email, password: 'wrong-guess-1' } });
    expect(res.status()).toBe(401);
  }
  expect((await request.post('/api/auth/login', { data: victim })).status()).toBe(429);

  await signInAt(page, '/admin-dashboard?section=status', admin);
  const status = page.getByRole('region', { name: 'System Status' });
  await expect(status.getByText('Reachable')).toBeVisible();
  await expect(status.getByText('Working (circuit closed)')).toBeVisible();
  await expect(status.getByText('Outbox', { exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: 'Security' }).click();
  await expect(page).toHaveURL(/section=security/);
  const security = page.getByRole('region', { name: 'Security' });
  const locked = security.getByRole('table', { name: 'Locked accounts' });
  await expect(locked.getByText(victim.email)).toBeVisible();
  await expect(security.getByRole('table', { name: 'Failed sign-ins' }).getByText(victim.email).first()).toBeVisible();

  // Unlock, with a reason
  await locked.getByRole('button', { name: `Unlock ${victim.email}` }).click();
  const unlockDialog = page.getByRole('alertdialog', { name: 'Unlock this account?' });
  await unlockDialog.getByRole('textbox', { name: /Reason/ }).fill('Customer called, identity checked');
  await unlockDialog.getByRole('button', { name: 'Unlock account' }).click();
  await expect(security.getByRole('status')).toHaveText('Account unlocked. Its failed sign-ins were cleared.');
  await expect(locked.getByText(victim.email)).toHaveCount(0);

  // Revoke the customer's session: the other device is signed out
  const sessions = security.getByRole('table', { name: 'Active sessions' });
  await expect(sessions.getByText('This session')).toBeVisible();
  await sessions
    .getByRole('button', { name: new RegExp(`^Revoke session of ${victim.email.replace(/\./g, '\\.')}`) })
    .click();
  const revokeDialog = page.getByRole('alertdialog', { name: 'Revoke this session?' });
  await revokeDialog.getByRole('textbox', { name: /Reason/ }).fill('Device reported stolen');
  await revokeDialog.getByRole('button', { name: 'Revoke session' }).click();
  await expect(security.getByRole('status')).toHaveText(
    'Session revoked. Its device is signed out at its next request.',
  );
  await expect(sessions.getByText(victim.email)).toHaveCount(0);

  // The device's next request is refused (401 invalid_token): its session refreshes at once, the refresh
  // fails, and the customer lands on the login page, told why.
  await devicePage.getByRole('button', { name: 'Refresh' }).first().click();
  await expect(devicePage).toHaveURL(/\/login/);
  await expect(devicePage.getByText('Session expired')).toBeVisible();
  await device.close();

  // the unlocked customer signs in again
  expect((await request.post('/api/auth/login', { data: victim })).status()).toBe(200);
});

test('a customer gets 403 from the security and health API', async ({ request }) => {
  const login = await request.post('/api/auth/login', {
    data: { email: 'demo@example.com', password: 'Demo#Pass2026' },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  for (const path of ['/api/admin/security', '/api/admin/system/health']) {
    const res = await request.get(path, { headers: { Authorization: `Bearer ${access_token}` } });
    expect(res.status(), path).toBe(403);
  }
});
