import { describe, expect, it } from 'vitest';
import { paths, safeReturnPath } from '../../src/domain/paths';

describe('paths', () => {
  it('builds links with encoded query values', () => {
    expect(paths.resetPassword({ token: 'a b&c' })).toBe('/reset-password?token=a+b%26c');
    expect(paths.verifyEmail({ token: '123', email: 'ama@example.com' })).toBe(
      '/verify-email?token=123&email=ama%40example.com',
    );
    expect(paths.resetPassword()).toBe('/reset-password');
  });
});

describe('safeReturnPath (no open redirect)', () => {
  it('keeps same-site paths with query and hash', () => {
    expect(safeReturnPath('/user-dashboard')).toBe('/user-dashboard');
    expect(safeReturnPath('/admin-dashboard?tab=2#top')).toBe('/admin-dashboard?tab=2#top');
  });

  it('refuses other sites, schemes and protocol-relative tricks', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'dashboard',
      '/\tevil',
      ' /dashboard',
      '',
      null,
      42,
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBeNull();
    }
  });

  it('never returns to the sign-in or sign-up form', () => {
    expect(safeReturnPath(paths.login)).toBeNull();
    expect(safeReturnPath('/signup/')).toBeNull();
  });
});
