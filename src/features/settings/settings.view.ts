/**
 * View models of /settings: the page (loading, failed, ready), each section's form, the password
 * form and the data export. Pure functions of machine snapshots (docs/product-rules.md, Settings).
 */
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { changePasswordMachine } from './changePassword.machine';
import type { ExportKind } from './contract';
import type { dataExportMachine } from './dataExport.machine';
import { SETTINGS_MESSAGES } from './messages';
import { emailChanged, type FieldErrors, type PasswordFields, type SectionForm } from './rules';
import type { SettingsPage, settingsMachine } from './settings.machine';
import type { settingsSectionMachine } from './settingsSection.machine';

type Snap<M extends AnyStateMachine> = Pick<SnapshotFrom<M>, 'context' | 'matches'>;

export type SettingsView =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; page: SettingsPage };

export function toSettingsView(snapshot: Snap<typeof settingsMachine>): SettingsView {
  const { page, error } = snapshot.context;
  if (snapshot.matches('ready') && page) return { status: 'ready', page };
  if (snapshot.matches('failed')) return { status: 'failed', message: error ?? SETTINGS_MESSAGES.loadFailed };
  return { status: 'loading' };
}

export interface SectionView {
  status: 'editing' | 'saving' | 'saved' | 'failed';
  values: SectionForm;
  errors: FieldErrors;
  /** the success flash (saved) */
  message?: string;
  /** the failure (failed) */
  error?: string;
  /** the form changes the sign-in email (Profile: the current password is asked too) */
  emailChanged: boolean;
}

export function toSectionView(snapshot: Snap<typeof settingsSectionMachine>): SectionView {
  const { values, errors, message, error, saved, section } = snapshot.context;
  const base = { values, errors, emailChanged: section === 'profile' && emailChanged(values, saved) };
  if (snapshot.matches('saving')) return { status: 'saving', ...base };
  if (snapshot.matches('saved')) return { status: 'saved', ...base, message: message ?? '' };
  if (snapshot.matches('failed')) return { status: 'failed', ...base, error: error ?? SETTINGS_MESSAGES.saveFailed };
  return { status: 'editing', ...base };
}

export interface ChangePasswordView {
  status: 'editing' | 'submitting' | 'succeeded' | 'failed';
  fields: PasswordFields;
  error?: string;
  message?: string;
}

export function toChangePasswordView(snapshot: Snap<typeof changePasswordMachine>): ChangePasswordView {
  const { fields, error, message } = snapshot.context;
  const status = (['submitting', 'succeeded', 'failed'] as const).find((s) => snapshot.matches(s)) ?? 'editing';
  return {
    status,
    fields,
    ...(error ? { error } : {}),
    ...(message && status === 'succeeded' ? { message } : {}),
  };
}

export type DataExportView =
  | { status: 'idle'; message?: string }
  | { status: 'downloading'; kind: ExportKind }
  | { status: 'failed'; message: string };

export function toDataExportView(snapshot: Snap<typeof dataExportMachine>): DataExportView {
  const { kind, message, error } = snapshot.context;
  if (snapshot.matches('downloading')) return { status: 'downloading', kind: kind ?? 'json' };
  if (snapshot.matches('failed')) return { status: 'failed', message: error ?? SETTINGS_MESSAGES.exportFailed };
  return message ? { status: 'idle', message } : { status: 'idle' };
}
