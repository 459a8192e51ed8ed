import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedChangePassword } from '../../../src/features/settings/ConnectedChangePassword';
import { ConnectedSettingsSection } from '../../../src/features/settings/ConnectedSettings';
import { DEFAULT_SETTINGS } from '../../../src/features/settings/contract';
import { savedMessage } from '../../../src/features/settings/rules';
import { SecuritySectionForm } from '../../../src/features/settings/SettingsSections';
import type { SaveSectionInput } from '../../../src/features/settings/settingsSection.machine';
import { clearLiveAnnouncer, createGate, type Gate } from '../auth/flowKit';

let saves: Gate[] = [];
let passwords: Gate[] = [];

/** The ConnectedSettingsSection and ConnectedChangePassword /settings renders, with the saves mocked per request. */
function SecurityFlow() {
  const [services] = useState(() => {
    let saved = 0;
    let changed = 0;
    return {
      saveSection: async ({ section, values, previous }: SaveSectionInput) => {
        await (saves[saved++] as Gate).wait();
        return { values, message: savedMessage(section, previous, values) };
      },
      changePassword: () => (passwords[changed++] as Gate).wait(),
    };
  });
  return (
    <ConnectedSettingsSection
      section="security"
      initial={DEFAULT_SETTINGS.security}
      saveSection={services.saveSection}
      render={(props) => (
        <SecuritySectionForm
          {...props}
          changePassword={<ConnectedChangePassword services={services} variant="settings" />}
        />
      )}
    />
  );
}

const meta = {
  title: 'Flows/Settings/Security',
  component: SecurityFlow,
  parameters: {
    docs: {
      description: {
        component:
          'The real `settingsSection` and `changePassword` machines driving the Security section with the saves mocked per request: the two-factor toggle saves at once with its own messages, a refused field stays local, the password form checks its rules before any request.',
      },
    },
  },
  beforeEach: () => {
    clearLiveAnnouncer();
    saves = [createGate(), createGate(), createGate()];
    passwords = [createGate(), createGate()];
  },
} satisfies Meta<typeof SecurityFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RefusedField: Story = {
  play: async ({ canvas }) => {
    const devices = canvas.getByRole('textbox', { name: /Allowed devices/ });
    await userEvent.clear(devices);
    await userEvent.type(devices, '50');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    await expect(devices).toHaveAccessibleDescription('Allowed devices must be between 1 and 10');
    await userEvent.clear(devices);
    await userEvent.type(devices, '3');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    saves[0]?.open();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Security settings saved'));
  },
};

export const ChangePassword: Story = {
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Change password' }));
    await userEvent.click(form.getByRole('button', { name: 'Update password' }));
    await expect(form.getByRole('alert')).toHaveTextContent('All password fields are required');
    await userEvent.type(form.getByLabelText(/^Current password/), 'Old#Pass2026');
    await userEvent.type(form.getByLabelText(/^New password/), 'New#Pass2026');
    await userEvent.type(form.getByLabelText(/^Confirm new password/), 'New#Pass2027');
    await userEvent.click(form.getByRole('button', { name: 'Update password' }));
    await expect(form.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await userEvent.clear(form.getByLabelText(/^Confirm new password/));
    await userEvent.type(form.getByLabelText(/^Confirm new password/), 'New#Pass2026');
    await userEvent.click(form.getByRole('button', { name: 'Update password' }));
    passwords[0]?.open();
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent('Password changed successfully'));
    await expect(form.getByLabelText(/^New password/)).toHaveValue('');
  },
};
