/**
 * The contract of the auth API at /api/auth: for every endpoint, the request body, the success
 * body and the error body, as zod schemas. The server validates requests and types its answers with
 * them, the client parses answers with them, and the contract tests check the server against them.
 *
 * - Request schemas (snake_case) answer 'Invalid request - fields empty' for a missing or empty field,
 *   '<field> must be a string' for a wrong type, and the rule's message (rules.ts) otherwise.
 * - Every error body is `{ error, message, code, issues? }`; `code` is one of AUTH_ERROR_CODES and is
 *   what clients branch on (with the status). The texts may change, the codes may not.
 *
 * Longer than 300 lines on purpose: the contract is read as one document (every endpoint's request,
 * answers and error codes side by side), and splitting it would scatter what must change together.
 */
import { z } from 'zod';
import { BODY_ERROR_CODES, COMMON_ERROR_CODES, errorBodySchema } from '../../domain/apiError';
import { isRole, type Role } from '../../domain/roles';
import { hasControlCharacter } from '../../domain/text';
import { AUTH_MESSAGES as m, mustBeStringMessage, requiredMessage, tooLongMessage } from './messages';
import {
  dateOfBirthErrors,
  EMAIL_MAX_LENGTH,
  emailErrors,
  NAME_MAX_LENGTH,
  passwordErrors,
  phoneErrors,
  type Rule,
  twoFactorCodeErrors,
} from './rules';

// ----- errors -------------------------------------------------------------------------------------

export const AUTH_ERROR_CODES = [
  ...COMMON_ERROR_CODES,
  'invalid_credentials',
  'user_exists',
  'auth_required',
  'invalid_token',
  'forbidden',
  'account_disabled',
  'refresh_reused',
  'invalid_refresh_token',
  'invalid_code',
  'invalid_reset_token',
  'current_password_required',
  'wrong_password',
  'same_password',
  'email_in_use',
  'nothing_to_update',
  'invalid_image',
  'password_expired',
  'registration_closed',
  'invalid_challenge',
  'invalid_two_factor_code',
  'two_factor_on',
  'two_factor_off',
] as const;
export const authErrorCodeSchema = z.enum(AUTH_ERROR_CODES);
export type AuthErrorCode = z.infer<typeof authErrorCodeSchema>;
export const authErrorBodySchema = errorBodySchema(authErrorCodeSchema);
export type AuthErrorBody = z.infer<typeof authErrorBodySchema>;

export function isAuthErrorCode(value: unknown): value is AuthErrorCode {
  return authErrorCodeSchema.safeParse(value).success;
}

// ----- request bodies -----------------------------------------------------------------------------

/** A required string field: missing/null/empty -> 'Invalid request - fields empty'; not a string -> '<field> must be a string'. */
function bodyText(field: string, options: { rule?: Rule; trim?: boolean; max?: number } = {}) {
  const base = z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? m.fieldsEmpty : mustBeStringMessage(field)),
  });
  return (options.trim === false ? base : base.trim()).superRefine((value, ctx) => {
    if (value.length === 0) {
      ctx.addIssue({ code: 'custom', message: m.fieldsEmpty });
      return;
    }
    if (hasControlCharacter(value)) {
      ctx.addIssue({ code: 'custom', message: m.controlCharacters });
      return;
    }
    if (options.max !== undefined && value.length > options.max) {
      ctx.addIssue({ code: 'custom', message: tooLongMessage(field, options.max) });
      return;
    }
    for (const message of options.rule?.(value) ?? []) ctx.addIssue({ code: 'custom', message });
  });
}

/** An optional string field: absent means "leave unchanged"; null or '' means "clear". */
function optionalBodyText(field: string, rule?: Rule) {
  return z
    .string({ error: mustBeStringMessage(field) })
    .trim()
    .superRefine((value, ctx) => {
      if (value.length === 0) return;
      for (const message of rule?.(value) ?? []) ctx.addIssue({ code: 'custom', message });
    })
    .nullable()
    .optional();
}

