import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordForm } from '../../../src/features/settings/ChangePasswordForm';
import { provideChangePassword } from '../../../src/features/settings/changePassword.machine';
import { DEFAULT_SETTINGS } from '../../../src/features/settings/contract';
import { savedMessage } from '../../../src/features/settings/rules';
import { SecuritySectionForm } from '../../../src/features/settings/SettingsSections';
import { toChangePasswordView, toSectionView } from '../../../src/features/settings/settings.view';
import { provideSettingsSection } from '../../../src/features/settings/settingsSection.machine';
import { useMachineView } from '../../../src/machines/useMachineView';
import { clearLiveAnnouncer, createGate, type Gate } from '../auth/flowKit';

let saves: Gate[] = [];
let passwords: Gate[] = [];

function ConnectedPassword() {
  const [view, send] = useMachineView(
    () => {
      let calls = 0;
      return provideChangePassword({ changePassword: () => (passwords[calls++] as Gate).wait() });
    },
    toChangePasswordView,
    { input: { variant: 'settings' } },
  );
  return (
    <ChangePasswordForm
      view={view}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}

function ConnectedSecurity() {
  const [view, send] = useMachineView(
    () => {
      let calls = 0;
      return provideSettingsSection({
        saveSection: async ({ section, values, previous }) => {
          await (saves[calls++] as Gate).wait();
          return { values, message: savedMessage(section, previous, values) };
        },
      });
    },
    toSectionView,
    { input: { section: 'security', values: DEFAULT_SETTINGS.security } },
  );
  return (
    <SecuritySectionForm
      view={view}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
      onFieldCommit={(field, value) => send({ type: 'field.commit', field, value })}
      onSubmit={() => send({ type: 'form.submit' })}
      changePassword={<ConnectedPassword />}
    />
  );
}

const meta = {
  title: 'Flows/Settings/Security',
  component: ConnectedSecurity,
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
} satisfies Meta<typeof ConnectedSecurity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoFactorToggle: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('checkbox', { name: /Two-factor authentication/ });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: /Saving\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
    saves[0]?.open();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Two-factor authentication enabled'));
    await userEvent.click(toggle);
    saves[1]?.fail('Failed to toggle 2FA');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Failed to toggle 2FA'));
  },
};

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
