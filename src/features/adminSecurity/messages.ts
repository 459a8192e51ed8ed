/**
 * The words of the console's Security and System Status sections. The spec gives the
 * section names and the console's load failure ('Failed to load dashboard data', billing §8); the rest
 * is ours.
 */
export const SECURITY_MESSAGES = {
  securityTitle: 'Security',
  statusTitle: 'System Status',
  /** billing §8: the console's load failure */
  loadFailed: 'Failed to load dashboard data',
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  loadingSecurity: 'Loading security data...',
  loadingStatus: 'Loading system status...',
  staleNotice: 'Showing the last figures: the latest refresh failed.',

  failedSignInsTitle: 'Failed sign-ins',
  failedSignInsEmpty: 'No failed sign-ins are counting against the limits.',
  failedSignInsNote:
    'Failed attempts still counted by the sign-in limit (a successful sign-in clears an account’s count). The audit log keeps the full history.',
  unknownAccount: 'No such account',
  unknownAddress: 'Unknown',

  lockedTitle: 'Locked accounts',
  lockedEmpty: 'No account is locked.',
  unlock: 'Unlock',
  unlockTitle: 'Unlock this account?',
  unlockConfirm: 'Unlock account',
  unlocking: 'Unlocking...',
  unlocked: 'Account unlocked. Its failed sign-ins were cleared.',

  sessionsTitle: 'Active sessions',
  sessionsEmpty: 'No active sessions.',
  revoke: 'Revoke',
  revokeTitle: 'Revoke this session?',
  revokeConfirm: 'Revoke session',
  revoking: 'Revoking...',
  revoked: 'Session revoked. Its device is signed out at its next request.',
  thisSession: 'This session',
  neverRefreshed: 'Not yet',

  reasonLabel: 'Reason',
  reasonDescription: 'Recorded in the audit log with your name.',
  reasonInvalid: 'Give a reason of 3 to 500 characters',

  notFound: 'No such account or session',
  sessionNotFound: 'No such session',
  accountNotFound: 'No such account',
  alreadyRevoked: 'This session has already ended',
  ownSession: 'This is your current session: use Sign out instead',
  nothingToUnlock: 'This account has no failed sign-ins to clear',
  idInvalid: 'The id must be a UUID',

  database: 'Database',
  databaseUp: 'Reachable',
  databaseDown: 'Not reachable',
  uptime: 'Uptime',
  latency: 'Response time',
  errorRate: 'Error rate',
  breaker: 'Payment provider',
  mail: 'Mail',
  version: 'Version',
  noTraffic: 'No requests yet',
  autoRefresh: 'Refreshes every 30 seconds.',
} as const;

/** The breaker's states in plain words. */
export const BREAKER_WORDS = {
  closed: { label: 'Working (circuit closed)', hint: 'Payments go to the provider as usual.' },
  open: {
    label: 'Paused (circuit open)',
    hint: 'The provider failed repeatedly; payments are refused until the pause ends.',
  },
  'half-open': {
    label: 'Testing (circuit half-open)',
    hint: 'Trying the provider again; two successes close the circuit.',
  },
} as const;

export const MAIL_WORDS = {
  smtp: { label: 'SMTP', hint: 'Mail is sent through the SMTP server.' },
  outbox: { label: 'Outbox', hint: 'Mail is kept in the outbox table, not sent (no SMTP_URL).' },
} as const;
