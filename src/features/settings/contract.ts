/**
 * The settings API (GET|PUT /api/user/settings, PUT /api/user/settings/:section,
 * GET|PUT /api/notifications/settings, GET /api/user/export.json, GET /api/user/payments.csv):
 * the stored document, one zod schema per section, shared by the server (request parsing) and the
 * client (answer parsing). Six sections are stored; 'Data & Export' has nothing to store.
 *
 * Each section is stored in its own column, so two saves of different sections never overwrite each
 * other, whichever finishes first. A section never saved reads as its defaults.
 *
 * The JSON endpoints are declared once, in `settingsEndpoints` (under USER_API_BASE) and
 * `notificationSettingsEndpoints` (under NOTIFICATION_SETTINGS_BASE): the server mounts them from these
 * tables and the client calls them through them. Each section's save is its own endpoint
 * (PUT /settings/profile, /settings/security...), so each declares the exact body it takes. The payments
 * CSV is a file, not JSON: the server registers it by hand (PAYMENTS_CSV_API).
 * Longer than 300 lines: the contract is read as one document: each section's schema, every endpoint's request,
 * answer and error codes with its tables.
 */
import { z } from 'zod';
import { BODY_ERROR_CODES, errorBodySchema } from '../../domain/apiError';
import { isValidGhanaPhone, normalizeGhanaPhone } from '../../domain/format/phone';
import { SETTINGS_MESSAGES as m } from './messages';

/** Where the account's own API (settings and the data export) is mounted. */
export const USER_API_BASE = '/api/user';
/** Where the notifications section is served on its own (the header bell's settings). */
export const NOTIFICATION_SETTINGS_BASE = '/api/notifications/settings';
/** GET: the caller's payments as CSV (a file, so not in the endpoint table). */
export const PAYMENTS_CSV_API = `${USER_API_BASE}/payments.csv`;

/** What Data & Export downloads: all my data (JSON) or my payments (CSV). */
export type ExportKind = 'json' | 'csv';

const toggle = z.boolean({ error: m.toggleInvalid });

/** Session timeout in minutes: 30 minutes, 1, 2 and 4 hours (spec §9). */
export const SESSION_TIMEOUTS = [30, 60, 120, 240] as const;
export const THEMES = ['light', 'dark', 'auto'] as const;
export type ThemeChoice = (typeof THEMES)[number];
export const VISIBILITIES = ['public', 'private', 'friends'] as const;

const websiteSchema = z
  .string()
  .trim()
  .max(200, m.websiteInvalid)
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), m.websiteInvalid);

/** What /settings keeps beyond the account's own fields (names, email and phone live on the account). */
export const profileSettingsSchema = z.object({
  bio: z.string().trim().max(500, m.bioTooLong),
  website: websiteSchema,
  location: z.string().trim().max(100, m.locationTooLong),
  /** the street address of the profile page */
  address: z.string().trim().max(200, m.addressTooLong),
});

export const securitySettingsSchema = z.object({
  /** a recorded choice: two-factor sign-in itself is coming soon */
  twoFactorEnabled: toggle,
  sessionTimeout: z.union([z.literal(30), z.literal(60), z.literal(120), z.literal(240)], {
    error: m.sessionTimeoutInvalid,
  }),
  loginNotifications: toggle,
  passwordExpiry: z
    .number({ error: m.passwordExpiryInvalid })
    .int(m.passwordExpiryInvalid)
    .min(30, m.passwordExpiryInvalid)
    .max(365, m.passwordExpiryInvalid),
  allowedDevices: z
    .number({ error: m.allowedDevicesInvalid })
    .int(m.allowedDevicesInvalid)
    .min(1, m.allowedDevicesInvalid)
    .max(10, m.allowedDevicesInvalid),
});

export const notificationSettingsSchema = z.object({
  emailNotifications: toggle,
  smsNotifications: toggle,
  pushNotifications: toggle,
  marketingEmails: toggle,
  securityAlerts: toggle,
  billingUpdates: toggle,
  serviceUpdates: toggle,
});

export const privacySettingsSchema = z.object({
  profileVisibility: z.enum(VISIBILITIES, { error: m.visibilityInvalid }),
  showEmail: toggle,
  showPhone: toggle,
  allowSearch: toggle,
  dataCollection: toggle,
  /** off: this account sends no analytics events while signed in */
  analytics: toggle,
});

