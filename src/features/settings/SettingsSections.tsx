/**
 * The seven sections of /settings. Each stored section is a form driven by its own settingsSection
 * machine (props: its SectionView and callbacks); Security also holds the change-password form and
 * Data & Export its two downloads.
 * Longer than 300 lines: the seven sections of /settings are presentational siblings sharing the same field and
 * save-bar parts; each renders its own case of the section view.
 */
import type { ReactNode } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Columns,
  Form,
  Inline,
  NativeSelect,
  RadioGroup,
  Stack,
  TextArea,
  TextField,
} from '@/components';
import { NETWORK_NAMES } from '../../domain/format/phone';
import type { StoredSection } from './contract';
import type { FieldValue } from './rules';
import { SectionStatus } from './SectionStatus';
import type { DataExportView, SectionView } from './settings.view';

export const SECTION_TITLES = {
  profile: 'Profile',
  security: 'Security',
  notifications: 'Notifications',
  privacy: 'Privacy',
  billing: 'Billing',
  preferences: 'Preferences',
  data: 'Data & Export',
} as const;

export type SettingsSectionId = keyof typeof SECTION_TITLES;
export const SECTION_ORDER: readonly SettingsSectionId[] = [
  'profile',
  'security',
  'notifications',
  'privacy',
  'billing',
  'preferences',
  'data',
];
export const sectionAnchor = (id: SettingsSectionId) => `settings-${id}`;

export const sectionText = {
  save: 'Save',
  saving: 'Saving...',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  bio: 'Bio',
  website: 'Website',
  location: 'Location',
  currentPasswordForEmail: 'Current password (to change your email)',
  sessionTimeout: 'Session timeout',
  loginNotifications: 'Login notifications',
  passwordExpiry: 'Password expiry (days)',
  allowedDevices: 'Allowed devices',
  changePassword: 'Change password',
  emailNotifications: 'Email notifications',
  smsNotifications: 'SMS notifications',
  smsNotificationsNote: 'A text message to the number that paid (or your profile phone) when a payment succeeds.',
  pushNotifications: 'Push notifications',
  marketingEmails: 'Marketing emails',
  securityAlerts: 'Security alerts',
  billingUpdates: 'Billing updates',
  serviceUpdates: 'Service updates',
  profileVisibility: 'Profile visibility',
  showEmail: 'Show my email',
  showPhone: 'Show my phone number',
  allowSearch: 'Allow others to find me by search',
  dataCollection: 'Allow data collection to improve the service',
  analytics: 'Share usage analytics',
  analyticsNote: 'Off: this account sends no analytics events while you are signed in.',
  autoRenew: 'Renew my subscription automatically',
  defaultNetwork: 'Default mobile money network',
  defaultNumber: 'Default mobile money number',
  defaultNumberNote: 'Filled in for you on the mobile money payment form.',
  theme: 'Theme',
  downloadJson: 'Download all my data (JSON)',
  downloadCsv: 'Download my payments (CSV)',
  downloading: 'Preparing...',
  dataIntro: 'Files are made by our server from your own records only.',
} as const;

const SESSION_OPTIONS = [
  { value: '30', label: '30 minutes' },
  { value: '60', label: '1 hour' },
  { value: '120', label: '2 hours' },
  { value: '240', label: '4 hours' },
];
const VISIBILITY_OPTIONS = [
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
  { value: 'friends', label: 'Friends' },
] as const;
const THEME_OPTIONS = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto (follow my device)' },
] as const;
const NETWORK_OPTIONS = (['MTN', 'VODAFONE', 'AIRTELTIGO'] as const).map((value) => ({
  value,
  label: NETWORK_NAMES[value],
}));

export interface SectionFormProps {
  view: SectionView;
  onFieldChange: (field: string, value: FieldValue) => void;
  /** change and save at once (two-factor toggle, theme) */
  onFieldCommit: (field: string, value: FieldValue) => void;
  onSubmit: () => void;
}

/** A section card: heading, fields, the outcome and the Save button. */
function SectionCard({
  id,
  view,
  onSubmit,
  children,
  extra,
}: {
  id: StoredSection;
  view: SectionView;
  onSubmit: () => void;
  children: ReactNode;
  extra?: ReactNode;
}) {
  const busy = view.status === 'saving';
  return (
    <Card title={SECTION_TITLES[id]} headingLevel={2} id={sectionAnchor(id)}>
      <Form
        aria-label={`${SECTION_TITLES[id]} settings`}
        hideErrorSummary
        errors={Object.entries(view.errors).map(([field, message]) => ({ fieldId: `${id}-${field}`, message }))}
        onSubmit={() => {
          if (!busy) onSubmit();
        }}
      >
        <Stack gap="4">
          {children}
          <SectionStatus message={view.message} error={view.error} />
          <Inline gap="3" align="center">
            <Button type="submit" isPending={busy} pendingLabel={sectionText.saving}>
              {sectionText.save}
            </Button>
          </Inline>
        </Stack>
      </Form>
      {extra}
    </Card>
  );
}

