/**
 * Reset-password view model (docs/product-rules.md).
 */
import type { SnapshotFrom } from 'xstate';
import { pickErrors } from './fieldErrors';
import { AUTH_MESSAGES } from './messages';
import { passwordScore } from './passwordStrength';
import type { ResetPasswordEvent, resetPasswordMachine } from './resetPassword.machine';

export type ResetField = 'newPassword' | 'confirmPassword';

export type ResetValues = Record<ResetField, string>;

/** Field messages; the new password's rule failures are joined with commas (docs/product-rules.md). */
export type ResetFieldErrors = Partial<Record<ResetField, string>>;

interface ResetBase {
  values: ResetValues;
  fieldErrors: ResetFieldErrors;
  strength: number | null;
}

export type ResetPasswordView =
  /** No token in the link: the error shows and submit is disabled. */
  | (ResetBase & { status: 'missingToken'; message: string })
  | (ResetBase & { status: 'form' })
  | (ResetBase & { status: 'submitting' })
  /** 'Failed to reset password. Please try again.', with the server's reason (a used or expired link) below it. */
  | (ResetBase & { status: 'failed'; message: string; reason?: string })
  | { status: 'success'; message: string };

export const resetPasswordText = {
  title: 'Set a new password',
  subtitle: 'Choose a strong password you have not used here before.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordHint: 'At least 8 characters with an uppercase and a lowercase letter, a number and a special character.',
  submit: 'Reset Password',
  submitting: 'Resetting password...',
  requestNew: 'Request a new one',
  linkExpired: 'Link expired or missing?',
  successTitle: 'Password reset',
  redirecting: 'Taking you to the sign-in page in 3 seconds...',
  goToLogin: 'Go to Sign In',
} as const;

export const resetFields = ['newPassword', 'confirmPassword'] as const satisfies readonly ResetField[];

export type ResetPasswordSnapshot = Pick<SnapshotFrom<typeof resetPasswordMachine>, 'context' | 'matches'>;

/**
 * The first view, before the machine runs: the form. Prerendered pages render it too, whatever the
 * link's token (not known at build time), so hydration matches; a link without a token turns into
 * the missing-token view when the machine starts. Equal to the view of the machine's initial
 * snapshot for a link with a token (tests/features/auth/initialViews.test.ts).
 */
export const initialResetPasswordView = (): ResetPasswordView => ({
  status: 'form',
  values: { newPassword: '', confirmPassword: '' },
  fieldErrors: {},
  strength: null,
});

/** What an event shows before the machine runs: typed text appears at once (replayed to the machine when it starts). */
export function previewResetPassword(view: ResetPasswordView, event: ResetPasswordEvent): ResetPasswordView {
  if (event.type !== 'field.change' || view.status !== 'form') return view;
  const values = { ...view.values, [event.field]: event.value };
  return { ...view, values, strength: values.newPassword ? passwordScore(values.newPassword) : null };
}

/** The reset-password screen's view of a resetPassword machine snapshot. */
export function toResetPasswordView(snapshot: ResetPasswordSnapshot): ResetPasswordView {
  const { values, fieldErrors, error } = snapshot.context;
  if (snapshot.matches('success')) return { status: 'success', message: AUTH_MESSAGES.resetSuccess };
  const base: ResetBase = {
    values: { ...values },
    fieldErrors: pickErrors(fieldErrors, resetFields),
    strength: values.newPassword ? passwordScore(values.newPassword) : null,
  };
  if (snapshot.matches('missingToken')) {
    return { ...base, status: 'missingToken', message: error ?? AUTH_MESSAGES.resetMissingToken };
  }
  if (snapshot.matches('submitting')) return { ...base, status: 'submitting' };
  if (snapshot.matches('failed')) {
    const reason = error && error !== AUTH_MESSAGES.resetFailed ? { reason: error } : {};
    return { ...base, status: 'failed', message: AUTH_MESSAGES.resetFailed, ...reason };
  }
  return { ...base, status: 'form' };
}
