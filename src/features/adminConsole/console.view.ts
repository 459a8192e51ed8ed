/**
 * The console's view models: each section's machine snapshot as a discriminated union the screen renders.
 */
import type { SnapshotFrom } from 'xstate';
import type { AuditFilter, AuditLevel } from '../../domain/audit';
import type { AuditQueryState, auditLogMachine } from './auditLog.machine';
import type { consoleStatsMachine } from './consoleStats.machine';
import type { AdminStats, AuditEntryRecord } from './contract';
import type { SettingsErrors, SettingsForm } from './rules';
import type { systemSettingsMachine } from './systemSettings.machine';

// ----- Overview -------------------------------------------------------------------------------------

export type StatsView =
  | { status: 'loading' }
  | { status: 'loaded' | 'refreshing'; stats: AdminStats; generatedAt: string }
  | { status: 'failed'; message: string };

export function toStatsView(snapshot: SnapshotFrom<typeof consoleStatsMachine>): StatsView {
  const { data, error } = snapshot.context;
  if (snapshot.matches('failed')) return { status: 'failed', message: error ?? '' };
  if ((snapshot.matches('loaded') || snapshot.matches('refreshing')) && data) {
    return {
      status: snapshot.matches('loaded') ? 'loaded' : 'refreshing',
      stats: data.stats,
      generatedAt: data.generatedAt,
    };
  }
  return { status: 'loading' };
}

// ----- Audit Logs ------------------------------------------------------------------------------------

export interface AuditLogBase {
  filter: AuditFilter;
  level: AuditLevel | null;
  searchDraft: string;
  search: string;
  pageSize: 10 | 20 | 50;
}

export type AuditLogView =
  | (AuditLogBase & { status: 'loading'; entries: AuditEntryRecord[] })
  | (AuditLogBase & { status: 'failed'; message: string })
  | (AuditLogBase & {
      status: 'ready' | 'exporting';
      entries: AuditEntryRecord[];
      total: number;
      page: number;
      lastPage: number;
      exportMessage: string | null;
      exportError: string | null;
    });

export function toAuditLogView(snapshot: SnapshotFrom<typeof auditLogMachine>): AuditLogView {
  const { query, searchDraft, data, error, exportMessage, exportError } = snapshot.context;
  const base = baseOf(query, searchDraft);
  if (snapshot.matches('failed')) return { ...base, status: 'failed', message: error ?? '' };
  if (snapshot.matches('loading') || !data) return { ...base, status: 'loading', entries: data?.entries ?? [] };
  return {
    ...base,
    status: snapshot.matches('exporting') ? 'exporting' : 'ready',
    entries: data.entries,
    total: data.total,
    page: data.page,
    lastPage: Math.max(1, Math.ceil(data.total / data.pageSize)),
    exportMessage,
    exportError,
  };
}

function baseOf(query: AuditQueryState, searchDraft: string): AuditLogBase {
  return {
    filter: query.filter,
    level: query.level,
    searchDraft,
    search: query.search,
    pageSize: query.pageSize,
  };
}

// ----- System Settings ---------------------------------------------------------------------------------

export type SystemSettingsView =
  | { status: 'loading' }
  | { status: 'loadFailed'; message: string }
  | {
      status: 'editing' | 'saving' | 'saved' | 'saveFailed';
      form: SettingsForm;
      errors: SettingsErrors;
      updatedAt: string | null;
      message: string | null;
      error: string | null;
    };

export function toSystemSettingsView(snapshot: SnapshotFrom<typeof systemSettingsMachine>): SystemSettingsView {
  const { form, errors, updatedAt, message, error } = snapshot.context;
  if (snapshot.matches('loading')) return { status: 'loading' };
  if (snapshot.matches('loadFailed') || !form) return { status: 'loadFailed', message: error ?? '' };
  const status = (['saving', 'saved', 'saveFailed'] as const).find((s) => snapshot.matches(s)) ?? 'editing';
  return { status, form, errors, updatedAt, message, error };
}
