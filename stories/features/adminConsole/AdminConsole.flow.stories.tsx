import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { DEFAULT_SYSTEM_SETTINGS, type SystemSettings } from '../../../src/domain/systemSettings';
import { provideAuditLog } from '../../../src/features/adminConsole/auditLog.machine';
import { AuditLogSection, SystemSettingsSection } from '../../../src/features/adminConsole/ConsoleSections';
import { toAuditLogView, toSystemSettingsView } from '../../../src/features/adminConsole/console.view';
import type { AuditEntryRecord } from '../../../src/features/adminConsole/contract';
import { provideSystemSettings } from '../../../src/features/adminConsole/systemSettings.machine';
import { useMachineView } from '../../../src/machines/useMachineView';

/** The console's sections driven by their real machines, with the API mocked. */
function SettingsFlow() {
  const [view, send] = useMachineView(
    () =>
      provideSystemSettings({
        loadSettings: async () => ({ settings: DEFAULT_SYSTEM_SETTINGS, updatedAt: null }),
        saveSettings: async (values: SystemSettings) => ({
          settings: values,
          updatedAt: '2026-11-22T10:00:00.000Z',
          message: 'System settings saved',
          changed: true,
        }),
      }),
    toSystemSettingsView,
  );
  return (
    <SystemSettingsSection
      view={view}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value } as never)}
      onSubmit={() => send({ type: 'form.submit' })}
      onRetry={() => send({ type: 'settings.retry' })}
    />
  );
}

const entries = (page: number): AuditEntryRecord[] =>
  Array.from({ length: 10 }, (_, i) => ({
    id: `p${page}-${i}`,
    userId: null,
    userEmail: `user${page}${i}@example.com`,
    actorId: null,
    action: 'auth.sign_in',
    category: 'auth',
    level: 'info',
    timestamp: '2026-11-22T09:00:00.000Z',
    ipAddress: '198.51.100.1',
    userAgent: null,
    details: {},
  }));

function AuditFlow() {
  const [view, send] = useMachineView(
    () =>
      provideAuditLog({
        loadPage: async (q) => ({ entries: entries(q.page), total: 25, page: q.page, pageSize: 10 }),
        exportCsv: async () => 'skylink-audit-2026-11-22.csv',
      }),
    toAuditLogView,
  );
  return (
    <AuditLogSection
      view={view}
      onFilterChange={(filter) => send({ type: 'filter.change', filter })}
      onLevelChange={(level) => send({ type: 'level.change', level })}
      onSearchChange={(value) => send({ type: 'search.change', value })}
      onSearchSubmit={() => send({ type: 'search.submit' })}
      onPageChange={(page) => send({ type: 'page.change', page })}
      onPageSizeChange={(pageSize) => send({ type: 'pageSize.change', pageSize })}
      onRetry={() => send({ type: 'audit.retry' })}
      onExport={() => send({ type: 'export.start' })}
    />
  );
}

const meta = {
  title: 'Screens/Admin/Admin Console flows',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SaveSettingsByKeyboard: Story = {
  render: () => <SettingsFlow />,
  play: async ({ canvas }) => {
    const maxUsers = await canvas.findByRole('textbox', { name: /Max users/ });
    await userEvent.clear(maxUsers);
    await userEvent.type(maxUsers, '0{Enter}');
    await expect(await canvas.findByText(/^Max users must be a whole number/)).toBeVisible();
    await userEvent.clear(maxUsers);
    await userEvent.type(maxUsers, '1500');
    // by keyboard: Tab to the save button and press Enter
    await userEvent.tab();
    while (document.activeElement?.textContent !== 'Save settings') await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('System settings saved'));
    await expect(maxUsers).toHaveValue('1500');
  },
};

export const PageThroughTheAuditLog: Story = {
  render: () => <AuditFlow />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Page 1 of 3 · 25 entries')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Page 2 of 3 · 25 entries')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'user20@example.com' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await canvas.findByText('Audit log exported: skylink-audit-2026-11-22.csv')).toBeVisible();
  },
};
