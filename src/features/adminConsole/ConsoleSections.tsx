/**
 * The console's own sections (Overview, Audit Logs, System Settings): presentational, each from its
 * machine's view, with callbacks out. Loading is announced (role=status), errors are alerts.
 * Longer than 300 lines: the console's three sections (overview, audit log, system settings) are presentational
 * siblings sharing one set of small parts; each renders its own view union case by case.
 */
import type { FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Columns,
  DataTable,
  type DataTableColumn,
  FieldError,
  Inline,
  NativeSelect,
  Spinner,
  StatGrid,
  StatTile,
  TextField,
} from '@/components';
import { AUDIT_FILTERS, AUDIT_LEVELS, type AuditFilter, type AuditLevel } from '../../domain/audit';
import { MESSAGE_CHANNEL_LABELS } from '../../domain/customerMessages';
import { REMINDER_CHANNELS } from '../../domain/systemSettings';
import * as styles from './AdminConsoleScreen.css';
import type { AuditLogView, StatsView, SystemSettingsView } from './console.view';
import type { AuditEntryRecord } from './contract';
import { AUDIT_PAGE_SIZES } from './contract';
import { CONSOLE_MESSAGES as m } from './messages';
import {
  BACKUP_FREQUENCIES,
  formatCount,
  formatDuration,
  formatMs,
  formatPercent,
  SESSION_TIMEOUT_OPTIONS,
  type SettingsField,
  type SettingsForm,
  sessionTimeoutLabel,
} from './rules';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

// ----- Overview ---------------------------------------------------------------------------------------

export interface OverviewSectionProps {
  view: StatsView;
  onRefresh: () => void;
  onRetry: () => void;
}

