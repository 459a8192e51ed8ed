/**
 * The auth session as a user sees it: a spinner while the stored session is checked or ends, the
 * signed-out prompt (saying so when the session expired), or who is signed in.
 */
import type { SnapshotFrom } from 'xstate';
import type { Role } from '../../domain/roles';
import type { authSessionMachine } from './authSession.machine';
import { AUTH_MESSAGES } from './messages';
import { displayName } from './session';

export interface SessionUser {
  name: string;
  email: string;
  role: Role;
  isEmailVerified: boolean;
}

export type SessionView =
  | { status: 'checking' }
  /** `message`: why the user is signed out ('Session expired'). */
  | { status: 'signedOut'; message?: string }
  /** `refreshing`: the tokens are being renewed in the background. */
  | { status: 'signedIn'; user: SessionUser; refreshing: boolean }
  | { status: 'signingOut' };

export const sessionText = {
  checking: 'Checking your session...',
  signedOutTitle: 'You are signed out',
  signedOutText: 'Sign in to see your plan, payments and account.',
  signIn: 'Sign In',
  createAccount: 'Create an account',
  signedInTitle: 'Signed in',
  verified: 'Email verified',
  notVerified: 'Email not verified yet',
  refreshing: 'Refreshing your session...',
  signOut: 'Sign Out',
  signingOut: 'Signing out...',
} as const;

export type SessionSnapshot = Pick<SnapshotFrom<typeof authSessionMachine>, 'context' | 'matches'>;

/** The session panel's view of an authSession machine snapshot. */
export function toSessionView(snapshot: SessionSnapshot): SessionView {
  const { user } = snapshot.context;
  if (snapshot.matches('initializing')) return { status: 'checking' };
  if (snapshot.matches('loggingOut')) return { status: 'signingOut' };
  if (snapshot.matches('authenticated') && user) {
    return {
      status: 'signedIn',
      user: { name: displayName(user), email: user.email, role: user.role, isEmailVerified: user.isEmailVerified },
      refreshing: snapshot.matches({ authenticated: { refresh: 'refreshing' } }),
    };
  }
  return snapshot.matches({ anonymous: 'expired' })
    ? { status: 'signedOut', message: AUTH_MESSAGES.sessionExpired }
    : { status: 'signedOut' };
}
