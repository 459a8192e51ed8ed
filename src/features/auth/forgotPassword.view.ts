/**
 * Forgot-password view model (docs/product-rules.md).
 * The form, then the 'Check your email' screen where resend stays.
 */
import type { SnapshotFrom } from 'xstate';
import type { ForgotPasswordEvent, forgotPasswordMachine } from './forgotPassword.machine';
import { AUTH_MESSAGES } from './messages';

export type ResendStatus = 'idle' | 'resending' | 'resent' | 'failed';

export type ForgotPasswordView =
  | { status: 'form'; email: string; fieldError?: string }
  | { status: 'sending'; email: string }
  | { status: 'failed'; email: string; message: string }
  | {
      status: 'sent';
      email: string;
      /** 'If this email exists in our system, ...' */
      message: string;
      resend: ResendStatus;
      /** The resend outcome (success again, or the resend failure). */
      resendMessage?: string;
    };

export const forgotPasswordText = {
  title: 'Forgot your password?',
  subtitle: "Enter your account's email address and we'll send you a link to reset your password.",
  email: 'Email',
  submit: 'Send Reset Link',
  sending: 'Sending...',
  sentTitle: 'Check your email',
  resend: 'Resend email',
  resending: 'Resending...',
  backToLogin: 'Back to Sign In',
  remembered: 'Remembered your password?',
  login: 'Sign in',
} as const;

export type ForgotPasswordSnapshot = Pick<SnapshotFrom<typeof forgotPasswordMachine>, 'context' | 'matches'>;

/**
 * The first view, before the machine runs: prerendered pages render it, and the route shows it
 * until the machine has loaded (useDeferredMachineView). Equal to the view of the machine's initial
 * snapshot (tests/features/auth/initialViews.test.ts).
 */
export const initialForgotPasswordView = (input?: { email?: string }): ForgotPasswordView => ({
  status: 'form',
  email: input?.email ?? '',
});

/** What an event shows before the machine runs: typed text appears at once (replayed to the machine when it starts). */
export function previewForgotPassword(view: ForgotPasswordView, event: ForgotPasswordEvent): ForgotPasswordView {
  if (event.type === 'field.change' && view.status === 'form') return { status: 'form', email: event.value };
  return view;
}

/** The forgot-password screen's view of a forgotPassword machine snapshot. */
export function toForgotPasswordView(snapshot: ForgotPasswordSnapshot): ForgotPasswordView {
  const { email, fieldError, error, notice } = snapshot.context;
  if (snapshot.matches('sending')) return { status: 'sending', email };
  if (snapshot.matches('failed')) return { status: 'failed', email, message: error ?? AUTH_MESSAGES.forgotFailed };
  if (snapshot.matches('sent')) {
    const sent = { status: 'sent' as const, email, message: AUTH_MESSAGES.forgotSent };
    if (snapshot.matches({ sent: 'resending' })) return { ...sent, resend: 'resending' };
    if (error) return { ...sent, resend: 'failed', resendMessage: error };
    if (notice) return { ...sent, resend: 'resent', resendMessage: notice };
    return { ...sent, resend: 'idle' };
  }
  return fieldError ? { status: 'form', email, fieldError } : { status: 'form', email };
}
