/**
 * How the settings page saves a section: the Profile section also updates the account's own fields
 * (names, email, phone; an email change needs the current password) before its stored bio, website,
 * location and address; every other section is one PUT. A failure without a message of its own reads as
 * the section's failure message.
 */
import type { User } from '../auth';
import type { SectionValues, SettingsResponse, SettingsSavedResponse, StoredSection } from './contract';
import { SETTINGS_MESSAGES } from './messages';
import { failedMessage, type SectionForm, savedMessage } from './rules';

/** The account fields the Profile section may change (POST /api/auth/update-profile). */
export interface AccountUpdate {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  email?: string;
  currentPassword?: string;
}

/** The server calls and the session a section's save needs. */
export interface SectionSavingDeps {
  /** GET /api/user/settings */
  loadSettings: () => Promise<SettingsResponse>;
  /** PUT /api/user/settings/:section, failing with `fallback` when the server gives no message */
  saveSection: <S extends StoredSection>(
    section: S,
    values: SectionValues[S],
    fallback: string,
  ) => Promise<SettingsSavedResponse>;
  /** POST /api/auth/update-profile */
  updateProfile: (update: AccountUpdate) => Promise<User>;
  /** the session learns the updated account */
  userUpdated: (user: User) => void;
}

/** The account's fields as the Profile section shows them. */
export const accountOf = (user: User): { firstName: string; lastName: string; email: string; phone: string } => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email,
  phone: user.phoneNumber ?? '',
});

/** Save the Profile section: the account's own fields when they changed, then bio, website and location. */
async function saveProfile(deps: SectionSavingDeps, values: SectionForm, previous: SectionForm) {
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
    const user = await deps.updateProfile({
      firstName: str('firstName'),
      lastName: str('lastName'),
      phoneNumber: str('phone') || null,
      ...(emailChanged ? { email: str('email'), currentPassword: String(values.currentPassword ?? '') } : {}),
    });
    deps.userUpdated(user);
  }
  const saved = await deps.saveSection(
    'profile',
    { bio: str('bio'), website: str('website'), location: str('location'), address: str('address') },
    SETTINGS_MESSAGES.profileFailed,
  );
  return { ...values, ...saved.settings.profile, currentPassword: '' };
}

/**
 * The section machine's `saveSection` over the server calls: what is stored comes back as the section's
 * values, with the message the section shows; `onSaved` hears a section's stored values (the theme and
 * the analytics choice apply at once).
 */
export function sectionSaver(deps: SectionSavingDeps, onSaved?: (section: StoredSection, values: SectionForm) => void) {
  return async ({
    section,
    values,
    previous,
  }: {
    section: StoredSection;
    values: SectionForm;
    previous: SectionForm;
  }): Promise<{ values: SectionForm; message: string }> => {
    try {
      if (section === 'profile') {
        const stored = await saveProfile(deps, values, previous);
        return { values: stored, message: savedMessage(section, previous, values) };
      }
      const saved = await deps.saveSection(
        section,
        values as SectionValues[typeof section],
        failedMessage(section, previous, values),
      );
      const stored = saved.settings[section] as SectionForm;
      onSaved?.(section, stored);
      return { values: stored, message: savedMessage(section, previous, values) };
    } catch (error) {
      throw error instanceof Error && error.message ? error : new Error(failedMessage(section, previous, values));
    }
  };
}
