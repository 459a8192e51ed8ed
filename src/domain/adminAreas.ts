/**
 * The two admin areas, as every way to them names them: the user menus (site header and dashboard, for
 * administrators) and each area's link to the other. The Admin Panel (/admin) holds customers, analytics,
 * network demand and the contact inbox; the Admin Dashboard (/admin-dashboard) the console: users,
 * reconciliation, security, system status, audit log and system settings.
 */
import { paths } from './paths';

export interface AdminArea {
  id: 'admin' | 'admin-dashboard';
  label: string;
  href: string;
}

export const adminPanelArea: AdminArea = { id: 'admin', label: 'Admin Panel', href: paths.admin };
export const adminDashboardArea: AdminArea = {
  id: 'admin-dashboard',
  label: 'Admin Dashboard',
  href: paths.adminDashboard,
};
export const adminAreas: readonly AdminArea[] = [adminPanelArea, adminDashboardArea];

/** The Admin Panel's Outbox tab (mail and SMS kept instead of sent, outside production), linked from the console. */
export const adminOutboxLink = { label: 'Read the outbox', href: `${paths.admin}?tab=outbox` } as const;

/** The user menu's items for the admin areas: both for an administrator, none (hidden) for anyone else. */
export const adminMenuItems = (isAdmin: boolean) => adminAreas.map((area) => ({ ...area, isHidden: !isAdmin }));
