/** What other features may use of the admin console: its contract's types and messages. */
export type { AdminStats, AuditEntryRecord, AuditPage, SystemSettingsResponse } from './contract';
export { CONSOLE_MESSAGES } from './messages';
