/**
 * Pure validation rules of the auth feature, shared by the client forms and the server's request schemas.
 *
 * - Rules are plain functions returning every failing message in a stable order
 *   (`passwordErrors`, `emailErrors`, `usernameErrors`, `phoneErrors`, `profilePictureErrors`),
 *   so a screen can show one message or all of them (the reset screen joins password messages with commas).
 * - Form schemas (camelCase, what the screens hold) carry the product's exact texts (from messages.ts).
 * - The API's request and response schemas are in contract.ts.
 *
 * Pure TypeScript + zod: no React, no fetch.
 * Longer than 300 lines: one set of validation rules shared by every auth form and the server's request
 * schemas; the forms' schemas sit next to the rules they compose.
 */
import { z } from 'zod';
import { EMAIL_ADDRESS_MAX_LENGTH, isEmailAddress } from '../../domain/format/email';
import { isValidGhanaPhone } from '../../domain/format/phone';
import type { RegisterRequest } from './contract';
import { AUTH_MESSAGES as m } from './messages';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** 5 MB, the profile picture limit. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** The image types the server accepts (it checks the file's content, not only this label). */
export const PROFILE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ProfilePictureType = (typeof PROFILE_PICTURE_TYPES)[number];
/** Longest email address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = EMAIL_ADDRESS_MAX_LENGTH;
export const NAME_MAX_LENGTH = 100;

// ----- Rules: every failing message, in a stable order -------------------------------------------

/** All messages of a failing password; empty when it passes. Empty input gives only 'Password is required'. */
export function passwordErrors(value: string): string[] {
  if (value.length === 0) return [m.passwordRequired];
  const errors: string[] = [];
  // Count code points, so an emoji is one character as the user sees it.
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH) errors.push(m.passwordTooShort);
  if (length > PASSWORD_MAX_LENGTH) errors.push(m.passwordTooLong);
  if (!/\p{Ll}/u.test(value)) errors.push(m.passwordLowercase);
  if (!/\p{Lu}/u.test(value)) errors.push(m.passwordUppercase);
  if (!/\p{Nd}/u.test(value)) errors.push(m.passwordNumber);
  if (!/[^\p{L}\p{Nd}\s]/u.test(value)) errors.push(m.passwordSpecial);
  return errors;
}

/**
 * Email rule: required, then an address as people type it (src/domain/format/email.ts: no ; , < > or
 * quotes, which mailers read as several recipients), surrounding spaces ignored.
 */
export function emailErrors(value: string): string[] {
  const email = value.trim();
  if (email.length === 0) return [m.emailRequired];
  if (!isEmailAddress(email)) return [m.emailInvalid];
  return [];
}

/** True when the value passes the email rule. */
export function isEmail(value: string): boolean {
  return emailErrors(value).length === 0;
}

/** Username rule: required; 3 to 30 characters; letters, digits, underscore and hyphen only. */
export function usernameErrors(value: string): string[] {
  const username = value.trim();
  if (username.length === 0) return [m.usernameRequired];
  const errors: string[] = [];
  if (username.length < USERNAME_MIN_LENGTH) errors.push(m.usernameTooShort);
  if (username.length > USERNAME_MAX_LENGTH) errors.push(m.usernameTooLong);
  if (!/^[A-Za-z0-9_-]+$/.test(username)) errors.push(m.usernameCharacters);
  return errors;
}

/**
 * Phone rule (optional): empty passes; otherwise a Ghana number by the shared rule of src/domain
 * (10 digits starting with 0; +233 and 00233 forms are converted). The server stores `normalizeGhanaPhone`'s form.
 */
export function phoneErrors(value: string): string[] {
  const phone = value.trim();
  if (phone.length === 0) return [];
  return isValidGhanaPhone(phone) ? [] : [m.phoneInvalid];
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
    errors.push(m.imageType);
  }
  if (file.size > PROFILE_PICTURE_MAX_BYTES) errors.push(m.imageTooLarge);
  return errors;
}

/** Date of birth as YYYY-MM-DD: a real calendar date, not in the future, not before 1900. */
export function dateOfBirthErrors(value: string, today: Date = new Date()): string[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return [m.dateOfBirthInvalid];
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900 || date.getTime() > today.getTime()) return [m.dateOfBirthInvalid];
  return [];
}

