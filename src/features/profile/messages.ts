/**
 * The texts of /profile. The product's words (billing-payments-admin.md §5, §8) are word for word;
 * the ones marked "ours" fill in where it is silent. Pure data.
 */
export const PROFILE_MESSAGES = {
  profileUpdated: 'Profile updated successfully!',
  profileFailed: 'Failed to update profile',
  /** ours */
  loadFailed: 'Failed to load your profile',
  /** ours */
  passwordRequired: 'Enter your password to delete your account',
  deleteFailed: 'Failed to delete account',
  pictureUploaded: 'Profile picture uploaded successfully!',
  pictureFailed: 'Failed to upload profile picture',
  /** ours */
  removePictureFailed: 'Failed to remove profile picture',
  /** ours: two-factor sign-in is real, set up in Settings → Security (the spec's placeholder said 'coming soon') */
  twoFactorWhere:
    'Sign in with a code from an authenticator app as well as your password. Turn it on or off in Settings, under Security.',
  /** ours: no subscription yet */
  noPlan: 'No plan yet',
} as const;