/** POST /login: email or username, plus password. */
export const loginRequestSchema = z
  .object({
    email: z
      .string({ error: mustBeStringMessage('email') })
      .trim()
      .max(EMAIL_MAX_LENGTH)
      .optional(),
    username: z
      .string({ error: mustBeStringMessage('username') })
      .trim()
      .max(EMAIL_MAX_LENGTH)
      .optional(),
    password: bodyText('password', { trim: false, max: 1024 }),
  })
  .superRefine((body, ctx) => {
    if (!body.email && !body.username) ctx.addIssue({ code: 'custom', message: m.fieldsEmpty, path: ['email'] });
  });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * POST /register: password, name, email (each by its shared rule), and an optional phone number. `username` is a wish, never refused: the
 * server keeps it when it is valid and free, else takes the one derived from it (or from the name when it is
 * absent), with a number appended when that one is taken or too short (rules.ts `usernameCandidate`).
 */
export const registerRequestSchema = z.object({
  username: z
    .string({ error: mustBeStringMessage('username') })
    .max(EMAIL_MAX_LENGTH, tooLongMessage('username', EMAIL_MAX_LENGTH))
    .nullish(),
  password: bodyText('password', { trim: false, rule: passwordErrors }),
  name: bodyText('name', { max: NAME_MAX_LENGTH }),
  email: bodyText('email', { rule: emailErrors }),
  /** optional: a Ghana mobile number for SMS (payment confirmations, reminders); stored as the profile's phone */
  phone_number: optionalBodyText('phone_number', phoneErrors),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** POST /refresh-token and POST /logout. */
export const refreshTokenRequestSchema = z.object({ refresh_token: bodyText('refresh_token', { max: 512 }) });
export type RefreshTokenRequest = z.input<typeof refreshTokenRequestSchema>;

export const verifyEmailRequestSchema = z.object({
  email: bodyText('email', { rule: emailErrors }),
  verification_code: bodyText('verification_code', { max: 512 }),
});
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

export const resendCodeRequestSchema = z.object({ email: bodyText('email', { rule: emailErrors }) });
export type ResendCodeRequest = z.input<typeof resendCodeRequestSchema>;

/** POST /forgot-password: the field is called username but carries the email (a username is accepted too). */
export const forgotPasswordRequestSchema = z.object({ username: bodyText('username', { max: EMAIL_MAX_LENGTH }) });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  reset_token: bodyText('reset_token', { max: 512 }),
  new_password: bodyText('new_password', { trim: false, rule: passwordErrors }),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z.object({
  current_password: bodyText('current_password', { trim: false, max: 1024 }),
  new_password: bodyText('new_password', { trim: false, rule: passwordErrors }),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** POST /update-profile: every field optional; phone_number and date_of_birth may be cleared with null or ''. */
export const updateProfileRequestSchema = z.object({
  first_name: z
    .string({ error: mustBeStringMessage('first_name') })
    .trim()
    .min(1, requiredMessage('First name'))
    .max(NAME_MAX_LENGTH, m.nameTooLong)
    .optional(),
  last_name: z
    .string({ error: mustBeStringMessage('last_name') })
    .trim()
    .max(NAME_MAX_LENGTH, m.nameTooLong)
    .optional(),
  email: z
    .string({ error: mustBeStringMessage('email') })
    .trim()
    .superRefine((value, ctx) => {
      for (const message of emailErrors(value)) ctx.addIssue({ code: 'custom', message });
    })
    .optional(),
  phone_number: optionalBodyText('phone_number', phoneErrors),
  date_of_birth: optionalBodyText('date_of_birth', (v) => dateOfBirthErrors(v)),
  /** Required when `email` changes the address. */
  current_password: z
    .string({ error: mustBeStringMessage('current_password') })
    .max(1024)
    .optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** DELETE /delete-account: the current password confirms it. */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: () => m.currentPasswordRequired })
    .min(1, m.currentPasswordRequired)
    .max(1024),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** A second-factor code: six digits from the authenticator app, or a recovery code (letters, digits, dashes). */
export const twoFactorCodeSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? m.codeRequired : mustBeStringMessage('code'),
  })
  .trim()
  .superRefine((value, ctx) => {
    for (const message of twoFactorCodeErrors(value)) ctx.addIssue({ code: 'custom', message });
  });

/** POST /two-factor/enable and /two-factor/disable: a current code (disable also takes a recovery code). */
export const twoFactorCodeRequestSchema = z.object({ code: twoFactorCodeSchema });
export type TwoFactorCodeRequest = z.input<typeof twoFactorCodeRequestSchema>;

/** POST /login/two-factor and /login/enrol/confirm: the sign-in's challenge and a code. */
export const challengeCodeRequestSchema = z.object({
  challenge_token: bodyText('challenge_token', { max: 512 }),
  code: twoFactorCodeSchema,
});
export type ChallengeCodeRequest = z.input<typeof challengeCodeRequestSchema>;

/** POST /login/enrol: the sign-in's challenge (an administrator who must enrol first). */
export const challengeRequestSchema = z.object({ challenge_token: bodyText('challenge_token', { max: 512 }) });
export type ChallengeRequest = z.input<typeof challengeRequestSchema>;

// ----- success bodies -----------------------------------------------------------------------------

/** POST /login and POST /refresh-token. */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive().default(3600),
  token_type: z.literal('Bearer').default('Bearer'),
});
export type TokenResponse = z.output<typeof tokenResponseSchema>;

