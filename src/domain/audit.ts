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

/**
 * How long an entry stays, chosen so that nobody but the account holder can push their entries out of
 * their trail (anonymous refusals must not erase a registration or an administrator's action):
 * - routine: what the account holder does with their own password or token (signing in and out,
 *   profile, settings, payments). Trimmed by volume (AUDIT_TRIM), counting routine entries only, so only
 *   the holder's own activity can push them out.
 * - security: the account's security life (registration, verification, password changes and resets,
 *   revoked sessions, deletion) and refused attempts (failed sign-ins, reset requests: written as one
 *   counted entry per limit window, see server/audit/log.ts). Kept by age (AUDIT_KEEP_DAYS), never
 *   pushed out by volume.
 * - admin: what administrators do to accounts and to the installation. Kept by age, like security.
 */
export const AUDIT_RETENTIONS = ['routine', 'security', 'admin'] as const;
export type AuditRetention = (typeof AUDIT_RETENTIONS)[number];

/** Every action the server records, with its category, default level and retention. */
export const AUDIT_ACTIONS = {
  // auth: the account's own sign-in life
  'auth.sign_in': { category: 'auth', level: 'info', retention: 'routine' },
  'auth.sign_in_failed': { category: 'auth', level: 'warn', retention: 'security' },
  'auth.sign_out': { category: 'auth', level: 'info', retention: 'routine' },
  'auth.register': { category: 'auth', level: 'info', retention: 'security' },
  'auth.password_changed': { category: 'auth', level: 'info', retention: 'security' },
  'auth.password_reset_requested': { category: 'auth', level: 'info', retention: 'security' },
  'auth.password_reset': { category: 'auth', level: 'info', retention: 'security' },
  'auth.email_verified': { category: 'auth', level: 'info', retention: 'security' },
  'auth.session_revoked': { category: 'auth', level: 'warn', retention: 'security' },
  'auth.two_factor_enabled': { category: 'auth', level: 'info', retention: 'security' },
  'auth.two_factor_disabled': { category: 'auth', level: 'warn', retention: 'security' },
  'auth.recovery_code_used': { category: 'auth', level: 'warn', retention: 'security' },
  // user: what a customer does with their account and money, and what admins do to accounts
  'user.profile_updated': { category: 'user', level: 'info', retention: 'routine' },
  'user.settings_changed': { category: 'user', level: 'info', retention: 'routine' },
  'user.account_deleted': { category: 'user', level: 'warn', retention: 'security' },
  'payment.initiated': { category: 'user', level: 'info', retention: 'routine' },
  'payment.succeeded': { category: 'user', level: 'info', retention: 'routine' },
  'payment.failed': { category: 'user', level: 'error', retention: 'routine' },
  // money the provider took after we had given the payment up, credited late: kept by age for administrators
  'payment.late_success': { category: 'user', level: 'warn', retention: 'security' },
  'payment.duplicate_success': { category: 'user', level: 'warn', retention: 'security' },
  // a payment priced for another plan than the one it extended: its value bought days of that plan
  'payment.credited_by_value': { category: 'user', level: 'warn', retention: 'security' },
  // the customer cancelled a scheduled plan change: what it cost became credit
  'subscription.change_cancelled': { category: 'user', level: 'info', retention: 'security' },
  // an administrator credited a payment the provider took and our books lacked (reconciliation)
  'admin.payment_credited': { category: 'user', level: 'warn', retention: 'admin' },
  'admin.user_activated': { category: 'user', level: 'info', retention: 'admin' },
  'admin.user_deactivated': { category: 'user', level: 'warn', retention: 'admin' },
  'admin.role_changed': { category: 'user', level: 'warn', retention: 'admin' },
  'admin.verification_resent': { category: 'user', level: 'info', retention: 'admin' },
  'admin.user_deleted': { category: 'user', level: 'warn', retention: 'admin' },
  'admin.ticket_updated': { category: 'user', level: 'info', retention: 'admin' },
  'admin.ticket_answered': { category: 'user', level: 'info', retention: 'admin' },
  'admin.session_revoked': { category: 'user', level: 'warn', retention: 'admin' },
  'admin.account_unlocked': { category: 'user', level: 'warn', retention: 'admin' },
  'admin.coverage_request_updated': { category: 'user', level: 'info', retention: 'admin' },
  // system: the installation itself
  'system.settings_changed': { category: 'system', level: 'warn', retention: 'admin' },
  'system.report_exported': { category: 'system', level: 'info', retention: 'admin' },
  // outside production only: an administrator moved the application's clock forward (the test clock)
  'system.clock_advanced': { category: 'system', level: 'warn', retention: 'admin' },
  'system.job_retried': { category: 'system', level: 'info', retention: 'admin' },
  // sign-up refused a visitor because max users was reached: the administrators' alert, counted per day
  'system.registration_limit_reached': { category: 'system', level: 'warn', retention: 'admin' },
} as const satisfies Record<string, { category: AuditCategory; level: AuditLevel; retention: AuditRetention }>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/**
 * Per user, the routine entries are trimmed to the newest `keep` once there are more than `above` (§9).
 * The trail of entries without an account (failed sign-ins for unknown addresses) is trimmed the same
 * way whatever the retention: anyone can write to it, and it protects no account.
 */
export const AUDIT_TRIM = { above: 500, keep: 250 } as const;

/** Security and admin entries are kept this long (ours: the spec sets only the volume trim). */
export const AUDIT_KEEP_DAYS = 365;

/** The actions trimmed by volume (AUDIT_TRIM). */
export const ROUTINE_AUDIT_ACTIONS = (Object.keys(AUDIT_ACTIONS) as AuditAction[]).filter(
  (action) => AUDIT_ACTIONS[action].retention === 'routine',
);

export function auditCategoryOf(action: AuditAction): AuditCategory {
  return AUDIT_ACTIONS[action].category;
}