/** A field's text; a number field left empty (NaN until valid) shows empty. */
const text = (view: SectionView, field: string) => {
  const value = view.values[field];
  return typeof value === 'number' && Number.isNaN(value) ? '' : String(value ?? '');
};
const on = (view: SectionView, field: string) => view.values[field] === true;

function Toggle({
  view,
  field,
  label,
  description,
  onChange,
}: {
  view: SectionView;
  field: string;
  label: string;
  description?: string;
  onChange: (field: string, value: FieldValue) => void;
}) {
  return (
    <Checkbox isSelected={on(view, field)} onChange={(value) => onChange(field, value)} description={description}>
      {label}
    </Checkbox>
  );
}

export function ProfileSectionForm({ view, onFieldChange, onSubmit }: SectionFormProps) {
  const field = (
    name: string,
    label: string,
    extra: { type?: 'email' | 'tel' | 'url'; required?: boolean; autoComplete?: string } = {},
  ) => (
    <TextField
      id={`profile-${name}`}
      label={label}
      type={extra.type}
      autoComplete={extra.autoComplete}
      isRequired={extra.required}
      value={text(view, name)}
      onChange={(value) => onFieldChange(name, value)}
      errorMessage={view.errors[name]}
    />
  );
  return (
    <SectionCard id="profile" view={view} onSubmit={onSubmit}>
      <Columns gap="4" minItemWidth="14rem">
        {field('firstName', sectionText.firstName, { required: true, autoComplete: 'given-name' })}
        {field('lastName', sectionText.lastName, { required: true, autoComplete: 'family-name' })}
      </Columns>
      <Columns gap="4" minItemWidth="14rem">
        {field('email', sectionText.email, { type: 'email', required: true, autoComplete: 'email' })}
        {field('phone', sectionText.phone, { type: 'tel', autoComplete: 'tel' })}
      </Columns>
      {view.emailChanged ? (
        <TextField
          id="profile-currentPassword"
          label={sectionText.currentPasswordForEmail}
          type="password"
          autoComplete="current-password"
          value={text(view, 'currentPassword')}
          onChange={(value) => onFieldChange('currentPassword', value)}
          errorMessage={view.errors.currentPassword}
        />
      ) : null}
      <TextArea
        id="profile-bio"
        label={sectionText.bio}
        rows={3}
        maxLength={500}
        value={text(view, 'bio')}
        onChange={(value) => onFieldChange('bio', value)}
        errorMessage={view.errors.bio}
      />
      <Columns gap="4" minItemWidth="14rem">
        {field('website', sectionText.website, { type: 'url', autoComplete: 'url' })}
        {field('location', sectionText.location)}
      </Columns>
    </SectionCard>
  );
}

export function SecuritySectionForm({
  view,
  onFieldChange,
  onSubmit,
  changePassword,
  twoFactor,
}: SectionFormProps & { changePassword: ReactNode; twoFactor?: ReactNode }) {
  return (
    <SectionCard
      id="security"
      view={view}
      onSubmit={onSubmit}
      extra={
        <>
          {twoFactor}
          <section aria-labelledby="settings-change-password">
            <h3 id="settings-change-password">{sectionText.changePassword}</h3>
            {changePassword}
          </section>
        </>
      }
    >
      <NativeSelect
        id="security-sessionTimeout"
        label={sectionText.sessionTimeout}
        options={SESSION_OPTIONS}
        value={String(view.values.sessionTimeout)}
        onChange={(value) => onFieldChange('sessionTimeout', Number(value))}
        errorMessage={view.errors.sessionTimeout}
      />
      <Toggle view={view} field="loginNotifications" label={sectionText.loginNotifications} onChange={onFieldChange} />
      <Columns gap="4" minItemWidth="14rem">
        <TextField
          id="security-passwordExpiry"
          label={sectionText.passwordExpiry}
          inputMode="numeric"
          value={text(view, 'passwordExpiry')}
          onChange={(value) => onFieldChange('passwordExpiry', value.trim() === '' ? Number.NaN : Number(value))}
          errorMessage={view.errors.passwordExpiry}
        />
        <TextField
          id="security-allowedDevices"
          label={sectionText.allowedDevices}
          inputMode="numeric"
          value={text(view, 'allowedDevices')}
          onChange={(value) => onFieldChange('allowedDevices', value.trim() === '' ? Number.NaN : Number(value))}
          errorMessage={view.errors.allowedDevices}
        />
      </Columns>
    </SectionCard>
  );
}

