/**
 * The auth session as a user sees it (spec §2 "While authentication is loading, a spinner shows";
 * §4 Auth flow, token refresh, logout). Used by the session status panel that route guards and
 * the account area show while the session changes.
 */
import type { SnapshotFrom } from 'xstate';
import type { Role } from '../../domain/roles';
import type { authSessionMachine } from './authSession.machine';
import { displayName } from './session';

export interface SessionUser {
  name: string;
  email: string;
  role: Role;
  isEmailVerified: boolean;
}

export type SessionView =
  | { status: 'checking' }
  /** `message`: why the user is signed out (a failed sign-in, 'Session expired'). */
  | { status: 'signedOut'; message?: string }
  | { status: 'signingIn' }
  | { status: 'registering' }
  /** `refreshing`: the tokens are being renewed in the background. */
  | { status: 'signedIn'; user: SessionUser; refreshing: boolean }
  | { status: 'signingOut' };

export const sessionText = {
  checking: 'Checking your session...',
  signedOutTitle: 'You are signed out',
  signedOutText: 'Sign in to see your plan, payments and account.',
  signIn: 'Sign In',
  createAccount: 'Create an account',
  signingIn: 'Signing in...',
  registering: 'Creating your account...',
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
  const { user, error } = snapshot.context;
  if (snapshot.matches('initializing')) return { status: 'checking' };
  if (snapshot.matches('loggingIn')) return { status: 'signingIn' };
  if (snapshot.matches('registering')) return { status: 'registering' };
  if (snapshot.matches('loggingOut')) return { status: 'signingOut' };
  if (snapshot.matches('authenticated') && user) {
    return {
      status: 'signedIn',
      user: { name: displayName(user), email: user.email, role: user.role, isEmailVerified: user.isEmailVerified },
      refreshing: snapshot.matches({ authenticated: { refresh: 'refreshing' } }),
    };
  }
  return error ? { status: 'signedOut', message: error } : { status: 'signedOut' };
}
