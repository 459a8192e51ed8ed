/**
 * Runs a connected screen's machine from wherever its module comes from, and renders the screen from its
 * view with `children(view, send)`:
 *
 * - `load` (the app): the module is imported after hydration and the page shows the machine's initial
 *   view until then (see useDeferredMachineView), so xstate stays out of a public page's first load;
 * - `now` (flow stories): the module, already imported, and `useMachineView`; the machine runs from the
 *   first render, as a story's play function expects.
 *
 * `useMachineView` comes in with the module rather than being imported here: a static import would put
 * @xstate/react (and xstate) back into every public page that renders a connected screen.
 */
import type { ReactNode } from 'react';
import type { ActorOptions, AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import { useDeferredMachineView } from './useDeferredMachineView';
import type { useMachineView } from './useMachineView';

/** A machine's module already imported, with the hook that runs it at once (flow stories). */
export interface MachineNow<TModule> {
  module: TModule;
  useMachineView: typeof useMachineView;
}

export interface RunMachineProps<TModule, TMachine extends AnyStateMachine, TView> {
  /** imports the machine's module (after hydration) */
  load: () => Promise<TModule>;
  /** the module already imported: the machine runs from the first render */
  now?: MachineNow<TModule>;
  /** the provided machine, from the module */
  provide: (module: TModule) => TMachine;
  view: (snapshot: SnapshotFrom<TMachine>) => TView;
  options?: ActorOptions<TMachine>;
  /** the view before the machine runs (equal to the view of its first snapshot) */
  initialView: TView;
  /** how an event shows before the machine runs (see useDeferredMachineView) */
  preview?: (view: TView, event: EventFromLogic<TMachine>) => TView;
  children: (view: TView, send: (event: EventFromLogic<TMachine>) => void) => ReactNode;
}

export function RunMachine<TModule, TMachine extends AnyStateMachine, TView>(
  props: RunMachineProps<TModule, TMachine, TView>,
) {
  return props.now ? <RunNow {...props} now={props.now} /> : <RunLater {...props} />;
}

function RunNow<TModule, TMachine extends AnyStateMachine, TView>({
  now,
  provide,
  view,
  options,
  children,
}: RunMachineProps<TModule, TMachine, TView> & { now: MachineNow<TModule> }) {
  const [current, send] = now.useMachineView(() => provide(now.module), view, options);
  return <>{children(current, send)}</>;
}

function RunLater<TModule, TMachine extends AnyStateMachine, TView>({
  load,
  provide,
  view,
  options,
  initialView,
  preview,
  children,
}: RunMachineProps<TModule, TMachine, TView>) {
  const [current, send] = useDeferredMachineView(
    () => load().then((module) => ({ machine: provide(module), view, options })),
    initialView,
    preview,
  );
  return <>{children(current, send)}</>;
}
