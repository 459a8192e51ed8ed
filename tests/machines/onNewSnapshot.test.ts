import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { packagesMachine } from '../../src/features/billing/packages.machine';
import { onNewSnapshot } from '../../src/machines/useDeferredMachineView';

describe('onNewSnapshot (the deferred machine view follows the machine)', () => {
  const counter = setup({ types: { events: {} as { type: 'inc' } | { type: 'noop' } } }).createMachine({
    context: { n: 0 },
    on: { inc: { actions: assign({ n: ({ context }) => context.n + 1 }) }, noop: { guard: () => false, actions: [] } },
  });

  it('reports a changed snapshot and skips the ones XState repeats for ignored events', () => {
    const actor = createActor(counter);
    const seen: number[] = [];
    onNewSnapshot(actor, (s) => seen.push((s as { context: { n: number } }).context.n));
    actor.start();
    actor.send({ type: 'noop' });
    actor.send({ type: 'inc' });
    actor.send({ type: 'noop' });
    actor.send({ type: 'noop' });
    expect(seen).toEqual([0, 1]);
  });

  it('a plan card seen a second time on /packages renders nothing again', () => {
    const actor = createActor(packagesMachine, { input: { signedIn: false } });
    let reports = 0;
    onNewSnapshot(actor, () => reports++);
    actor.start();
    actor.send({ type: 'plan.viewed', planId: 'basic' });
    const afterFirst = reports;
    actor.send({ type: 'plan.viewed', planId: 'basic' });
    actor.send({ type: 'plan.viewed', planId: 'basic' });
    expect(reports).toBe(afterFirst);
  });
});
