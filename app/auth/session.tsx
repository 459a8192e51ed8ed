/**
 * The auth session as an app-wide actor (ARCHITECTURE.md §2): `AuthSession.Provider` runs
 * `authSessionMachine` with the real services and navigation; routes read it with
 * `AuthSession.useSelector` and send events with `AuthSession.useActorRef()`.
 */
import { createActorContext } from '@xstate/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type Actor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { trackActivity } from '../../src/features/auth/activity';
import { authSessionMachine } from '../../src/features/auth/authSession.machine';
import type { User } from '../../src/features/auth/contract';
import type { LoginCredentials } from '../../src/features/auth/login.machine';
import { AUTH_MESSAGES } from '../../src/features/auth/messages';
import type { NewAccount } from '../../src/features/auth/signup.machine';
import { STORAGE_KEYS } from '../../src/features/auth/tokenStore';
import { loadAuthClient, tokenStore } from '../services';

export const AuthSession = createActorContext(authSessionMachine);

type SessionActor = Actor<typeof authSessionMachine>;
type SessionSnapshot = SnapshotFrom<typeof authSessionMachine>;

/** Last user activity (click, keypress, scroll, mousemove), epoch ms; null before the app starts. */
let activity: { lastActivityAt(): number } | null = null;
export const lastActivityAt = () => activity?.lastActivityAt() ?? null;

function sessionLogic(goToRoot: () => void) {
  return authSessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => tokenStore.restorable(Date.now())),
      login: fromPromise(async ({ input }: { input: LoginCredentials }) => (await loadAuthClient()).login(input)),
      register: fromPromise(async ({ input }: { input: NewAccount }) => (await loadAuthClient()).register(input)),
      refreshTokens: fromPromise(async ({ input }: { input: { refreshToken: string } }) =>
        (await loadAuthClient()).refresh(input.refreshToken),
      ),
      // revoke on the server without holding up the sign-out
      logout: fromPromise(async ({ input }: { input: { refreshToken: string | null } }) => {
        void loadAuthClient()
          .then((client) => client.logout(input.refreshToken))
          .catch(() => undefined);
      }),
    },
    actions: {
      clearStoredAuth: () => tokenStore.clearAuth(),
      clearStoredData: () => tokenStore.clearAll(),
      goToRoot,
    },
  });
}

/**
 * Provides the session; must sit inside the router. Logout navigates to / with flushSync, so the
 * guards see the navigation under way (useNavigation) before they see the signed-out session.
 */
export function AuthSessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [logic] = useState(() => sessionLogic(() => navigateRef.current('/', { flushSync: true })));
  return (
    <AuthSession.Provider logic={logic}>
      <SessionEffects />
      {children}
    </AuthSession.Provider>
  );
}

/** Activity tracking and cross-tab sync of the stored tokens. */
function SessionEffects() {
  const session = AuthSession.useActorRef();
  useEffect(() => {
    const tracker = trackActivity(window);
    activity = tracker;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.tokens || event.storageArea !== window.localStorage) return;
      const tokens = tokenStore.getTokens();
      if (tokens) session.send({ type: 'auth.tokensChanged', tokens });
      else if (session.getSnapshot().matches('authenticated')) session.send({ type: 'auth.logout' });
    };
    window.addEventListener('storage', onStorage);
    return () => {
      tracker.stop();
      window.removeEventListener('storage', onStorage);
    };
  }, [session]);
  return null;
}

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

/**
 * loading while the stored session is read, a sign-in or registration (with its automatic sign-in)
 * is under way, or the session is ending: guards show the spinner instead of redirecting.
 */
export function sessionStatus(snapshot: SessionSnapshot): SessionStatus {
  if (['initializing', 'loggingIn', 'registering', 'loggingOut'].some((state) => snapshot.matches(state as never))) {
    return 'loading';
  }
  return snapshot.matches('authenticated') ? 'signedIn' : 'signedOut';
}

export const selectUser = (snapshot: SessionSnapshot): User | null => snapshot.context.user;

/** Sign in through the session; resolves when signed in, rejects with the catalogue message. */
export async function signIn(session: SessionActor, credentials: LoginCredentials): Promise<void> {
  session.send({ type: 'auth.login', ...credentials });
  const settled = await waitFor(session, (s) => !s.matches('loggingIn'));
  if (!settled.matches('authenticated')) {
    throw new Error(settled.context.error ?? AUTH_MESSAGES.loginPageFailed);
  }
}

/** Register through the session (which then signs in by itself); resolves once the account exists. */
export async function registerAccount(session: SessionActor, account: NewAccount): Promise<void> {
  if (!session.getSnapshot().matches('anonymous')) {
    throw new Error('Please sign out before creating a new account.');
  }
  session.send({ type: 'auth.register', ...account });
  const settled = await waitFor(session, (s) => !s.matches('registering'));
  if (settled.matches('anonymous')) throw new Error(settled.context.error ?? AUTH_MESSAGES.signupPageFailed);
}
