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
  // ours: the billing reconciliation section
  reconcile: 'Reconciliation',
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
  // the reconciliation section (ours)
  reconcileIntro:
    "Compare our payments with the payment provider's successful transactions for a period, and credit what our books lack.",
  reconcileRun: 'Run reconciliation',
  reconcileRunning: 'Reconciling with the payment provider…',
  reconcileFailed: 'Failed to run the reconciliation',
  reconcileNothing: 'Nothing to reconcile: every provider success in this period is in our books.',
  reconcileCredit: 'Credit',
  reconcileCrediting: 'Crediting…',
  reconcileCreditFailed: 'Failed to credit the payment',
  reconcileNotOurs: 'No payment of ours: not creditable',
  reconcileCredited: (reference: string, amount: string) =>
    `Credited ${reference} (${amount}). The list is up to date.`,
  // the Overview's late successes tile (ours)
  lateSuccesses: 'Late successes',
  lateSuccessesHint: 'payments credited late in the last 30 days',
  signingOut: 'Signing out…',
  // ----- the test clock (ours: outside production only) ----------------------------------------------
  testClockTitle: 'Test clock',
  testClockIntro:
    "Moves the application's time forward for every server, as a payment sandbox's test clock does: reminders, standing changes and auto-renew that fall due run within seconds. It never goes back.",
  testClockUnavailable: 'The test clock is off on this server (production).',
  testClockFailed: 'Failed to read or move the test clock',
  testClockDays: 'Move forward by (days)',
  testClockDaysInvalid: 'Enter a number of days from 0.01 to 400.',
  testClockAdvance: 'Move the clock',
  testClockAdvancing: 'Moving the clock...',
  testClockNow: 'Application time',
  testClockOffset: 'Ahead of the real time by',
  // ----- the scheduler's queues (ours) ---------------------------------------------------------------
  jobsTitle: 'Scheduled work',
  jobsIntro:
    'Every queue of timed work (reminders, standing changes, auto-renew, SMS retries, service events), counted now. A failed job has used all its attempts; run it again once its cause is fixed.',
  jobsLoading: 'Loading the queues…',
  jobsFailed: 'Failed to load the queues',
  jobsRefresh: 'Refresh',
  jobQueue: 'Queue',
  jobDue: 'Due',
  jobScheduled: 'Scheduled',
  jobRunning: 'Running',
  jobFailed: 'Failed',
  jobLastRun: 'Last run',
  jobNeverRun: 'Not yet',
  jobFailedList: 'Failed jobs',
  jobFailedAt: 'Failed at',
  jobError: 'Error',
  jobRetry: 'Run again',
  jobRetrying: 'Running again…',
  jobRetried: (queue: string) => `The failed job of ${queue} is queued to run again.`,
  jobRetryFailed: 'Failed to run the job again',
  jobNotFailed: 'No failed job has that id: it may have run again already.',
  jobsNoFailures: 'No failed jobs.',
} as const;
