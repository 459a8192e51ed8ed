/**
 * Email verification view model (docs/product-rules.md).
 */
import type { SnapshotFrom } from 'xstate';
import { AUTH_MESSAGES } from './messages';
import type { verifyEmailMachine } from './verifyEmail.machine';

export type VerifyResendStatus = 'idle' | 'resending' | 'resent' | 'failed';

interface VerifyProblem {
  message: string;
  resend: VerifyResendStatus;
  /** The resend outcome: 'Verification email sent successfully! ...' or why it failed. */
  resendMessage?: string;
}

export type VerifyEmailView =
  | { status: 'verifying' }
  | { status: 'verified'; message: string }
  /** The link was used before and the address is verified: say so and offer to continue. */
  | { status: 'alreadyVerified'; message: string }
  /** Token or email missing from the link. */
  | ({ status: 'invalidLink' } & VerifyProblem)
  /** The code was refused (expired or invalid) or the request failed. */
  | ({ status: 'failed' } & VerifyProblem);

export const verifyEmailText = {
  verifyingTitle: 'Verifying your email',
  verifying: 'Verifying your email address...',
  verifiedTitle: 'Email verified',
  redirecting: 'Taking you to your dashboard in 3 seconds...',
  goToDashboard: 'Go to Dashboard',
  alreadyVerifiedTitle: 'Email already verified',
  alreadyVerifiedNext: 'This link has been used. Your account is ready.',
  continue: 'Continue to your dashboard',
  failedTitle: 'Verification failed',
  invalidTitle: 'Invalid verification link',
  resend: 'Resend verification email',
  resending: 'Sending...',
  backToLogin: 'Back to Sign In',
} as const;

export type VerifyEmailSnapshot = Pick<SnapshotFrom<typeof verifyEmailMachine>, 'context' | 'matches'>;

/**
 * The first view, before the machine runs: verifying. Prerendered pages render it too (the link's
 * token and email are not known at build time); the machine then checks the link and verifies it.
 * Equal to the view of the machine's initial snapshot for a well-formed link
 * (tests/features/auth/initialViews.test.ts).
 */
export const initialVerifyEmailView = (): VerifyEmailView => ({ status: 'verifying' });

/** The verification screen's view of a verifyEmail machine snapshot. */
export function toVerifyEmailView(snapshot: VerifyEmailSnapshot): VerifyEmailView {
  const { error, notice, resendError } = snapshot.context;
  if (snapshot.matches('verified')) return { status: 'verified', message: AUTH_MESSAGES.verifiedLong };
  if (snapshot.matches('alreadyVerified')) return { status: 'alreadyVerified', message: AUTH_MESSAGES.alreadyVerified };
  const problem = (fallback: string): VerifyProblem => {
    const message = error ?? fallback;
    if (snapshot.matches({ failed: 'resending' })) return { message, resend: 'resending' };
    if (resendError) return { message, resend: 'failed', resendMessage: resendError };
    if (notice) return { message, resend: 'resent', resendMessage: notice };
    return { message, resend: 'idle' };
  };
  if (snapshot.matches('invalidLink')) return { status: 'invalidLink', ...problem(AUTH_MESSAGES.verifyInvalidLink) };
  if (snapshot.matches('failed')) return { status: 'failed', ...problem(AUTH_MESSAGES.verifyFailed) };
  return { status: 'verifying' };
}
