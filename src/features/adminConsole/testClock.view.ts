/** The console's test clock panel as the screen shows it (testClock.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { formatDateTime } from '../../domain/format/date';
import { CONSOLE_MESSAGES as m } from './messages';
import type { testClockMachine } from './testClock.machine';

export type TestClockView =
  | { status: 'loading' }
  | { status: 'unavailable' | 'failed'; message: string }
  | {
      status: 'ready' | 'advancing';
      /** '12 Dec 2026, 09:00' */
      now: string;
      /** '3 days, 4 hours' ('none' at the real time) */
      offset: string;
      days: string;
      daysError: string | null;
      /** after a move: 'The clock is now 12 Dec 2026, 09:00.' (announced) */
      moved: string | null;
    };

export type TestClockSnapshot = Pick<SnapshotFrom<typeof testClockMachine>, 'context' | 'matches'>;

/** An offset in seconds as days and hours (whole hours; the minutes say little at this scale). */
export function offsetText(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const parts = [
    days > 0 ? `${days} ${days === 1 ? 'day' : 'days'}` : null,
    hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : null,
  ].filter(Boolean);
  if (parts.length > 0) return parts.join(', ');
  return seconds > 0 ? 'under an hour' : 'none';
}

export function toTestClockView(snapshot: TestClockSnapshot): TestClockView {
  const c = snapshot.context;
  if (snapshot.matches('unavailable')) return { status: 'unavailable', message: m.testClockUnavailable };
  if (snapshot.matches('failed')) return { status: 'failed', message: c.error ?? m.testClockFailed };
  if (!c.clock || snapshot.matches('loading')) return { status: 'loading' };
  return {
    status: snapshot.matches('advancing') ? 'advancing' : 'ready',
    now: formatDateTime(c.clock.now),
    offset: offsetText(c.clock.offset_seconds),
    days: c.days,
    daysError: c.daysError,
    moved: c.moved ? `The clock is now ${formatDateTime(c.moved)}.` : null,
  };
}