const NOTIFICATION_FIELDS = [
  'emailNotifications',
  'smsNotifications',
  'pushNotifications',
  'marketingEmails',
  'securityAlerts',
  'billingUpdates',
  'serviceUpdates',
] as const;

export function NotificationsSectionForm({ view, onFieldChange, onSubmit }: SectionFormProps) {
  return (
    <SectionCard id="notifications" view={view} onSubmit={onSubmit}>
      {NOTIFICATION_FIELDS.map((field) => (
        <Toggle
          key={field}
          view={view}
          field={field}
          label={sectionText[field]}
          description={field === 'smsNotifications' ? sectionText.smsNotificationsNote : undefined}
          onChange={onFieldChange}
        />
      ))}
    </SectionCard>
  );
}

export function PrivacySectionForm({ view, onFieldChange, onSubmit }: SectionFormProps) {
  return (
    <SectionCard id="privacy" view={view} onSubmit={onSubmit}>
      <RadioGroup
        id="privacy-profileVisibility"
        label={sectionText.profileVisibility}
        orientation="horizontal"
        options={VISIBILITY_OPTIONS}
        value={text(view, 'profileVisibility')}
        onChange={(value) => onFieldChange('profileVisibility', value)}
        errorMessage={view.errors.profileVisibility}
      />
      <Toggle view={view} field="showEmail" label={sectionText.showEmail} onChange={onFieldChange} />
      <Toggle view={view} field="showPhone" label={sectionText.showPhone} onChange={onFieldChange} />
      <Toggle view={view} field="allowSearch" label={sectionText.allowSearch} onChange={onFieldChange} />
      <Toggle view={view} field="dataCollection" label={sectionText.dataCollection} onChange={onFieldChange} />
      <Toggle
        view={view}
        field="analytics"
        label={sectionText.analytics}
        description={sectionText.analyticsNote}
        onChange={onFieldChange}
      />
    </SectionCard>
  );
}

export function BillingSectionForm({ view, onFieldChange, onSubmit }: SectionFormProps) {
  return (
    <SectionCard id="billing" view={view} onSubmit={onSubmit}>
      <Toggle view={view} field="autoRenew" label={sectionText.autoRenew} onChange={onFieldChange} />
      <Columns gap="4" minItemWidth="14rem">
        <NativeSelect
          id="billing-defaultNetwork"
          label={sectionText.defaultNetwork}
          options={NETWORK_OPTIONS}
          value={text(view, 'defaultNetwork')}
          onChange={(value) => onFieldChange('defaultNetwork', value)}
          errorMessage={view.errors.defaultNetwork}
        />
        <TextField
          id="billing-defaultNumber"
          label={sectionText.defaultNumber}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0241234567"
          description={sectionText.defaultNumberNote}
          value={text(view, 'defaultNumber')}
          onChange={(value) => onFieldChange('defaultNumber', value)}
          errorMessage={view.errors.defaultNumber}
        />
      </Columns>
    </SectionCard>
  );
}

export function PreferencesSectionForm({ view, onFieldCommit, onSubmit }: SectionFormProps) {
  return (
    <SectionCard id="preferences" view={view} onSubmit={onSubmit}>
      <RadioGroup
        id="preferences-theme"
        label={sectionText.theme}
        options={THEME_OPTIONS}
        value={text(view, 'theme')}
        onChange={(value) => onFieldCommit('theme', value)}
        errorMessage={view.errors.theme}
      />
    </SectionCard>
  );
}

export function DataExportSection({
  view,
  onDownload,
}: {
  view: DataExportView;
  onDownload: (kind: 'json' | 'csv') => void;
}) {
  const busy = view.status === 'downloading';
  return (
    <Card title={SECTION_TITLES.data} headingLevel={2} id={sectionAnchor('data')} description={sectionText.dataIntro}>
      <Stack gap="4">
        <Inline gap="3" align="center">
          <Button
            variant="secondary"
            isPending={busy && view.kind === 'json'}
            isDisabled={busy}
            pendingLabel={sectionText.downloading}
            onPress={() => onDownload('json')}
          >
            {sectionText.downloadJson}
          </Button>
          <Button
            variant="secondary"
            isPending={busy && view.kind === 'csv'}
            isDisabled={busy}
            pendingLabel={sectionText.downloading}
            onPress={() => onDownload('csv')}
          >
            {sectionText.downloadCsv}
          </Button>
        </Inline>
        <SectionStatus
          message={view.status === 'idle' ? view.message : undefined}
          error={view.status === 'failed' ? view.message : undefined}
        />
      </Stack>
    </Card>
  );
}
