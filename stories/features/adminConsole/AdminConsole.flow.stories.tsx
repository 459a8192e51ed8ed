import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { DEFAULT_SYSTEM_SETTINGS, type SystemSettings } from '../../../src/domain/systemSettings';
import {
  ConnectedAuditLog,
  ConnectedSystemSettings,
} from '../../../src/features/adminConsole/ConnectedConsoleSections';
import type { AuditEntryRecord } from '../../../src/features/adminConsole/contract';

/** The console's sections as the console page renders them (their real machines), with the API mocked. */
function SettingsFlow() {
  return (
    <ConnectedSystemSettings
      services={{
        loadSettings: async () => ({ settings: DEFAULT_SYSTEM_SETTINGS, updatedAt: null }),
        saveSettings: async (values: SystemSettings) => ({
          settings: values,
          updatedAt: '2026-11-22T10:00:00.000Z',
          message: 'System settings saved',
          changed: true,
        }),
      }}
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
  return (
    <ConnectedAuditLog
      services={{
        loadPage: async (q) => ({ entries: entries(q.page), total: 25, page: q.page, pageSize: 10 }),
        exportCsv: async () => 'skylink-audit-2026-11-22.csv',
      }}
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
