import type { AnyActorRef } from 'xstate';

/**
 * For views shown before a machine runs (useDeferredMachineView): sends each event to the running actor and
 * to the preview, and returns, after each event, what the preview shows and what the machine shows. A test
 * expects each pair equal, so the page does not change when the machine takes over.
 */
export function previewSteps<TView, TEvent>(
  actor: AnyActorRef,
  initial: TView,
  preview: (view: TView, event: TEvent) => TView,
  // biome-ignore lint/suspicious/noExplicitAny: each machine's snapshot type; the actor is the caller's
  toView: (snapshot: any) => TView,
  events: readonly TEvent[],
): Array<[shown: TView, machine: TView]> {
  let view = initial;
  return events.map((event) => {
    actor.send(event as never);
    view = preview(view, event);
    return [view, toView(actor.getSnapshot())];
  });
}
