/**
 * Longer than 300 lines: the settings endpoints share one seeded database and its sign-ins; one describe per
 * endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from '../../../../src/domain/csv';
import {
  DEFAULT_SETTINGS,
  dataExportSchema,
  notificationSettingsResponseSchema,
  notificationSettingsSavedSchema,
  settingsErrorBodySchema,
  settingsResponseSchema,
  settingsSavedResponseSchema,
} from '../../../../src/features/settings/contract';
import { type BillingHarness, billingHarness, payBody } from '../billing/support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

const put = (path: string, token: string | undefined, body: unknown) => h.send('PUT', path, token, body);

describe('GET|PUT /api/user/settings', () => {
  it('reads the defaults before any save, then what was saved, section by section', async () => {
    const c = await h.customer('Defaults');
    const first = settingsResponseSchema.parse(await (await h.send('GET', '/api/user/settings', c.token)).json());
    expect(first).toEqual({ settings: DEFAULT_SETTINGS, updatedAt: null });

    const saved = await put('/api/user/settings/preferences', c.token, { theme: 'dark' });
    expect(saved.status).toBe(200);
    const body = settingsSavedResponseSchema.parse(await saved.json());
    expect(body.message).toBe('Preferences saved');
    expect(body.settings.preferences).toEqual({ theme: 'dark' });
    expect(body.settings.security).toEqual(DEFAULT_SETTINGS.security);

    const security = await put('/api/user/settings/security', c.token, {
      ...DEFAULT_SETTINGS.security,
      twoFactorEnabled: true,
      sessionTimeout: 120,
    });
    expect(settingsSavedResponseSchema.parse(await security.json()).message).toBe('Security settings saved');
    const again = settingsResponseSchema.parse(await (await h.send('GET', '/api/user/settings', c.token)).json());
    expect(again.settings.preferences.theme).toBe('dark');
    expect(again.settings.security).toMatchObject({ twoFactorEnabled: true, sessionTimeout: 120 });
    expect(again.updatedAt).not.toBeNull();
  });

  it.each(['__proto__', 'constructor', 'toString'])(
    'PUT /api/user/settings/%s: what every object inherits is no section (404, not 500), and nothing is stored',
    async (name) => {
      const c = await h.customer('Inherited');
      const res = await put(`/api/user/settings/${name}`, c.token, { theme: 'dark' });
      expect(res.status).toBe(404);
      expect(settingsErrorBodySchema.parse(await res.json()).code).toBe('not_found');
      const after = settingsResponseSchema.parse(await (await h.send('GET', '/api/user/settings', c.token)).json());
      expect(after).toEqual({ settings: DEFAULT_SETTINGS, updatedAt: null });
    },
  );

  it("the billing section's auto-renew is the subscription's: turning it off (and on) changes both", async () => {
    const c = await h.customer('Renew');
    const created = await h.send('POST', '/api/billing/subscriptions', c.token, {
      plan_id: 'skylink-home',
      billing_cycle: 'monthly',
    });
    expect(created.status).toBe(201);
    const autoRenew = async () =>
      (
        (await (await h.send('GET', '/api/billing/subscriptions', c.token)).json()) as {
          data: { subscription: { auto_renew: boolean } };
        }
      ).data.subscription.auto_renew;
    // off unless the customer turns it on
    expect(await autoRenew()).toBe(false);
    await put('/api/user/settings', c.token, { billing: { ...DEFAULT_SETTINGS.billing, autoRenew: true } });
    expect(await autoRenew()).toBe(true);
    const off = await put('/api/user/settings/billing', c.token, { ...DEFAULT_SETTINGS.billing, autoRenew: false });
    expect(off.status).toBe(200);
    expect(await autoRenew()).toBe(false);
    await put('/api/user/settings', c.token, { billing: { ...DEFAULT_SETTINGS.billing, autoRenew: true } });
    expect(await autoRenew()).toBe(true);
    // another customer's subscription is untouched
    const other = await h.customer('Neighbour');
    await h.send('POST', '/api/billing/subscriptions', other.token, {
      plan_id: 'skylink-home',
      billing_cycle: 'monthly',
    });
    await put('/api/user/settings/billing', other.token, { ...DEFAULT_SETTINGS.billing, autoRenew: true });
    await put('/api/user/settings/billing', c.token, { ...DEFAULT_SETTINGS.billing, autoRenew: false });
    const theirs = (await (await h.send('GET', '/api/billing/subscriptions', other.token)).json()) as {
      data: { subscription: { auto_renew: boolean } };
    };
    expect(theirs.data.subscription.auto_renew).toBe(true);
  });

  it('PUT of the whole document (or any subset of sections) saves exactly the sections sent', async () => {
    const c = await h.customer('Whole');
    const res = await put('/api/user/settings', c.token, {
      privacy: { ...DEFAULT_SETTINGS.privacy, analytics: false },
      billing: { autoRenew: false, defaultNetwork: 'VODAFONE', defaultNumber: '020 123 4567' },
    });
    expect(res.status).toBe(200);
    const body = settingsSavedResponseSchema.parse(await res.json());
    expect(body.settings.privacy.analytics).toBe(false);
    // the number is stored as 10 digits
    expect(body.settings.billing).toEqual({
      autoRenew: false,
      defaultNetwork: 'VODAFONE',
      defaultNumber: '0201234567',
    });
    expect(body.settings.notifications).toEqual(DEFAULT_SETTINGS.notifications);
  });

  it('bad input answers 400 with a message per field, never a 5xx', async () => {
    const c = await h.customer('Bad');
    const res = await put('/api/user/settings/security', c.token, {
      twoFactorEnabled: 'yes',
      sessionTimeout: 45,
      loginNotifications: true,
      passwordExpiry: 5000,
      allowedDevices: 0,
    });
    expect(res.status).toBe(400);
    const body = settingsErrorBodySchema.parse(await res.json());
    expect(body.code).toBe('validation_failed');
    expect(Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]))).toEqual({
      twoFactorEnabled: 'Must be on or off',
      sessionTimeout: 'Session timeout must be 30 minutes, 1 hour, 2 hours or 4 hours',
      passwordExpiry: 'Password expiry must be between 30 and 365 days',
      allowedDevices: 'Allowed devices must be between 1 and 10',
    });

    const profile = await put('/api/user/settings/profile', c.token, {
      bio: 'x'.repeat(501),
      website: 'javascript:alert(1)',
      location: 'Accra',
      address: '',
    });
    expect(profile.status).toBe(400);
    const issues = settingsErrorBodySchema.parse(await profile.json()).issues ?? [];
    expect(issues.map((i) => i.path).sort()).toEqual(['bio', 'website']);

    const billing = await put('/api/user/settings/billing', c.token, {
      autoRenew: true,
      defaultNetwork: 'GLO',
      defaultNumber: '12345',
    });
    expect(settingsErrorBodySchema.parse(await billing.json()).issues).toEqual([
      { path: 'defaultNetwork', message: 'Network must be MTN, Telecel or AT (AirtelTigo)' },
      { path: 'defaultNumber', message: 'Please enter a valid 10-digit mobile number starting with 0' },
    ]);

    expect((await put('/api/user/settings', c.token, {})).status).toBe(400);
    expect((await put('/api/user/settings', c.token, { unknown: {} })).status).toBe(400);
    expect((await put('/api/user/settings/theme', c.token, { theme: 'dark' })).status).toBe(404);
    expect((await put('/api/user/settings/preferences', c.token, 'not json')).status).toBe(400);
    expect((await put('/api/user/settings/preferences', c.token, { theme: 'neon' })).status).toBe(400);
    // nothing was stored by any of these
    const after = settingsResponseSchema.parse(await (await h.send('GET', '/api/user/settings', c.token)).json());
    expect(after).toEqual({ settings: DEFAULT_SETTINGS, updatedAt: null });
  });

  it('anonymous callers get 401 on every route', async () => {
    for (const [method, path] of [
      ['GET', '/api/user/settings'],
      ['PUT', '/api/user/settings'],
      ['PUT', '/api/user/settings/preferences'],
      ['GET', '/api/notifications/settings'],
      ['PUT', '/api/notifications/settings'],
      ['GET', '/api/user/export.json'],
      ['GET', '/api/user/payments.csv'],
    ] as const) {
      const res = await h.send(method, path, undefined, method === 'PUT' ? { theme: 'dark' } : undefined);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(settingsErrorBodySchema.parse(await res.json()).code).toBe('auth_required');
    }
  });

  it("nobody reads or changes another user's settings: every route is the caller's own", async () => {
    const a = await h.customer('Alice');
    const b = await h.customer('Bob');
    await put('/api/user/settings/preferences', a.token, { theme: 'dark' });
    await put('/api/user/settings/profile', a.token, {
      bio: 'Alice bio',
      website: '',
      location: 'Kumasi',
      address: '1 Alice St',
    });
    const bobs = settingsResponseSchema.parse(await (await h.send('GET', '/api/user/settings', b.token)).json());
    expect(bobs.settings).toEqual(DEFAULT_SETTINGS);
    // there is no way to name another user: extra query or body fields are ignored or refused
    const withId = await h.send('GET', `/api/user/settings?userId=${a.id}`, b.token);
    expect(settingsResponseSchema.parse(await withId.json()).settings).toEqual(DEFAULT_SETTINGS);
    expect((await put('/api/user/settings', b.token, { userId: a.id, preferences: { theme: 'light' } })).status).toBe(
      400,
    );
    const exportB = dataExportSchema.parse(await (await h.send('GET', '/api/user/export.json', b.token)).json());
    expect(exportB.account.email).toBe(b.email);
    expect(JSON.stringify(exportB)).not.toContain('Alice');
  });

  it('parallel PUTs of two different sections keep both', async () => {
    const c = await h.customer('Parallel');
    for (let round = 0; round < 5; round += 1) {
      const theme = round % 2 === 0 ? 'dark' : 'light';
      const responses = await Promise.all([
        put('/api/user/settings/preferences', c.token, { theme }),
        put('/api/user/settings/notifications', c.token, { ...DEFAULT_SETTINGS.notifications, marketingEmails: true }),
        put('/api/user/settings', c.token, { privacy: { ...DEFAULT_SETTINGS.privacy, showEmail: round % 2 === 0 } }),
      ]);
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
      const now = settingsResponseSchema.parse(await (await h.send('GET', '/api/user/settings', c.token)).json());
      expect(now.settings.preferences.theme).toBe(theme);
      expect(now.settings.notifications.marketingEmails).toBe(true);
      expect(now.settings.privacy.showEmail).toBe(round % 2 === 0);
    }
  });
});

describe('GET|PUT /api/notifications/settings', () => {
  it('is the notifications section of the same stored settings', async () => {
    const c = await h.customer('Notify');
    const first = notificationSettingsResponseSchema.parse(
      await (await h.send('GET', '/api/notifications/settings', c.token)).json(),
    );
    expect(first.settings).toEqual(DEFAULT_SETTINGS.notifications);
    const next = { ...DEFAULT_SETTINGS.notifications, smsNotifications: false, pushNotifications: true };
    const saved = notificationSettingsSavedSchema.parse(
      await (await put('/api/notifications/settings', c.token, next)).json(),
    );
    expect(saved).toEqual({ message: 'Notification preferences saved', settings: next });
    const whole = settingsResponseSchema.parse(await (await h.send('GET', '/api/user/settings', c.token)).json());
    expect(whole.settings.notifications).toEqual(next);
    const bad = await put('/api/notifications/settings', c.token, { ...next, smsNotifications: 'no' });
    expect(bad.status).toBe(400);
    expect(settingsErrorBodySchema.parse(await bad.json()).issues).toEqual([
      { path: 'smsNotifications', message: 'Must be on or off' },
    ]);
  });
});

describe('data export', () => {
  it("GET /api/user/export.json and /api/user/payments.csv hold the caller's payments only", async () => {
    const payer = await h.customer('Payer');
    const other = await h.customer('Other');
    const paid = await h.send('POST', '/api/billing/mobile-money/pay-with-retry', payer.token, payBody());
    expect(paid.status).toBeLessThan(300);
    const payment = (await paid.json()).data.payment as { id: string; reference: string };
    h.clock.advance(4000);
    await h.send('GET', `/api/billing/mobile-money/payments/${payment.id}/poll-status`, payer.token);
    await h.sandbox.flush();

    const res = await h.send('GET', '/api/user/export.json', payer.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="skylink-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    const data = dataExportSchema.parse(await res.json());
    expect(data.account.email).toBe(payer.email);
    expect(JSON.stringify(data)).not.toMatch(/argon2|password_?hash|refresh|token/i);
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({
      id: payment.id,
      reference: payment.reference,
      plan_name: 'Standard Internet',
      amount: '100.00',
      currency: 'GHS',
      channel: 'mobile_money',
      network: 'MTN',
    });

    const csv = await h.send('GET', '/api/user/payments.csv', payer.token);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Reference,Description,Amount (GHS),Currency,Status,Channel,Network');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${payment.reference},Standard Internet (monthly),100.00,GHS,`);

    const others = dataExportSchema.parse(await (await h.send('GET', '/api/user/export.json', other.token)).json());
    expect(others.payments).toEqual([]);
    const otherCsv = (await (await h.send('GET', '/api/user/payments.csv', other.token)).text()).trimEnd();
    expect(otherCsv.split('\r\n')).toHaveLength(1);
  });

  it('CSV cells that a spreadsheet would run as a formula get a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+233241234567')).toBe("'+233241234567");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
    expect(csvCell('Basic, monthly')).toBe('"Basic, monthly"');
    expect(csvCell('100.00')).toBe('100.00');
    expect(csvDocument(['a', 'b'], [['=1', 'x']])).toBe("a,b\r\n'=1,x\r\n");
  });
});

describe('DELETE /api/auth/profile-picture', () => {
  it('removes the picture: the account has none and the old address answers 404', async () => {
    const c = await h.customer('Picture');
    const png = Uint8Array.from(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    const form = new FormData();
    form.append('profile_picture', new File([png], 'me.png', { type: 'image/png' }));
    const uploaded = await h.app.request('/api/auth/upload-profile-picture', {
      method: 'POST',
      headers: { Authorization: `Bearer ${c.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const url = (await uploaded.json()).profile_picture_url as string;
    expect((await h.send('GET', url)).status).toBe(200);
    expect((await h.send('DELETE', '/api/auth/profile-picture')).status).toBe(401);
    const removed = await h.send('DELETE', '/api/auth/profile-picture', c.token);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ message: 'Profile picture removed' });
    expect((await h.send('GET', url)).status).toBe(404);
    const me = await (await h.send('GET', '/api/auth/me', c.token)).json();
    expect(me.profilePicture ?? null).toBeNull();
  });
});
