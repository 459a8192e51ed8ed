/**
 * Validation for accounts and authentication, shared by the client forms and the server (spec §5, §7).
 *
 * - Rules are plain functions returning every failing message in a stable order
 *   (`passwordErrors`, `emailErrors`, `usernameErrors`, `phoneErrors`, `profilePictureErrors`),
 *   so a screen can show one message or all of them (the reset screen joins password messages with commas).
 * - Form schemas (camelCase, what the screens hold) carry the spec's exact texts.
 * - Request schemas (snake_case, the API contract) answer 'Invalid request - fields empty' for a missing or
 *   empty field, '<field> must be a string' for a wrong type, and the rule's message otherwise.
 * - Response schemas let the client parse what the server answers.
 *
 * Pure TypeScript + zod: no React, no fetch.
 */
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Limits and messages
// ---------------------------------------------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;
/** 5 MB, the profile picture limit (spec §9). */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** The image types the server accepts (it checks the file's content, not only this label). */
export const PROFILE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ProfilePictureType = (typeof PROFILE_PICTURE_TYPES)[number];
/** Longest email address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

/** Every validation text, exactly as the spec words it (plus a few where the spec is silent, marked). */
export const authMessages = {
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be no more than 128 characters long',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 3 characters long',
  usernameTooLong: 'Username must be no more than 30 characters long',
  usernameCharacters: 'Username can only contain letters, numbers, underscores, and hyphens',
  phoneInvalid: 'Please enter a valid phone number',
  imageType: 'Please select a valid image file',
  imageTooLarge: 'Image file must be smaller than 5MB',
  fillAllFields: 'Please fill all fields',
  signupPasswordsMismatch: 'Passwords do not match!',
  resetPasswordsMismatch: 'Passwords do not match',
  resetTokenMissing: 'Invalid or missing reset token. Please request a new password reset.',
  verificationLinkInvalid:
    'Invalid verification link. Please check your email for the correct link or request a new one.',
  fieldsEmpty: 'Invalid request - fields empty',
  usernamePasswordRequired: 'Username and password are required',
  /** Spec silent: the confirmation field of the reset form left empty. */
  confirmPasswordRequired: 'Please confirm your password',
  /** Spec silent: an unreadable date of birth. */
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  /** Spec silent: a name longer than we store. */
  nameTooLong: 'Name must be no more than 100 characters long',
  /** Ours: the current password, asked before deleting the account or changing the email. */
  currentPasswordRequired: 'Please enter your current password',
  /** Ours: a control character (NUL, escape, ...) in a text field. */
  controlCharacters: 'This field contains characters that are not allowed',
} as const;

/** Control characters no text field of ours accepts (tab, line feed and carriage return are allowed). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this rule's whole job.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/**
 * The path of the first string anywhere in a parsed JSON value that holds a control character
 * (['address', 'line1'], [] for the value itself), or null when there is none.
 */
export function controlCharacterPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = hasControlCharacter(key) ? [...path, key] : controlCharacterPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** The spec's generic required-field text: '{field} is required'. */
export function requiredMessage(field: string): string {
  return `${field} is required`;
}

// ---------------------------------------------------------------------------------------------
// Rules: every failing message, in a stable order
// ---------------------------------------------------------------------------------------------

/** All messages of a failing password; empty when it passes. Empty input gives only 'Password is required'. */
export function passwordErrors(value: string): string[] {
  if (value.length === 0) return [authMessages.passwordRequired];
  const errors: string[] = [];
  // Count code points, so an emoji is one character as the user sees it.
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH) errors.push(authMessages.passwordTooShort);
  if (length > PASSWORD_MAX_LENGTH) errors.push(authMessages.passwordTooLong);
  if (!/\p{Ll}/u.test(value)) errors.push(authMessages.passwordLowercase);
  if (!/\p{Lu}/u.test(value)) errors.push(authMessages.passwordUppercase);
  if (!/\p{Nd}/u.test(value)) errors.push(authMessages.passwordNumber);
  if (!/[^\p{L}\p{Nd}\s]/u.test(value)) errors.push(authMessages.passwordSpecial);
  return errors;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Email rule: required, then shaped like an address (surrounding spaces ignored). */
export function emailErrors(value: string): string[] {
  const email = value.trim();
  if (email.length === 0) return [authMessages.emailRequired];
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return [authMessages.emailInvalid];
  return [];
}

/** True when the value passes the email rule. */
export function isEmail(value: string): boolean {
  return emailErrors(value).length === 0;
}

/** Username rule: required; 3 to 30 characters; letters, digits, underscore and hyphen only. */
export function usernameErrors(value: string): string[] {
  const username = value.trim();
  if (username.length === 0) return [authMessages.usernameRequired];
  const errors: string[] = [];
  if (username.length < USERNAME_MIN_LENGTH) errors.push(authMessages.usernameTooShort);
  if (username.length > USERNAME_MAX_LENGTH) errors.push(authMessages.usernameTooLong);
  if (!/^[A-Za-z0-9_-]+$/.test(username)) errors.push(authMessages.usernameCharacters);
  return errors;
}

/**
 * Phone rule (optional): empty passes; otherwise 10 to 15 digits. Spaces, dashes, dots, brackets and
 * one leading + are allowed as formatting ('+233 24 123 4567', '024-123-4567').
 */
export function phoneErrors(value: string): string[] {
  const phone = value.trim();
  if (phone.length === 0) return [];
  const digits = phone.replace(/^\+/, '').replace(/[\s().-]/g, '');
  if (!/^\d+$/.test(digits) || digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) {
    return [authMessages.phoneInvalid];
  }
  return [];
}

/** Canonical phone form stored by the server: an optional leading + followed by digits only. */
export function normalizePhone(value: string): string {
  const phone = value.trim();
  const plus = phone.startsWith('+') ? '+' : '';
  return plus + phone.replace(/\D/g, '');
}

/** What the client knows about a chosen file before upload (a `File` fits). */
export interface PictureCandidate {
  type: string;
  size: number;
}

/** Profile picture rule: one of the accepted image types, and at most 5 MB. */
export function profilePictureErrors(file: PictureCandidate): string[] {
  const errors: string[] = [];
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    errors.push(authMessages.imageType);
  }
  if (file.size > PROFILE_PICTURE_MAX_BYTES) errors.push(authMessages.imageTooLarge);
  return errors;
}

