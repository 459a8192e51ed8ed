/**
 * /settings driven by its machines: the stored settings load, then seven sections each run their own
 * settingsSection machine and save on their own (see sectionSaving.ts: the Profile section also updates
 * the account); the Security section holds the change-password form; the Data section downloads the
 * exports. The route renders it with the real clients, the session and the browser's preferences; the
 * settings flow stories render its sections with mocks.
 */
import type { ReactNode } from 'react';
import { useMachineView } from '../../machines/useMachineView';
import type { User } from '../auth';
import { ConnectedChangePassword } from './ConnectedChangePassword';
import type { ChangePasswordDeps } from './changePassword.machine';
import type { StoredSection, ThemeChoice } from './contract';
import { type DataExportDeps, provideDataExport } from './dataExport.machine';
import type { SectionForm } from './rules';
import { SettingsScreen } from './SettingsScreen';
import {
  BillingSectionForm,
  DataExportSection,
  NotificationsSectionForm,
  PreferencesSectionForm,
  PrivacySectionForm,
  ProfileSectionForm,
  type SectionFormProps,
  SecuritySectionForm,
} from './SettingsSections';
import { accountOf, type SectionSavingDeps, sectionSaver } from './sectionSaving';
import { provideSettings, type SettingsPage } from './settings.machine';
import { toDataExportView, toSectionView, toSettingsView } from './settings.view';
import { provideSettingsSection, type SettingsSectionDeps } from './settingsSection.machine';
import { TwoFactorPanel, toTwoFactorView } from './TwoFactorPanel';
import { provideTwoFactor, type TwoFactorDeps } from './twoFactor.machine';

/** Two-factor sign-in in the Security section, with its own machine. */
export function ConnectedTwoFactor({ services, enabled }: { services: TwoFactorDeps; enabled: boolean }) {
  const [view, send] = useMachineView(() => provideTwoFactor(services), toTwoFactorView, { input: { enabled } });
  return (
    <TwoFactorPanel
      view={view}
      onStart={() => send({ type: 'setup.start' })}
      onCancel={() => send({ type: 'setup.cancel' })}
      onCodeChange={(value) => send({ type: 'code.change', value })}
      onCodeSubmit={() => send({ type: 'code.submit' })}
      onCodesDone={() => send({ type: 'codes.done' })}
    />
  );
}

/** What /settings needs from the app. */
export interface SettingsServices extends SectionSavingDeps, ChangePasswordDeps, DataExportDeps, TwoFactorDeps {
  /** show a theme now and keep it for the next visit's first paint */
  applyTheme: (choice: ThemeChoice) => void;
  /** this browser's analytics follow the user's choice at once */
  setAnalyticsOff: (off: boolean) => void;
}

export interface ConnectedSettingsSectionProps extends SettingsSectionDeps {
  section: StoredSection;
  initial: SectionForm;
  render: (props: SectionFormProps) => ReactNode;
  /** a theme chosen shows at once, before it is saved */
  onThemeCommit?: (choice: ThemeChoice) => void;
}

/** One section of /settings with its own machine: it saves on its own. */
export function ConnectedSettingsSection({
  section,
  initial,
  render,
  saveSection,
  onThemeCommit,
}: ConnectedSettingsSectionProps) {
  const [view, send] = useMachineView(() => provideSettingsSection({ saveSection }), toSectionView, {
    input: { section, values: initial },
  });
  return render({
    view,
    onFieldChange: (field, value) => send({ type: 'field.change', field, value }),
    onFieldCommit: (field, value) => {
      if (section === 'preferences' && field === 'theme') onThemeCommit?.(value as ThemeChoice);
      send({ type: 'field.commit', field, value });
    },
    onSubmit: () => send({ type: 'form.submit' }),
  });
}

function ExportSection({ services }: { services: DataExportDeps }) {
  const [view, send] = useMachineView(() => provideDataExport(services), toDataExportView);
  return <DataExportSection view={view} onDownload={(kind) => send({ type: 'export.download', kind })} />;
}

function sectionsOf(page: SettingsPage, services: SettingsServices, twoFactorOn: boolean) {
  const { settings, account } = page;
  const saveSection = sectionSaver(services, (section, values) => {
    if (section === 'privacy') services.setAnalyticsOff(values.analytics === false);
    if (section === 'preferences') services.applyTheme(values.theme as ThemeChoice);
  });
  return {
    profile: (
      <ConnectedSettingsSection
        section="profile"
        initial={{ ...account, ...settings.profile, currentPassword: '' }}
        saveSection={saveSection}
        render={(props) => <ProfileSectionForm {...props} />}
      />
    ),
    security: (
      <ConnectedSettingsSection
        section="security"
        initial={settings.security}
        saveSection={saveSection}
        render={(props) => (
          <SecuritySectionForm
            {...props}
            changePassword={
              <ConnectedChangePassword services={services} variant="settings" idPrefix="settings-password" />
            }
            twoFactor={<ConnectedTwoFactor services={services} enabled={twoFactorOn} />}
          />
        )}
      />
    ),
    notifications: (
      <ConnectedSettingsSection
        section="notifications"
        initial={settings.notifications}
        saveSection={saveSection}
        render={(props) => <NotificationsSectionForm {...props} />}
      />
    ),
    privacy: (
      <ConnectedSettingsSection
        section="privacy"
        initial={settings.privacy}
        saveSection={saveSection}
        render={(props) => <PrivacySectionForm {...props} />}
      />
    ),
    billing: (
      <ConnectedSettingsSection
        section="billing"
        initial={settings.billing}
        saveSection={saveSection}
        render={(props) => <BillingSectionForm {...props} />}
      />
    ),
    preferences: (
      <ConnectedSettingsSection
        section="preferences"
        initial={settings.preferences}
        saveSection={saveSection}
        onThemeCommit={services.applyTheme}
        render={(props) => <PreferencesSectionForm {...props} />}
      />
    ),
    data: <ExportSection services={services} />,
  };
}

export interface ConnectedSettingsProps {
  services: SettingsServices;
  /** the signed-in user: the Profile section starts from the account's own fields */
  user: User;
}

export function ConnectedSettings({ services, user }: ConnectedSettingsProps) {
  const [view, send] = useMachineView(
    () =>
      provideSettings({
        loadSettings: async () => {
          const { settings } = await services.loadSettings();
          return { settings, account: accountOf(user) };
        },
      }),
    toSettingsView,
  );
  return (
    <SettingsScreen
      view={view}
      onRetry={() => send({ type: 'load.retry' })}
      sections={view.status === 'ready' ? sectionsOf(view.page, services, user.twoFactorEnabled) : undefined}
    />
  );
}
