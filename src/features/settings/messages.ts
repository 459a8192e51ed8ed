/**
 * Every user-facing text of the settings feature (/settings and the settings API). Texts the product
 * gives (billing-payments-admin.md §5, §8) are word for word; the ones marked "ours" fill in where it is
 * silent. Pure data; the server imports it too.
 */
import { networkList } from '../../domain/format/phone';

export const SETTINGS_MESSAGES = {
  // ----- success flashes (5 s) -------------------------------------------------------------------
  profileSaved: 'Profile updated successfully',
  passwordChanged: 'Password changed successfully',
  twoFactorEnabled: 'Two-factor authentication enabled',
  twoFactorDisabled: 'Two-factor authentication disabled',
  /** ours */
  securitySaved: 'Security settings saved',
  /** ours */
  notificationsSaved: 'Notification preferences saved',
  /** ours */
  privacySaved: 'Privacy settings saved',
  /** ours */
  billingSaved: 'Billing preferences saved',
  /** ours */
  preferencesSaved: 'Preferences saved',

  // ----- failures ------------------------------------------------------------------------------
  profileFailed: 'Failed to update profile',
  passwordFailed: 'Failed to change password',
  twoFactorFailed: 'Failed to toggle 2FA',
  /** ours: any other section that could not be saved */
  saveFailed: 'Failed to save settings',
  /** ours */
  loadFailed: 'Failed to load settings',
  /** ours */
  exportFailed: 'Failed to download your data',
  unexpected: 'An unexpected error occurred',

  // ----- validation ------------------------------------------------------------------------------
  passwordsMismatch: 'Passwords do not match',
  passwordFieldsRequired: 'All password fields are required',
  passwordTooShort: 'New password must be at least 8 characters long',
  /** ours */
  bioTooLong: 'Bio must be at most 500 characters',
  /** ours */
  websiteInvalid: 'Please enter a website address starting with http:// or https://',
  /** ours */
  locationTooLong: 'Location must be at most 100 characters',
  /** ours */
  addressTooLong: 'Address must be at most 200 characters',
  /** ours */
  sessionTimeoutInvalid: 'Session timeout must be 30 minutes, 1 hour, 2 hours or 4 hours',
  /** ours */
  passwordExpiryInvalid: 'Password expiry must be between 30 and 365 days',
  /** ours */
  allowedDevicesInvalid: 'Allowed devices must be between 1 and 10',
  /** ours */
  visibilityInvalid: 'Profile visibility must be public, private or friends',
  /** ours */
  themeInvalid: 'Theme must be light, dark or auto',
  /** ours */
  networkInvalid: `Network must be ${networkList('or')}`,
  /** ours */
  numberInvalid: 'Please enter a valid 10-digit mobile number starting with 0',
  /** ours */
  toggleInvalid: 'Must be on or off',
  /** ours: PUT /api/user/settings with no section */
  nothingToSave: 'Send at least one settings section',
  /** ours: an unknown :section in the path */
  unknownSection: 'No such settings section',
  /** ours: PUT /api/user/settings with names that are no section (the first few, and how many more) */
  unknownSections: (names: readonly string[], more: number) =>
    `No such settings section: ${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
  /** ours: more saves from one account than a person makes (the server's write limit) */
  tooManySaves: 'Too many settings changes in a short time. Please wait a few minutes and try again.',
} as const;