/**
 * POST /login when the password was right but a second step comes first: `verify` (the account uses
 * two-factor sign-in: send a code to /login/two-factor) or `enrol` (an administrator the system settings
 * require it of, not enrolled yet: /login/enrol, then /login/enrol/confirm). No session exists yet.
 */
export const secondStepResponseSchema = z.object({
  second_step: z.enum(['verify', 'enrol']),
  challenge_token: z.string().min(1),
  /** seconds the challenge stays valid */
  expires_in: z.number().int().positive(),
});
export type SecondStepResponse = z.output<typeof secondStepResponseSchema>;

/** POST /login: the tokens, or the second step the sign-in still needs. */
export const loginResponseSchema = z.union([tokenResponseSchema, secondStepResponseSchema]);
export type LoginResponse = z.output<typeof loginResponseSchema>;

/** POST /two-factor/setup and /login/enrol: the new secret, as the key to type and as the app's URI. */
export const twoFactorSetupResponseSchema = z.object({
  /** base32, for typing into the app */
  secret: z.string().regex(/^[A-Z2-7]+$/),
  /** otpauth://totp/... (what a QR code would carry) */
  otpauth_uri: z.string().startsWith('otpauth://totp/'),
});
export type TwoFactorSetupResponse = z.output<typeof twoFactorSetupResponseSchema>;

/** POST /two-factor/enable: on, with the recovery codes (answered this once). */
export const twoFactorEnabledResponseSchema = z.object({
  message: z.string(),
  recovery_codes: z.array(z.string()).min(1),
});
export type TwoFactorEnabledResponse = z.output<typeof twoFactorEnabledResponseSchema>;

/** POST /login/enrol/confirm: the session's tokens and the recovery codes (answered this once). */
export const enrolledTokenResponseSchema = tokenResponseSchema.extend({ recovery_codes: z.array(z.string()).min(1) });
export type EnrolledTokenResponse = z.output<typeof enrolledTokenResponseSchema>;

const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

/**
 * GET /me: the user record (camelCase, ISO 8601 dates, no secrets). The server answers the output type
 * in full; the client parses leniently (missing optional fields become null, an unknown role becomes
 * the least privileged 'user').
 */
export const userSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  email: z.string(),
  username: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  fullName: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  firstName: optionalText,
  lastName: optionalText,
  role: z
    .string()
    .nullish()
    .transform((v): Role => (isRole(v) ? v : 'user')),
  isActive: z.boolean().default(true),
  isEmailVerified: z.boolean().default(false),
  createdAt: optionalText,
  updatedAt: optionalText,
  lastLoginAt: optionalText,
  twoFactorEnabled: z.boolean().default(false),
  phoneNumber: optionalText,
  dateOfBirth: optionalText,
  profilePicture: optionalText,
});
/** The user as the client holds it and as the server answers it. */
export type User = z.output<typeof userSchema>;

/** A success with a text: register (201), logout, resend-code, forgot/reset/change password, delete. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST /verify-email and POST /update-profile: the text and the fresh user record. */
export const userMessageResponseSchema = z.object({ message: z.string(), user: userSchema });
export type UserMessageResponse = z.input<typeof userMessageResponseSchema>;

