/**
 * What the profile page's machine does with the server: the page's data is the account (from the
 * session), the address (the settings' profile section) and the current plan; a save updates the
 * account's own fields (an email change needs the current password), then the address when it changed,
 * and reads the plan again; a new or removed picture updates the session's user.
 */
import { displayName, type User } from '../auth';
import type { SettingsDocument } from '../settings';
import { PROFILE_MESSAGES } from './messages';
import type { ProfileData, ProfileFields } from './rules';

type StoredProfile = SettingsDocument['profile'];

/** The server calls and the session the profile page needs. */
export interface ProfileApi {
  /** GET /api/user/settings: the stored profile section (the address) */
  loadStoredProfile: () => Promise<StoredProfile>;
  /** PUT /api/user/settings/profile, failing with `fallback` when the server gives no message */
  saveStoredProfile: (profile: StoredProfile, fallback: string) => Promise<StoredProfile>;
  /** GET /api/billing/subscriptions: the plan the page shows */
  currentPlan: () => Promise<ProfileData['plan']>;
  /** POST /api/auth/update-profile */
  updateProfile: (update: {
    firstName: string;
    lastName: string;
    phoneNumber: string | null;
    email?: string;
    currentPassword?: string;
  }) => Promise<User>;
  /** POST /api/auth/upload-profile-picture: the new picture's URL */
  uploadPicture: (file: Blob) => Promise<string>;
  /** DELETE /api/auth/profile-picture: the server's message */
  removePicture: () => Promise<string>;
  /** the signed-in user as stored now */
  currentUser: () => Promise<User | null>;
  /** the session learns the updated account */
  userUpdated: (user: User) => void;
}

export function profileOf(user: User, address: string, plan: ProfileData['plan']): ProfileData {
  return {
    fields: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email,
      phone: user.phoneNumber ?? '',
      address,
      currentPassword: '',
    },
    pictureUrl: user.profilePicture ?? null,
    isActive: user.isActive,
    createdAt: user.createdAt ?? null,
    plan,
    displayName: displayName(user),
    username: user.username,
  };
}

/** The profile machine's actors over the server calls, for the signed-in `user`. */
/** The profile machine's actors (its ProfileDeps). */
export interface ProfileRequests {
  loadProfile: () => Promise<ProfileData>;
  saveProfile: (input: { draft: ProfileFields; original: ProfileFields }) => Promise<ProfileData>;
  uploadPicture: (file: Blob) => Promise<string>;
  removePicture: () => Promise<string>;
}

export function profileDeps(api: ProfileApi, user: User): ProfileRequests {
  const withPicture = async (profilePicture: string | null) => {
    const current = await api.currentUser();
    if (current) api.userUpdated({ ...current, profilePicture });
  };
  return {
    loadProfile: async () => {
      const [stored, plan] = await Promise.all([api.loadStoredProfile(), api.currentPlan()]);
      return profileOf(user, stored.address, plan);
    },
    saveProfile: async ({ draft, original }) => {
      const emailChanged = draft.email.trim().toLowerCase() !== original.email.trim().toLowerCase();
      const updated = await api.updateProfile({
        firstName: draft.firstName.trim(),
        lastName: draft.lastName.trim(),
        phoneNumber: draft.phone.trim() || null,
        ...(emailChanged ? { email: draft.email.trim(), currentPassword: draft.currentPassword } : {}),
      });
      api.userUpdated(updated);
      const stored = await api.loadStoredProfile();
      let address = stored.address;
      if (draft.address.trim() !== address) {
        const saved = await api.saveStoredProfile(
          { ...stored, address: draft.address.trim() },
          PROFILE_MESSAGES.profileFailed,
        );
        address = saved.address;
      }
      const plan = await api.currentPlan().catch(() => null);
      return profileOf(updated, address, plan);
    },
    uploadPicture: async (file) => {
      const url = await api.uploadPicture(file);
      await withPicture(url);
      return url;
    },
    removePicture: async () => {
      const message = await api.removePicture();
      await withPicture(null);
      return message;
    },
  };
}
