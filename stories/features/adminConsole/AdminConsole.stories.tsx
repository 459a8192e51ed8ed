/**
 * Longer than 300 lines: one story per state of the admin console's sections (the story-coverage test requires
 * each), with their play functions.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComingSoonPanel } from '@/components';
import { DEFAULT_SYSTEM_SETTINGS, SYSTEM_SETTINGS_MESSAGES } from '../../../src/domain/systemSettings';
import { AdminConsoleScreen } from '../../../src/features/adminConsole/AdminConsoleScreen';
import {
  AuditLogSection,
  OverviewSection,
  SystemSettingsSection,
} from '../../../src/features/adminConsole/ConsoleSections';
import type { AuditLogView, SystemSettingsView } from '../../../src/features/adminConsole/console.view';
import type { AuditEntryRecord, StatsResponse } from '../../../src/features/adminConsole/contract';
import { toForm } from '../../../src/features/adminConsole/rules';
import { withStoryRouting } from '../../support/routing';

const STATS: StatsResponse = {
  stats: {
    totalUsers: 1284,
    activeUsers: 836,
    newUsersToday: 14,
    totalSessions: 412,
    averageSessionDuration: 1460,
    systemUptime: 3 * 86_400 + 4 * 3600,
    errorRate: 0.42,
    responseTime: 18.4,
    lateSuccesses: 3,
  },
  generatedAt: '2026-11-22T10:00:00.000Z',
};

const ENTRIES: AuditEntryRecord[] = [
  {
    id: 'a1',
    userId: 'u1',
    userEmail: 'efua.owusu@example.com',
    actorId: null,
    action: 'payment.succeeded',
    category: 'user',
    level: 'info',
    timestamp: '2026-11-22T09:58:00.000Z',
    ipAddress: '41.66.2.10',
    userAgent: 'Mozilla/5.0',
    details: { reference: 'SKY-1763805480000-0A1B2C3D', amountPesewas: 10000 },
  },
  {
    id: 'a2',
    userId: null,
    userEmail: null,
    actorId: null,
    action: 'auth.sign_in_failed',
    category: 'auth',
    level: 'warn',
    timestamp: '2026-11-22T09:41:00.000Z',
    ipAddress: '198.51.100.4',
    userAgent: null,
    details: { reason: 'unknown_account', identifier: 'kofi@example.com' },
  },
  {
    id: 'a3',
    userId: 'u2',
    userEmail: 'ops@example.com',
    actorId: 'u2',
    action: 'system.settings_changed',
    category: 'system',
    level: 'warn',
    timestamp: '2026-11-22T08:12:00.000Z',
    ipAddress: '198.51.100.9',
    userAgent: null,
    details: { changed: ['maxUsers'], before: { maxUsers: 1000 }, after: { maxUsers: 1500 } },
  },
];

const auditBase = {
  filter: 'all' as const,
  level: null,
  searchDraft: '',
  search: '',
  pageSize: 20 as const,
};
const auditReady = (extra: Partial<Extract<AuditLogView, { total: number }>> = {}): AuditLogView => ({
  ...auditBase,
  status: 'ready',
  entries: ENTRIES,
  total: 45,
  page: 1,
  lastPage: 3,
  exportMessage: null,
  exportError: null,
  ...extra,
});
const auditHandlers = () => ({
  onFilterChange: fn(),
  onLevelChange: fn(),
  onSearchChange: fn(),
  onSearchSubmit: fn(),
  onPageChange: fn(),
  onPageSizeChange: fn(),
  onRetry: fn(),
  onExport: fn(),
});

const form = toForm(DEFAULT_SYSTEM_SETTINGS);
const settingsView = (extra: Partial<Extract<SystemSettingsView, { form: unknown }>> = {}): SystemSettingsView => ({
  status: 'editing',
  form,
  errors: {},
  updatedAt: '2026-11-21T16:00:00.000Z',
  message: null,
  error: null,
  ...extra,
});
const settingsHandlers = () => ({ onFieldChange: fn(), onSubmit: fn(), onRetry: fn() });

const meta = {
  title: 'Screens/Admin/Admin Console',
  decorators: [withStoryRouting],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The admin console (/admin-dashboard). Overview is the `consoleStats` machine (loading, loaded, refreshing, failed), Audit Logs the `auditLog` machine (loading, ready, exporting, failed), System Settings the `systemSettings` machine (loading, loadFailed, editing, saving, saved, saveFailed). User Management, Security and System Status are other features’ containers, embedded by the route. Use only through the admin-dashboard route.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// ----- the screen -----------------------------------------------------------------------------------------

const selectSection = fn();
const logout = fn();
export const Console: Story = {
  render: () => (
    <AdminConsoleScreen
      user={{ name: 'Ama Mensah', isAdmin: true }}
      section="overview"
      onSelectSection={selectSection}
      onLogout={logout}
    >
      <OverviewSection view={{ status: 'loaded', ...STATS }} onRefresh={fn()} onRetry={fn()} />
    </AdminConsoleScreen>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    // the other admin area, and one main landmark (the console is the page's whole frame)
    await expect(canvas.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    const nav = canvas.getByRole('navigation', { name: 'Admin sections' });
    for (const name of [
      'Overview',
      'User Management',
      'Reconciliation',
      'Security',
      'System Status',
      'Audit Logs',
      'System Settings',
    ]) {
      await expect(within(nav).getByRole('button', { name })).toBeVisible();
    }
    await expect(within(nav).getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Audit Logs' }));
    await expect(selectSection).toHaveBeenCalledWith('audit');
    await userEvent.click(within(nav).getByRole('button', { name: 'Logout' }));
    await expect(logout).toHaveBeenCalled();
  },
};

export const EmbeddedSection: Story = {
  name: 'Console: an embedded section (User Management placeholder)',
  render: () => (
    <AdminConsoleScreen
      user={{ name: 'Ama Mensah', isAdmin: true }}
      section="users"
      onSelectSection={fn()}
      onLogout={fn()}
    >
      <ComingSoonPanel feature="User management" headingLevel={2} />
    </AdminConsoleScreen>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Admin sections' });
    await expect(within(nav).getByRole('button', { name: 'User Management' })).toHaveAttribute('aria-current', 'page');
  },
};

export const AccessDenied: Story = {
  render: () => (
    <AdminConsoleScreen
      user={{ name: 'Kofi Boateng', isAdmin: false }}
      section="overview"
      onSelectSection={fn()}
      onLogout={fn()}
    >
      <p>never shown</p>
    </AdminConsoleScreen>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(canvas.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(canvas.queryByText('never shown')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  },
};

// ----- Overview (consoleStats machine) ----------------------------------------------------------------------

export const StatsLoading: Story = {
  name: 'Overview: loading',
  parameters: { machine: 'consoleStats', state: 'loading' },
  render: () => <OverviewSection view={{ status: 'loading' }} onRefresh={fn()} onRetry={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading dashboard data');
  },
};

const refresh = fn();
export const StatsLoaded: Story = {
  name: 'Overview: loaded',
  parameters: { machine: 'consoleStats', state: 'loaded' },
  render: () => <OverviewSection view={{ status: 'loaded', ...STATS }} onRefresh={refresh} onRetry={fn()} />,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('group', { name: 'Admin stats' });
    await expect(within(grid).getByText('1,284')).toBeVisible();
    await expect(within(grid).getByText('3 d 4 h')).toBeVisible();
    await expect(within(grid).getByText('0.42%')).toBeVisible();
    await expect(within(grid).getByText('18 ms')).toBeVisible();
    await expect(within(grid).getByText('Late successes')).toBeVisible();
    await expect(within(grid).getByText('3')).toBeVisible();
    await expect(within(grid).getByText('payments credited late in the last 30 days')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(refresh).toHaveBeenCalled();
  },
};

export const StatsNoLateSuccesses: Story = {
  name: 'Overview: loaded, no late successes',
  parameters: { machine: 'consoleStats', state: 'loaded' },
  render: () => (
    <OverviewSection
      view={{ status: 'loaded', ...STATS, stats: { ...STATS.stats, lateSuccesses: 0 } }}
      onRefresh={fn()}
      onRetry={fn()}
    />
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('group', { name: 'Admin stats' });
    await expect(within(grid).getByText('Late successes')).toBeVisible();
    await expect(within(grid).getByText('0')).toBeVisible();
  },
};

export const StatsRefreshing: Story = {
  name: 'Overview: refreshing',
  parameters: { machine: 'consoleStats', state: 'refreshing' },
  render: () => <OverviewSection view={{ status: 'refreshing', ...STATS }} onRefresh={fn()} onRetry={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,284')).toBeVisible();
    await expect(canvas.getAllByText('Refreshing…').length).toBeGreaterThan(0);
  },
};

const statsRetry = fn();
export const StatsFailed: Story = {
  name: 'Overview: failed',
  parameters: { machine: 'consoleStats', state: 'failed' },
  render: () => (
    <OverviewSection
      view={{ status: 'failed', message: 'Failed to load dashboard data' }}
      onRefresh={fn()}
      onRetry={statsRetry}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load dashboard data');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(statsRetry).toHaveBeenCalled();
  },
};

// ----- Audit Logs (auditLog machine) --------------------------------------------------------------------------

export const AuditLoading: Story = {
  name: 'Audit Logs: loading',
  parameters: { machine: 'auditLog', state: 'loading' },
  render: () => <AuditLogSection view={{ ...auditBase, status: 'loading', entries: [] }} {...auditHandlers()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Loading the audit log…').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

const audit = auditHandlers();
export const AuditReady: Story = {
  name: 'Audit Logs: ready',
  parameters: { machine: 'auditLog', state: 'ready' },
  render: () => <AuditLogSection view={auditReady()} {...audit} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'payment.succeeded' })).toBeVisible();
    await expect(canvas.getByText('Page 1 of 3 · 45 entries')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'auth');
    await expect(audit.onFilterChange).toHaveBeenCalledWith('auth');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Level' }), 'warn');
    await expect(audit.onLevelChange).toHaveBeenCalledWith('warn');
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search/ }), 'x{Enter}');
    await expect(audit.onSearchChange).toHaveBeenCalledWith('x');
    await expect(audit.onSearchSubmit).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(audit.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(audit.onExport).toHaveBeenCalled();
  },
};

export const AuditEmpty: Story = {
  name: 'Audit Logs: ready, nothing matches',
  parameters: { machine: 'auditLog', state: 'ready' },
  render: () => (
    <AuditLogSection
      view={auditReady({
        entries: [],
        total: 0,
        lastPage: 1,
        filter: 'system',
        search: 'nothing',
        searchDraft: 'nothing',
      })}
      {...auditHandlers()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No audit entries match these filters.').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const AuditExported: Story = {
  name: 'Audit Logs: ready after an export',
  parameters: { machine: 'auditLog', state: 'ready' },
  render: () => (
    <AuditLogSection
      view={auditReady({ exportMessage: 'Audit log exported: skylink-audit-2026-11-22.csv' })}
      {...auditHandlers()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Audit log exported: skylink-audit-2026-11-22.csv')).toBeVisible();
  },
};

export const AuditExporting: Story = {
  name: 'Audit Logs: exporting',
  parameters: { machine: 'auditLog', state: 'exporting' },
  render: () => <AuditLogSection view={auditReady({ status: 'exporting' })} {...auditHandlers()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Exporting/ })).toBeVisible();
  },
};

export const AuditExportFailed: Story = {
  name: 'Audit Logs: ready after a failed export',
  parameters: { machine: 'auditLog', state: 'ready' },
  render: () => (
    <AuditLogSection view={auditReady({ exportError: 'Failed to export the audit log' })} {...auditHandlers()} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to export the audit log');
  },
};

const auditRetry = auditHandlers();
export const AuditFailed: Story = {
  name: 'Audit Logs: failed',
  parameters: { machine: 'auditLog', state: 'failed' },
  render: () => (
    <AuditLogSection
      view={{ ...auditBase, status: 'failed', message: 'Failed to load the audit log' }}
      {...auditRetry}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load the audit log');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(auditRetry.onRetry).toHaveBeenCalled();
  },
};

// ----- System Settings (systemSettings machine) ------------------------------------------------------------------

export const SettingsLoading: Story = {
  name: 'System Settings: loading',
  parameters: { machine: 'systemSettings', state: 'loading' },
  render: () => <SystemSettingsSection view={{ status: 'loading' }} {...settingsHandlers()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading system settings');
  },
};

const settingsRetry = settingsHandlers();
export const SettingsLoadFailed: Story = {
  name: 'System Settings: load failed',
  parameters: { machine: 'systemSettings', state: 'loadFailed' },
  render: () => (
    <SystemSettingsSection
      view={{ status: 'loadFailed', message: 'Failed to load system settings' }}
      {...settingsRetry}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load system settings');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(settingsRetry.onRetry).toHaveBeenCalled();
  },
};

const editing = settingsHandlers();
export const SettingsEditing: Story = {
  name: 'System Settings: editing',
  parameters: { machine: 'systemSettings', state: 'editing' },
  render: () => <SystemSettingsSection view={settingsView()} {...editing} />,
  play: async ({ canvas }) => {
    const timeout = canvas.getByRole('combobox', { name: /Session timeout/ });
    await expect(
      within(timeout)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['30 minutes', '1 hour', '2 hours', '4 hours']);
    await expect(canvas.getByRole('textbox', { name: /Password expiry/ })).toHaveValue('90');
    await expect(canvas.getByRole('textbox', { name: /Allowed devices/ })).toHaveValue('5');
    await expect(canvas.getByRole('textbox', { name: /Max users/ })).toHaveValue('1000');
    await userEvent.selectOptions(timeout, '60');
    await expect(editing.onFieldChange).toHaveBeenCalledWith('sessionTimeoutMinutes', 60);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Backup frequency/ }), 'weekly');
    await expect(editing.onFieldChange).toHaveBeenCalledWith('backupFrequency', 'weekly');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(editing.onSubmit).toHaveBeenCalled();
  },
};

export const SettingsEditingErrors: Story = {
  name: 'System Settings: editing with field errors',
  parameters: { machine: 'systemSettings', state: 'editing' },
  render: () => (
    <SystemSettingsSection
      view={settingsView({
        form: { ...form, maxUsers: '0' },
        errors: { maxUsers: 'Max users must be a whole number from 1 to 1,000,000' },
      })}
      {...settingsHandlers()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Max users/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Max users must be a whole number from 1 to 1,000,000')).toBeVisible();
  },
};

export const SettingsReminderErrors: Story = {
  name: 'System Settings: reminder days and channels that cannot be',
  parameters: { machine: 'systemSettings', state: 'editing' },
  render: () => (
    <SystemSettingsSection
      view={settingsView({
        form: { ...form, reminderDays: '7, 7', reminderChannels: { sms: false, mail: false, bell: false } },
        errors: {
          reminderDays: SYSTEM_SETTINGS_MESSAGES.reminderDays,
          reminderChannels: SYSTEM_SETTINGS_MESSAGES.reminderChannels,
        },
      })}
      {...settingsHandlers()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Reminder days/ })).toHaveAccessibleDescription(
      expect.stringContaining(SYSTEM_SETTINGS_MESSAGES.reminderDays),
    );
    const channels = canvas.getByRole('group', { name: 'Reminder channels' });
    await expect(channels).toHaveAttribute('aria-invalid', 'true');
    await expect(channels).toHaveAccessibleDescription(
      expect.stringContaining(SYSTEM_SETTINGS_MESSAGES.reminderChannels),
    );
    await expect(canvas.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
  },
};

export const SettingsSaving: Story = {
  name: 'System Settings: saving',
  parameters: { machine: 'systemSettings', state: 'saving' },
  render: () => <SystemSettingsSection view={settingsView({ status: 'saving' })} {...settingsHandlers()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Saving system settings/ })).toBeVisible();
  },
};

export const SettingsSaved: Story = {
  name: 'System Settings: saved',
  parameters: { machine: 'systemSettings', state: 'saved' },
  render: () => (
    <SystemSettingsSection
      view={settingsView({ status: 'saved', message: 'System settings saved' })}
      {...settingsHandlers()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('System settings saved');
  },
};

export const SettingsSaveFailed: Story = {
  name: 'System Settings: save failed',
  parameters: { machine: 'systemSettings', state: 'saveFailed' },
  render: () => (
    <SystemSettingsSection
      view={settingsView({ status: 'saveFailed', error: 'Failed to save system settings' })}
      {...settingsHandlers()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to save system settings');
  },
};
