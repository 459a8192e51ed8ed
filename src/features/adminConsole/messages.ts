/**
 * Every user-facing text of the admin console (/admin-dashboard). The product's words where it gives them
 * (spec: billing §2 Admin dashboard, §8), ours (marked) where it is silent. Pure data.
 */
export const CONSOLE_MESSAGES = {
  title: 'Admin Dashboard',
  accessDenied: 'Access Denied',
  noPermission: "You don't have permission to access this page.",
  // the sections (spec §2)
  overview: 'Overview',
  userManagement: 'User Management',
  security: 'Security',
  systemStatus: 'System Status',
  auditLogs: 'Audit Logs',
  systemSettings: 'System Settings',
  logout: 'Logout',
  // spec §8
  statsFailed: 'Failed to load dashboard data',
  // ours
  statsLoading: 'Loading dashboard data…',
  auditLoading: 'Loading the audit log…',
  auditFailed: 'Failed to load the audit log',
  auditEmpty: 'No audit entries match these filters.',
  exportFailed: 'Failed to export the audit log',
  exported: 'Audit log exported',
  settingsLoading: 'Loading system settings…',
  settingsLoadFailed: 'Failed to load system settings',
  settingsSaving: 'Saving system settings…',
  settingsSaved: 'System settings saved',
  settingsUnchanged: 'No changes to save',
  settingsSaveFailed: 'Failed to save system settings',
  retry: 'Try again',
  signingOut: 'Signing out…',
  /** the CSV export's audit entry and the server's validation texts */
  invalidQuery: 'Invalid audit query',
} as const;
