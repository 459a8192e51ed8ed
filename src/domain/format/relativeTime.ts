/**
 * Relative time (spec display rules): under 60 s 'Just now', then minutes, hours and days up to
 * 7 days ('6 days ago'), then the date ('14 Nov 2026'). "Now" is an argument so output is
 * deterministic. Times in the future (clock skew) read 'Just now'.
 */
import { formatDate } from './date';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type TimeInput = Date | number | string;

/** A Date from a Date, epoch milliseconds, or an ISO string. Use `fromEpochSeconds` for API seconds. */
export function toDate(value: TimeInput): Date {
  return value instanceof Date ? value : new Date(value);
}

export function fromEpochSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

export function formatRelativeTime(value: TimeInput, now: TimeInput): string {
  const date = toDate(value);
  const diff = toDate(now).getTime() - date.getTime();
  if (Number.isNaN(diff)) return '';
  if (diff < MINUTE) return 'Just now';
  if (diff < HOUR) return plural(Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return plural(Math.floor(diff / HOUR), 'hour');
  if (diff < 7 * DAY) return plural(Math.floor(diff / DAY), 'day');
  return formatDate(date);
}
