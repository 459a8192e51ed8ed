import { describe, expect, it } from 'vitest';
import { type AuthSessionContext, authSessionMachine } from '../../../src/features/auth/authSession.machine';
import { type User, userSchema } from '../../../src/features/auth/contract';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';
import { toSessionView } from '../../../src/features/auth/session.view';

const user: User = userSchema.parse({
  id: 7,
  email: 'abena@example.com',
  fullName: 'Abena Asante',
  role: 'admin',
  isEmailVerified: false,
});

const context = (over: Partial<AuthSessionContext> = {}): AuthSessionContext => ({
  user: null,
  tokens: null,
  logoutReason: null,
  refreshedAt: null,
  ...over,
});

const at = (
  value: Parameters<typeof authSessionMachine.resolveState>[0]['value'],
  over?: Partial<AuthSessionContext>,
) => toSessionView(authSessionMachine.resolveState({ value, context: context(over) }));

describe('toSessionView', () => {
  it('maps the transient states to their spinners', () => {
    expect(at('initializing')).toEqual({ status: 'checking' });
    expect(at('loggingOut')).toEqual({ status: 'signingOut' });
  });

  it('is signed out, with the reason when there is one', () => {
    expect(at({ anonymous: 'visitor' })).toEqual({ status: 'signedOut' });
    expect(at({ anonymous: 'signedOut' })).toEqual({ status: 'signedOut' });
    expect(at({ anonymous: 'expired' })).toEqual({ status: 'signedOut', message: AUTH_MESSAGES.sessionExpired });
  });

  it('shows the signed-in user and whether tokens are being refreshed', () => {
    const idle = at({ authenticated: { refresh: 'waiting', monitor: 'watching' } }, { user });
    expect(idle).toEqual({
      status: 'signedIn',
      user: { name: 'Abena Asante', email: 'abena@example.com', role: 'admin', isEmailVerified: false },
      refreshing: false,
    });
    const refreshing = at({ authenticated: { refresh: 'refreshing', monitor: 'watching' } }, { user });
    expect(refreshing).toMatchObject({ status: 'signedIn', refreshing: true });
  });

  it('never shows a signed-in panel without a user', () => {
    expect(at({ authenticated: { refresh: 'waiting', monitor: 'watching' } })).toEqual({ status: 'signedOut' });
  });
});