export const billingSettingsSchema = z.object({
  autoRenew: toggle,
  defaultNetwork: z.enum(['MTN', 'VODAFONE', 'AIRTELTIGO'], { error: m.networkInvalid }),
  /** '' or a Ghana mobile number (stored as 10 digits starting with 0) */
  defaultNumber: z
    .string({ error: m.numberInvalid })
    .trim()
    .max(20, m.numberInvalid)
    .refine((value) => value === '' || isValidGhanaPhone(value), m.numberInvalid)
    .transform((value) => (value === '' ? '' : normalizeGhanaPhone(value))),
});

export const preferencesSettingsSchema = z.object({
  theme: z.enum(THEMES, { error: m.themeInvalid }),
});

export const sectionSchemas = {
  profile: profileSettingsSchema,
  security: securitySettingsSchema,
  notifications: notificationSettingsSchema,
  privacy: privacySettingsSchema,
  billing: billingSettingsSchema,
  preferences: preferencesSettingsSchema,
} as const;

export type StoredSection = keyof typeof sectionSchemas;
export const STORED_SECTIONS = Object.keys(sectionSchemas) as StoredSection[];

export type SectionValues = { [S in StoredSection]: z.output<(typeof sectionSchemas)[S]> };
export type ProfileSettings = SectionValues['profile'];
export type SecuritySettings = SectionValues['security'];
export type NotificationSettings = SectionValues['notifications'];
export type PrivacySettings = SectionValues['privacy'];
export type BillingSettings = SectionValues['billing'];
export type PreferencesSettings = SectionValues['preferences'];

export const settingsDocumentSchema = z.object(sectionSchemas);
export type SettingsDocument = z.output<typeof settingsDocumentSchema>;

/** How many unknown names a refused PUT /api/user/settings names, and how much of each (never their values). */
export const UNKNOWN_SECTIONS_NAMED = 10;
export const UNKNOWN_SECTION_NAME_CHARS = 40;

/** The refusal of names that are no section: the first few, each cut short, and how many more. */
export function unknownSectionsMessage(names: readonly string[]): string {
  const shown = names
    .slice(0, UNKNOWN_SECTIONS_NAMED)
    .map((name) => (name.length > UNKNOWN_SECTION_NAME_CHARS ? `${name.slice(0, UNKNOWN_SECTION_NAME_CHARS)}…` : name));
  return m.unknownSections(shown, names.length - shown.length);
}

/** PUT /api/user/settings: any non-empty set of whole sections; any other name is refused. */
export const settingsPatchSchema = z
  .strictObject(sectionSchemas, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownSectionsMessage(issue.keys) : undefined),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, {
    error: m.nothingToSave,
    // only when nothing else was refused: a body of unknown names is told so, not that it saves nothing
    when: (payload) => payload.issues.length === 0,
  });
export type SettingsPatch = z.output<typeof settingsPatchSchema>;

/** What a section reads as before its first save (spec §3 and §9 defaults; the rest ours). */
export const DEFAULT_SETTINGS: SettingsDocument = {
  profile: { bio: '', website: '', location: '', address: '' },
  security: {
    twoFactorEnabled: false,
    sessionTimeout: 30,
    loginNotifications: true,
    passwordExpiry: 90,
    allowedDevices: 5,
  },
  notifications: {
    emailNotifications: true,
    smsNotifications: true,
    pushNotifications: false,
    marketingEmails: false,
    securityAlerts: true,
    billingUpdates: true,
    serviceUpdates: true,
  },
  privacy: {
    profileVisibility: 'private',
    showEmail: false,
    showPhone: false,
    allowSearch: false,
    dataCollection: true,
    analytics: true,
  },
  billing: { autoRenew: false, defaultNetwork: 'MTN', defaultNumber: '' },
  preferences: { theme: 'auto' },
};

export const settingsResponseSchema = z.object({
  settings: settingsDocumentSchema,
  /** ISO time of the last save, null before any */
  updatedAt: z.string().nullable(),
});
export type SettingsResponse = z.output<typeof settingsResponseSchema>;

export const settingsSavedResponseSchema = settingsResponseSchema.extend({ message: z.string() });
export type SettingsSavedResponse = z.output<typeof settingsSavedResponseSchema>;

export const notificationSettingsResponseSchema = z.object({ settings: notificationSettingsSchema });
export const notificationSettingsSavedSchema = notificationSettingsResponseSchema.extend({ message: z.string() });

/** The success message of saving a section. */
export const SECTION_SAVED: Record<StoredSection, string> = {
  profile: m.profileSaved,
  security: m.securitySaved,
  notifications: m.notificationsSaved,
  privacy: m.privacySaved,
  billing: m.billingSaved,
  preferences: m.preferencesSaved,
};