/**
 * The registration username: the full name lowercased with whitespace removed. Beyond
 * that product rule, accents are dropped and characters the username rule refuses (apostrophes, dots...)
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

/**
 * The registration's usernames, best first (ours, where the product's derivation gives one already taken or
 * too short): candidate 0 is the derived username itself when the username rule accepts it, the next ones
 * append 2, 3, ... ('efuamensah2'); a name shorter than 3 characters starts at 1, padded with zeros to the
 * minimum ('al1', 'a01'), and a name with nothing usable is 'user'. The base is cut so the whole fits 30.
 */
export function usernameCandidate(derived: string, attempt: number): string {
  const base = derived === '' ? 'user' : derived;
  const short = base.length < USERNAME_MIN_LENGTH || derived === '';
  if (!short && attempt === 0) return base;
  const suffix = String(attempt + 1).padStart(USERNAME_MIN_LENGTH - base.length, '0');
  return base.slice(0, USERNAME_MAX_LENGTH - suffix.length) + suffix;
}

/** Split a full name into first name (first word) and last name (the rest). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

// ----- Field schemas -----------------------------------------------------------------------------

/** A rule: every failing message of a value, in a stable order. */
export type Rule = (value: string) => string[];

/**
 * A schema built on its first use, not when this module loads: building zod schemas is most of the cost of
 * loading a form's machine (it runs in the task that evaluates the module, on a slow phone right after the
 * page hydrated), and a form validates nothing before its first submit.
 */
function onFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => {
    built ??= build();
    return built;
  };
}

function ruled(rule: Rule, base: () => z.ZodString = () => z.string()) {
  return onFirstUse(() =>
    base().superRefine((value, ctx) => {
      for (const message of rule(value)) ctx.addIssue({ code: 'custom', message });
    }),
  );
}

export const passwordSchema = ruled(passwordErrors);
export const emailSchema = ruled(emailErrors, () => z.string().trim());
export const usernameSchema = ruled(usernameErrors, () => z.string().trim());
export const phoneSchema = ruled(phoneErrors, () => z.string().trim());
export const profilePictureSchema = onFirstUse(() =>
  z.object({ type: z.string(), size: z.number() }).superRefine((file, ctx) => {
    for (const message of profilePictureErrors(file)) ctx.addIssue({ code: 'custom', message });
  }),
);

// ----- Form schemas (what the screens hold) ------------------------------------------------------

function requireFilled(ctx: z.RefinementCtx, value: string, path: string, message: string) {
  if (value.trim().length === 0) {
    ctx.addIssue({ code: 'custom', message, path: [path] });
    return false;
  }
  return true;
}

/** Login page: email (or username, the service decides) and password are required. */
export const loginFormSchema = onFirstUse(() =>
  z
    .object({ email: z.string(), password: z.string() })
    .superRefine((form, ctx) => {
      requireFilled(ctx, form.email, 'email', m.emailRequired);
      requireFilled(ctx, form.password, 'password', m.passwordRequired);
    })
    .transform((form) => ({ email: form.email.trim(), password: form.password })),
);
export type LoginForm = z.input<ReturnType<typeof loginFormSchema>>;

/**
 * Signup page. Issues come in this order, and stop at the first group that fails:
 * 1. any field empty -> 'Please fill all fields' (form level, path [])
 * 2. passwords differ -> 'Passwords do not match!' (path confirmPassword)
 * 3. the name's length, email and password by their shared rules, and the phone number (optional: empty
 *    passes) by its own. The username is not the customer's to edit, so the form never judges it: the
 *    server takes the one derived from the name, or a free one.
 */
