/**
 * Model-based path testing for the machines (docs/architecture.md).
 *
 * 1. `xstate/graph` walks the machine's pure transition function with a finite set of events,
 *    including the completion events of invoked actors (`xstate.done.actor.<id>` /
 *    `xstate.error.actor.<id>`), and yields the shortest path to every reachable (state, context).
 * 2. `replay` runs each path on a REAL actor whose actors are controllable promises: a done/error
 *    step settles the pending promise of that invoke id, other steps are sent as events, delayed
 *    steps advance vitest's fake clock. After every step the live snapshot must equal the model's.
 *
 * So the model (the graph) and the running machine (promises, timers, provided actions) must agree
 * on every path, and `coveredStates` proves every state node is reached by some path.
 */

import { expect, vi } from 'vitest';
import { type AnyStateMachine, createActor, type EventObject, fromPromise, type Snapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  input: unknown;
}

export interface Controls {
  /** pending promises by invoke id */
  pending: Map<string, Pending>;
  /** every actor start, in order */
  calls: { src: string; id: string; input: unknown }[];
  /** every provided action run, in order */
  log: string[];
}

/** Actors whose promises the test settles, and actions that only record their names. */
export function controllable(actorNames: string[], actionNames: string[]) {
  const controls: Controls = { pending: new Map(), calls: [], log: [] };
  const actors = Object.fromEntries(
    actorNames.map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ input, self }) =>
          new Promise((resolve, reject) => {
            controls.pending.set(self.id, { resolve, reject, input });
            controls.calls.push({ src, id: self.id, input });
          }),
      ),
    ]),
  );
  const actions = Object.fromEntries(
    actionNames.map((name) => [
      name,
      () => {
        controls.log.push(name);
      },
    ]),
  );
  return { controls, actors, actions };
}

export async function flush() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

type AnySnapshot = Snapshot<unknown> & { value: unknown; context: unknown; matches(value: string): boolean };
export interface ModelStep {
  event: EventObject & { output?: unknown; error?: unknown };
  state: AnySnapshot;
}
export interface ModelPath {
  steps: ModelStep[];
  state: AnySnapshot;
}

/** Shortest paths to every reachable (state, context) under the given events. */
export function modelPaths(machine: AnyStateMachine, events: EventObject[], input?: unknown): ModelPath[] {
  return getShortestPaths(machine, { events, input } as never) as unknown as ModelPath[];
}

/** Settle, send or wait for one model step on the live actor. */
export async function applyStep(actor: { send(e: EventObject): void }, controls: Controls, event: ModelStep['event']) {
  const { type } = event;
  if (type === 'xstate.init') return;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(type);
  const after = /^xstate\.after\.(\d+)\./.exec(type);
  if (done || failed) {
    const id = (done ?? failed)?.[1] as string;
    const pending = controls.pending.get(id);
    if (!pending) throw new Error(`model step ${type} but no pending actor ${id}`);
    controls.pending.delete(id);
    if (done) pending.resolve(event.output);
    else pending.reject(event.error);
    await flush();
  } else if (after) {
    await vi.advanceTimersByTimeAsync(Number(after[1]));
  } else {
    actor.send(event);
    await flush();
  }
}

/**
 * Replay a path on a live actor made from `provided` (the machine with controllable actors and
 * recording actions). Each step's live snapshot must equal the model's value and context.
 * Returns the live actor at the end of the path.
 */
export async function replay(provided: AnyStateMachine, controls: Controls, path: ModelPath, input?: unknown) {
  const actor = createActor(provided, { input } as never);
  actor.start();
  await flush();
  for (const step of path.steps) {
    await applyStep(actor, controls, step.event);
    const live = actor.getSnapshot() as AnySnapshot;
    const where = `after ${step.event.type} on path ${describePath(path)}`;
    expect(live.value, where).toEqual(step.state.value);
    expect(live.context, where).toEqual(step.state.context);
  }
  return actor;
}

export function describePath(path: ModelPath): string {
  return path.steps.map((s) => s.event.type).join(' > ') || '(initial)';
}

/** Every state node below the root as a dot path. */
export function allStatePaths(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const walk = (node: { path: string[]; states: Record<string, unknown> }) => {
    for (const child of Object.values(node.states) as { path: string[]; states: Record<string, unknown> }[]) {
      out.push(child.path.join('.'));
      walk(child);
    }
  };
  walk(machine.root as never);
  return out;
}

/** The state nodes reached by at least one path's end state. */
export function coveredStates(machine: AnyStateMachine, paths: ModelPath[]): Set<string> {
  const covered = new Set<string>();
  for (const path of paths) {
    for (const statePath of allStatePaths(machine)) {
      if (path.state.matches(statePath)) covered.add(statePath);
    }
  }
  return covered;
}
