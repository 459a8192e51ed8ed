/**
 * One hook for every screen driven by a machine: build the provided machine once, run it, and select
 * the screen's view model from its snapshots. Used by the app's routes and by the flow stories.
 *
 *   const [view, send] = useMachineView(() => provideLogin({ ... }), toLoginView, { input: {} });
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { Actor, ActorOptions, AnyActorLogic, AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';

/** A clock for a machine's timers: connected screens take one as an optional prop (a story's driven clock). */
export type MachineClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

export function useMachineView<TMachine extends AnyStateMachine, TView>(
  build: () => TMachine,
  view: (snapshot: SnapshotFrom<TMachine>) => TView,
  options?: ActorOptions<TMachine>,
): readonly [TView, (event: EventFromLogic<TMachine>) => void, Actor<TMachine>] {
  const [machine] = useState(build);
  const actor = useActorRef(machine as AnyStateMachine, options as ActorOptions<AnyStateMachine>) as Actor<TMachine>;
  const selected = useSelector(actor, view);
  return [selected, actor.send, actor] as const;
}