export const registrationFormSchema = onFirstUse(() =>
  z
    .object({
      fullName: z.string(),
      email: z.string(),
      phoneNumber: z.string().default(''),
      password: z.string(),
      confirmPassword: z.string(),
    })
    .superRefine((form, ctx) => {
      // the phone number is optional: never part of 'Please fill all fields'
      const anyEmpty = [form.fullName, form.email, form.password, form.confirmPassword].some(
        (v) => v.trim().length === 0,
      );
      if (anyEmpty) {
        ctx.addIssue({ code: 'custom', message: m.fillAllFields, path: [] });
        return;
      }
      if (form.password !== form.confirmPassword) {
        ctx.addIssue({ code: 'custom', message: m.signupPasswordsMismatch, path: ['confirmPassword'] });
        return;
      }
      if (form.fullName.trim().length > NAME_MAX_LENGTH) {
        ctx.addIssue({ code: 'custom', message: m.nameTooLong, path: ['fullName'] });
      }
      for (const message of emailErrors(form.email)) ctx.addIssue({ code: 'custom', message, path: ['email'] });
      for (const message of phoneErrors(form.phoneNumber)) {
        ctx.addIssue({ code: 'custom', message, path: ['phoneNumber'] });
      }
      for (const message of passwordErrors(form.password)) {
        ctx.addIssue({ code: 'custom', message, path: ['password'] });
      }
    })
    .transform((form) => ({
      fullName: form.fullName.trim(),
      email: form.email.trim(),
      phoneNumber: form.phoneNumber.trim(),
      password: form.password,
      confirmPassword: form.confirmPassword,
    })),
);
export type RegistrationForm = z.input<ReturnType<typeof registrationFormSchema>>;

/** The registration payload of the contract, built from a valid signup form. */
export function registrationPayload(form: {
  fullName: string;
  email: string;
  phoneNumber?: string;
  password: string;
}): RegisterRequest {
  const name = form.fullName.trim();
  const phone = form.phoneNumber?.trim();
  return {
    username: deriveUsername(name),
    name,
    email: form.email.trim(),
    ...(phone ? { phone_number: phone } : {}),
    password: form.password,
  };
}

/** Forgot password: the email by the shared rule (message shown under the field). */
export const forgotPasswordFormSchema = onFirstUse(() => z.object({ email: emailSchema() }));
export type ForgotPasswordForm = z.input<ReturnType<typeof forgotPasswordFormSchema>>;

/**
 * Reset password: token required, new password by the shared rule (every message, path newPassword),
 * confirmation equal to it ('Passwords do not match').
 */
export const resetPasswordFormSchema = onFirstUse(() =>
  z
    .object({ token: z.string(), newPassword: z.string(), confirmPassword: z.string() })
    .superRefine((form, ctx) => {
      requireFilled(ctx, form.token, 'token', m.resetMissingToken);
      for (const message of passwordErrors(form.newPassword)) {
        ctx.addIssue({ code: 'custom', message, path: ['newPassword'] });
      }
      if (form.confirmPassword.length === 0 && form.newPassword.length > 0) {
        ctx.addIssue({ code: 'custom', message: m.confirmPasswordRequired, path: ['confirmPassword'] });
      } else if (form.confirmPassword !== form.newPassword) {
        ctx.addIssue({ code: 'custom', message: m.resetPasswordsMismatch, path: ['confirmPassword'] });
      }
    })
    .transform((form) => ({ token: form.token.trim(), newPassword: form.newPassword })),
);
export type ResetPasswordForm = z.input<ReturnType<typeof resetPasswordFormSchema>>;

/** Verification link: token (the code) and email must both be present. */
export const verificationLinkSchema = onFirstUse(() =>
  z
    .object({ token: z.string().nullish(), email: z.string().nullish() })
    .superRefine((link, ctx) => {
      if (!link.token?.trim() || !link.email?.trim()) {
        ctx.addIssue({ code: 'custom', message: m.verifyInvalidLink, path: [] });
      }
    })
    .transform((link) => ({ token: (link.token ?? '').trim(), email: (link.email ?? '').trim() })),
);
export type VerificationLink = z.output<ReturnType<typeof verificationLinkSchema>>;

// ----- Reading a failed parse --------------------------------------------------------------------

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

/**
 * A second-factor code as typed: the 6 digits of the authenticator app, or a recovery code (letters and
 * digits, dashes and spaces allowed). Both sides check it (the contract's twoFactorCodeSchema, the forms).
 */
export function twoFactorCodeErrors(value: string): string[] {
  const code = value.trim();
  if (code.length === 0) return [m.codeRequired];
  if (/^\d{6}$/.test(code)) return [];
  if (/^[a-zA-Z0-9][a-zA-Z0-9 -]{7,30}$/.test(code) && /[a-zA-Z]/.test(code)) return [];
  return [m.codeFormat];
}