/** Date of birth as YYYY-MM-DD: a real calendar date, not in the future, not before 1900. */
export function dateOfBirthErrors(value: string, today: Date = new Date()): string[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return [authMessages.dateOfBirthInvalid];
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900 || date.getTime() > today.getTime()) return [authMessages.dateOfBirthInvalid];
  return [];
}

/**
 * The registration username (spec §3): the full name lowercased with whitespace removed.
 * Beyond the spec, accents are dropped and characters the username rule refuses (apostrophes, dots...)
 * are removed, and it is cut to 30 characters, so 'Ama Mensah' -> 'amamensah', "Kofi O'Neil" -> 'kofioneil'.
 */
export function deriveUsername(fullName: string): string {
  return fullName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/[^a-z0-9_-]/g, '')
    .slice(0, USERNAME_MAX_LENGTH);
}

/** Split a full name into first name (first word) and last name (the rest). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

// ---------------------------------------------------------------------------------------------
// Field schemas
// ---------------------------------------------------------------------------------------------

type Rule = (value: string) => string[];

function ruled(rule: Rule, base: z.ZodString = z.string()) {
  return base.superRefine((value, ctx) => {
    for (const message of rule(value)) ctx.addIssue({ code: 'custom', message });
  });
}

export const passwordSchema = ruled(passwordErrors);
export const emailSchema = ruled(emailErrors, z.string().trim());
export const usernameSchema = ruled(usernameErrors, z.string().trim());
export const phoneSchema = ruled(phoneErrors, z.string().trim());
export const profilePictureSchema = z.object({ type: z.string(), size: z.number() }).superRefine((file, ctx) => {
  for (const message of profilePictureErrors(file)) ctx.addIssue({ code: 'custom', message });
});

// ---------------------------------------------------------------------------------------------
// Form schemas (what the screens hold)
// ---------------------------------------------------------------------------------------------

function requireFilled(ctx: z.RefinementCtx, value: string, path: string, message: string) {
  if (value.trim().length === 0) {
    ctx.addIssue({ code: 'custom', message, path: [path] });
    return false;
  }
  return true;
}

/** Login page: email (or username, the service decides) and password are required. */
export const loginFormSchema = z
  .object({ email: z.string(), password: z.string() })
  .superRefine((form, ctx) => {
    requireFilled(ctx, form.email, 'email', authMessages.emailRequired);
    requireFilled(ctx, form.password, 'password', authMessages.passwordRequired);
  })
  .transform((form) => ({ email: form.email.trim(), password: form.password }));
export type LoginForm = z.input<typeof loginFormSchema>;

/**
 * Signup page. Issues come in this order, and stop at the first group that fails:
 * 1. any field empty -> 'Please fill all fields' (form level, path [])
 * 2. passwords differ -> 'Passwords do not match!' (path confirmPassword)
 * 3. email, password and the username derived from the full name by their shared rules
 *    (beyond the spec, so the server's answer is predicted on the form).
 */
