/**
 * `useMachineView` for machines on a public page's first screen (the home page's forms, the coverage
 * checker): the page renders the machine's initial view, computed without xstate, so prerendering
 * and hydration need none of it; the machine's module and xstate load once the page has hydrated,
 * or at the first event if that comes sooner. Events sent before the machine runs are kept and
 * replayed in order, so nothing typed or clicked is lost.
 *
 *   const [view, send] = useDeferredMachineView(
 *     () => import('./contactForm.runtime').then((m) => m.contactFormRuntime(deps)),
 *     initialContactFormView,
 *   );
 *
 * Pass `preview` for events whose effect must show before the machine runs (typing in a controlled
 * field). The loader returns the provided machine and its view selector. Keep the loader's module (and
 * everything that imports xstate) out of the page's static imports, or the bundler puts them back
 * into the first load.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ActorOptions, AnyActorRef, AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import { nextTask } from './nextTask';

export interface DeferredMachine<TMachine extends AnyStateMachine, TView> {
  machine: TMachine;
  view: (snapshot: SnapshotFrom<TMachine>) => TView;
  options?: ActorOptions<TMachine>;
}

/**
 * Calls `onSnapshot` for each snapshot that differs from the last one. XState reports every event, also
 * one the machine ignores (the same snapshot again): a new view object for it would render the page again
 * for nothing, and a page whose render leads to such an event (a card seen again) would never rest.
 */
export function onNewSnapshot(actor: AnyActorRef, onSnapshot: (snapshot: unknown) => void) {
  let last: unknown;
  return actor.subscribe((snapshot: unknown) => {
    if (snapshot === last) return;
    last = snapshot;
    onSnapshot(snapshot);
  });
}

export function useDeferredMachineView<TMachine extends AnyStateMachine, TView>(
  load: () => Promise<DeferredMachine<TMachine, TView>>,
  initialView: TView,
  /**
   * How an event changes the view before the machine runs (e.g. a field change shows the typed
   * text at once, so controlled inputs keep every keystroke). Without it the view waits.
   */
  preview?: (view: TView, event: EventFromLogic<TMachine>) => TView,
): readonly [TView, (event: EventFromLogic<TMachine>) => void] {
  const [view, setView] = useState(initialView);
  const loadRef = useRef(load);
  const previewRef = useRef(preview);
  const actorRef = useRef<AnyActorRef | null>(null);
  const pending = useRef<EventFromLogic<TMachine>[]>([]);
  const starting = useRef<Promise<void> | null>(null);
  // bumped when the effect is cleaned up: a load that finishes after that starts nothing
  const generation = useRef(0);

  const start = useCallback(() => {
    const started = generation.current;
    // Two tasks, not one: evaluating the machine's module graph, then the actor's start and first view
    // (together 60-100 ms on a slow phone). A library only the machine uses can have a task of its own
    // before it: see importInTurn. xstate is usually in already (the session actor loads it).
    starting.current ??= (async () => {
      const [deferred, { createActor }] = await Promise.all([loadRef.current(), import('xstate')]);
      await nextTask();
      if (generation.current !== started) return;
      const actor = createActor(deferred.machine, deferred.options as ActorOptions<AnyStateMachine>);
      // The snapshots the actor reports while it starts are left to the lines below: set from here they would be
      // urgent updates, one unsliced render each, right after hydration.
      let running = false;
      onNewSnapshot(actor, (snapshot) => {
        if (running) setView(deferred.view(snapshot as SnapshotFrom<TMachine>));
      });
      actor.start();
      running = true;
      const view = deferred.view(actor.getSnapshot() as SnapshotFrom<TMachine>);
      // The machine's first view is (nearly always) the one on screen: a transition, rendered in slices after
      // hydration. With events waiting it is urgent: they were the visitor's and their effect must show.
      if (pending.current.length) setView(view);
      else startTransition(() => setView(view));
      actorRef.current = actor;
      for (const event of pending.current.splice(0)) actor.send(event);
    })();
    return starting.current;
  }, []);

  useEffect(() => {
    // after hydration, without competing with it: the first idle moment (or 1 s at the latest)
    const cancel =
      typeof requestIdleCallback === 'function'
        ? (
            (id) => () =>
              cancelIdleCallback(id)
          )(requestIdleCallback(() => void start(), { timeout: 1000 }))
        : (
            (id) => () =>
              clearTimeout(id)
          )(setTimeout(() => void start(), 1));
    return () => {
      generation.current += 1;
      cancel();
      actorRef.current?.stop();
      actorRef.current = null;
      starting.current = null;
    };
  }, [start]);

  const send = useCallback(
    (event: EventFromLogic<TMachine>) => {
      if (actorRef.current) {
        actorRef.current.send(event);
        return;
      }
      pending.current.push(event);
      if (previewRef.current) {
        const previewEvent = previewRef.current;
        setView((current) => previewEvent(current, event));
      }
      void start();
    },
    [start],
  );
  return [view, send] as const;
}
