/**
 * Longer than 300 lines: one story per state of the settings machine's sections (the story-coverage test
 * requires each), with their play functions.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordForm } from '../../../src/features/settings/ChangePasswordForm';
import { DEFAULT_SETTINGS } from '../../../src/features/settings/contract';
import { SettingsScreen } from '../../../src/features/settings/SettingsScreen';
import {
  BillingSectionForm,
  DataExportSection,
  NotificationsSectionForm,
  PreferencesSectionForm,
  PrivacySectionForm,
  ProfileSectionForm,
  SecuritySectionForm,
} from '../../../src/features/settings/SettingsSections';
import type { ChangePasswordView, SectionView } from '../../../src/features/settings/settings.view';

const account = { firstName: 'Efua', lastName: 'Owusu', email: 'efua.owusu@example.com', phone: '0241234567' };
const page = { settings: DEFAULT_SETTINGS, account };

const section = (values: SectionView['values'], extra: Partial<SectionView> = {}): SectionView => ({
  status: 'editing',
  values,
  errors: {},
  emailChanged: false,
  ...extra,
});
const handlers = () => ({ onFieldChange: fn(), onFieldCommit: fn(), onSubmit: fn() });
const password = (extra: Partial<ChangePasswordView> = {}): ChangePasswordView => ({
  status: 'editing',
  fields: { currentPassword: '', newPassword: '', confirmPassword: '' },
  ...extra,
});

const meta = {
  title: 'Screens/Settings/Settings',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The /settings page (`settings` machine: loading, failed, ready) and its seven sections. Each stored section is one `settingsSection` machine (editing, saving, saved with a 5 s flash, failed); Security holds the `changePassword` form (settings wording) and Data & Export the `dataExport` downloads. Use only through the settings route.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// ----- the page (settings machine) --------------------------------------------------------------

export const Loading: Story = {
  parameters: { machine: 'settings', state: 'loading' },
  render: () => <SettingsScreen view={{ status: 'loading' }} onRetry={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getByText('Loading your settings...')).toBeVisible();
  },
};

const retry = fn();
export const LoadFailed: Story = {
  parameters: { machine: 'settings', state: 'failed' },
  render: () => <SettingsScreen view={{ status: 'failed', message: 'Failed to load settings' }} onRetry={retry} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load settings');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const Ready: Story = {
  parameters: { machine: 'settings', state: 'ready' },
  render: () => (
    <SettingsScreen
      view={{ status: 'ready', page }}
      onRetry={fn()}
      sections={{
        notifications: <NotificationsSectionForm view={section(DEFAULT_SETTINGS.notifications)} {...handlers()} />,
        preferences: <PreferencesSectionForm view={section(DEFAULT_SETTINGS.preferences)} {...handlers()} />,
      }}
    />
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Settings sections' });
    for (const name of ['Profile', 'Security', 'Notifications', 'Privacy', 'Billing', 'Preferences', 'Data & Export']) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('region', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Marketing emails' })).not.toBeChecked();
    // the SMS toggle says what it does: the payment confirmation by SMS
    await expect(canvas.getByRole('checkbox', { name: 'SMS notifications' })).toHaveAccessibleDescription(
      'A text message to the number that paid (or your profile phone) when a payment succeeds.',
    );
  },
};

// ----- one section (settingsSection machine) -----------------------------------------------------

const profileHandlers = handlers();
export const SectionEditing: Story = {
  name: 'Section: editing (Profile)',
  parameters: { machine: 'settingsSection', state: 'editing' },
  render: () => (
    <ProfileSectionForm
      view={section({ ...account, ...DEFAULT_SETTINGS.profile, currentPassword: '' })}
      {...profileHandlers}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Efua');
    await userEvent.type(canvas.getByRole('textbox', { name: /Location/ }), 'K');
    await expect(profileHandlers.onFieldChange).toHaveBeenLastCalledWith('location', 'K');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(profileHandlers.onSubmit).toHaveBeenCalled();
    await expect(canvas.queryByLabelText(/Current password/)).toBeNull();
  },
};

export const SectionEditingErrors: Story = {
  name: 'Section: editing with field errors (Profile, email changed)',
  parameters: { machine: 'settingsSection', state: 'editing' },
  render: () => (
    <ProfileSectionForm
      view={section(
        {
          ...account,
          email: 'efua@',
          firstName: '',
          ...DEFAULT_SETTINGS.profile,
          website: 'ftp://x',
          currentPassword: '',
        },
        {
          emailChanged: true,
          errors: {
            firstName: 'First name is required',
            email: 'Please enter a valid email address',
            website: 'Please enter a website address starting with http:// or https://',
            currentPassword: 'Enter your current password to change your email',
          },
        },
      )}
      {...handlers()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(
      'First name is required',
    );
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await expect(canvas.getByLabelText(/Current password/)).toHaveAccessibleDescription(
      'Enter your current password to change your email',
    );
  },
};

export const SectionSaving: Story = {
  name: 'Section: saving (Notifications)',
  parameters: { machine: 'settingsSection', state: 'saving' },
  render: () => (
    <NotificationsSectionForm view={section(DEFAULT_SETTINGS.notifications, { status: 'saving' })} {...handlers()} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Saving\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SectionSaved: Story = {
  name: 'Section: saved (Privacy)',
  parameters: { machine: 'settingsSection', state: 'saved' },
  render: () => (
    <PrivacySectionForm
      view={section(
        { ...DEFAULT_SETTINGS.privacy, analytics: false },
        { status: 'saved', message: 'Privacy settings saved' },
      )}
      {...handlers()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Privacy settings saved');
    await expect(canvas.getByRole('checkbox', { name: /Share usage analytics/ })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Private' })).toBeChecked();
  },
};

export const SectionFailed: Story = {
  name: 'Section: failed (Security)',
  parameters: { machine: 'settingsSection', state: 'failed' },
  render: () => (
    <SecuritySectionForm
      view={section(DEFAULT_SETTINGS.security, { status: 'failed', error: 'Failed to save settings' })}
      {...handlers()}
      changePassword={<p>Change password form</p>}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to save settings');
    await expect(canvas.getByRole('combobox', { name: 'Session timeout' })).toHaveValue('30');
    await expect(canvas.getByRole('textbox', { name: /Password expiry/ })).toHaveValue('90');
    await expect(canvas.getByRole('textbox', { name: /Allowed devices/ })).toHaveValue('5');
  },
};

const billingHandlers = handlers();
export const SectionBilling: Story = {
  name: 'Section: editing (Billing)',
  parameters: { machine: 'settingsSection', state: 'editing' },
  render: () => (
    <BillingSectionForm
      view={section(
        { ...DEFAULT_SETTINGS.billing, defaultNumber: '12' },
        {
          errors: { defaultNumber: 'Please enter a valid 10-digit mobile number starting with 0' },
        },
      )}
      {...billingHandlers}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Default mobile money number/ })).toHaveAccessibleDescription(
      /Please enter a valid 10-digit mobile number starting with 0/,
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Default mobile money network' }), 'VODAFONE');
    await expect(billingHandlers.onFieldChange).toHaveBeenCalledWith('defaultNetwork', 'VODAFONE');
  },
};

const themeHandlers = handlers();
export const SectionPreferences: Story = {
  name: 'Section: editing (Preferences, the theme saves at once)',
  parameters: { machine: 'settingsSection', state: 'editing' },
  render: () => <PreferencesSectionForm view={section(DEFAULT_SETTINGS.preferences)} {...themeHandlers} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Auto/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(themeHandlers.onFieldCommit).toHaveBeenCalledWith('theme', 'dark');
  },
};

// ----- change password, settings wording (changePassword machine) -----------------------------------

const passwordHandlers = { onFieldChange: fn(), onSubmit: fn() };
export const PasswordEditing: Story = {
  name: 'Password: editing',
  parameters: { machine: 'changePassword', state: 'editing' },
  render: () => <ChangePasswordForm view={password({ error: 'Passwords do not match' })} {...passwordHandlers} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'x');
    await expect(passwordHandlers.onFieldChange).toHaveBeenLastCalledWith('currentPassword', 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Update password' }));
    await expect(passwordHandlers.onSubmit).toHaveBeenCalled();
  },
};

export const PasswordSubmitting: Story = {
  name: 'Password: submitting',
  parameters: { machine: 'changePassword', state: 'submitting' },
  render: () => <ChangePasswordForm view={password({ status: 'submitting' })} onFieldChange={fn()} onSubmit={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Updating\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const PasswordSucceeded: Story = {
  name: 'Password: succeeded',
  parameters: { machine: 'changePassword', state: 'succeeded' },
  render: () => (
    <ChangePasswordForm
      view={password({ status: 'succeeded', message: 'Password changed successfully' })}
      onFieldChange={fn()}
      onSubmit={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Password changed successfully');
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue('');
  },
};

export const PasswordFailed: Story = {
  name: 'Password: failed',
  parameters: { machine: 'changePassword', state: 'failed' },
  render: () => (
    <ChangePasswordForm
      view={password({ status: 'failed', error: 'Current password is incorrect' })}
      onFieldChange={fn()}
      onSubmit={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Current password is incorrect');
  },
};

// ----- Data & Export (dataExport machine) ---------------------------------------------------------

const download = fn();
export const ExportIdle: Story = {
  name: 'Export: idle',
  parameters: { machine: 'dataExport', state: 'idle' },
  render: () => (
    <DataExportSection
      view={{ status: 'idle', message: 'Downloaded skylink-data-2026-11-22.json' }}
      onDownload={download}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Downloaded skylink-data-2026-11-22.json');
    await userEvent.click(canvas.getByRole('button', { name: 'Download my payments (CSV)' }));
    await expect(download).toHaveBeenCalledWith('csv');
  },
};

export const ExportDownloading: Story = {
  name: 'Export: downloading',
  parameters: { machine: 'dataExport', state: 'downloading' },
  render: () => <DataExportSection view={{ status: 'downloading', kind: 'json' }} onDownload={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Preparing\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Download my payments (CSV)' })).toBeDisabled();
  },
};

export const ExportFailed: Story = {
  name: 'Export: failed',
  parameters: { machine: 'dataExport', state: 'failed' },
  render: () => (
    <DataExportSection view={{ status: 'failed', message: 'Failed to download your data' }} onDownload={fn()} />
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Failed to download your data'));
  },
};
