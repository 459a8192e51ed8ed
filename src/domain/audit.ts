/**
 * The server's audit log vocabulary (spec: billing §3 "Audit entry", §9 audit filter options and trimming).
 * Each action belongs to one filter category, so writers name the action only and the admin area's
 * filter (all, auth, user, system) never disagrees with what was written.
 */
export const AUDIT_CATEGORIES = ['auth', 'user', 'system'] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

export const AUDIT_FILTERS = ['all', ...AUDIT_CATEGORIES] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];

export const AUDIT_LEVELS = ['info', 'warn', 'error'] as const;
export type AuditLevel = (typeof AUDIT_LEVELS)[number];

/** Every action the server records, with its category and default level. */
export const AUDIT_ACTIONS = {
  // auth: the account's own sign-in life
  'auth.sign_in': { category: 'auth', level: 'info' },
  'auth.sign_in_failed': { category: 'auth', level: 'warn' },
  'auth.sign_out': { category: 'auth', level: 'info' },
  'auth.register': { category: 'auth', level: 'info' },
  'auth.password_changed': { category: 'auth', level: 'info' },
  'auth.password_reset_requested': { category: 'auth', level: 'info' },
  'auth.password_reset': { category: 'auth', level: 'info' },
  'auth.email_verified': { category: 'auth', level: 'info' },
  'auth.session_revoked': { category: 'auth', level: 'warn' },
  // user: what a customer does with their account and money, and what admins do to accounts
  'user.profile_updated': { category: 'user', level: 'info' },
  'user.settings_changed': { category: 'user', level: 'info' },
  'user.account_deleted': { category: 'user', level: 'warn' },
  'payment.initiated': { category: 'user', level: 'info' },
  'payment.succeeded': { category: 'user', level: 'info' },
  'payment.failed': { category: 'user', level: 'error' },
  'admin.user_activated': { category: 'user', level: 'info' },
  'admin.user_deactivated': { category: 'user', level: 'warn' },
  'admin.role_changed': { category: 'user', level: 'warn' },
  'admin.verification_resent': { category: 'user', level: 'info' },
  'admin.user_deleted': { category: 'user', level: 'warn' },
  'admin.ticket_updated': { category: 'user', level: 'info' },
  'admin.ticket_answered': { category: 'user', level: 'info' },
  'admin.session_revoked': { category: 'user', level: 'warn' },
  'admin.account_unlocked': { category: 'user', level: 'warn' },
  'admin.coverage_request_updated': { category: 'user', level: 'info' },
  // system: the installation itself
  'system.settings_changed': { category: 'system', level: 'warn' },
  'system.report_exported': { category: 'system', level: 'info' },
} as const satisfies Record<string, { category: AuditCategory; level: AuditLevel }>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** Per user, the log is trimmed to the newest `keep` entries once it holds more than `above` (§9). */
export const AUDIT_TRIM = { above: 500, keep: 250 } as const;

export function auditCategoryOf(action: AuditAction): AuditCategory {
  return AUDIT_ACTIONS[action].category;
}
