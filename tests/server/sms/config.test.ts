/** SMS configuration (server/config.ts): the outbox by default, Arkesel with a key, production without one warned. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';

const prod = { APP_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://skylink.example' } as const;

describe('SMS configuration', () => {
  it('keeps SMS in the outbox outside production unless Arkesel is chosen, which needs its key', () => {
    expect(loadConfig({}).sms).toEqual({
      provider: 'outbox',
      senderId: 'SkyLink',
      baseUrl: 'https://sms.arkesel.com',
      warning: undefined,
    });
    expect(() => loadConfig({ SMS_PROVIDER: 'arkesel' })).toThrow(/SMS_API_KEY/);
    expect(loadConfig({ SMS_PROVIDER: 'arkesel', SMS_API_KEY: 'key-12345678' }).sms).toMatchObject({
      provider: 'arkesel',
      apiKey: 'key-12345678',
    });
  });

  it('refuses a sender ID longer than 11 characters or with other than letters and digits', () => {
    expect(() => loadConfig({ SMS_SENDER_ID: 'SkyLinkGhana' })).toThrow(
      /SMS_SENDER_ID must be 1 to 11 letters or digits/,
    );
    expect(() => loadConfig({ SMS_SENDER_ID: 'Sky-Link' })).toThrow(/SMS_SENDER_ID/);
    expect(loadConfig({ SMS_SENDER_ID: 'SkyLinkGH' }).sms.senderId).toBe('SkyLinkGH');
  });

  it('production sends by Arkesel with a key, and without one keeps SMS in the outbox with a warning', () => {
    expect(loadConfig({ ...prod, SMS_API_KEY: 'key-12345678' }).sms.provider).toBe('arkesel');
    const without = loadConfig({ ...prod }).sms;
    expect(without.provider).toBe('outbox');
    expect(without.warning).toMatch(/no SMS_API_KEY/);
  });
});
