import { describe, expect, it } from 'vitest';
import { paths, safeReturnPath, sameSitePath } from '../../src/domain/paths';

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

describe('sameSitePath (the one same-site rule: login ?from=, payment callback_url and redirect_url)', () => {
  // Resolved as a browser resolves a link on our page (a backslash is a slash, '.' and '..' segments and their %2e
  // forms are removed), then refused when the result is not on our origin or its path starts with '//',
  // which a browser reads as another host.
  it.each([
    ['/.//evil.com/x', null],
    ['/./\\evil.com', null],
    ['/.\\/evil.com', null],
    ['/..//evil.com', null],
    ['/a/..//evil.com', null],
    ['/%2e//evil.com', null],
    ['/%2E%2E//evil.com', null],
    ['//evil.com', null],
    ['/\\evil.com', null],
    ['https://evil.com', null],
    ['javascript:alert(1)', null],
    ['dashboard', null],
    ['/\tevil', null],
    ['', null],
    [null, null],
    // %2f stays encoded: a browser requests /%2fevil.com from our own origin
    ['/%2e/%2fevil.com', '/%2fevil.com'],
    ['/dashboard?x=1', '/dashboard?x=1'],
    ['/payment/callback', '/payment/callback'],
    ['/./payment/./callback?a=b#top', '/payment/callback?a=b#top'],
  ])('%j -> %j', (input, expected) => {
    expect(sameSitePath(input)).toBe(expected);
    // what is returned stays on our origin however often it is resolved again
    if (expected) expect(new URL(expected, 'https://skylink.test/some/page').origin).toBe('https://skylink.test');
  });

  it('the login page refuses ?from= that resolves to another host, and keeps a same-site one', () => {
    const from = (search: string) => safeReturnPath(new URLSearchParams(search).get('from'));
    expect(from('?from=/.//evil.com')).toBeNull();
    expect(from(`?from=${encodeURIComponent('/./\\evil.com/x')}`)).toBeNull();
    expect(from('?from=/%2e/login')).toBeNull();
    expect(from(`?from=${encodeURIComponent('/payment/mobile-money/plan_x?cycle=yearly')}`)).toBe(
      '/payment/mobile-money/plan_x?cycle=yearly',
    );
  });
});
