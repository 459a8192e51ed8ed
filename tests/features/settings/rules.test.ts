import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, settingsPatchSchema } from '../../../src/features/settings/contract';
import {
  analyticsAllowed,
  failedMessage,
  passwordChangeError,
  savedMessage,
  validateSection,
} from '../../../src/features/settings/rules';

describe('settings rules', () => {
  it('the two-factor toggle has its own messages; other saves the section message', () => {
    const off = DEFAULT_SETTINGS.security;
    const on = { ...off, twoFactorEnabled: true };
    expect(savedMessage('security', off, on)).toBe('Two-factor authentication enabled');
    expect(savedMessage('security', on, off)).toBe('Two-factor authentication disabled');
    expect(savedMessage('security', off, { ...off, sessionTimeout: 60 })).toBe('Security settings saved');
    expect(savedMessage('profile', {}, {})).toBe('Profile updated successfully');
    expect(failedMessage('security', off, on)).toBe('Failed to toggle 2FA');
    expect(failedMessage('profile', {}, {})).toBe('Failed to update profile');
    expect(failedMessage('privacy', {}, {})).toBe('Failed to save settings');
  });

  it('password change rules in the spec order', () => {
    const ok = { currentPassword: 'a', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' };
    expect(passwordChangeError({ ...ok, currentPassword: '' }, 'settings')).toBe('All password fields are required');
    expect(passwordChangeError({ ...ok, confirmPassword: 'x' }, 'settings')).toBe('Passwords do not match');
    expect(passwordChangeError({ ...ok, confirmPassword: 'x' }, 'profile')).toBe('New passwords do not match');
    expect(passwordChangeError({ ...ok, newPassword: 'abc', confirmPassword: 'abc' }, 'profile')).toBe(
      'New password must be at least 8 characters long',
    );
    expect(passwordChangeError(ok, 'profile')).toBeNull();
  });

  it('section validation uses the contract (the same rules the server applies)', () => {
    expect(validateSection('preferences', { theme: 'dark' })).toBeNull();
    expect(validateSection('preferences', { theme: 'neon' })).toEqual({ theme: 'Theme must be light, dark or auto' });
    expect(validateSection('security', { ...DEFAULT_SETTINGS.security, allowedDevices: Number.NaN })).toEqual({
      allowedDevices: 'Allowed devices must be between 1 and 10',
    });
  });

  it('every default is valid, and a whole document is a valid PUT', () => {
    expect(settingsPatchSchema.safeParse(DEFAULT_SETTINGS).success).toBe(true);
  });

  it('a signed-in user with analytics off sends nothing', () => {
    expect(analyticsAllowed(null)).toBe(true);
    expect(analyticsAllowed({ privacy: { ...DEFAULT_SETTINGS.privacy, analytics: false } })).toBe(false);
  });
});
