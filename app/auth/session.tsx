/**
 * The auth session as an app-wide actor: `AuthSession.Provider` runs `authSessionMachine` with the
 * real services and navigation; routes read it with `AuthSession.useSelector` and send events with
 * `AuthSession.useActorRef()`.
 */
import { createActorContext } from '@xstate/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import { paths } from '../../src/domain/paths';
import { trackActivity } from '../../src/features/auth/activity';
import { authSessionMachine, provideSession } from '../../src/features/auth/authSession.machine';
import type { User } from '../../src/features/auth/contract';
import { STORAGE_KEYS } from '../../src/features/auth/tokenStore';
import { loadAuthClient, tokenStore } from '../services';

export const AuthSession = createActorContext(authSessionMachine);

type SessionSnapshot = SnapshotFrom<typeof authSessionMachine>;

/** Last user activity (click, keypress, scroll, mousemove), epoch ms; null before the app starts. */
let activity: { lastActivityAt(): number } | null = null;
export const lastActivityAt = () => activity?.lastActivityAt() ?? null;

function sessionLogic(goToRoot: () => void) {
  return provideSession({
    restoreSession: async () => tokenStore.restorable(Date.now()),
    refreshTokens: async (refreshToken) => (await loadAuthClient()).refresh(refreshToken),
    // revoke on the server without holding up the sign-out
    logout: async (refreshToken) => {
      void loadAuthClient()
        .then((client) => client.logout(refreshToken))
        .catch(() => undefined);
    },
    clearStoredAuth: () => tokenStore.clearAuth(),
    clearStoredData: () => tokenStore.clearAll(),
    goToRoot,
  });
}

/** Provides the session; must sit inside the router. */
export function AuthSessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [logic] = useState(() => sessionLogic(() => navigateRef.current(paths.home)));
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

/**
 * What a route guard does with the session: wait while it is read or ends, let a signed-in user
 * through, send a signed-out visitor to the login form (saying so when the session expired), and
 * send a user who just signed out home (where the sign-out is taking them anyway).
 */
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut' | 'expired' | 'leftByChoice';

export function sessionStatus(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.matches('initializing') || snapshot.matches('loggingOut')) return 'loading';
  if (snapshot.matches('authenticated')) return 'signedIn';
  if (snapshot.matches({ anonymous: 'expired' })) return 'expired';
  if (snapshot.matches({ anonymous: 'signedOut' })) return 'leftByChoice';
  return 'signedOut';
}

export const selectUser = (snapshot: SessionSnapshot): User | null => snapshot.context.user;