export const registrationFormSchema = z
  .object({ fullName: z.string(), email: z.string(), password: z.string(), confirmPassword: z.string() })
  .superRefine((form, ctx) => {
    const anyEmpty = [form.fullName, form.email, form.password, form.confirmPassword].some(
      (v) => v.trim().length === 0,
    );
    if (anyEmpty) {
      ctx.addIssue({ code: 'custom', message: authMessages.fillAllFields, path: [] });
      return;
    }
    if (form.password !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: authMessages.signupPasswordsMismatch, path: ['confirmPassword'] });
      return;
    }
    for (const message of usernameErrors(deriveUsername(form.fullName))) {
      ctx.addIssue({ code: 'custom', message, path: ['fullName'] });
    }
    if (form.fullName.trim().length > NAME_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: authMessages.nameTooLong, path: ['fullName'] });
    }
    for (const message of emailErrors(form.email)) ctx.addIssue({ code: 'custom', message, path: ['email'] });
    for (const message of passwordErrors(form.password)) {
      ctx.addIssue({ code: 'custom', message, path: ['password'] });
    }
  })
  .transform((form) => ({
    fullName: form.fullName.trim(),
    email: form.email.trim(),
    password: form.password,
    confirmPassword: form.confirmPassword,
  }));
export type RegistrationForm = z.input<typeof registrationFormSchema>;

/** The registration payload of the contract, built from a valid signup form. */
export function registrationPayload(form: { fullName: string; email: string; password: string }): RegisterRequest {
  const name = form.fullName.trim();
  return { username: deriveUsername(name), name, email: form.email.trim(), password: form.password };
}

/** Forgot password: the email by the shared rule (message shown under the field). */
export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;

/**
 * Reset password: token required, new password by the shared rule (every message, path newPassword),
 * confirmation equal to it ('Passwords do not match').
 */
export const resetPasswordFormSchema = z
  .object({ token: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((form, ctx) => {
    requireFilled(ctx, form.token, 'token', authMessages.resetTokenMissing);
    for (const message of passwordErrors(form.newPassword)) {
      ctx.addIssue({ code: 'custom', message, path: ['newPassword'] });
    }
    if (form.confirmPassword.length === 0 && form.newPassword.length > 0) {
      ctx.addIssue({ code: 'custom', message: authMessages.confirmPasswordRequired, path: ['confirmPassword'] });
    } else if (form.confirmPassword !== form.newPassword) {
      ctx.addIssue({ code: 'custom', message: authMessages.resetPasswordsMismatch, path: ['confirmPassword'] });
    }
  })
  .transform((form) => ({ token: form.token.trim(), newPassword: form.newPassword }));
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** Verification link: token (the code) and email must both be present. */
export const verificationLinkSchema = z
  .object({ token: z.string().nullish(), email: z.string().nullish() })
  .superRefine((link, ctx) => {
    if (!link.token?.trim() || !link.email?.trim()) {
      ctx.addIssue({ code: 'custom', message: authMessages.verificationLinkInvalid, path: [] });
    }
  })
  .transform((link) => ({ token: (link.token ?? '').trim(), email: (link.email ?? '').trim() }));
export type VerificationLink = z.output<typeof verificationLinkSchema>;

// ---------------------------------------------------------------------------------------------
// Request schemas (the API contract, snake_case)
// ---------------------------------------------------------------------------------------------

/** A string field of a request body: missing/null/empty -> 'Invalid request - fields empty'; not a string -> '<field> must be a string'. */
function bodyText(field: string, options: { rule?: Rule; trim?: boolean; max?: number } = {}) {
  const base = z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? authMessages.fieldsEmpty : `${field} must be a string`,
  });
  return (options.trim === false ? base : base.trim()).superRefine((value, ctx) => {
    if (value.length === 0) {
      ctx.addIssue({ code: 'custom', message: authMessages.fieldsEmpty });
      return;
    }
    if (hasControlCharacter(value)) {
      ctx.addIssue({ code: 'custom', message: authMessages.controlCharacters });
      return;
    }
    if (options.max !== undefined && value.length > options.max) {
      ctx.addIssue({ code: 'custom', message: `${field} must be no more than ${options.max} characters long` });
      return;
    }
    for (const message of options.rule?.(value) ?? []) ctx.addIssue({ code: 'custom', message });
  });
}

/** An optional string field of a request body: absent means "leave unchanged"; null or '' means "clear". */
function optionalBodyText(field: string, rule?: Rule) {
  return z
    .string({ error: `${field} must be a string` })
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
    email: z.string({ error: 'email must be a string' }).trim().max(EMAIL_MAX_LENGTH).optional(),
    username: z.string({ error: 'username must be a string' }).trim().max(EMAIL_MAX_LENGTH).optional(),
    password: bodyText('password', { trim: false, max: 1024 }),
  })
  .superRefine((body, ctx) => {
    if (!body.email && !body.username) {
      ctx.addIssue({ code: 'custom', message: authMessages.fieldsEmpty, path: ['email'] });
    }
  });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST /register: username, password, name, email (each by its shared rule). */
