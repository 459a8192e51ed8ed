/**
 * Model-based checks for the machines (docs/architecture.md).
 *
 * `xstate/graph` walks the machine's pure transition function with a finite set of events, including the
 * completion events of invoked actors (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`) and delayed events
 * (`xstate.after.<delay>.<state id>`), and yields the shortest path to every reachable (state, context). On those
 * paths a test asserts two things, each in ONE test per machine that collects every failure into a named list:
 *
 * - `reachability`: every state node is reached by some path, and no reachable non-final state is a dead end
 *   (no event of the set leads out of it);
 * - `violations`: invariants checked at every step of every path on what the user or caller sees — the view the
 *   screen renders from the snapshot, the inputs of the actors the machine started at that step, the machine's
 *   own actions at that step (from xstate's pure `transition`, so nothing runs) and its context.
 *
 * Replaying a path on a live actor and asserting it equals the model it was generated from proves only that
 * xstate runs its own machine; the behaviour tests (real actors, hand-written scenarios) do the rest.
 */

import {
  type AnyStateMachine,
  type EventObject,
  fromPromise,
  initialTransition,
  type Snapshot,
  transition,
} from 'xstate';
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

/** Actors whose promises the test settles, and actions that only record their names (behaviour tests). */
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

// biome-ignore lint/suspicious/noExplicitAny: a model snapshot of any machine; each test narrows what it reads
export type AnySnapshot = Snapshot<unknown> & { value: any; context: any; children: Record<string, any> } & {
  matches(value: string): boolean;
  status: string;
};
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

const valueKey = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The state nodes no path reaches, and the reachable non-final states (by state value) that no event of the
 * set leads out of (to another state, or running an action such as a redirect), from any of their reachable
 * contexts. `pathSets` are the paths of one machine, one set per
 * input it was walked with.
 */
export function reachability(
  machine: AnyStateMachine,
  pathSets: ModelPath[][],
  events: EventObject[],
): { unreached: string[]; deadEnds: string[] } {
  const paths = pathSets.flat();
  const covered = coveredStates(machine, paths);
  const unreached = allStatePaths(machine).filter((s) => !covered.has(s));
  const byValue = new Map<string, AnySnapshot[]>();
  for (const { state } of paths) {
    const key = valueKey(state.value);
    byValue.set(key, [...(byValue.get(key) ?? []), state]);
  }
  const deadEnds: string[] = [];
  for (const [key, snapshots] of byValue) {
    const finalNode = (machine.root.states as Record<string, { type: string }>)[key]?.type === 'final';
    if (finalNode || snapshots.some((s) => s.status === 'done')) continue;
    const leaves = snapshots.some((snapshot) =>
      events.some((event) => {
        try {
          const [next, actions] = transition(machine, snapshot as never, event as never);
          // a way out: another state, or an action that takes the user elsewhere (a redirect on a timer)
          return valueKey(next.value) !== key || actions.some((a) => !a.type.startsWith('xstate.'));
        } catch {
          return false; // an event whose data does not fit this state (the graph skips it the same way)
        }
      }),
    );
    if (!leaves) deadEnds.push(key);
  }
  return { unreached, deadEnds: deadEnds.sort() };
}

/** One step of a path as the caller sees it. */
export interface Visit {
  path: ModelPath;
  /** the event types of the path up to and including this step */
  events: string[];
  event: ModelStep['event'];
  /** the snapshot before this step (undefined at the initial step) */
  before: AnySnapshot | undefined;
  state: AnySnapshot;
  /** the machine's own (non-built-in) actions this step ran, in order */
  actions: string[];
  /** the machine's own actions on the path up to and including this step */
  log: string[];
  /** the actors started on the path up to and including this step, in order */
  calls: { id: string; src: unknown; input: unknown }[];
  /** the path's steps up to and including this one */
  steps: ModelStep[];
  /** the actors this step started, with their inputs */
  started: { id: string; src: unknown; input: unknown }[];
}

export type Check = (visit: Visit) => string | string[] | false | null | undefined;

/**
 * Every invariant failure on every step of every path, deduplicated, each with where it happened. Assert the
 * result is `[]`. Pass `input` as the paths were generated with: the initial step's actions come from it.
 */
export function violations(machine: AnyStateMachine, paths: ModelPath[], input: unknown, check: Check): string[] {
  const failures = new Map<string, string>();
  // paths share their prefixes (the same snapshot objects): each step is checked once
  const seen = new WeakMap<object, WeakSet<object>>();
  const initial = {};
  const logAt = new WeakMap<object, { log: string[]; calls: Visit['calls'] }>();
  for (const path of paths) {
    let before: AnySnapshot | undefined;
    let log: string[] = [];
    let calls: Visit['calls'] = [];
    for (const [index, step] of path.steps.entries()) {
      const from = seen.get(before ?? initial) ?? new WeakSet<object>();
      seen.set(before ?? initial, from);
      if (from.has(step.state)) {
        before = step.state;
        ({ log, calls } = logAt.get(step.state) ?? { log: [], calls: [] });
        continue;
      }
      from.add(step.state);
      // the actors' inputs come from the transition itself: the graph's snapshots may not keep their children
      const [next, executed] =
        before === undefined
          ? initialTransition(machine, input as never)
          : transition(machine, before as never, step.event as never);
      const state = step.state;
      const started = Object.entries((next as AnySnapshot).children ?? {})
        .filter(([id, ref]) => before?.children?.[id] !== ref)
        .map(([id, ref]) => ({ id, src: ref?.src, input: ref?.getSnapshot?.()?.input }));
      const actions = (executed as { type: string }[]).map((a) => a.type).filter((t) => !t.startsWith('xstate.'));
      log = [...log, ...actions];
      calls = [...calls, ...started];
      logAt.set(state, { log, calls });
      const visit = {
        path,
        events: path.steps.slice(0, index + 1).map((s) => s.event.type),
        steps: path.steps.slice(0, index + 1),
        event: step.event,
        before,
        state,
        actions,
        log,
        calls,
        started,
      };
      let found: ReturnType<Check>;
      try {
        found = check(visit);
      } catch (error) {
        // a check may use expect(): its message is the failure
        found = error instanceof Error ? error.message.split('\n')[0] : String(error);
      }
      for (const message of [found].flat()) {
        if (message && !failures.has(message)) {
          failures.set(message, `${message} — at ${valueKey(state.value)} after ${describePath(path)}`);
        }
      }
      before = state;
    }
  }
  return [...failures.values()];
}