/**
 * POST /verify-email: the text and the fresh user record; `already_verified` (ours) when the link was used
 * before (a second tab, a second click) and the address it was sent to is verified.
 */
export const verifyEmailResponseSchema = userMessageResponseSchema.extend({ already_verified: z.boolean().optional() });
export type VerifyEmailResponse = z.input<typeof verifyEmailResponseSchema>;

export const profilePictureResponseSchema = z.object({
  message: z.string().optional(),
  profile_picture_url: z.string(),
  url: z.string().optional(),
});
export type ProfilePictureResponse = z.infer<typeof profilePictureResponseSchema>;

// ----- endpoints ----------------------------------------------------------------------------------

/** What every JSON-body endpoint can answer before its own work (body reading, validation, limits, crashes). */
const BODY_ERRORS = [...BODY_ERROR_CODES, 'internal'] as const satisfies readonly AuthErrorCode[];
const BEARER_ERRORS = [
  'auth_required',
  'invalid_token',
  'account_disabled',
] as const satisfies readonly AuthErrorCode[];
const PASSWORD_CHECK_ERRORS = ['current_password_required', 'wrong_password', 'rate_limited'] as const;

interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  /** a bearer token is required (the server answers 401 auth_required without one) */
  auth: boolean;
  /** the JSON request body, when the endpoint takes one */
  request?: z.ZodType;
  status: 200 | 201;
  response: z.ZodType;
  /** every error code the endpoint answers with */
  errors: readonly AuthErrorCode[];
}

/** Where the auth API is mounted. */
export const AUTH_API_BASE = '/api/auth';
/**
 * GET: a profile picture itself (public by unguessable id; an <img> sends no bearer). The image is not JSON,
 * so no table holds it (server/openapi.ts HAND_REGISTERED); the user record's `profilePicture` is this URL.
 */
export const PROFILE_PICTURE_PATH = '/profile-picture/:id';

