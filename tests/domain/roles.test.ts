import { describe, expect, it } from 'vitest';
import {
  hasPermission,
  hasRole,
  homePathFor,
  isAdmin,
  isSuperAdmin,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  type Role,
} from '../../src/domain/roles';

describe('roles and permissions (docs/product-rules.md)', () => {
  it('matches the product rules table', () => {
    expect(ROLE_PERMISSIONS.admin).toEqual(['read', 'write', 'delete', 'manage_users']);
    expect(ROLE_PERMISSIONS.moderator).toEqual(['read', 'write', 'moderate']);
    expect(ROLE_PERMISSIONS.support).toEqual(['read', 'write', 'support']);
    expect(ROLE_PERMISSIONS.user).toEqual(['read']);
  });

  it('gives super_admin every permission', () => {
    for (const permission of PERMISSIONS) expect(hasPermission('super_admin', permission)).toBe(true);
  });

  it.each<[Role, string, boolean]>([
    ['admin', 'manage_users', true],
    ['admin', 'moderate', false],
    ['moderator', 'moderate', true],
    ['moderator', 'delete', false],
    ['support', 'support', true],
    ['user', 'read', true],
    ['user', 'write', false],
  ])('%s has %s: %s', (role, permission, expected) => {
    expect(hasPermission({ role }, permission as never)).toBe(expected);
  });

  it('isAdmin is admin or super_admin; isSuperAdmin only super_admin', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'super_admin' })).toBe(true);
    expect(isAdmin({ role: 'moderator' })).toBe(false);
    expect(isAdmin({ role: 'user' })).toBe(false);
    expect(isSuperAdmin({ role: 'super_admin' })).toBe(true);
    expect(isSuperAdmin({ role: 'admin' })).toBe(false);
  });

  it('hasRole accepts one role or a list', () => {
    expect(hasRole({ role: 'support' }, 'support')).toBe(true);
    expect(hasRole({ role: 'support' }, ['admin', 'support'])).toBe(true);
    expect(hasRole({ role: 'support' }, 'admin')).toBe(false);
  });

  it('refuses nobody, unknown roles and look-alike names', () => {
    for (const holder of [null, undefined, {}, { role: null }, { role: 'Admin' }, { role: 'administrator' }]) {
      expect(isAdmin(holder)).toBe(false);
      expect(hasPermission(holder, 'read')).toBe(false);
    }
  });

  it('lands administrators on /admin and everyone else on the dashboard after sign-in', () => {
    expect(homePathFor({ role: 'admin' })).toBe('/admin');
    expect(homePathFor('super_admin')).toBe('/admin');
    for (const role of ['moderator', 'support', 'user', 'unknown', null] as const) {
      expect(homePathFor(role)).toBe('/dashboard');
    }
  });
});
