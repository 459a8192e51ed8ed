/**
 * The console's test clock (GET and POST /api/admin/test-clock, outside production; docs/jobs.md "The
 * application's clock"): where the application's time stands, and moving it forward by some days for every
 * server, so QA can walk a customer through reminders, grace, suspension and auto-renew.
 *
 * States
 *   loading      invokes `readClock` (id readClock): the clock, or null where there is none (production)
 *   ready        the time and its offset; `days.change` types the days, `clock.advance` moves when they are
 *                from 0.01 to 400 (else says why and stays)
 *   advancing    invokes `advanceClock` (id advanceClock) with the seconds; done: the new time is announced
 *   failed       the read or the move failed (its reason); `clock.retry` reads again
 *   unavailable  no test clock on this server: says so, nothing to do
 *
 * Events: days.change { value }, clock.advance, clock.retry
 * Actors: readClock -> TestClockAnswer | null; advanceClock({ seconds }) -> TestClockAnswer
 */
import { assign, fromPromise, setup } from 'xstate';
import { TEST_CLOCK_MAX_ADVANCE_SECONDS } from '../../domain/testClock';
import { notProvided } from '../../machines/notProvided';
import type { TestClockAnswer } from './contract';
import { CONSOLE_MESSAGES as m } from './messages';

export interface TestClockContext {
  clock: TestClockAnswer | null;
  /** the days as typed */
  days: string;
  daysError: string | null;
  error: string | null;
  /** the last move that went through: the time it reached (announced) */
  moved: string | null;
}

export type TestClockEvent =
  | { type: 'days.change'; value: string }
  | { type: 'clock.advance' }
  | { type: 'clock.retry' };

/** The typed days as whole seconds, or null when they are not from 0.01 to 400 days. */
export function advanceSeconds(days: string): number | null {
  const value = Number(days.trim().replace(',', '.'));
  if (!days.trim() || !Number.isFinite(value)) return null;
  const seconds = Math.round(value * 86_400);
  return seconds >= 864 && seconds <= TEST_CLOCK_MAX_ADVANCE_SECONDS ? seconds : null;
}

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : m.testClockFailed);

export const testClockMachine = setup({
  types: { context: {} as TestClockContext, events: {} as TestClockEvent },
  actors: {
    readClock: fromPromise<TestClockAnswer | null, void>(async () => notProvided('readClock')),
    advanceClock: fromPromise<TestClockAnswer, { seconds: number }>(async () => notProvided('advanceClock')),
  },
  guards: {
    validDays: ({ context }) => advanceSeconds(context.days) !== null,
  },
}).createMachine({
  id: 'testClock',
  context: { clock: null, days: '1', daysError: null, error: null, moved: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'readClock',
        src: 'readClock',
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'unavailable' },
          { target: 'ready', actions: assign({ clock: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {
      on: {
        'days.change': { actions: assign({ days: ({ event }) => event.value, daysError: null }) },
        'clock.advance': [
          { guard: 'validDays', target: 'advancing' },
          { actions: assign({ daysError: m.testClockDaysInvalid }) },
        ],
      },
    },
    advancing: {
      entry: assign({ moved: null, error: null }),
      invoke: {
        id: 'advanceClock',
        src: 'advanceClock',
        input: ({ context }) => ({ seconds: advanceSeconds(context.days) ?? 0 }),
        onDone: {
          target: 'ready',
          actions: assign({ clock: ({ event }) => event.output, moved: ({ event }) => event.output.now }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'clock.retry': 'loading' } },
    unavailable: {},
  },
});

export interface TestClockDeps {
  readClock: () => Promise<TestClockAnswer | null>;
  advanceClock: (seconds: number) => Promise<TestClockAnswer>;
}

export function provideTestClock(deps: TestClockDeps) {
  return testClockMachine.provide({
    actors: {
      readClock: fromPromise(() => deps.readClock()),
      advanceClock: fromPromise(({ input }: { input: { seconds: number } }) => deps.advanceClock(input.seconds)),
    },
  });
}