/** A console section that could not load (or save): the reason and a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      tone="danger"
      announce="alert"
      title={message}
      actions={
        <Button variant="secondary" onPress={onRetry}>
          {m.retry}
        </Button>
      }
    />
  );
}

export function OverviewSection({ view, onRefresh, onRetry }: OverviewSectionProps) {
  return (
    <section aria-labelledby="console-overview" className={styles.page}>
      <Inline gap="3" align="center" justify="between">
        <h2 id="console-overview" className={styles.title}>
          {m.overview}
        </h2>
        {view.status === 'loaded' || view.status === 'refreshing' ? (
          <Button
            variant="secondary"
            onPress={onRefresh}
            isPending={view.status === 'refreshing'}
            pendingLabel="Refreshing…"
          >
            Refresh
          </Button>
        ) : null}
      </Inline>
      {view.status === 'loading' ? (
        <div role="status">
          <Spinner label={m.statsLoading} showLabel layout="block" />
        </div>
      ) : null}
      {view.status === 'failed' ? <LoadFailed message={view.message} onRetry={onRetry} /> : null}
      {view.status === 'loaded' || view.status === 'refreshing' ? (
        <>
          <StatGrid aria-label="Admin stats">
            <StatTile label="Total users" value={formatCount(view.stats.totalUsers)} />
            <StatTile
              label="Active users"
              value={formatCount(view.stats.activeUsers)}
              hint="signed in within 30 days"
            />
            <StatTile label="New users today" value={formatCount(view.stats.newUsersToday)} />
            <StatTile label="Live sessions" value={formatCount(view.stats.totalSessions)} />
            <StatTile
              label="Average session"
              value={formatDuration(view.stats.averageSessionDuration)}
              hint="sessions ended in the last 30 days"
            />
            <StatTile label="System uptime" value={formatDuration(view.stats.systemUptime)} tone="success" />
            <StatTile
              label="Error rate"
              value={formatPercent(view.stats.errorRate)}
              hint="server errors among API answers"
              tone={view.stats.errorRate >= 5 ? 'danger' : 'neutral'}
            />
            <StatTile label="Response time" value={formatMs(view.stats.responseTime)} hint="median of recent answers" />
            <StatTile
              label={m.lateSuccesses}
              value={formatCount(view.stats.lateSuccesses)}
              hint={m.lateSuccessesHint}
              tone={view.stats.lateSuccesses > 0 ? 'warning' : 'neutral'}
            />
          </StatGrid>
          <p className={styles.muted} role="status">
            {view.status === 'refreshing' ? 'Refreshing…' : `Updated ${dateTime(view.generatedAt)} UTC`}
          </p>
        </>
      ) : null}
    </section>
  );
}

// ----- Audit Logs -----------------------------------------------------------------------------------------

export interface AuditLogSectionProps {
  view: AuditLogView;
  onFilterChange: (filter: AuditFilter) => void;
  onLevelChange: (level: AuditLevel | null) => void;
  onSearchChange: (value: string) => void;
  onSearchSubmit: () => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: 10 | 20 | 50) => void;
  onRetry: () => void;
  onExport: () => void;
}

const FILTER_LABELS: Record<AuditFilter, string> = { all: 'All', auth: 'Auth', user: 'User', system: 'System' };
const LEVEL_TONES = { info: 'info', warn: 'warning', error: 'danger' } as const;

const columns: DataTableColumn<AuditEntryRecord>[] = [
  { id: 'time', header: 'Time (UTC)', cell: (e) => dateTime(e.timestamp), isRowHeader: true },
  {
    id: 'level',
    header: 'Level',
    cell: (e) => (
      <Badge size="sm" tone={LEVEL_TONES[e.level]}>
        {e.level}
      </Badge>
    ),
  },
  { id: 'action', header: 'Action', cell: (e) => e.action },
  { id: 'user', header: 'User', cell: (e) => e.userEmail ?? e.userId ?? 'unknown account' },
  { id: 'ip', header: 'IP address', cell: (e) => e.ipAddress ?? '—' },
  {
    id: 'details',
    header: 'Details',
    cell: (e) =>
      Object.keys(e.details).length === 0 ? '—' : <pre className={styles.details}>{JSON.stringify(e.details)}</pre>,
  },
];

export function AuditLogSection(props: AuditLogSectionProps) {
  const { view } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearchSubmit();
  };
  const busy = view.status === 'loading';
  return (
    <section aria-labelledby="console-audit" className={styles.page}>
      <Inline gap="3" align="center" justify="between">
        <h2 id="console-audit" className={styles.title}>
          {m.auditLogs}
        </h2>
        <Button
          variant="secondary"
          onPress={props.onExport}
          isDisabled={view.status !== 'ready' && view.status !== 'exporting'}
          isPending={view.status === 'exporting'}
          pendingLabel="Exporting…"
        >
          Export CSV
        </Button>
      </Inline>
      <Inline gap="3" align="end">
        <NativeSelect
          label="Category"
          value={view.filter}
          options={AUDIT_FILTERS.map((f) => ({ value: f, label: FILTER_LABELS[f] }))}
          onChange={(value) => props.onFilterChange(value as AuditFilter)}
          isDisabled={view.status === 'failed'}
        />
        <NativeSelect
          label="Level"
          value={view.level ?? 'any'}
          options={[{ value: 'any', label: 'Any level' }, ...AUDIT_LEVELS.map((l) => ({ value: l, label: l }))]}
          onChange={(value) => props.onLevelChange(value === 'any' ? null : (value as AuditLevel))}
          isDisabled={view.status === 'failed'}
        />
        <search aria-label="Search the audit log">
          <Inline method="post" as="form" gap="2" align="end" onSubmit={submit}>
            <TextField
              label="Search"
              type="search"
              value={view.searchDraft}
              onChange={props.onSearchChange}
              maxLength={100}
              description="Action, IP address or details"
            />
            <Button type="submit" variant="secondary" isDisabled={view.status === 'failed'}>
              Search
            </Button>
          </Inline>
        </search>
      </Inline>
      {view.status === 'ready' && view.exportMessage ? (
        <Alert tone="success" announce="status">
          {view.exportMessage}
        </Alert>
      ) : null}
      {view.status === 'ready' && view.exportError ? (
        <Alert tone="danger" announce="alert">
          {view.exportError}
        </Alert>
      ) : null}
      {view.status === 'failed' ? (
        <LoadFailed message={view.message} onRetry={props.onRetry} />
      ) : (
        <>
          <DataTable
            caption={m.auditLogs}
            hideCaption
            columns={columns}
            rows={view.entries}
            getRowId={(e) => e.id}
            emptyText={m.auditEmpty}
            isLoading={busy}
            loadingLabel={m.auditLoading}
          />
          {view.status === 'loading' ? (
            <p className={styles.muted} role="status">
              {m.auditLoading}
            </p>
          ) : (
            <Inline aria-label="Audit log pages" as="nav" gap="3" align="center" justify="between">
              <p className={styles.muted} role="status">
                {view.total === 0
                  ? m.auditEmpty
                  : `Page ${view.page} of ${view.lastPage} · ${formatCount(view.total)} entries`}
              </p>
              <NativeSelect
                label="Per page"
                value={String(view.pageSize)}
                options={AUDIT_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
                onChange={(value) => props.onPageSizeChange(Number(value) as 10 | 20 | 50)}
              />
              <Inline gap="2" align="end">
                <Button
                  variant="secondary"
                  onPress={() => props.onPageChange(view.page - 1)}
                  isDisabled={view.page <= 1}
                >
                  Previous page
                </Button>
                <Button
                  variant="secondary"
                  onPress={() => props.onPageChange(view.page + 1)}
                  isDisabled={view.page >= view.lastPage}
                >
                  Next page
                </Button>
              </Inline>
            </Inline>
          )}
        </>
      )}
    </section>
  );
}

// ----- System Settings -----------------------------------------------------------------------------------

export interface SystemSettingsSectionProps {
  view: SystemSettingsView;
  onFieldChange: <F extends SettingsField>(field: F, value: SettingsForm[F]) => void;
  onSubmit: () => void;
  onRetry: () => void;
}

export function SystemSettingsSection({ view, onFieldChange, onSubmit, onRetry }: SystemSettingsSectionProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section aria-labelledby="console-settings" className={styles.page}>
      <h2 id="console-settings" className={styles.title}>
        {m.systemSettings}
      </h2>
      {view.status === 'loading' ? (
        <div role="status">
          <Spinner label={m.settingsLoading} showLabel layout="block" />
        </div>
      ) : null}
      {view.status === 'loadFailed' ? <LoadFailed message={view.message} onRetry={onRetry} /> : null}
      {view.status !== 'loading' && view.status !== 'loadFailed' ? (
        <form method="post" aria-labelledby="console-settings" noValidate onSubmit={submit} className={styles.page}>
          <Columns gap="4" minItemWidth="16rem">
            <NativeSelect
              label="Session timeout"
              value={String(view.form.sessionTimeoutMinutes)}
              options={SESSION_TIMEOUT_OPTIONS.map((n) => ({ value: String(n), label: sessionTimeoutLabel(n) }))}
              onChange={(value) =>
                onFieldChange('sessionTimeoutMinutes', Number(value) as SettingsForm['sessionTimeoutMinutes'])
              }
              description="A session not refreshed for this long (its device closed or offline) must sign in again."
              errorMessage={view.errors.sessionTimeoutMinutes}
            />
            <TextField
              label="Password expiry (days)"
              inputMode="numeric"
              value={view.form.passwordExpiryDays}
              onChange={(value) => onFieldChange('passwordExpiryDays', value)}
              description="An older password cannot sign in until it is reset by mail. 0 turns expiry off."
              errorMessage={view.errors.passwordExpiryDays}
            />
            <TextField
              label="Allowed devices"
              inputMode="numeric"
              value={view.form.allowedDevices}
              onChange={(value) => onFieldChange('allowedDevices', value)}
              description="Signed-in sessions per account; a new sign-in signs out the oldest beyond it."
              errorMessage={view.errors.allowedDevices}
            />
            <NativeSelect
              label="Backup frequency"
              value={view.form.backupFrequency}
              options={BACKUP_FREQUENCIES.map((f) => ({ value: f, label: f[0]?.toUpperCase() + f.slice(1) }))}
              onChange={(value) => onFieldChange('backupFrequency', value as SettingsForm['backupFrequency'])}
              description="Recorded for the operators' backup job; this server runs no backups itself."
              errorMessage={view.errors.backupFrequency}
            />
            <TextField
              label="Max users"
              inputMode="numeric"
              value={view.form.maxUsers}
              onChange={(value) => onFieldChange('maxUsers', value)}
              description="Registration closes when this many accounts exist."
              errorMessage={view.errors.maxUsers}
            />
            <TextField
              label="Reminder days before paid-until"
              value={view.form.reminderDays}
              onChange={(value) => onFieldChange('reminderDays', value)}
              description="A renewal reminder goes this many days before a customer's paid-until, once each per period."
              errorMessage={view.errors.reminderDays}
            />
            <fieldset
              className={styles.fieldset}
              aria-describedby="reminder-channels-help reminder-channels-error"
              aria-invalid={view.errors.reminderChannels ? true : undefined}
            >
              <legend className={styles.legend}>Reminder channels</legend>
              <p id="reminder-channels-help" className={styles.muted}>
                A customer who turned SMS or email off in their settings still gets neither.
              </p>
              {REMINDER_CHANNELS.map((channel) => (
                <Checkbox
                  key={channel}
                  isSelected={view.form.reminderChannels[channel]}
                  onChange={(on) => onFieldChange('reminderChannels', { ...view.form.reminderChannels, [channel]: on })}
                >
                  {MESSAGE_CHANNEL_LABELS[channel]}
                </Checkbox>
              ))}
              <FieldError id="reminder-channels-error" live>
                {view.errors.reminderChannels}
              </FieldError>
            </fieldset>
            <fieldset className={styles.fieldset} aria-describedby="admin-two-factor-help">
              <legend className={styles.legend}>Administrator sign-in</legend>
              <p id="admin-two-factor-help" className={styles.muted}>
                An administrator without an authenticator app is asked to set one up at their next sign-in.
              </p>
              <Checkbox
                isSelected={view.form.adminTwoFactorRequired}
                onChange={(on) => onFieldChange('adminTwoFactorRequired', on)}
              >
                Require two-factor authentication for administrators
              </Checkbox>
            </fieldset>
          </Columns>
          {view.status === 'saved' && view.message ? (
            <Alert tone="success" announce="status">
              {view.message}
            </Alert>
          ) : null}
          {view.status === 'saveFailed' && view.error ? (
            <Alert tone="danger" announce="alert">
              {view.error}
            </Alert>
          ) : null}
          <Inline gap="3" align="center" justify="between">
            <p className={styles.muted}>
              {view.updatedAt ? `Last saved ${dateTime(view.updatedAt)} UTC` : 'Defaults: never saved'}
            </p>
            <Button type="submit" isPending={view.status === 'saving'} pendingLabel={m.settingsSaving}>
              Save settings
            </Button>
          </Inline>
        </form>
      ) : null}
    </section>
  );
}
