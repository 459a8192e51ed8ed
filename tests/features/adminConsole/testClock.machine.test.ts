/**
 * The console's test clock machine (src/features/adminConsole/testClock.machine.ts): on every path it moves
 * the clock only by the days typed when they are from 0.01 to 400, and says the time only as the server gave it.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { advanceSeconds, testClockMachine } from '../../../src/features/adminConsole/testClock.machine';
import { offsetText, toTestClockView } from '../../../src/features/adminConsole/testClock.view';
import { controllable, flush, modelPaths, reachability, violations } from '../../support/modelHarness';

const clock = { now: '2026-12-10T09:00:00.000Z', offset_seconds: 86_400 };
const moved = { now: '2026-12-17T09:00:00.000Z', offset_seconds: 8 * 86_400 };
const events = [
  { type: 'xstate.done.actor.readClock', output: clock },
  { type: 'xstate.done.actor.readClock', output: null },
  { type: 'xstate.error.actor.readClock', error: new Error('Failed to read or move the test clock') },
  { type: 'days.change', value: '7' },
  { type: 'days.change', value: '500' },
  { type: 'days.change', value: 'x' },
  { type: 'clock.advance' },
  { type: 'xstate.done.actor.advanceClock', output: moved },
  { type: 'xstate.error.actor.advanceClock', error: new Error('Forbidden') },
  { type: 'clock.retry' },
];

function provided() {
  const { controls, actors } = controllable(['readClock', 'advanceClock'], []);
  return { controls, machine: testClockMachine.provide({ actors } as never) };
}

describe('testClock machine: model', () => {
  const model = provided().machine;
  const paths = modelPaths(model, events as never, undefined as never);

  it('reaches every state; only a server without a test clock ends the panel', () => {
    expect(reachability(model, [paths], events as never)).toEqual({ unreached: [], deadEnds: ['unavailable'] });
  });

  it('on every path: a move only by valid days, and the time only as the server gave it', () => {
    const failures = violations(model, paths, undefined as never, ({ state, started }) => {
      const out: string[] = [];
      for (const call of started) {
        if (call.id !== 'advanceClock') continue;
        const { seconds } = call.input as { seconds: number };
        if (seconds !== advanceSeconds(state.context.days))
          out.push(`moved by ${seconds} s for "${state.context.days}"`);
      }
      const view = toTestClockView(state as never);
      if ((view.status === 'ready' || view.status === 'advancing') && !state.context.clock)
        out.push('a time without the server');
      if (state.matches('advancing') && advanceSeconds(state.context.days) === null) out.push('moving by invalid days');
      return out;
    });
    expect(failures).toEqual([]);
  });
});

describe('testClock machine: behaviour', () => {
  it('reads the days typed (a decimal comma too), refuses what is out of range, and announces the move', async () => {
    expect([advanceSeconds('1'), advanceSeconds('0,5'), advanceSeconds('0'), advanceSeconds('401')]).toEqual([
      86_400,
      43_200,
      null,
      null,
    ]);
    const { controls, machine } = provided();
    const actor = createActor(machine).start();
    controls.pending.get('readClock')?.resolve(clock);
    await flush();
    actor.send({ type: 'days.change', value: '500' });
    actor.send({ type: 'clock.advance' });
    expect(toTestClockView(actor.getSnapshot())).toMatchObject({ status: 'ready', daysError: expect.any(String) });
    actor.send({ type: 'days.change', value: '7' });
    actor.send({ type: 'clock.advance' });
    expect(controls.calls.at(-1)).toMatchObject({ src: 'advanceClock', input: { seconds: 7 * 86_400 } });
    controls.pending.get('advanceClock')?.resolve(moved);
    await flush();
    expect(toTestClockView(actor.getSnapshot())).toMatchObject({
      status: 'ready',
      offset: '8 days',
      moved: 'The clock is now 17 Dec 2026, 09:00.',
    });
    expect([offsetText(0), offsetText(90), offsetText(3 * 86_400 + 4 * 3_600)]).toEqual([
      'none',
      'under an hour',
      '3 days, 4 hours',
    ]);
  });
});
