/** View models of /profile and its delete-account dialog (docs/product-rules.md, Profile). */
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { deleteAccountMachine } from './deleteAccount.machine';
import { PROFILE_MESSAGES } from './messages';
import type { ProfileData, profileMachine } from './profile.machine';
import { accountStatus, memberSince, type ProfileField, type ProfileFields, profileEmailChanged } from './rules';

type Snap<M extends AnyStateMachine> = Pick<SnapshotFrom<M>, 'context' | 'matches'>;

export const profileText = {
  title: 'Profile',
  intro: 'Your personal and contact details.',
  loading: 'Loading your profile...',
  retry: 'Try again',
  status: 'Account status',
  statusLabel: 'Status',
  plan: 'Plan',
  memberSince: 'Member since',
  username: 'Username (sign in with it or your email)',
  details: 'Personal information',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  address: 'Address',
  currentPassword: 'Current password (to change your email)',
  notSet: 'Not set',
  edit: 'Edit profile',
  save: 'Save changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  picture: 'Profile picture',
  upload: 'Upload picture',
  uploading: 'Uploading...',
  remove: 'Remove picture',
  removing: 'Removing...',
  pictureHint: 'PNG, JPEG, GIF or WebP, up to 5MB.',
  password: 'Change password',
  twoFactor: 'Two-factor authentication',
  twoFactorLink: 'Open Security settings',
  danger: 'Delete account',
  dangerIntro: 'Deleting your account removes your profile, settings and sign-in for good.',
  deleteButton: 'Delete account',
  deleteTitle: 'Delete your account?',
  deleteMessage: 'This cannot be undone. Enter your password to confirm.',
  deletePassword: 'Password',
  deleteConfirm: 'Delete my account',
  deleting: 'Deleting...',
} as const;

export interface ProfileTiles {
  status: string;
  plan: string;
  memberSince: string;
  username: string;
}

interface Loaded {
  name: string;
  fields: ProfileFields;
  pictureUrl: string | null;
  tiles: ProfileTiles;
  pictureBusy: 'uploading' | 'removing' | null;
  pictureMessage?: string;
  pictureError?: string;
}

export type ProfileView =
  | { status: 'loading' }
  | { status: 'loadFailed'; message: string }
  | (Loaded & { status: 'viewing' | 'uploading' | 'removing' })
  | (Loaded & {
      status: 'editing' | 'saving';
      draft: ProfileFields;
      errors: Partial<Record<ProfileField, string>>;
      emailChanged: boolean;
      error?: string;
    })
  | (Loaded & { status: 'saved'; message: string });

export const tilesOf = (profile: ProfileData): ProfileTiles => ({
  status: accountStatus(profile.isActive),
  plan: profile.plan ? profile.plan.name : PROFILE_MESSAGES.noPlan,
  memberSince: memberSince(profile.createdAt),
  username: profile.username,
});

export function toProfileView(snapshot: Snap<typeof profileMachine>): ProfileView {
  const { profile, draft, errors, message, error, pictureMessage, pictureError } = snapshot.context;
  if (snapshot.matches('loadFailed')) return { status: 'loadFailed', message: error ?? PROFILE_MESSAGES.loadFailed };
  if (!profile || snapshot.matches('loading')) return { status: 'loading' };
  const uploading = snapshot.matches('uploading');
  const removing = snapshot.matches('removing');
  const loaded: Loaded = {
    name: profile.displayName,
    fields: profile.fields,
    pictureUrl: profile.pictureUrl,
    tiles: tilesOf(profile),
    pictureBusy: uploading ? 'uploading' : removing ? 'removing' : null,
    ...(pictureMessage ? { pictureMessage } : {}),
    ...(pictureError ? { pictureError } : {}),
  };
  if (snapshot.matches('editing') || snapshot.matches('saving')) {
    return {
      ...loaded,
      status: snapshot.matches('saving') ? 'saving' : 'editing',
      draft,
      errors,
      emailChanged: profileEmailChanged(draft, profile.fields),
      ...(error ? { error } : {}),
    };
  }
  if (snapshot.matches('saved'))
    return { ...loaded, status: 'saved', message: message ?? PROFILE_MESSAGES.profileUpdated };
  return { ...loaded, status: uploading ? 'uploading' : removing ? 'removing' : 'viewing' };
}

export type DeleteAccountView =
  | { status: 'closed' }
  | { status: 'confirming' | 'deleting'; password: string; error?: string }
  | { status: 'deleted' };

export function toDeleteAccountView(snapshot: Snap<typeof deleteAccountMachine>): DeleteAccountView {
  const { password, error } = snapshot.context;
  if (snapshot.matches('deleted')) return { status: 'deleted' };
  if (snapshot.matches('confirming') || snapshot.matches('deleting')) {
    return { status: snapshot.matches('deleting') ? 'deleting' : 'confirming', password, ...(error ? { error } : {}) };
  }
  return { status: 'closed' };
}
