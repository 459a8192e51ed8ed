/**
 * The session actor itself (xstate, the session machine, the token store's restore logic): loaded by
 * `AuthSessionProvider` after the page has painted and hydrated, so none of it is in a public page's
 * first load. Runs in the browser only.
 */

import { type ActorRefFrom, createActor } from 'xstate';
import { trackActivity } from '../../src/features/auth/activity';
import { type authSessionMachine, provideSession } from '../../src/features/auth/authSession.machine';
import { STORAGE_KEYS } from '../../src/features/auth/tokenStore';
import { nextTask } from '../../src/machines/nextTask';
import { onTokenRejected } from '../apiFetch';
import { loadAuthClient } from '../services';
import { tokenStore } from '../tokenStore';

export type SessionActor = ActorRefFrom<typeof authSessionMachine>;

/** Last user activity (click, keypress, scroll, mousemove), epoch ms; null before the session starts. */
let activity: { lastActivityAt(): number } | null = null;
export const lastActivityAt = () => activity?.lastActivityAt() ?? null;

/**
 * Starts the app-wide session actor with the real services, activity tracking and cross-tab sync. Four tasks,
 * not one: loading this module builds the session machine, providing its services builds it again (xstate's
 * `provide` makes a new machine), creating the actor resolves its initial state, and its start runs its first
 * steps; together they were one task of 60-110 ms on a 4x-throttled phone right after hydration. Resolves with null when `cancelled()` says the
 * provider went away meanwhile.
 */
export async function startSession(
  goToRoot: () => void,
  cancelled: () => boolean,
): Promise<{ actor: SessionActor; stop: () => void } | null> {
  await nextTask();
  if (cancelled()) return null;
  const logic = provideSession({
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
  await nextTask();
  if (cancelled()) return null;
  // creating the actor resolves the machine's initial state; starting it runs the first steps (the restore)
  const actor: SessionActor = createActor(logic);
  await nextTask();
  if (cancelled()) return null;
  actor.start();
  const tracker = trackActivity(window);
  activity = tracker;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.tokens || event.storageArea !== window.localStorage) return;
    const tokens = tokenStore.getTokens();
    if (tokens) actor.send({ type: 'auth.tokensChanged', tokens });
    else if (actor.getSnapshot().matches('authenticated')) actor.send({ type: 'auth.logout' });
  };
  window.addEventListener('storage', onStorage);
  const stopListening = onTokenRejected(() => actor.send({ type: 'auth.rejected' }));
  return {
    actor,
    stop() {
      tracker.stop();
      window.removeEventListener('storage', onStorage);
      stopListening();
      actor.stop();
    },
  };
}
