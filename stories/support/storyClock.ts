/**
 * A clock for the flow stories that the play function moves by hand (XState's SimulatedClock, given to
 * the actor as its `clock`): a machine's `after` timers (the 1-3 s redirects, the 1 s thank-you, the
 * payment script's and checkout's time-outs) fire when the story says so instead of after real seconds, and the story shows both sides
 * of the delay: nothing at `delay - 1` ms, the transition at `delay`. The app keeps its delays.
 *
 * A story opts in with its `drivenClock` arg (the same story with the arg off runs in real time);
 * `beforeEach` gives each run a fresh clock, which the connected component reads when it renders.
 */
import { waitFor } from 'storybook/test';
import { type ActorOptions, type AnyActorLogic, SimulatedClock } from 'xstate';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

export class StoryClock implements Clock {
  private readonly simulated = new SimulatedClock();
  private readonly pending = new Set<number>();

  setTimeout(fn: (...args: unknown[]) => void, ms: number): number {
    const id: number = this.simulated.setTimeout(() => {
      this.pending.delete(id);
      fn();
    }, ms);
    this.pending.add(id);
    return id;
  }

  clearTimeout(id: number): void {
    this.pending.delete(id);
    this.simulated.clearTimeout(id);
  }

  /** Waits until the machine has a timer running (it reached the state whose `after` starts it). */
  async scheduled(): Promise<void> {
    await waitFor(() => {
      if (this.pending.size === 0) throw new Error('the machine has no timer running yet');
    });
  }

  /** Moves the time on: the timers that fall due fire, synchronously. */
  advance(ms: number): void {
    this.simulated.increment(ms);
  }
}

/** The actor options for a connected story: the driven clock when the story asks for it, else real time. */
export function clockOption(clock: StoryClock, driven: boolean | undefined): { clock?: StoryClock } {
  return driven ? { clock } : {};
}