export const SETTINGS_ERROR_CODES = [
  'auth_required',
  'invalid_token',
  'account_disabled',
  'validation_failed',
  'fields_empty',
  'invalid_body',
  'unsupported_media_type',
  'body_too_large',
  'rate_limited',
  'not_found',
  'internal',
] as const;
export const settingsErrorBodySchema = errorBodySchema(z.enum(SETTINGS_ERROR_CODES));

/** GET /api/user/export.json: everything we hold about the caller (no secrets). */
export const exportPaymentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  plan_id: z.string(),
  plan_name: z.string(),
  billing_cycle: z.string(),
  /** GH₵ with 2 decimals */
  amount: z.string(),
  currency: z.string(),
  channel: z.string(),
  network: z.string().nullable(),
  status: z.string(),
});
export const dataExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    role: z.string(),
    createdAt: z.string(),
    emailVerified: z.boolean(),
  }),
  settings: settingsDocumentSchema,
  payments: z.array(exportPaymentSchema),
});
export type DataExport = z.output<typeof dataExportSchema>;

// ----- endpoints ----------------------------------------------------------------------------------

type SettingsErrorCode = (typeof SETTINGS_ERROR_CODES)[number];

interface Endpoint {
  method: 'GET' | 'PUT';
  path: string;
  auth: boolean;
  request?: z.ZodType;
  status: 200;
  response: z.ZodType;
  errors: readonly SettingsErrorCode[];
}

/** The bearer's refusals: every route here is the signed-in caller's own. */
const BEARER_ERRORS = ['auth_required', 'invalid_token', 'account_disabled'] as const;
/** What a save can answer besides the bearer's: the body's reading and validation, the write limit, a crash. */
const SAVE_ERRORS = [
  ...BEARER_ERRORS,
  ...BODY_ERROR_CODES,
  'rate_limited',
  'internal',
] as const satisfies readonly SettingsErrorCode[];

/** PUT /settings/<section>: one section's values, answered with the whole document. */
const sectionSave = <S extends StoredSection>(section: S) =>
  ({
    method: 'PUT',
    path: `/settings/${section}`,
    auth: true,
    request: sectionSchemas[section],
    status: 200,
    response: settingsSavedResponseSchema,
    errors: SAVE_ERRORS,
  }) as const;

/** The settings API, endpoint by endpoint (paths under USER_API_BASE); errors parse with settingsErrorBodySchema. */
export const settingsEndpoints = {
  settings: {
    method: 'GET',
    path: '/settings',
    auth: true,
    status: 200,
    response: settingsResponseSchema,
    errors: [...BEARER_ERRORS, 'internal'],
  },
  saveSettings: {
    method: 'PUT',
    path: '/settings',
    auth: true,
    request: settingsPatchSchema,
    status: 200,
    response: settingsSavedResponseSchema,
    errors: SAVE_ERRORS,
  },
  saveProfileSection: sectionSave('profile'),
  saveSecuritySection: sectionSave('security'),
  saveNotificationsSection: sectionSave('notifications'),
  savePrivacySection: sectionSave('privacy'),
  saveBillingSection: sectionSave('billing'),
  savePreferencesSection: sectionSave('preferences'),
  /** everything we hold about the caller, answered as a download (Content-Disposition: attachment) */
  dataExport: {
    method: 'GET',
    path: '/export.json',
    auth: true,
    status: 200,
    response: dataExportSchema,
    errors: [...BEARER_ERRORS, 'not_found', 'internal'],
  },
} as const satisfies Record<string, Endpoint>;

/** The endpoint that saves each section. */
export const SECTION_ENDPOINTS = {
  profile: settingsEndpoints.saveProfileSection,
  security: settingsEndpoints.saveSecuritySection,
  notifications: settingsEndpoints.saveNotificationsSection,
  privacy: settingsEndpoints.savePrivacySection,
  billing: settingsEndpoints.saveBillingSection,
  preferences: settingsEndpoints.savePreferencesSection,
} as const satisfies { [S in StoredSection]: ReturnType<typeof sectionSave<S>> };

/** The notifications section on its own (paths under NOTIFICATION_SETTINGS_BASE). */
export const notificationSettingsEndpoints = {
  notificationSettings: {
    method: 'GET',
    path: '',
    auth: true,
    status: 200,
    response: notificationSettingsResponseSchema,
    errors: [...BEARER_ERRORS, 'internal'],
  },
  saveNotificationSettings: {
    method: 'PUT',
    path: '',
    auth: true,
    request: notificationSettingsSchema,
    status: 200,
    response: notificationSettingsSavedSchema,
    errors: SAVE_ERRORS,
  },
} as const satisfies Record<string, Endpoint>;
