/**
 * Roles and permissions (docs/product-rules.md). The role always comes from the server (GET /api/auth/me);
 * it is never derived from what the user typed.
 */

import { paths } from './paths';

export const ROLES = ['super_admin', 'admin', 'moderator', 'support', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = ['read', 'write', 'delete', 'manage_users', 'moderate', 'support'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The product's table: super_admin has all permissions. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  super_admin: PERMISSIONS,
  admin: ['read', 'write', 'delete', 'manage_users'],
  moderator: ['read', 'write', 'moderate'],
  support: ['read', 'write', 'support'],
  user: ['read'],
};

/** Anything carrying a role (a user record), a bare role, or nobody. */
export type RoleHolder = { role?: string | null } | Role | string | null | undefined;

function roleOf(holder: RoleHolder): Role | null {
  const role = typeof holder === 'string' ? holder : holder?.role;
  return isRole(role) ? role : null;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** True when the holder has the role (or one of the roles). */
export function hasRole(holder: RoleHolder, role: Role | readonly Role[]): boolean {
  const own = roleOf(holder);
  if (!own) return false;
  return typeof role === 'string' ? own === role : role.includes(own);
}

/** True when the holder's role grants the permission. */
export function hasPermission(holder: RoleHolder, permission: Permission): boolean {
  const own = roleOf(holder);
  return own ? ROLE_PERMISSIONS[own].includes(permission) : false;
}

/** admin or super_admin */
export function isAdmin(holder: RoleHolder): boolean {
  return hasRole(holder, ['admin', 'super_admin']);
}

/**
 * Where a signed-in user lands when nothing else asked for a page (sign-in with no page to return to):
 * administrators run the business from /admin, everyone else has their dashboard.
 */
export function homePathFor(holder: RoleHolder): string {
  return isAdmin(holder) ? paths.admin : paths.dashboard;
}

export function isSuperAdmin(holder: RoleHolder): boolean {
  return hasRole(holder, 'super_admin');
}
