import { describe, expect, it } from 'vitest';
import { DEFAULT_SYSTEM_SETTINGS, passwordExpired } from '../../../src/domain/systemSettings';
import { auditQueryString, createConsoleClient } from '../../../src/features/adminConsole/client';
import { CONSOLE_MESSAGES } from '../../../src/features/adminConsole/messages';
import { checkForm, formatDuration, formatMs, formatPercent, toForm } from '../../../src/features/adminConsole/rules';

describe('the system settings form', () => {
  it('accepts the defaults and refuses text, decimals, blanks and values out of range with each field named', () => {
    expect(checkForm(toForm(DEFAULT_SYSTEM_SETTINGS))).toEqual({ ok: true, value: DEFAULT_SYSTEM_SETTINGS });
    const bad = checkForm({
      ...toForm(DEFAULT_SYSTEM_SETTINGS),
      maxUsers: '2.5',
      allowedDevices: '',
      passwordExpiryDays: '400',
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(['allowedDevices', 'maxUsers', 'passwordExpiryDays']);
  });
  it('reads the reminder days as typed (commas or spaces, any order: saved furthest first) and wants one channel', () => {
    const form = toForm(DEFAULT_SYSTEM_SETTINGS);
    expect(form.reminderDays).toBe('7, 3, 1');
    const typed = checkForm({ ...form, reminderDays: ' 1,14 3 ' });
    expect(typed.ok && typed.value.reminderDays).toEqual([14, 3, 1]);
    for (const reminderDays of ['', '7, x', '0', '31', '3, 3', '1 2 3 4 5 6', '2.5']) {
      const bad = checkForm({ ...form, reminderDays });
      expect(bad.ok ? null : Object.keys(bad.errors), reminderDays).toEqual(['reminderDays']);
    }
    const none = checkForm({ ...form, reminderChannels: { sms: false, mail: false, bell: false } });
    expect(none.ok ? null : none.errors).toEqual({ reminderChannels: 'Choose at least one channel for reminders' });
  });
  it('password expiry counts whole days and 0 turns it off', () => {
    const set = new Date('2026-01-01T00:00:00Z');
    expect(passwordExpired(set, new Date('2026-03-31T23:59:59Z'), 90)).toBe(false);
    expect(passwordExpired(set, new Date('2026-04-01T00:00:00Z'), 90)).toBe(true);
    expect(passwordExpired(set, new Date('2030-01-01T00:00:00Z'), 0)).toBe(false);
  });
  it('formats durations', () => {
    expect([12, 250, 7260, 2 * 86_400 + 3600].map(formatDuration)).toEqual([
      '12 s',
      '4 min 10 s',
      '2 h 1 min',
      '2 d 1 h',
    ]);
  });
  it('formats the Overview tiles: small error rates and response times with one more decimal, none as a dash', () => {
    expect([0, 0.125, 9.999, 10, 42.06].map(formatPercent)).toEqual(['0.00%', '0.13%', '10.00%', '10.0%', '42.1%']);
    expect([null, 0, 4.26, 9.99, 10, 123.4].map(formatMs)).toEqual([
      '—',
      '0.0 ms',
      '4.3 ms',
      '10.0 ms',
      '10 ms',
      '123 ms',
    ]);
  });
});

describe('the console client', () => {
  it('writes only the query fields that differ from the defaults', () => {
    expect(auditQueryString({})).toBe('');
    expect(auditQueryString({ filter: 'all', page: 1, search: '  ' })).toBe('');
    expect(auditQueryString({ filter: 'auth', level: 'warn', search: ' a&b ', page: 2, pageSize: 50 })).toBe(
      '?filter=auth&level=warn&search=a%26b&page=2&pageSize=50',
    );
  });
  it('a failure shows the server’s text for a 4xx and the product’s words otherwise', async () => {
    const answer = (status: number, body: unknown) => async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    const refused = createConsoleClient({
      getToken: () => 't',
      fetch: answer(400, {
        error: 'Max users must be a whole number',
        message: 'Max users must be a whole number',
        code: 'validation_failed',
      }),
    });
    await expect(refused.saveSettings(DEFAULT_SYSTEM_SETTINGS)).rejects.toThrow('Max users must be a whole number');
    const broken = createConsoleClient({ getToken: () => 't', fetch: answer(500, { message: 'boom' }) });
    await expect(broken.stats()).rejects.toThrow(CONSOLE_MESSAGES.statsFailed);
    const garbled = createConsoleClient({ getToken: () => 't', fetch: answer(200, { stats: {} }) });
    await expect(garbled.stats()).rejects.toThrow(CONSOLE_MESSAGES.statsFailed);
  });
});

describe('the login page under the system settings', () => {
  it('shows the server’s words for an expired password, and the usual text for other refusals', async () => {
    const { loginErrorMessage } = await import('../../../src/features/auth/errors');
    const { AUTH_MESSAGES } = await import('../../../src/features/auth/messages');
    expect(
      loginErrorMessage({ kind: 'http', status: 403, code: 'password_expired', text: AUTH_MESSAGES.passwordExpired }),
    ).toBe(AUTH_MESSAGES.passwordExpired);
    expect(loginErrorMessage({ kind: 'http', status: 403, code: 'forbidden', text: 'Forbidden' })).toBe(
      AUTH_MESSAGES.loginFailed,
    );
  });
});