/** The auth API, endpoint by endpoint (paths under AUTH_API_BASE). Every error body parses with authErrorBodySchema. */
export const authEndpoints = {
  login: {
    method: 'POST',
    path: '/login',
    auth: false,
    request: loginRequestSchema,
    status: 200,
    response: loginResponseSchema,
    errors: [...BODY_ERRORS, 'invalid_credentials', 'account_disabled', 'password_expired', 'rate_limited'],
  },
  /** Ours: the second step of a sign-in with two-factor on; the session starts here. */
  loginTwoFactor: {
    method: 'POST',
    path: '/login/two-factor',
    auth: false,
    request: challengeCodeRequestSchema,
    status: 200,
    response: tokenResponseSchema,
    errors: [...BODY_ERRORS, 'invalid_challenge', 'invalid_two_factor_code', 'account_disabled', 'rate_limited'],
  },
  /** Ours: an administrator required to use two-factor sign-in starts enrolment from the sign-in. */
  loginEnrol: {
    method: 'POST',
    path: '/login/enrol',
    auth: false,
    request: challengeRequestSchema,
    status: 200,
    response: twoFactorSetupResponseSchema,
    errors: [...BODY_ERRORS, 'invalid_challenge', 'two_factor_on'],
  },
  /** Ours: the enrolment confirmed with a current code; the session starts here. */
  loginEnrolConfirm: {
    method: 'POST',
    path: '/login/enrol/confirm',
    auth: false,
    request: challengeCodeRequestSchema,
    status: 200,
    response: enrolledTokenResponseSchema,
    errors: [...BODY_ERRORS, 'invalid_challenge', 'invalid_two_factor_code', 'account_disabled', 'rate_limited'],
  },
  register: {
    method: 'POST',
    path: '/register',
    auth: false,
    request: registerRequestSchema,
    status: 201,
    response: messageResponseSchema,
    errors: [...BODY_ERRORS, 'user_exists', 'registration_closed', 'rate_limited'],
  },
  refreshToken: {
    method: 'POST',
    path: '/refresh-token',
    auth: false,
    request: refreshTokenRequestSchema,
    status: 200,
    response: tokenResponseSchema,
    errors: [...BODY_ERRORS, 'invalid_refresh_token', 'refresh_reused', 'account_disabled'],
  },
  logout: {
    method: 'POST',
    path: '/logout',
    auth: false,
    request: refreshTokenRequestSchema,
    status: 200,
    response: messageResponseSchema,
    errors: BODY_ERRORS,
  },
  verifyEmail: {
    method: 'POST',
    path: '/verify-email',
    auth: false,
    request: verifyEmailRequestSchema,
    status: 200,
    response: verifyEmailResponseSchema,
    errors: [...BODY_ERRORS, 'invalid_code'],
  },
  resendCode: {
    method: 'POST',
    path: '/resend-code',
    auth: false,
    request: resendCodeRequestSchema,
    status: 200,
    response: messageResponseSchema,
    errors: [...BODY_ERRORS, 'rate_limited'],
  },
  forgotPassword: {
    method: 'POST',
    path: '/forgot-password',
    auth: false,
    request: forgotPasswordRequestSchema,
    status: 200,
    response: messageResponseSchema,
    errors: [...BODY_ERRORS, 'rate_limited'],
  },
  resetPassword: {
    method: 'POST',
    path: '/reset-password',
    auth: false,
    request: resetPasswordRequestSchema,
    status: 200,
    response: messageResponseSchema,
    errors: [...BODY_ERRORS, 'invalid_reset_token'],
  },
  me: {
    method: 'GET',
    path: '/me',
    auth: true,
    status: 200,
    response: userSchema,
    errors: [...BEARER_ERRORS, 'internal'],
  },
  changePassword: {
    method: 'POST',
    path: '/change-password',
    auth: true,
    request: changePasswordRequestSchema,
    status: 200,
    response: messageResponseSchema,
    errors: [...BODY_ERRORS, ...BEARER_ERRORS, ...PASSWORD_CHECK_ERRORS, 'same_password'],
  },
  updateProfile: {
    method: 'POST',
    path: '/update-profile',
    auth: true,
    request: updateProfileRequestSchema,
    status: 200,
    response: userMessageResponseSchema,
    errors: [...BODY_ERRORS, ...BEARER_ERRORS, ...PASSWORD_CHECK_ERRORS, 'email_in_use', 'nothing_to_update'],
  },
  uploadProfilePicture: {
    method: 'POST',
    path: '/upload-profile-picture',
    auth: true,
    status: 200,
    response: profilePictureResponseSchema,
    errors: [...BEARER_ERRORS, 'invalid_image', 'body_too_large', 'internal'],
  },
  /** Ours: remove the picture (the stored image and the account's link to it). */
  removeProfilePicture: {
    method: 'DELETE',
    path: '/profile-picture',
    auth: true,
    status: 200,
    response: messageResponseSchema,
    errors: [...BEARER_ERRORS, 'internal'],
  },
  /** Ours: start enrolment (a new secret; refused while two-factor sign-in is on). */
  twoFactorSetup: {
    method: 'POST',
    path: '/two-factor/setup',
    auth: true,
    status: 200,
    response: twoFactorSetupResponseSchema,
    errors: [...BEARER_ERRORS, 'two_factor_on', 'internal'],
  },
  /** Ours: confirm enrolment with a current code; answers the recovery codes once. */
  twoFactorEnable: {
    method: 'POST',
    path: '/two-factor/enable',
    auth: true,
    request: twoFactorCodeRequestSchema,
    status: 200,
    response: twoFactorEnabledResponseSchema,
    errors: [...BODY_ERRORS, ...BEARER_ERRORS, 'invalid_two_factor_code', 'two_factor_on', 'rate_limited'],
  },
  /** Ours: turn two-factor sign-in off with a current code or a recovery code. */
  twoFactorDisable: {
    method: 'POST',
    path: '/two-factor/disable',
    auth: true,
    request: twoFactorCodeRequestSchema,
    status: 200,
    response: messageResponseSchema,
    errors: [...BODY_ERRORS, ...BEARER_ERRORS, 'invalid_two_factor_code', 'two_factor_off', 'rate_limited'],
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/delete-account',
    auth: true,
    request: deleteAccountRequestSchema,
    status: 200,
    response: messageResponseSchema,
    errors: [...BODY_ERRORS, ...BEARER_ERRORS, ...PASSWORD_CHECK_ERRORS],
  },
} as const satisfies Record<string, Endpoint>;
export type AuthEndpointName = keyof typeof authEndpoints;
