/**
 * /settings (login required): the stored settings load, then seven sections each run their own
 * settingsSection machine and save on their own (PUT /api/user/settings/:section). The Profile
 * section also updates the account's names, email and phone (POST /api/auth/update-profile); the
 * theme applies at once; the analytics choice governs this browser's events at once.
 */
import type { User } from '../../src/features/auth/contract';
import { ChangePasswordForm } from '../../src/features/settings/ChangePasswordForm';
import { provideChangePassword } from '../../src/features/settings/changePassword.machine';
import type { SectionValues, StoredSection, ThemeChoice } from '../../src/features/settings/contract';
import { provideDataExport } from '../../src/features/settings/dataExport.machine';
import { SETTINGS_MESSAGES } from '../../src/features/settings/messages';
import { failedMessage, type SectionForm, savedMessage } from '../../src/features/settings/rules';
import { SettingsScreen } from '../../src/features/settings/SettingsScreen';
import {
  BillingSectionForm,
  DataExportSection,
  NotificationsSectionForm,
  PreferencesSectionForm,
  PrivacySectionForm,
  ProfileSectionForm,
  type SectionFormProps,
  SecuritySectionForm,
} from '../../src/features/settings/SettingsSections';
import { provideSettings, type SettingsPage } from '../../src/features/settings/settings.machine';
import {
  toChangePasswordView,
  toDataExportView,
  toSectionView,
  toSettingsView,
} from '../../src/features/settings/settings.view';
import { provideSettingsSection } from '../../src/features/settings/settingsSection.machine';
import { useMachineView } from '../../src/machines/useMachineView';
import { useSession, useSessionUser } from '../auth/session';
import { applyTheme, setAnalyticsOff } from '../preferences';
import { loadAuthClient } from '../services';
import { settingsClient } from '../settingsClient';

const accountOf = (user: User): SettingsPage['account'] => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email,
  phone: user.phoneNumber ?? '',
});

/** Save the Profile section: the account's own fields when they changed, then bio, website and location. */
async function saveProfile(values: SectionForm, previous: SectionForm, onUser: (user: User) => void) {
  const str = (key: string) => String(values[key] ?? '').trim();
  const changed = ['firstName', 'lastName', 'email', 'phone'].some(
    (key) => str(key) !== String(previous[key] ?? '').trim(),
  );
  if (changed) {
    const emailChanged =
      str('email').toLowerCase() !==
      String(previous.email ?? '')
        .trim()
        .toLowerCase();
    const user = await (await loadAuthClient()).updateProfile({
      firstName: str('firstName'),
      lastName: str('lastName'),
      phoneNumber: str('phone') || null,
      ...(emailChanged ? { email: str('email'), currentPassword: String(values.currentPassword ?? '') } : {}),
    });
    onUser(user);
  }
  const saved = await settingsClient.saveSection(
    'profile',
    { bio: str('bio'), website: str('website'), location: str('location'), address: str('address') },
    SETTINGS_MESSAGES.profileFailed,
  );
  return { ...values, ...saved.settings.profile, currentPassword: '' };
}

function Section({
  section,
  initial,
  render,
  onSaved,
}: {
  section: StoredSection;
  initial: SectionForm;
  render: (props: SectionFormProps) => React.ReactNode;
  onSaved?: (values: SectionForm) => void;
}) {
  const session = useSession();
  const [view, send] = useMachineView(
    () =>
      provideSettingsSection({
        saveSection: async ({ section: id, values, previous }) => {
          try {
            if (id === 'profile') {
              const stored = await saveProfile(values, previous, (user) =>
                session.send({ type: 'auth.userUpdated', user }),
              );
              return { values: stored, message: savedMessage(id, previous, values) };
            }
            const saved = await settingsClient.saveSection(
              id,
              values as SectionValues[typeof id],
              failedMessage(id, previous, values),
            );
            const stored = saved.settings[id] as SectionForm;
            onSaved?.(stored);
            return { values: stored, message: savedMessage(id, previous, values) };
          } catch (error) {
            throw error instanceof Error && error.message ? error : new Error(failedMessage(id, previous, values));
          }
        },
      }),
    toSectionView,
    { input: { section, values: initial } },
  );
  return render({
    view,
    onFieldChange: (field, value) => send({ type: 'field.change', field, value }),
    onFieldCommit: (field, value) => {
      if (section === 'preferences' && field === 'theme') applyTheme(value as ThemeChoice);
      send({ type: 'field.commit', field, value });
    },
    onSubmit: () => send({ type: 'form.submit' }),
  });
}

function PasswordSection() {
  const [view, send] = useMachineView(
    () =>
      provideChangePassword({
        changePassword: async (input) => (await loadAuthClient()).changePassword(input),
      }),
    toChangePasswordView,
    { input: { variant: 'settings' } },
  );
  return (
    <ChangePasswordForm
      view={view}
      idPrefix="settings-password"
      onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}

function ExportSection() {
  const [view, send] = useMachineView(
    () =>
      provideDataExport({
        download: async (kind) => {
          const file = await settingsClient.download(kind);
          const url = URL.createObjectURL(new Blob([file.text], { type: file.contentType }));
          const link = document.createElement('a');
          link.href = url;
          link.download = file.filename;
          document.body.append(link);
          link.click();
          link.remove();
          setTimeout(() => URL.revokeObjectURL(url), 10_000);
          return file.filename;
        },
      }),
    toDataExportView,
  );
  return <DataExportSection view={view} onDownload={(kind) => send({ type: 'export.download', kind })} />;
}

function sectionsOf(page: SettingsPage) {
  const { settings, account } = page;
  return {
    profile: (
      <Section
        section="profile"
        initial={{ ...account, ...settings.profile, currentPassword: '' }}
        render={(props) => <ProfileSectionForm {...props} />}
      />
    ),
    security: (
      <Section
        section="security"
        initial={settings.security}
        render={(props) => <SecuritySectionForm {...props} changePassword={<PasswordSection />} />}
      />
    ),
    notifications: (
      <Section
        section="notifications"
        initial={settings.notifications}
        render={(props) => <NotificationsSectionForm {...props} />}
      />
    ),
    privacy: (
      <Section
        section="privacy"
        initial={settings.privacy}
        render={(props) => <PrivacySectionForm {...props} />}
        onSaved={(values) => setAnalyticsOff(values.analytics === false)}
      />
    ),
    billing: (
      <Section section="billing" initial={settings.billing} render={(props) => <BillingSectionForm {...props} />} />
    ),
    preferences: (
      <Section
        section="preferences"
        initial={settings.preferences}
        render={(props) => <PreferencesSectionForm {...props} />}
        onSaved={(values) => applyTheme(values.theme as ThemeChoice)}
      />
    ),
    data: <ExportSection />,
  };
}

function SettingsPageRoute({ user }: { user: User }) {
  const [view, send] = useMachineView(
    () =>
      provideSettings({
        loadSettings: async () => {
          const { settings } = await settingsClient.load();
          return { settings, account: accountOf(user) };
        },
      }),
    toSettingsView,
  );
  return (
    <SettingsScreen
      view={view}
      onRetry={() => send({ type: 'load.retry' })}
      sections={view.status === 'ready' ? sectionsOf(view.page) : undefined}
    />
  );
}

export default function Page() {
  const user = useSessionUser();
  if (!user) return null;
  return <SettingsPageRoute user={user} />;
}
