/**
 * The session actor itself (xstate, the session machine, the token store's restore logic): loaded by
 * `AuthSessionProvider` after the page has painted and hydrated, so none of it is in a public page's
 * first load. Runs in the browser only.
 */
import { type ActorRefFrom, createActor } from 'xstate';
import { paths } from '../../src/domain/paths';
import { idleTimedOut, trackActivity } from '../../src/features/auth/activity';
import { type authSessionMachine, provideSession } from '../../src/features/auth/authSession.machine';
import { idleSignedOutMessage } from '../../src/features/auth/messages';
import { STORAGE_KEYS } from '../../src/features/auth/tokenStore';
import { sessionTimeoutMinutes } from '../preferences';
import { loadAuthClient } from '../services';
import { tokenStore } from '../tokenStore';

export type SessionActor = ActorRefFrom<typeof authSessionMachine>;

/** Last user activity (click, keypress, scroll, mousemove), epoch ms; null before the session starts. */
let activity: { lastActivityAt(): number } | null = null;
export const lastActivityAt = () => activity?.lastActivityAt() ?? null;

/** How often the session checks for the idle timeout, and how often a tab shares its activity. */
const IDLE_CHECK_MS = 15_000;
// under 'skylink.auth.': signing out removes it
const SHARED_ACTIVITY_KEY = 'skylink.auth.lastActivity';

/** Where the session sends the browser: home after a sign-out, the login page (with a notice) after a timeout. */
export type SessionNavigate = (path: string, state?: { message: string }) => void;

/**
 * Starts the app-wide session actor with the real services, activity tracking, cross-tab sync and the
 * idle timeout of the user's security settings (see `watchIdle`).
 */
export function startSession(navigateTo: SessionNavigate): { actor: SessionActor; stop: () => void } {
  let idleNotice: string | null = null;
  const goToRoot = () => {
    const message = idleNotice;
    idleNotice = null;
    if (message) navigateTo(paths.login, { message });
    else navigateTo(paths.home);
  };
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
  const actor: SessionActor = createActor(logic).start();
  const tracker = trackActivity(window);
  activity = tracker;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.tokens || event.storageArea !== window.localStorage) return;
    const tokens = tokenStore.getTokens();
    if (tokens) actor.send({ type: 'auth.tokensChanged', tokens });
    else if (actor.getSnapshot().matches('authenticated')) actor.send({ type: 'auth.logout' });
  };
  window.addEventListener('storage', onStorage);
  const idle = watchIdle(tracker, () => {
    if (!actor.getSnapshot().matches('authenticated')) return;
    idleNotice = idleSignedOutMessage(sessionTimeoutMinutes());
    actor.send({ type: 'auth.logout' });
  });
  return {
    actor,
    stop() {
      idle.stop();
      tracker.stop();
      window.removeEventListener('storage', onStorage);
      actor.stop();
    },
  };
}

/**
 * Every 15 s: shares this tab's last activity with the other tabs (localStorage) and calls `timedOut`
 * when no tab has seen activity for the user's session timeout. Only while the app is open: a tab
 * closed and opened again starts counting afresh (a remembered session stays signed in).
 */
function watchIdle(tracker: { lastActivityAt(): number }, timedOut: () => void) {
  const read = () => Number(window.localStorage.getItem(SHARED_ACTIVITY_KEY)) || 0;
  const timer = window.setInterval(() => {
    const mine = tracker.lastActivityAt();
    if (mine > read()) window.localStorage.setItem(SHARED_ACTIVITY_KEY, String(mine));
    const newest = Math.max(mine, read());
    if (idleTimedOut(newest, Date.now(), sessionTimeoutMinutes())) timedOut();
  }, IDLE_CHECK_MS);
  return { stop: () => window.clearInterval(timer) };
}