export const registerRequestSchema = z.object({
  username: bodyText('username', { rule: usernameErrors }),
  password: bodyText('password', { trim: false, rule: passwordErrors }),
  name: bodyText('name', { max: NAME_MAX_LENGTH }),
  email: bodyText('email', { rule: emailErrors }),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** POST /refresh-token and POST /logout. */
export const refreshTokenRequestSchema = z.object({ refresh_token: bodyText('refresh_token', { max: 512 }) });
export type RefreshTokenRequest = z.input<typeof refreshTokenRequestSchema>;
export const logoutRequestSchema = refreshTokenRequestSchema;
export type LogoutRequest = RefreshTokenRequest;

/** POST /verify-email. */
export const verifyEmailRequestSchema = z.object({
  email: bodyText('email', { rule: emailErrors }),
  verification_code: bodyText('verification_code', { max: 512 }),
});
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

/** POST /resend-code. */
export const resendCodeRequestSchema = z.object({ email: bodyText('email', { rule: emailErrors }) });
export type ResendCodeRequest = z.input<typeof resendCodeRequestSchema>;

/** POST /forgot-password: the field is called username but carries the email (a username is accepted too). */
export const forgotPasswordRequestSchema = z.object({ username: bodyText('username', { max: EMAIL_MAX_LENGTH }) });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** POST /reset-password. */
export const resetPasswordRequestSchema = z.object({
  reset_token: bodyText('reset_token', { max: 512 }),
  new_password: bodyText('new_password', { trim: false, rule: passwordErrors }),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** POST /change-password (bearer). */
export const changePasswordRequestSchema = z.object({
  current_password: bodyText('current_password', { trim: false, max: 1024 }),
  new_password: bodyText('new_password', { trim: false, rule: passwordErrors }),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** POST /update-profile (bearer): every field optional; phone_number and date_of_birth may be cleared with null or ''. */
export const updateProfileRequestSchema = z.object({
  first_name: z
    .string({ error: 'first_name must be a string' })
    .trim()
    .min(1, requiredMessage('First name'))
    .max(NAME_MAX_LENGTH, authMessages.nameTooLong)
    .optional(),
  last_name: z
    .string({ error: 'last_name must be a string' })
    .trim()
    .max(NAME_MAX_LENGTH, authMessages.nameTooLong)
    .optional(),
  email: z
    .string({ error: 'email must be a string' })
    .trim()
    .superRefine((value, ctx) => {
      for (const message of emailErrors(value)) ctx.addIssue({ code: 'custom', message });
    })
    .optional(),
  phone_number: optionalBodyText('phone_number', phoneErrors),
  date_of_birth: optionalBodyText('date_of_birth', (v) => dateOfBirthErrors(v)),
  /** Required when `email` changes the address. */
  current_password: z.string({ error: 'current_password must be a string' }).max(1024).optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** DELETE /delete-account (bearer): the current password confirms it. */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: () => authMessages.currentPasswordRequired })
    .min(1, authMessages.currentPasswordRequired)
    .max(1024),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Response schemas (what the server answers)
// ---------------------------------------------------------------------------------------------

export const userRoleSchema = z.enum(['super_admin', 'admin', 'moderator', 'support', 'user']);
export type UserRole = z.infer<typeof userRoleSchema>;

/** POST /login and POST /refresh-token. */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive().default(3600),
  token_type: z.string().default('Bearer'),
});
export type TokenResponse = z.output<typeof tokenResponseSchema>;

/** GET /me: the user record (dates are ISO 8601 strings). */
export const userRecordSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: userRoleSchema,
  isActive: z.boolean(),
  isEmailVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastLoginAt: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  profilePicture: z.string().nullable(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** Success answers with a message (register: 'Successfully registered user'). Profile updates also carry the user. */
export const messageResponseSchema = z.object({ message: z.string(), user: userRecordSchema.optional() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST /upload-profile-picture. */
export const profilePictureResponseSchema = z.object({
  message: z.string().optional(),
  profile_picture_url: z.string(),
  url: z.string().optional(),
});
export type ProfilePictureResponse = z.infer<typeof profilePictureResponseSchema>;

/** Every error answer: { error, message } (the same text), plus field issues for validation errors. */
export const errorResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Helpers for reading a failed parse
// ---------------------------------------------------------------------------------------------

/** Messages grouped by field ('' for form-level issues), each list in rule order without duplicates. */
export function messagesByField(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    const list = out[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    out[key] = list;
  }
  return out;
}

/** The first message of a failed parse (what an alert shows). */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}
