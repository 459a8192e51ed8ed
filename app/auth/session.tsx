/**
 * The auth session as the shell sees it. The session actor (xstate and the session machine) is not
 * part of a page's first load: `AuthSessionProvider` imports `./sessionActor` once the page has
 * hydrated and starts it then. Until it runs the session is 'loading', exactly as in a prerendered
 * page, so hydration matches the markup and the header holds its place.
 *
 * Routes read the session with `useSessionStatus`, `useSessionUser` or `useSessionSelector`, and
 * send events with `useSession().send` (events sent before the actor runs wait for it).
 */
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useNavigate } from 'react-router-dom';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { paths } from '../../src/domain/paths';
import type { authSessionMachine } from '../../src/features/auth/authSession.machine';
import type { User } from '../../src/features/auth/contract';
import type { SessionActor } from './sessionActor';

type SessionSnapshot = SnapshotFrom<typeof authSessionMachine>;
type SessionEvent = EventFrom<typeof authSessionMachine>;

interface SessionHandle {
  actor: SessionActor | null;
  /** resolves with the actor once it runs */
  ready: Promise<SessionActor>;
}

const SessionContext = createContext<SessionHandle | null>(null);

/** Provides the session; must sit inside the router. */
export function AuthSessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [deferred] = useState(() => {
    let resolve: (actor: SessionActor) => void = () => undefined;
    const ready = new Promise<SessionActor>((r) => {
      resolve = r;
    });
    return { ready, resolve };
  });
  const [actor, setActor] = useState<SessionActor | null>(null);
  useEffect(() => {
    let cancelled = false;
    let stop: (() => void) | undefined;
    void import('./sessionActor').then(async ({ startSession }) => {
      const started = await startSession(
        () => navigateRef.current(paths.home),
        () => cancelled,
      );
      if (!started) return;
      if (cancelled) {
        started.stop();
        return;
      }
      stop = started.stop;
      deferred.resolve(started.actor);
      // the header's account slot and the guards follow in a transition (rendered in slices, not as one
      // long task after hydration); events sent meanwhile already reach the actor through `ready`
      startTransition(() => setActor(started.actor));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [deferred]);
  const handle = useMemo(() => ({ actor, ready: deferred.ready }), [actor, deferred]);
  return <SessionContext.Provider value={handle}>{children}</SessionContext.Provider>;
}

function useHandle(): SessionHandle {
  const handle = useContext(SessionContext);
  if (!handle) throw new Error('useSession… must be used inside AuthSessionProvider');
  return handle;
}

const noSubscription = () => () => undefined;

/**
 * A value computed from the session snapshot; `whileLoading` until the actor runs (and at build
 * time). The selector must return a primitive or a value kept in the snapshot (no new objects).
 */
export function useSessionSelector<T>(selector: (snapshot: SessionSnapshot) => T, whileLoading: T): T {
  const { actor } = useHandle();
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription();
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(
    subscribe,
    () => (actor ? selector(actor.getSnapshot()) : whileLoading),
    () => whileLoading,
  );
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

export const useSessionStatus = () => useSessionSelector(sessionStatus, 'loading');
export const useSessionUser = () => useSessionSelector(selectUser, null);
/** The account was just deleted (the session ended by it): home says so. */
export const useAccountDeleted = () =>
  useSessionSelector(
    (s) => s.matches({ anonymous: 'signedOut' }) && s.context.logoutReason === 'accountDeleted',
    false,
  );

/**
 * Sends events to the session (queued until it runs) and reads its current snapshot. The returned
 * object is stable: machines may keep it in their dependencies.
 */
export function useSession() {
  const handle = useHandle();
  const latest = useRef(handle);
  latest.current = handle;
  return useState(() => ({
    send(event: SessionEvent) {
      const { actor, ready } = latest.current;
      if (actor) actor.send(event);
      else void ready.then((running) => running.send(event));
    },
    /** the current snapshot, or null while the session is loading */
    getSnapshot: (): SessionSnapshot | null => latest.current.actor?.getSnapshot() ?? null,
  }))[0];
}
